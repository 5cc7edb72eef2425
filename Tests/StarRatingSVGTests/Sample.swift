import StarRatingSVG
import TestSupport

/// The samples in `Samples/`: the reference's three previews at every whole value, and a few
/// fractional values in each fill mode. Defined once, here; the golden test writes and checks
/// them.
struct Sample {
    let starCount: Int
    let levels: [Int]
    let value: String
    let fillMode: FillMode?

    /// The file name, e.g. `stars10-value7.svg` or `stars5-value2.5-width.svg`.
    var fileName: String {
        "stars\(starCount)-value\(value)" + (fillMode.map { "-\($0.rawValue)" } ?? "") + ".svg"
    }

    /// The command that writes this sample.
    var commandLine: String {
        "starsvg --stars \(starCount) --levels \(levels.map(String.init).joined(separator: ",")) --value \(value)"
            + (fillMode.map { " --fill-mode \($0.rawValue)" } ?? "")
    }

    func makeRating() throws -> StarRating {
        try StarRating(starCount: starCount, value: Double(value)!, levels: levels.map(Double.init),
                       fillMode: fillMode ?? .area)
    }

    /// The reference's three previews at every whole value, then each preview's sample
    /// fractions in every fill mode.
    static let all: [Sample] = ReferencePreview.all.flatMap { preview in
        (0...preview.starCount).map { Sample(starCount: preview.starCount, levels: preview.levels, value: String($0), fillMode: nil) }
            + preview.sampleFractions.flatMap { value in
                FillMode.allCases.map { Sample(starCount: preview.starCount, levels: preview.levels, value: value, fillMode: $0) }
            }
    }
}
