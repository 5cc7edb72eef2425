/// How far the colour shows, and in which band: one position of the reference's slider.
public struct FillState: Equatable, Sendable {
    /// The rating value shown.
    public let value: Double
    /// The x of the soft edge's middle, in the row's coordinates.
    public let edge: Double
    /// The index of the band whose colour shows.
    public let band: Int

    /// Creates a state from its parts; `StarRating.fillState(forValue:)` computes them.
    public init(value: Double, edge: Double, band: Int) {
        self.value = value
        self.edge = edge
        self.band = band
    }
}
