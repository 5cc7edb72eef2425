import CSSColor
import StarGeometry

/// The colour surface behind the stars: one rectangle as large as the row, in the colour of
/// the band the value falls in.
public struct ColorSurfacePart: Equatable, Sendable {
    /// The rectangle painted, the whole row.
    public let rect: Rect
    /// The thresholds that choose the band.
    public let bands: ColorBands
    /// One colour per band.
    public let colors: [CSSColor]
}
