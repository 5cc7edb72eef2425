/// Where the colour surface is revealed to, and in which colour: one position of the slider
/// that the reference animates. A face that moves the fill (an animation, a rating input) asks
/// the rating for the state of each value it can show.
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
