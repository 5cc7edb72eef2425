import StarRatingSVG
import TestSupport

/// The samples in `Samples/`: the reference's three previews at every whole value, a few
/// fractional values in each fill mode, and a row of each preview at the sizes people use.
/// Defined once, here; the golden test writes and checks them.
struct Sample {
    let starCount: Int
    let levels: [Int]
    let value: String
    let fillMode: FillMode?
    /// The star size in pixels; `nil` for the default, 24.
    var size: Int? = nil

    /// The file name, e.g. `stars10-value7.svg`, `stars5-value2.5-width.svg` or
    /// `stars3-value2.8-size16.svg`.
    var fileName: String {
        "stars\(starCount)-value\(value)" + (fillMode.map { "-\($0.rawValue)" } ?? "") + (size.map { "-size\($0)" } ?? "") + ".svg"
    }

    /// The command that writes this sample.
    var commandLine: String {
        "starsvg --stars \(starCount) --levels \(levels.map(String.init).joined(separator: ",")) --value \(value)"
            + (fillMode.map { " --fill-mode \($0.rawValue)" } ?? "") + (size.map { " --size \($0)" } ?? "")
    }

    func makeRating() throws -> StarRating {
        try StarRating(starCount: starCount, value: Double(value)!, levels: levels.map(Double.init),
                       cellSize: Double(size ?? 24), fillMode: fillMode ?? .area)
    }

    /// The sizes of the size rows: an icon, the default, and two larger.
    static let sizes = [16, 24, 32, 48]

    /// The reference's three previews at every whole value, then each preview's sample
    /// fractions in every fill mode.
    static let previews: [Sample] = ReferencePreview.all.flatMap { preview in
        (0...preview.starCount).map { Sample(starCount: preview.starCount, levels: preview.levels, value: String($0), fillMode: nil) }
            + preview.sampleFractions.flatMap { value in
                FillMode.allCases.map { Sample(starCount: preview.starCount, levels: preview.levels, value: value, fillMode: $0) }
            }
    }

    /// Each preview at its last sample fraction, at every size of `sizes`.
    static let sizeRows: [Sample] = ReferencePreview.all.flatMap { preview in
        sizes.map { Sample(starCount: preview.starCount, levels: preview.levels, value: preview.sampleFractions.last!, fillMode: nil, size: $0) }
    }

    /// Every sample.
    static let all: [Sample] = previews + sizeRows
}
