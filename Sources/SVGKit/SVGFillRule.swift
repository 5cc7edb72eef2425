/// How a filled path decides which points are inside it where its outline crosses itself or
/// nests (SVG's `fill-rule`).
public enum SVGFillRule: String, Equatable, Sendable, CaseIterable {
    /// Inside where the outline winds around the point a nonzero number of times, counting
    /// one way positive and the other negative; SVG's default. A hole is drawn the other way
    /// round from the shape around it.
    case nonzero
    /// Inside where a ray from the point crosses the outline an odd number of times: every
    /// nested outline is a hole, whichever way it is drawn.
    case evenodd
}
