import Foundation
import Testing

/// The four engines draw every case alike, on a white background.
@Suite struct CrossRendererTests {
    /// The largest mean absolute difference per channel (0–255) allowed between two engines'
    /// pictures of one case. What remains at size 100 are the engines' own choices: box-blur
    /// approximations of the Gaussian (resvg's σ comes out about 14 % narrower) and anti-aliasing.
    static let meanLimit = 1.0

    /// Past this mean, a pair with a known small-blur disagreement (`SmallBlurBehaviour`) fails
    /// outright: the known disagreement measures 1.0–1.6 at size 24, so anything beyond 2 is
    /// something else going wrong.
    static let knownDisagreementLimit = 2.0

    /// Every pair of engines, every case: mean difference at most 1.0 per channel. Prints the
    /// pair's mean, worst case and 99th percentile at each size.
    ///
    /// Below σ = 2 px (size 24), two engines that blur differently (`SmallBlurBehaviour`)
    /// disagree by more, through no fault of the SVG: that comparison is still made and its
    /// failures are recorded as known issues, and it must stay under `knownDisagreementLimit`.
    @Test(arguments: RenderTools.enginePairs)
    func everyPairOfEnginesAgrees(pair: EnginePair) async throws {
        let first = try await RenderSession.renders(for: pair.first)
        let second = try await RenderSession.renders(for: pair.second)
        let cases = first.catalogue.cases
        let differences = cases.indices.map { index in
            var difference = PixelDifference()
            difference.add(first.images[index], second.images[index])
            return difference
        }
        // One expectation a group, naming every case over the limit: a known disagreement
        // would otherwise print a line for each of its cases.
        func expectAgreement(_ indices: [Int], limit: Double) {
            let over = indices.filter { differences[$0].mean > limit }
            #expect(over.count == 0, """
                \(pair.testDescription): \(over.count) of \(indices.count) cases differ by a mean of more than \(limit) per channel: \
                \(over.map { "\(cases[$0].name) \(Self.format(differences[$0].mean)) (p99 \(differences[$0].percentile(0.99)))" }
                    .joined(separator: ", ")) (pictures in \(first.pictureFiles[0].deletingLastPathComponent().path), \
                \(second.pictureFiles[0].deletingLastPathComponent().path))
                """)
        }

        let isSmallBlur = { (index: Int) in 0.02 * cases[index].configuration.cellSize < 2 }
        let blurAlike = SmallBlurBehaviour.of(pair.first) == SmallBlurBehaviour.of(pair.second)
        let knownToDisagree = blurAlike ? [] : cases.indices.filter(isSmallBlur)
        expectAgreement(cases.indices.filter { !knownToDisagree.contains($0) }, limit: Self.meanLimit)
        if !knownToDisagree.isEmpty {
            withKnownIssue("""
                below σ = 2 px \(pair.first.rawValue) blurs with \(SmallBlurBehaviour.of(pair.first)), \
                \(pair.second.rawValue) with \(SmallBlurBehaviour.of(pair.second)): size-24 bevels differ
                """) {
                expectAgreement(knownToDisagree, limit: Self.meanLimit)
            }
            expectAgreement(knownToDisagree, limit: Self.knownDisagreementLimit)
        }

        for (label, indices) in [("size 100", cases.indices.filter { !isSmallBlur($0) }), ("size 24", cases.indices.filter(isSmallBlur))] {
            var pooled = PixelDifference()
            for index in indices { pooled.add(differences[index]) }
            let worst = indices.max { differences[$0].mean < differences[$1].mean }!
            print("""
                RenderTests: \(pair.testDescription), \(label): mean \(Self.format(pooled.mean)) per channel, \
                p99 \(pooled.percentile(0.99)); worst case \(Self.format(differences[worst].mean)) (\(cases[worst].name))
                """)
        }
    }

    /// A mean difference with two decimals.
    private static func format(_ mean: Double) -> String {
        String(format: "%.2f", mean)
    }
}
