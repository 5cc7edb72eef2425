/// How a stroke turns a corner between two segments (SVG's `stroke-linejoin`).
public enum LineJoin: CaseIterable, Hashable, Sendable {
    /// The outer edges extended until they meet, or a bevel when they would meet further than
    /// the miter limit allows (SVG's `miter`, the default).
    case miter
    /// A circular arc of the stroke's half width round the corner (`round`).
    case round
    /// The outer corners joined by a straight line (`bevel`).
    case bevel
}
