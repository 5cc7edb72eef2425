/// The soft edge: the colour up to the fill edge, blurred across by σ (mirrored right to left),
/// as the reference's blurred rectangle slid in to the edge. In CSS pixels, as drawn; how a
/// face draws it is the face's: the SVG face's mask rectangle and filter region, the PNG's
/// pixels.
public struct SoftEdgeMaskPart: Equatable, Sendable {
    /// The blur's standard deviation, in pixels.
    public let blurDeviation: Double
    /// Whether the row fills from the right.
    public let isRightToLeft: Bool
    /// Whether there is a blur at all.
    public var isBlurred: Bool { blurDeviation > 0 }
    /// The row's size, in pixels.
    let rowWidth: Double
    let rowHeight: Double

    init(rowWidth: Double, rowHeight: Double, blurDeviation: Double, isRightToLeft: Bool) {
        self.blurDeviation = blurDeviation
        self.isRightToLeft = isRightToLeft
        self.rowWidth = rowWidth
        self.rowHeight = rowHeight
    }

    /// How far the edge slides right (left, right to left) from the row's start to reach
    /// `fill`'s: its distance from the row's start, with the sign of the direction it moves in.
    public func offset(for fill: FillState) -> Double { isRightToLeft ? -fill.edge : fill.edge }

    /// The x of `fill`'s edge in the row: `fill.edge` from the left, mirrored right to left.
    public func edgeX(for fill: FillState) -> Double {
        isRightToLeft ? rowWidth - fill.edge : fill.edge
    }
}
