/// A path that an icon fills, as `SVGIcon` reads it: absolute commands and the rule that
/// decides its inside.
public struct SVGFilledPath: Equatable, Sendable {
    /// The path's commands, absolute, as `SVGPathData(parsing:)` reads them: every subpath
    /// starts with a `.move`.
    public var commands: [SVGPathCommand]
    /// The fill rule in force for the path, its own or inherited.
    public var fillRule: SVGFillRule

    /// Creates a filled path.
    /// - Parameters:
    ///   - commands: the path's absolute commands.
    ///   - fillRule: the rule that decides its inside.
    public init(commands: [SVGPathCommand], fillRule: SVGFillRule) {
        self.commands = commands
        self.fillRule = fillRule
    }
}
