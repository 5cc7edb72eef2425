import CSSColor
import StarGeometry

/// The colour behind the stars: the row, in the colour of the value's band.
public struct ColorSurfacePart: Equatable, Sendable {
    /// The rectangle painted, the whole row.
    public let rect: Rect
    /// The thresholds that choose the band.
    public let bands: ColorBands
    /// One colour per band.
    public let colors: [CSSColor]
}
