/// One piece of an outline: a straight line or a circular arc.
public enum OutlineSegment: Equatable, Sendable {
    /// A straight line from one point to another.
    case line(from: Point, to: Point)
    /// A circular arc, traversed from its start angle through its sweep.
    case arc(CircularArc)

    /// Whether the segment is a straight line.
    public var isLine: Bool {
        if case .line = self { true } else { false }
    }

    /// Where the segment starts.
    public var start: Point {
        switch self {
        case .line(let from, _): from
        case .arc(let arc): arc.start
        }
    }

    /// Where the segment ends.
    public var end: Point {
        switch self {
        case .line(_, let to): to
        case .arc(let arc): arc.end
        }
    }

    /// The exact bounding box of the segment.
    public var boundingBox: Rect {
        switch self {
        case .line(let from, let to): Rect(enclosing: from, to)
        case .arc(let arc): arc.boundingBox
        }
    }

    /// This segment moved by `offset`.
    /// - Parameters:
    ///   - offset: The displacement to apply.
    public func translated(by offset: Point) -> OutlineSegment {
        switch self {
        case .line(let from, let to): .line(from: from.translated(by: offset), to: to.translated(by: offset))
        case .arc(let arc): .arc(arc.translated(by: offset))
        }
    }

    /// This segment scaled about the origin.
    /// - Parameters:
    ///   - factor: The scale factor (see `CircularArc.scaled(by:)` for negative factors).
    public func scaled(by factor: Double) -> OutlineSegment {
        switch self {
        case .line(let from, let to): .line(from: from.scaled(by: factor), to: to.scaled(by: factor))
        case .arc(let arc): .arc(arc.scaled(by: factor))
        }
    }
}
