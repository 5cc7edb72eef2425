// The fast writer: every rating written through one reused writer, from its templates, must be
// byte for byte what the serialiser writes for that rating alone.

import Testing
import SVGKit
import StarGeometry
import StarRatingSVG
import TestSupport

@Suite("Rating SVG writer")
struct RatingSVGWriterTests {
    /// A random rating: few shapes, so that most ratings reuse a template, and every value,
    /// colour, label and id that changes the bytes without changing the shape.
    static func randomRating(_ random: inout SplitMix64, shapes: Int) throws -> StarRating {
        let shape = Int(random.next() % UInt64(shapes))
        let stars = [1, 2, 3, 5, 7, 10, 16, 33, 64, 100][shape % 10]
        let size = [16.0, 24, 48, 13.37, 100][shape / 10 % 5]
        let gap = [0.25, 1.5][shape / 50 % 2]
        let blur = [2.0, 0, 8][shape / 100 % 3]
        let star = shape % 7 == 0 ? try StarShape(points: 7, innerRadiusRatio: 0.3) : .standard
        func hundredths(upTo limit: Int) -> Double { Double(random.next() % UInt64(limit * 100 + 1)) / 100 }
        // A value of 0 now and then: no fill at all, another shape.
        let value = random.next() % 8 == 0 ? 0 : hundredths(upTo: stars)
        let low = min(hundredths(upTo: stars), Double(stars) - 0.01)
        let levels = random.next() % 3 == 0 ? nil : [low, min(Double(stars), low + 0.01 + hundredths(upTo: 1))]
        let palette: [CSSColor] = [.systemRed, .systemYellow, .systemGreen, CSSColor(red: 10, green: 200, blue: 30, alpha: 0.5),
                                   CSSColor(rgb: 0x123456), .transparent, .currentColor]
        let colors = levels == nil || random.next() % 2 == 0 ? nil
            : (0..<3).map { _ in palette[Int(random.next() % UInt64(palette.count))] }
        let labels: [String?] = [nil, nil, "Five & <six> \"stars\"", "★ ½", "]]>", "a\u{00A0}b"]
        let ids: [String?] = [nil, nil, nil, "given", "p", "a-very_long-prefix"]
        // Right to left, the same shape is another template: its soft edge starts at the right.
        // (`auto` and `ltr` draw the same, and share one.)
        let direction: RatingDirection = [.auto, .auto, .leftToRight, .rightToLeft][Int(random.next() % 4)]
        return try StarRating(
            starCount: stars, value: value, levels: levels, colors: colors, cellSize: size, gapRatio: gap,
            fillMode: FillMode.allCases[Int(random.next() % UInt64(FillMode.allCases.count))], blur: blur, shape: .star(star),
            direction: direction, label: labels[Int(random.next() % UInt64(labels.count))], idPrefix: ids[Int(random.next() % UInt64(ids.count))])
    }

    @Test("each rating is what the serialiser writes for it alone",
          .cases(4), arguments: [(SVGWriterOptions.compact, false), (.compact, true), (.pretty, false), (.pretty, true)])
    func matchesTheSerialiser(options: SVGWriterOptions, includingXLink: Bool) throws {
        var random = SplitMix64(seed: includingXLink ? 17 : 71)
        var writer = RatingSVGWriter(options: options)
        // What sets a rating's shape apart, as the test sees it: one template for each.
        var shapeCounts: [String: Int] = [:]
        for round in 0..<2000 {
            let rating = try Self.randomRating(&random, shapes: 300)
            let color = rating.color
            shapeCounts["\(rating.row) \(rating.blur) \(color != nil) \(color.map { $0.opacity < 1 } ?? false) \(rating.direction.drawsRightToLeft)",
                        default: 0] += 1
            let written = writer.svgString(for: rating, includingXLink: includingXLink)
            let expected = rating.svgString(options: options, includingXLink: includingXLink)
            #expect(written == expected, "round \(round)")
            if written != expected { break }
        }
        // One template per shape met, so most ratings were written from one (and none was
        // dropped).
        #expect(shapeCounts.count < RatingSVGWriter.templateLimit)
        let repeated = shapeCounts.values.count { $0 > 1 }
        #expect(writer.templateCount == shapeCounts.count && repeated > 200)
        #expect(shapeCounts.values.reduce(0) { $0 + max($1 - 2, 0) } > 500, "most ratings came from a template")
    }

    /// Writers on threads of their own, as a batch runs them, each write the serialiser's bytes.
    @Test("writers on several threads write the serialiser's bytes", .cases(2), arguments: [SVGWriterOptions.compact, .pretty])
    func writersOnThreads(options: SVGWriterOptions) async throws {
        let results = await withTaskGroup(of: (mismatches: Int, templates: Int, compared: Int).self) { group in
            for seed in [UInt64(5), 6, 7] {
                group.addTask {
                    var random = SplitMix64(seed: seed)
                    var writer = RatingSVGWriter(options: options)
                    var (mismatches, compared) = (0, 0)
                    for _ in 0..<600 {
                        guard let rating = try? Self.randomRating(&random, shapes: 120) else { continue }
                        if writer.svgBytes(for: rating, includingXLink: seed == 6) != rating.svgBytes(options: options, includingXLink: seed == 6) {
                            mismatches += 1
                        }
                        compared += 1
                    }
                    return (mismatches, writer.templateCount, compared)
                }
            }
            return await group.reduce(into: [(mismatches: Int, templates: Int, compared: Int)]()) { $0.append($1) }
        }
        // Every rating each seed makes is valid: none is skipped as refused.
        #expect(results.map(\.compared) == [600, 600, 600], "\(results)")
        #expect(results.allSatisfy { $0.mismatches == 0 }, "\(results)")
        // Every writer holds the templates of the shapes it met.
        #expect(results.allSatisfy { $0.templates > 50 }, "\(results)")
    }

    @Test("past its limit of templates, it starts afresh and stays right")
    func templateLimit() throws {
        var writer = RatingSVGWriter()
        let limit = RatingSVGWriter.templateLimit
        for round in 0..<(limit + 40) * 3 {
            // Each size three times: recorded, then twice from its template, each with another value.
            let size = 10 + Double(round / 3) / 8
            let rating = try StarRating(starCount: 3, value: [1.25, 2.5, 0.75][round % 3], cellSize: size)
            #expect(writer.svgBytes(for: rating) == rating.svgBytes(), "size \(size)")
            #expect(writer.templateCount <= limit)
        }
        #expect(writer.templateCount < limit)
    }

    /// A shape first met with ids of its own, then with derived ones: its template is made
    /// again from a derived id, and every rating still comes out as the serialiser writes it.
    @Test("a template recorded with a given id is made again for derived ids")
    func rerecordedForDerivedIDs() throws {
        var writer = RatingSVGWriter()
        let ids: [String?] = ["a-given-id", "another-one", nil, nil, "x", nil, "given2", nil]
        for (round, id) in ids.enumerated() {
            let rating = try StarRating(starCount: 7, value: 1.5 + Double(round) / 4, cellSize: 30, idPrefix: id)
            #expect(writer.svgString(for: rating) == rating.svgString(), "round \(round), id \(id ?? "derived")")
            #expect(writer.templateCount == 1)
        }
    }

    /// A reused writer gives each rating's bytes alone, as a reused `RatingPNGWriter` does:
    /// nothing of the rating before (one `<svg>` root each), and what it returned before stays
    /// as it was.
    @Test("a reused writer returns each rating alone, as the PNG writer does")
    func returnsEachRatingAlone() throws {
        let first = try StarRating(value: 3.5)
        let second = try StarRating(value: 1, label: "Second")
        var writer = RatingSVGWriter()
        var pngs = RatingPNGWriter()
        var written: [[UInt8]] = []
        for rating in [first, second, first, second] {
            written.append(writer.svgBytes(for: rating))
            #expect(try pngs.pngBytes(for: rating, scale: 1) == rating.pngBytes(scale: 1))
        }
        #expect(written == [first, second, first, second].map { $0.svgBytes() })
        #expect(written.allSatisfy { String(decoding: $0, as: UTF8.self).matches(of: /<svg[ >]/).count == 1 })
        #expect(writer.svgString(for: second) == second.svgString())
        #expect(writer.templateCount == 1)
    }

    /// The package's batch gathers many documents in one writer's buffer, one after another
    /// (`write(_:includingXLink:)`, which is not API).
    @Test("the batch's appending writes ratings one after another")
    func appendsForTheBatch() throws {
        let first = try StarRating(value: 3.5)
        let second = try StarRating(value: 1, label: "Second")
        var writer = RatingSVGWriter()
        writer.write(first)
        writer.write(second)
        #expect(writer.bytes == first.svgBytes() + second.svgBytes())
        // A document asked for after them is its own, and empties the buffer.
        #expect(writer.svgBytes(for: first) == first.svgBytes())
        writer.write(second)
        #expect(writer.bytes == first.svgBytes() + second.svgBytes())
        writer.reset()
        #expect(writer.byteCount == 0)
    }
}
