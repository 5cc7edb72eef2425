/// The classes a style sheet (`Templates/rating.css`) finds the moving parts of the SVG by.
/// Every one starts `starsvg-`, so that none can clash with a page's own.
enum StyleClass {
    /// The soft edge's rectangle, which slides (`transform`).
    static let slide = "starsvg-slide"
    /// The colour group: the bands and the rim over them, which fades in and out (`opacity`).
    static let color = "starsvg-color"
    /// The stars' outline, shown only in forced colours.
    static let outline = "starsvg-outline"
    /// The track (the empty stars' layer), which forced colours draw flat in Canvas.
    static let track = "starsvg-track"

    /// The layer of band `index`, which cross-fades (`opacity`) and takes its colour from
    /// `--starsvg-color-<index>`.
    static func band(_ index: Int) -> String { "starsvg-c" + String(index) }
}
