/// The unit of an HTML snippet's size.
public enum HTMLSizeUnit: String, CaseIterable, Sendable {
    /// Pixels: the rating is as large as its cell size says, whatever the text around it.
    case pixels = "px"
    /// Ems of the text around the rating: every length is the rating's pixel length divided by
    /// `pixelsPerEm`, so the rating scales with the text, and at 16 px text it is exactly the
    /// pixel rating. The blur and the rims are part of the drawing, so they scale with it and
    /// look at any text size as they do at the pixel size at 16 px.
    case em

    /// The text size at which an em rating is its pixel rating: browsers' default text size.
    public static let pixelsPerEm = 16.0
}
