/// A closed outline of lines and circular arcs; each segment ends where the next starts, the last ends where the first starts.
///
/// The bounding box, the total area and per-segment integration data are computed once here,
/// so the area queries in `Outline+Area.swift` are cheap and allocation-free.
public struct Outline: Equatable, Sendable {
    /// The segments, in traversal order.
    public let segments: [OutlineSegment]

    /// Cached exact bounding box.
    private let cachedBoundingBox: Rect
    /// The area with sign: positive when the outline runs clockwise on screen (y down).
    let signedArea: Double
    /// Per-segment integration data, parallel to `segments`.
    let metrics: [SegmentMetrics]
    /// The x that `SegmentMetrics.fullXDy` is measured from.
    let referenceX: Double

    /// Creates an outline from segments that already join up end to start (not checked: an
    /// outline that does not close has no meaningful area).
    /// - Parameters:
    ///   - segments: The segments, in traversal order.
    /// - Complexity: O(n) in the number of segments.
    public init(segments: [OutlineSegment]) {
        self.segments = segments
        var box: Rect? = nil
        for segment in segments {
            box = box?.union(segment.boundingBox) ?? segment.boundingBox
        }
        let boundingBox = box ?? Rect(minX: 0, minY: 0, width: 0, height: 0)
        cachedBoundingBox = boundingBox
        // Integrating relative to the centre keeps the sums small when the outline sits far
        // from the origin (e.g. the last star of a long row).
        let reference = Point(x: boundingBox.midX, y: boundingBox.midY)
        referenceX = reference.x
        signedArea = segments.reduce(0) { $0 + Self.signedAreaTerm(of: $1, relativeTo: reference) }
        metrics = segments.map { SegmentMetrics($0, referenceX: reference.x) }
    }

    private init(segments: [OutlineSegment], boundingBox: Rect, signedArea: Double, metrics: [SegmentMetrics], referenceX: Double) {
        self.segments = segments
        self.cachedBoundingBox = boundingBox
        self.signedArea = signedArea
        self.metrics = metrics
        self.referenceX = referenceX
    }

    /// This outline scaled about the origin by a positive `factor`, then moved by `offset`: the
    /// same as `scaled(by:)` then `translated(by:)`, but the bounding box, area and integration
    /// data are mapped rather than computed again, so it costs no trigonometry.
    /// - Parameters:
    ///   - factor: The scale factor; a factor that is not positive falls back to the general path.
    ///   - offset: The displacement applied after scaling.
    /// - Complexity: O(n) in the number of segments.
    public func scaled(by factor: Double, thenTranslatedBy offset: Point) -> Outline {
        guard factor > 0 else { return scaled(by: factor).translated(by: offset) }
        let box = cachedBoundingBox
        return Outline(
            segments: segments.map { $0.scaled(by: factor).translated(by: offset) },
            boundingBox: Rect(minX: box.minX * factor + offset.x, minY: box.minY * factor + offset.y,
                              width: box.width * factor, height: box.height * factor),
            signedArea: signedArea * factor * factor,
            metrics: metrics.map { $0.scaled(by: factor, thenTranslatedBy: offset) },
            referenceX: referenceX * factor + offset.x)
    }

    /// Two outlines are equal when their segments are (the cached values follow from them).
    /// - Parameters:
    ///   - lhs: One outline.
    ///   - rhs: The other outline.
    /// - Complexity: O(n) in the number of segments.
    public static func == (lhs: Outline, rhs: Outline) -> Bool {
        lhs.segments == rhs.segments
    }

    /// The exact bounding box: line end points, arc end points, and the arcs' extreme points
    /// (at angles 0, pi/2, pi, 3pi/2) that lie inside their sweeps. All zero for an empty outline.
    public var boundingBox: Rect { cachedBoundingBox }

    /// The exact enclosed area (Green's theorem, with closed-form terms for the arcs); positive
    /// whatever the orientation.
    public var area: Double { signedArea.magnitude }

    /// Whether the outline runs clockwise on screen (positive signed area in y-down coordinates).
    public var isClockwise: Bool { signedArea > 0 }

    /// This outline moved by `offset`.
    /// - Parameters:
    ///   - offset: The displacement to apply.
    /// - Complexity: O(n) in the number of segments.
    public func translated(by offset: Point) -> Outline {
        Outline(segments: segments.map { $0.translated(by: offset) })
    }

    /// This outline scaled about the origin.
    /// - Parameters:
    ///   - factor: The scale factor; should be positive (a negative factor also turns the
    ///     outline by a half-turn about the origin).
    /// - Complexity: O(n) in the number of segments.
    public func scaled(by factor: Double) -> Outline {
        Outline(segments: segments.map { $0.scaled(by: factor) })
    }
}
