/// A path of lines, Bézier curves and elliptical arcs, filled by a rule: one filled `<path>` of
/// an icon, as plain geometry (absolute coordinates, y down).
///
/// The elements are checked when the path is made, and resolved into segments with their start
/// points (arcs into centre form), from which the exact bounding box is measured once.
public struct FilledPath: Hashable, Sendable {
    /// The most elements a path, or all of an icon's paths together, may have: a bound on the
    /// memory and time an icon takes, far above any real icon's few hundred.
    public static let maximumElementCount = 200_000
    /// The largest magnitude of a coordinate, radius or rotation: icons are drawn in units of
    /// a few hundred at most, and this keeps areas (squares of coordinates) and the arcs'
    /// radius arithmetic (fourth powers) far from overflowing.
    public static let coordinateLimit = 1e9

    /// The elements, as given.
    public let elements: [PathElement]
    /// Which points the path's fill covers.
    public let fillRule: FillRule
    /// The exact bounding box of what the path draws (its lines, curves and arcs; a move that
    /// draws nothing does not count), as a browser's `getBBox()`: curves count by their
    /// extreme points, not their control points.
    public let boundingBox: Rect

    /// The drawn segments in order; subpath i is `segments[subpathEnds[i - 1]..<subpathEnds[i]]`.
    let segments: [PathSegment]
    /// The end of each subpath in `segments` (exclusive); subpaths that draw nothing are left out.
    let subpathEnds: [Int]

    /// Creates a checked path.
    /// - Parameters:
    ///   - elements: The commands, starting with a move, at most `maximumElementCount`.
    ///   - fillRule: Which points the fill covers. Default `.nonzero`, SVG's.
    /// - Throws: `FilledPathError.tooManyPathElements`, `.pathDoesNotStartWithMove`,
    ///   `.invalidPathNumber` (NaN, infinite, or beyond `coordinateLimit`), or `.emptyPath`
    ///   when no element draws anything.
    /// - Complexity: O(n) in the number of elements.
    public init(elements: [PathElement], fillRule: FillRule = .nonzero) throws(FilledPathError) {
        guard elements.count <= Self.maximumElementCount else { throw .tooManyPathElements(elements.count) }
        guard let first = elements.first else { throw .emptyPath }
        guard case .move = first else { throw .pathDoesNotStartWithMove }
        for (index, element) in elements.enumerated() {
            if let bad = Self.firstInvalidNumber(in: element) { throw .invalidPathNumber(elementIndex: index, value: bad) }
        }
        var segments: [PathSegment] = []
        segments.reserveCapacity(elements.count)
        var subpathEnds: [Int] = []
        var subpathStart = Point.zero
        var current = Point.zero
        func endSubpath() {
            if segments.count > (subpathEnds.last ?? 0) { subpathEnds.append(segments.count) }
        }
        for element in elements {
            switch element {
            case .move(let point):
                endSubpath()
                subpathStart = point
                current = point
            case .line(let point):
                segments.append(.line(current, point))
                current = point
            case .quadratic(let control, let point):
                segments.append(.quadratic(current, control, point))
                current = point
            case .cubic(let control1, let control2, let point):
                segments.append(.cubic(current, control1, control2, point))
                current = point
            case .ellipticalArc(let radiusX, let radiusY, let rotation, let isLargeArc, let isSweepClockwise, let point):
                if let arc = EllipticalArc.segment(from: current, to: point, radiusX: radiusX, radiusY: radiusY,
                                                   rotation: rotation, isLargeArc: isLargeArc,
                                                   isSweepClockwise: isSweepClockwise) {
                    segments.append(arc)
                }
                current = point
            case .close:
                // The closing line adds nothing to a fill (a polygon closes itself) nor to the
                // box (both its ends are in it already). What follows starts afresh here, at
                // the subpath's start, as SVG says.
                endSubpath()
                current = subpathStart
            }
        }
        endSubpath()
        guard var box = segments.first?.boundingBox else { throw .emptyPath }
        for segment in segments.dropFirst() { box = box.union(segment.boundingBox) }
        self.elements = elements
        self.fillRule = fillRule
        self.boundingBox = box
        self.segments = segments
        self.subpathEnds = subpathEnds
    }

    /// Two paths are equal when their elements and rules are (the rest follows from them).
    /// - Complexity: O(n) in the number of elements.
    public static func == (lhs: FilledPath, rhs: FilledPath) -> Bool {
        lhs.fillRule == rhs.fillRule && lhs.elements == rhs.elements
    }

    /// Hashes the elements and the rule, as `==` compares them.
    /// - Complexity: O(n) in the number of elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fillRule)
        hasher.combine(elements)
    }

    /// The first number of `element` that is NaN, infinite or beyond `coordinateLimit`.
    private static func firstInvalidNumber(in element: PathElement) -> Double? {
        let numbers: [Double]
        switch element {
        case .move(let point), .line(let point):
            numbers = [point.x, point.y]
        case .quadratic(let control, let point):
            numbers = [control.x, control.y, point.x, point.y]
        case .cubic(let control1, let control2, let point):
            numbers = [control1.x, control1.y, control2.x, control2.y, point.x, point.y]
        case .ellipticalArc(let radiusX, let radiusY, let rotation, _, _, let point):
            numbers = [radiusX, radiusY, rotation, point.x, point.y]
        case .close:
            return nil
        }
        // `<=` is false for NaN, so NaN is caught with the infinities.
        return numbers.first { !($0.magnitude <= coordinateLimit) }
    }
}
