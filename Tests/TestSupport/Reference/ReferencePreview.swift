/// One of the three previews of the reference SwiftUI view (`ContinuousStarRating`): a number of
/// stars and its colour thresholds. The samples, the golden files and the render tests all
/// draw these.
public struct ReferencePreview: Equatable, Sendable {
    /// The number of stars.
    public let starCount: Int
    /// The thresholds: a value above k of them takes colour k + 1.
    public let levels: [Int]
    /// The fractional values the samples show in every fill mode, as written in their file
    /// names and commands (`2.5`, `7.25`).
    public let sampleFractions: [String]

    /// The reference's previews, in its order: 5 stars (levels 1,4), 10 stars (2,8) and
    /// 3 stars (1,2).
    public static let all: [ReferencePreview] = [
        ReferencePreview(starCount: 5, levels: [1, 4], sampleFractions: ["0.3", "2.5"]),
        ReferencePreview(starCount: 10, levels: [2, 8], sampleFractions: ["3.7", "7.25"]),
        ReferencePreview(starCount: 3, levels: [1, 2], sampleFractions: ["1.5", "2.8"]),
    ]
}
