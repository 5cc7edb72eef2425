import Foundation
import SVGKit
import StarGeometry
import StarRatingSVG
import Testing
import TestSupport

/// Issue 46's sets, every icon read in process: Heroicons (all four styles) and Lucide all
/// taken, Tabler at least 99 %, Font Awesome all; each refusal one line; and, for a sample of a
/// quarter of them, the taken icon's SVG drawing (its path data as the SVG face writes it, read
/// back) holding the ink the PNG and the area are measured on.
@Suite struct IconSetTests {
    /// The share of each set that must be taken.
    static let required: [(prefix: String, share: Double)] = [
        ("Heroicons", 1), ("Lucide", 1), ("Font Awesome", 1), ("Tabler", 0.99),
    ]

    /// What became of one icon.
    struct Outcome: Sendable {
        var refusal: String?
        /// The ink of the SVG face's path data read back, over the icon's ink (both in the
        /// cell's pixels); nil when refused.
        var drawnShare: Double?
    }

    @Test(.enabled(if: IconSets.isInstalled || InstalledProgram.isCI, "the icon sets are not installed: \(IconSets.installHint)"))
    func everySetIsTakenAndItsSVGHoldsItsInk() throws {
        try #require(IconSets.isInstalled, "the icon sets are not installed: \(IconSets.installHint)")
        let icons = try IconSets.all()
        let results = Results(count: icons.count)
        DispatchQueue.concurrentPerform(iterations: icons.count) { index in
            results.set(index, Self.outcome(of: icons[index].bytes, drawing: index % Self.drawnEvery == 0))
        }
        let outcomes = results.outcomes
        var report: [String] = []
        for set in Set(icons.map(\.set)).sorted() {
            let indices = icons.indices.filter { icons[$0].set == set }
            let refused = indices.filter { outcomes[$0].refusal != nil }
            report.append("\(set): \(indices.count - refused.count) of \(indices.count) taken")
            for index in refused.prefix(5) { report.append("  \(icons[index].name): \(outcomes[index].refusal!)") }
            let share = Double(indices.count - refused.count) / Double(indices.count)
            let required = Self.required.first { set.hasPrefix($0.prefix) }?.share ?? 1
            #expect(share >= required, "\(set): \(refused.count) refused: \(refused.prefix(3).map { icons[$0].name })")
        }
        print(report.joined(separator: "\n"))
        #expect(icons.count > 10_000, "the sets hold over ten thousand icons")
        for (icon, outcome) in zip(icons, outcomes) {
            if let refusal = outcome.refusal {
                #expect(!refusal.contains("\n") && !refusal.isEmpty, "\(icon.name): \(refusal)")
            } else if let share = outcome.drawnShare {
                #expect(abs(share - 1) <= 0.01, "\(icon.set) \(icon.name): the SVG's path holds \(share) of the ink")
            }
        }
    }

    /// The outcomes, written from many threads, each to its own index.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var outcomes: [Outcome]
        init(count: Int) { outcomes = Array(repeating: Outcome(), count: count) }
        func set(_ index: Int, _ outcome: Outcome) {
            lock.lock()
            outcomes[index] = outcome
            lock.unlock()
        }
    }

    /// One icon in this many is drawn and its SVG read back: a sample spread over every set,
    /// which keeps the sweep's time in the test budget (reading and measuring is most of it).
    static let drawnEvery = 4

    /// Reads one icon; when taken and `drawing`, draws it as one 48 px star and reads the SVG's
    /// path back.
    static func outcome(of bytes: [UInt8], drawing: Bool) -> Outcome {
        let shape: RatingShape
        do {
            shape = try RatingShape(iconFile: bytes)
        } catch {
            return Outcome(refusal: error.description)
        }
        guard drawing else { return Outcome(refusal: nil, drawnShare: nil) }
        guard case .icon(let icon) = shape else { return Outcome(refusal: nil, drawnShare: 0) }
        let data: String
        let drawn: IconShape
        do {
            let rating = try StarRating(starCount: 1, value: 1, cellSize: 48, shape: shape)
            guard let written = Self.pathData(in: rating.svgString()) else { return Outcome(refusal: nil, drawnShare: -1) }
            data = written
            let elements = try SVGPathData(parsing: data).elements
            drawn = try IconShape(paths: [FilledPath(elements: elements, fillRule: icon.drawing.fillRule)])
        } catch {
            return Outcome(refusal: nil, drawnShare: -2)
        }
        let scale = shape.fitting(inSquareOfSide: 48).scale
        return Outcome(refusal: nil, drawnShare: drawn.area / (icon.area * scale * scale))
    }

    /// The `d` of the first `<path>` of a rating's SVG: the shape's.
    static func pathData(in svg: String) -> String? {
        guard let path = svg.range(of: "<path "), let start = svg.range(of: "d=\"", range: path.lowerBound..<svg.endIndex),
              let end = svg.range(of: "\"", range: start.upperBound..<svg.endIndex) else { return nil }
        return String(svg[start.upperBound..<end.lowerBound])
    }
}
