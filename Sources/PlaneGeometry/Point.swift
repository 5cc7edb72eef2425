/// A point (or offset) in the plane, in SVG-like coordinates: x to the right, y downwards.
public struct Point: Equatable, Hashable, Sendable {
    /// The horizontal coordinate, increasing to the right.
    public var x: Double
    /// The vertical coordinate, increasing downwards.
    public var y: Double

    /// Creates a point from its coordinates.
    /// - Parameters:
    ///   - x: The horizontal coordinate, increasing to the right.
    ///   - y: The vertical coordinate, increasing downwards.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// This point moved by `offset`.
    /// - Parameters:
    ///   - offset: The displacement to add to both coordinates.
    public func translated(by offset: Point) -> Point {
        Point(x: x + offset.x, y: y + offset.y)
    }

    /// This point with both coordinates multiplied by `factor` (scaling about the origin).
    /// - Parameters:
    ///   - factor: The scale factor.
    public func scaled(by factor: Double) -> Point {
        Point(x: x * factor, y: y * factor)
    }

    /// The straight-line distance to `other`.
    /// - Parameters:
    ///   - other: The point to measure to.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        // Written out rather than via hypot so the file needs no C library import.
        return (dx * dx + dy * dy).squareRoot()
    }
}
