import StarRatingSVG
import TestSupport

/// Every rating the renderer tests draw, the star map of each configuration, and the ratings of
/// the many-ratings page. Built once per test process.
struct RenderCatalogue: Sendable {
    /// The cases, in page and report order.
    let cases: [RenderCase]
    /// The configurations the cases use, each once.
    let configurations: [RatingConfiguration]
    /// The star map of each configuration, parallel to `configurations`.
    let maps: [StarMap]
    /// The case shown first on the many-ratings page, inside `display: none`.
    let hiddenInlineCase: Int
    /// The cases shown after it on that page, all visible.
    let visibleInlineCases: [Int]

    /// Fractional values of each preview at size 100: the samples' own, plus one near each end
    /// of a star (f = 0.1, 0.9) where the blur's tails meet the star's narrow arms.
    static let fractionsAt100: [[Double]] = zip(ReferencePreview.all, [[4.9], [1.1], []]).map { preview, extra in
        preview.sampleFractions.map { Double($0)! } + extra
    }
    /// Fractional values at size 24: one of the samples' per preview, the last.
    static let fractionsAt24: [[Double]] = ReferencePreview.all.map { [Double($0.sampleFractions.last!)!] }

    /// The sizes of the original catalogue, whose checks assume the blur stays clear of the
    /// stars' centres.
    static let standardSizes: [Double] = [100, 24]
    /// The sizes people use, each checked at device scale 1 and 2 for the reference's look:
    /// a rim on empty and filled stars, a soft edge, and the engines' agreement.
    static let smallSizes: [Double] = [16, 20, 24, 32, 48]
    /// The shapes besides the star that every engine must draw alike (issue 35): a heart and an
    /// icon file, and a stroked icon (issue 46), each at 16, 24, 32 and 48 px at device scale 1
    /// and at 24 px at scale 2.
    static let otherShapes: [RenderShape] = [.heart, .drop, .outlineStar]
    /// The (size, device scale) pairs each of `otherShapes` is drawn at.
    static let otherShapeSizes: [(cellSize: Double, deviceScale: Int)] = [(16, 1), (24, 1), (32, 1), (48, 1), (24, 2)]

    /// The standard catalogue: the three previews at size 100 at every whole value and the
    /// fractions above in every fill mode; at size 24 (the default size) value 0, 1, about half
    /// and full, and one fraction in `area` and `width`; at 16, 20, 32 and 48, and at every small
    /// size at device scale 2, value 0, full and one fraction; the same for a heart and an icon
    /// at `otherShapeSizes`; and for each configuration a
    /// filled reference in every colour it shows.
    static func standard() throws -> RenderCatalogue {
        var cases: [RenderCase] = []
        for (preview, fractions) in zip(RatingConfiguration.previews(cellSize: 100), fractionsAt100) {
            for value in 0...preview.starCount { cases.append(try RenderCase(preview, value: Double(value))) }
            for value in fractions {
                for mode in FillMode.allCases { cases.append(try RenderCase(preview, value: value, fillMode: mode)) }
            }
        }
        for (preview, fractions) in zip(RatingConfiguration.previews(cellSize: 24), fractionsAt24) {
            for value in [0, 1, (preview.starCount + 1) / 2, preview.starCount] {
                cases.append(try RenderCase(preview, value: Double(value)))
            }
            for value in fractions {
                for mode in [FillMode.area, .width] { cases.append(try RenderCase(preview, value: value, fillMode: mode)) }
            }
        }
        // The sizes people use, at both device scales: empty, full, and the last sample fraction.
        for deviceScale in [1, 2] {
            for size in smallSizes where !(deviceScale == 1 && size == 24) {
                for (preview, fractions) in zip(RatingConfiguration.previews(cellSize: size, deviceScale: deviceScale), fractionsAt24) {
                    cases.append(try RenderCase(preview, value: 0))
                    cases.append(try RenderCase(preview, value: Double(preview.starCount)))
                    for value in fractions { cases.append(try RenderCase(preview, value: value)) }
                }
            }
        }
        // The other shapes, as the first preview: empty, full and its last sample fraction.
        for shape in otherShapes {
            for (size, deviceScale) in otherShapeSizes {
                var configuration = RatingConfiguration.previews(cellSize: size, deviceScale: deviceScale)[0]
                configuration.shape = shape
                for value in [0, Double(configuration.starCount)] + fractionsAt24[0] {
                    cases.append(try RenderCase(configuration, value: value))
                }
            }
        }
        // `--blur 0`, the control that the look checks can tell a hard edge and no rim apart.
        let unblurred = RatingConfiguration(starCount: 5, levels: [1, 4], cellSize: 24, blur: 0)
        for value in [0, 2.5, 5] { cases.append(try RenderCase(unblurred, value: value)) }
        // `--xlink`: the same pictures with xlink:href beside href, in every engine.
        let linked = RatingConfiguration(starCount: 10, levels: [2, 8], cellSize: 24, includesXLink: true)
        for value in [0, 7.25, 10] { cases.append(try RenderCase(linked, value: value)) }
        // The many-ratings page hides this one first; its twin differs only by an explicit id.
        let hidden = try RenderCase(RatingConfiguration.previews(cellSize: 100)[0], value: 1)
        cases.append(try RenderCase(hidden.configuration, value: 1, idPrefix: "twin"))

        var configurations: [RatingConfiguration] = []
        for item in cases where !configurations.contains(item.configuration) { configurations.append(item.configuration) }
        for configuration in configurations {
            for color in RatingConfiguration.palette
            where cases.contains(where: { $0.configuration == configuration && $0.expectedColor == color }) {
                cases.append(try RenderCase(filledReferenceOf: configuration, color: color))
            }
        }

        func index(_ name: String) -> Int { cases.firstIndex { $0.name == name }! }
        let visible = [
            "stars5-levels1,4-size100-value1-id-twin",
            "stars10-levels2,8-size100-value7.25-area",
            "stars3-levels1,2-size100-value2.8-width",
            "stars5-levels1,4-size100-value4",
        ]
        return RenderCatalogue(cases: cases, configurations: configurations,
                               maps: configurations.map { configuration in
                                   StarMap(row: cases.first { $0.configuration == configuration }!.rating.row,
                                           deviceScale: configuration.deviceScale)
                               },
                               hiddenInlineCase: index(hidden.name), visibleInlineCases: visible.map(index))
    }

    /// The star map of a case's configuration.
    func map(for item: RenderCase) -> StarMap {
        maps[configurations.firstIndex(of: item.configuration)!]
    }

    /// The value-0 case of a case's configuration: every star without colour.
    func unfilledReference(for item: RenderCase) -> Int {
        cases.firstIndex { $0.configuration == item.configuration && $0.purpose == .wholeValue(0) }!
    }

    /// The case of the same configuration with every star in `color`.
    func filledReference(for item: RenderCase, color: RGB) -> Int {
        cases.firstIndex { $0.configuration == item.configuration && $0.purpose == .filledReference(color) }!
    }
}
