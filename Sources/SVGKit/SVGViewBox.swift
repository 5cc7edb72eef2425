/// The rectangle of user coordinates that an SVG document's `viewBox` maps onto its viewport.
public struct SVGViewBox: Equatable, Sendable {
    /// The left edge, in user coordinates.
    public var minX: Double
    /// The top edge, in user coordinates (y points down).
    public var minY: Double
    /// The width; positive in a box that shows anything.
    public var width: Double
    /// The height; positive in a box that shows anything.
    public var height: Double

    /// Creates a view box.
    /// - Parameters:
    ///   - minX: the left edge.
    ///   - minY: the top edge.
    ///   - width: the width.
    ///   - height: the height.
    public init(minX: Double, minY: Double, width: Double, height: Double) {
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
    }
}
