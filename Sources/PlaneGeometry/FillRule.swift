/// Which points a path's fill covers, by the path's winding number around them (SVG's
/// `fill-rule`).
///
/// The cases are named in Swift's manner; SVGKit reads and writes SVG's keywords for them
/// (`FillRule(svgKeyword:)`, `svgKeyword`).
public enum FillRule: CaseIterable, Hashable, Sendable {
    /// Inside where the winding number is not zero (SVG's default, `nonzero`): a hole is drawn
    /// the other way round from the shape around it.
    case nonzero
    /// Inside where the winding number is odd (`evenodd`): a subpath inside another makes a
    /// hole whichever way it runs.
    case evenOdd
}
