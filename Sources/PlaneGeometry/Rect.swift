/// An axis-aligned rectangle given by its top-left corner and its size (y grows downwards).
public struct Rect: Equatable, Sendable {
    /// The smallest x (left edge).
    public var minX: Double
    /// The smallest y (top edge, since y grows downwards).
    public var minY: Double
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a rectangle from its top-left corner and its size.
    /// - Parameters:
    ///   - minX: The left edge.
    ///   - minY: The top edge.
    ///   - width: The horizontal extent.
    ///   - height: The vertical extent.
    public init(minX: Double, minY: Double, width: Double, height: Double) {
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
    }

    /// The rectangle grown by `margin` on every side (shrunk for a negative margin).
    /// - Parameters:
    ///   - margin: How far each edge moves outwards.
    public func expanded(by margin: Double) -> Rect {
        expanded(byX: margin, y: margin)
    }

    /// This rectangle grown by `x` on the left and right and by `y` at the top and bottom.
    /// - Parameters:
    ///   - x: The margin added on each side horizontally.
    ///   - y: The margin added on each side vertically.
    public func expanded(byX x: Double, y: Double) -> Rect {
        Rect(minX: minX - x, minY: minY - y, width: width + 2 * x, height: height + 2 * y)
    }

    /// The smallest rectangle containing both points.
    /// - Parameters:
    ///   - a: One corner.
    ///   - b: The opposite corner.
    public init(enclosing a: Point, _ b: Point) {
        let left = min(a.x, b.x)
        let top = min(a.y, b.y)
        self.init(minX: left, minY: top, width: max(a.x, b.x) - left, height: max(a.y, b.y) - top)
    }

    /// The right edge, `minX + width`.
    public var maxX: Double { minX + width }
    /// The bottom edge, `minY + height`.
    public var maxY: Double { minY + height }
    /// The horizontal centre.
    public var midX: Double { minX + width / 2 }
    /// The vertical centre.
    public var midY: Double { minY + height / 2 }

    /// The smallest rectangle containing this one and `other`.
    /// - Parameters:
    ///   - other: The rectangle to include.
    public func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(minX: left, minY: top,
                    width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The smallest rectangle containing this one and `point`.
    /// - Parameters:
    ///   - point: The point to include.
    public func union(_ point: Point) -> Rect {
        union(Rect(minX: point.x, minY: point.y, width: 0, height: 0))
    }
}
