/// Which points a path's fill covers, by the path's winding number around them (SVG's
/// `fill-rule`).
public enum FillRule: String, CaseIterable, Hashable, Sendable {
    /// Inside where the winding number is not zero (SVG's default, `nonzero`).
    case nonzero
    /// Inside where the winding number is odd (`evenodd`): a subpath inside another makes a
    /// hole whichever way it runs.
    case evenOdd
}
