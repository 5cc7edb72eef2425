import Foundation
import Testing
import TestSupport

/// The fill edge is the reference's blurred mask: a Gaussian fade of σ = 2 px at every size.
@Suite struct SoftEdgeTests {
    /// At size 100, where a star is wide enough to fit the whole ±4σ fade inside it, across
    /// the edge inside star k + 1 the colour fades like a Gaussian edge over about ±3σ: not a
    /// hard step, and not a blur cut short by a filter region. `area` and `width` put the edge
    /// inside the star, where there are pixels to see it by; `linear` may put it in a gap.
    ///
    /// The column profile of m (from pixels fully inside the star) is fitted by its 50 %, 16 %
    /// and 84 % crossings, which sit at x₀ and x₀ ± σ for a Gaussian edge. Engines approximate
    /// the Gaussian with box blurs (σ comes out 1.8–2.2 px), hence the range allowed for σ.
    @Test(.cases(4), arguments: RenderEngine.allCases)
    func edgeFadesLikeTheReferenceBlur(engine: RenderEngine) async throws {
        let renders = try await RenderSession.renders(for: engine)
        let catalogue = renders.catalogue
        var checked = 0
        for (index, item) in catalogue.cases.enumerated() {
            guard item.configuration.cellSize == 100, item.rating.fillMode != .linear,
                  case .fractionalValue(let whole, _) = item.purpose,
                  let measurement = renders.measurement(of: renders.images[index], for: item)
            else { continue }
            let context = renders.context(index)
            let sigma = item.rating.blur
            let columns = measurement.map.columns(ofStar: whole)
            let profile = zip(columns, measurement.columnProfile(ofStar: whole, minimumDepth: 1)).compactMap { column, m in
                m.map { (x: Double(column) + 0.5, m: $0) }
            }
            guard let middle = Self.crossing(of: 0.5, in: profile), let upper = Self.crossing(of: 0.84, in: profile),
                  let lower = Self.crossing(of: 0.16, in: profile) else {
                Issue.record("\(context): the colour does not fade from full to none inside star \(whole + 1): \(profile.map(\.m))")
                continue
            }
            checked += 1
            let fittedSigma = (lower - upper) / 2
            #expect((0.75 * sigma...1.3 * sigma).contains(fittedSigma),
                    "\(context): the edge fades with σ ≈ \(fittedSigma) px, expected about \(sigma) px")
            // The fade is measured far enough out on both sides to see it end.
            #expect((profile.first?.x ?? .infinity) <= middle - 3 * sigma && (profile.last?.x ?? -.infinity) >= middle + 3 * sigma,
                    "\(context): the star's pixels do not reach ±3σ around the edge at \(middle)")
            for point in profile {
                let offset = point.x - middle
                if offset <= -3 * sigma {
                    #expect(point.m >= 0.97, "\(context): only \(point.m) colour at x \(point.x), 3σ before the edge at \(middle)")
                } else if offset >= 3 * sigma {
                    #expect(point.m <= 0.03, "\(context): still \(point.m) colour at x \(point.x), 3σ past the edge at \(middle)")
                }
                if abs(offset) <= 4 * sigma {
                    let gaussian = 0.5 * erfc(offset / fittedSigma / 2.0.squareRoot())
                    #expect(abs(point.m - gaussian) <= 0.08,
                            "\(context): \(point.m) colour at x \(point.x), a Gaussian edge at \(middle) gives \(gaussian)")
                }
            }
        }
        #expect(checked == 16, "\(checked) soft edges measured")
    }

    /// Where a falling profile first drops through `level`, interpolated between pixel columns.
    private static func crossing(of level: Double, in profile: [(x: Double, m: Double)]) -> Double? {
        for (left, right) in zip(profile, profile.dropFirst()) where left.m >= level && right.m < level {
            return left.x + (left.m - level) / (left.m - right.m) * (right.x - left.x)
        }
        return nil
    }
}
