/// A path that an icon fills, as `SVGIcon` reads it: absolute elements and the rule that
/// decides its inside.
public struct SVGFilledPath: Equatable, Sendable {
    /// The path's elements, absolute, as `SVGPathData(parsing:)` reads them: every subpath
    /// starts with a `.move`.
    public var elements: [PathElement]
    /// The fill rule in force for the path, its own or inherited.
    public var fillRule: FillRule

    /// Creates a filled path.
    /// - Parameters:
    ///   - elements: the path's absolute elements.
    ///   - fillRule: the rule that decides its inside.
    public init(elements: [PathElement], fillRule: FillRule) {
        self.elements = elements
        self.fillRule = fillRule
    }
}
