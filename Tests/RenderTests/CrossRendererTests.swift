import Foundation
import Testing

/// The four engines draw every case alike, on a white background, at every size and device scale.
@Suite struct CrossRendererTests {
    /// The largest mean absolute difference per channel (0–255) allowed between an engine's
    /// picture of a case and librsvg's, from size 24 up. What remains are the engines' own
    /// choices: box-blur approximations of the Gaussian and anti-aliasing.
    static let meanLimit = 1.0
    /// The same at sizes 16 and 20, where anti-aliasing weighs more: a larger share of each
    /// star's pixels lies on its edge.
    static let smallSizeMeanLimit = 1.5

    /// The limit for a case.
    static func limit(for item: RenderCase) -> Double {
        item.configuration.cellSize >= 24 ? meanLimit : smallSizeMeanLimit
    }

    /// Every engine against librsvg, every case: a mean difference within `limit(for:)`.
    @Test(arguments: RenderEngine.allCases.filter { $0 != .librsvg })
    func everyEngineAgreesWithLibrsvg(engine: RenderEngine) async throws {
        let reference = try await RenderSession.renders(for: .librsvg)
        let renders = try await RenderSession.renders(for: engine)
        let cases = renders.catalogue.cases
        let differences = Self.differences(renders, reference)
        let over = cases.indices.filter { differences[$0].mean > Self.limit(for: cases[$0]) }
        #expect(over.isEmpty, """
            \(engine.rawValue)–librsvg: \(over.count) of \(cases.count) cases differ by more than their limit: \
            \(over.map { "\(cases[$0].name) \(Self.format(differences[$0].mean)) (p99 \(differences[$0].percentile(0.99)))" }
                .joined(separator: ", ")) (pictures in \(renders.pictureFiles[0].deletingLastPathComponent().path), \
            \(reference.pictureFiles[0].deletingLastPathComponent().path))
            """)
    }

    /// Prints every pair's mean, 99th percentile and worst case at each size and device scale,
    /// the figures Documentation/testing.md quotes.
    @Test(arguments: RenderTools.enginePairs)
    func everyPairsAgreementIsReported(pair: EnginePair) async throws {
        let first = try await RenderSession.renders(for: pair.first)
        let second = try await RenderSession.renders(for: pair.second)
        let cases = first.catalogue.cases
        let differences = Self.differences(first, second)
        var groups: [(label: String, indices: [Int])] = []
        for index in cases.indices {
            let configuration = cases[index].configuration
            let label = "size \(Int(configuration.cellSize)), scale \(configuration.deviceScale)"
            if let group = groups.firstIndex(where: { $0.label == label }) {
                groups[group].indices.append(index)
            } else {
                groups.append((label, [index]))
            }
        }
        for (label, indices) in groups.sorted(by: { $0.label < $1.label }) {
            var pooled = PixelDifference()
            for index in indices { pooled.add(differences[index]) }
            let worst = indices.max { differences[$0].mean < differences[$1].mean }!
            print("""
                RenderTests: \(pair.testDescription), \(label): mean \(Self.format(pooled.mean)) per channel, \
                p99 \(pooled.percentile(0.99)); worst case \(Self.format(differences[worst].mean)) (\(cases[worst].name))
                """)
            #expect(pooled.mean.isFinite && worst >= 0)
        }
    }

    /// Each case's difference between two engines' pictures.
    private static func differences(_ first: EngineRenders, _ second: EngineRenders) -> [PixelDifference] {
        first.catalogue.cases.indices.map { index in
            var difference = PixelDifference()
            difference.add(first.images[index], second.images[index])
            return difference
        }
    }

    /// A mean difference with two decimals.
    private static func format(_ mean: Double) -> String {
        String(format: "%.2f", mean)
    }
}
