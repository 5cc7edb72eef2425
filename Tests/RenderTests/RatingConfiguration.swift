import TestSupport

/// A row of stars as the reference previews it: how many, its colour thresholds, its size, and
/// the device scale it is drawn at.
struct RatingConfiguration: Equatable, Sendable, CustomStringConvertible {
    /// The number of stars.
    let starCount: Int
    /// The thresholds: a value above k of them takes colour k + 1.
    let levels: [Int]
    /// The side of each star's cell, in CSS pixels.
    let cellSize: Double
    /// Device pixels a CSS pixel: 1, or 2 as on a high-density screen (Chromium
    /// `--force-device-scale-factor=2`, `rsvg-convert --zoom 2`, `resvg --zoom 2`).
    var deviceScale: Int = 1
    /// The blur's σ in pixels: the reference's 2, or 0 for a hard edge and no rim.
    var blur: Double = 2
    /// Whether the SVG carries `xlink:href` beside `href` (`--xlink`).
    var includesXLink = false
    /// The shape of every symbol: the reference's star unless a case is there for another.
    var shape = RenderShape.star

    /// The reference's band colours, written out here rather than taken from the library so
    /// that the tests check the library against them: Apple's system red, yellow and green.
    static let palette = [RGB(red: 0xFF, green: 0x3B, blue: 0x30),
                          RGB(red: 0xFF, green: 0xCC, blue: 0x00),
                          RGB(red: 0x34, green: 0xC7, blue: 0x59)]

    /// The reference's three previews (`ReferencePreview.all`) at one size and device scale.
    static func previews(cellSize: Double, deviceScale: Int = 1) -> [RatingConfiguration] {
        ReferencePreview.all.map {
            RatingConfiguration(starCount: $0.starCount, levels: $0.levels, cellSize: cellSize, deviceScale: deviceScale)
        }
    }

    /// The colour a value shows, or `nil` for 0: the reference's rule, a value above k levels
    /// takes colour k + 1.
    func expectedColor(forValue value: Double) -> RGB? {
        value > 0 ? Self.palette[levels.filter { Double($0) < value }.count] : nil
    }

    /// `stars5-levels1,4-size100`, `-scale2` at device scale 2, and `-heart` for a heart.
    var description: String {
        "stars\(starCount)-levels\(levels.map(String.init).joined(separator: ","))-size\(Int(cellSize))"
            + (deviceScale == 1 ? "" : "-scale\(deviceScale)") + (blur == 2 ? "" : "-blur\(Int(blur))")
            + (includesXLink ? "-xlink" : "") + (shape.name.isEmpty ? "" : "-\(shape.name)")
    }
}
