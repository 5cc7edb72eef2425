import StarRatingSVG
import Testing
import TestSupport

/// Issue 56's bytes: a stroked icon's outline writes its curves' offsets as cubics (and its
/// circles' as arcs), not as hundreds of chords, so a row of stroked icons is about as large
/// as a row of the built-in heart.
@Suite struct StrokedIconBytesTests {
    /// The row's bytes, as `starsvg --shape FILE --value 3.5` writes them.
    static func rowBytes(_ shape: RatingShape) throws -> Int {
        try StarRating(value: 3.5, shape: shape).svgBytes().count
    }

    @Test(.enabled(if: IconSets.isInstalled || InstalledProgram.isCI, "the icon sets are not installed: \(IconSets.installHint)"))
    func aStrokedRowIsAboutAsLargeAsTheHeartsRow() throws {
        try #require(IconSets.isInstalled, "the icon sets are not installed: \(IconSets.installHint)")
        let icons = try IconSets.all()
        let heart = try Self.rowBytes(.heart)
        let lucideHeart = try #require(icons.first { $0.set == "Lucide" && $0.name == "heart.svg" })
        let lucide = try Self.rowBytes(RatingShape(iconFile: lucideHeart.bytes))
        print("a row of Lucide hearts: \(lucide) B, of built-in hearts: \(heart) B (\(Double(lucide) / Double(heart)) ×)")
        // Main wrote 4,829 B against 1,149 B (4.2 ×).
        #expect(lucide <= 2 * heart, "a row of Lucide hearts is \(lucide) B, the built-in heart's \(heart) B")

        // A seeded sample of every set that strokes (Font Awesome fills its outlines, and
        // Tabler's filled style too): 40 stroked icons of each.
        var random = SplitMix64(seed: 56)
        var ratios: [(ratio: Double, name: String)] = []
        for set in ["Heroicons outline", "Lucide", "Tabler outline"] {
            let members = icons.filter { $0.set == set }.sorted { $0.name < $1.name }
            #expect(members.count > 300, "\(set): \(members.count) icons")
            for _ in 0..<40 {
                let icon = members[random.int(below: members.count)]
                guard let shape = try? RatingShape(iconFile: icon.bytes) else { continue }
                ratios.append((Double(try Self.rowBytes(shape)) / Double(heart), "\(set) \(icon.name)"))
            }
        }
        ratios.sort { $0.ratio < $1.ratio }
        let median = ratios[ratios.count / 2].ratio
        let largest = ratios[ratios.count - 1]
        print("stroked rows over the heart's: median \(median), largest \(largest.ratio) (\(largest.name)), \(ratios.count) icons")
        #expect(ratios.count >= 110)
        #expect(median <= 2, "the median stroked row is \(median) × the heart's")
        // Main: up to 41 × (Heroicons' film: 47,709 B, its 60 subpaths' rounded corners and
        // caps as chords); with cubics 9.2 × (film, 10,573 B), and drawn as one region 4.2 ×
        // (Tabler's stars-off).
        #expect(largest.ratio <= 10, "\(largest.name): \(largest.ratio) × the heart's")
    }
}
