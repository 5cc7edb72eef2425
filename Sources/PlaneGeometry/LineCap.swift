/// How a stroke ends at the open ends of a subpath (SVG's `stroke-linecap`).
public enum LineCap: CaseIterable, Hashable, Sendable {
    /// The stroke stops square at the end point (SVG's `butt`, the default).
    case butt
    /// A half disc of the stroke's width round the end point (`round`).
    case round
    /// The stroke goes on half its width past the end point, square (`square`).
    case square
}
