/// Why paths were refused as an icon (`IconShape.init`): each path is valid, but together they
/// are no icon that can be filled by its share of ink.
public enum IconShapeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no path.
    case noPaths
    /// The paths together have more elements than `FilledPath.maximumElementCount`.
    case tooManyPathElements(Int)
    /// The paths enclose no area (less than `IconShape.noInkAreaRatio` of the square on the
    /// larger side of their bounding box): there is nothing to fill.
    case noInk
    /// Measuring the ink (its profile, or which side of each subpath a rule fills) would take
    /// more than `IconShape.maximumProfileWork` steps.
    case inkTooIntricate
    /// No one path draws the paths' union: paths of different rules (or a stroke's outline
    /// with fills) whose subpaths cross one another, so that no turning of them winds once
    /// round the ink.
    case inkNotDrawable

    /// A plain-language explanation of what is wrong.
    public var description: String {
        switch self {
        case .noPaths:
            "an icon needs at least one path, and each path must draw a line, curve or arc"
        case .tooManyPathElements(let count):
            "an icon may have at most \(FilledPath.maximumElementCount) path elements (got \(count))"
        case .noInk:
            "the icon's paths enclose no area"
        case .inkTooIntricate:
            "the icon's outline is too intricate to measure: its subpaths overlap so much that measuring its ink would take more than \(IconShape.maximumProfileWork) steps"
        case .inkNotDrawable:
            "the icon's paths cannot be drawn as one path: their subpaths cross where their fill rules differ; give the paths one fill rule"
        }
    }
}
