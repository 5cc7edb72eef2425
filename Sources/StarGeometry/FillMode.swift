/// How a fractional rating is turned into the position of the fill edge inside a star.
public enum FillMode: String, CaseIterable, Sendable {
    /// The edge leaves that fraction of the star's area filled: 0.5 paints exactly half the ink,
    /// which is what the eye compares.
    case area
    /// The edge sits at that fraction of the star's bounding-box width, ignoring the shape.
    case width
    /// The edge moves linearly along the whole row (value * rowWidth / starCount), gaps
    /// included, so it ignores where the stars are.
    case linear
}
