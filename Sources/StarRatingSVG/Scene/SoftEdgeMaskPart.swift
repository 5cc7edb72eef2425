import StarGeometry

/// The reference's mask: a blurred rectangle as wide as the row that slides in from the left,
/// so that its right edge, the fill edge, is soft.
public struct SoftEdgeMaskPart: Equatable, Sendable {
    /// The rectangle before it slides: its right edge at x = 0. It reaches 8σ past the row on
    /// every other side, so that only the sliding edge is soft.
    public let rect: Rect
    /// The blur's standard deviation, in pixels.
    public let blurDeviation: Double
    /// Whether there is a blur at all; with none, no filter is written.
    public var isBlurred: Bool { blurDeviation > 0 }
    /// Where the blur may paint: the rectangle with 4σ of room on every side.
    public let filterRegion: Rect

    /// How far the rectangle slides right to put its edge at `fill`'s position.
    public func offset(for fill: FillState) -> Double { fill.edge }
}
