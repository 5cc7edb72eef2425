import Foundation
import StarRatingSVG
import Testing
import TestSupport

/// The plain-text face: the line's symbols, rounding, numbers, direction and label, against
/// lines written out by hand, and the display order of right-to-left lines as an independent
/// implementation of the Unicode bidirectional algorithm (GNU FriBidi) lays them out.
@Suite struct TextFaceTests {
    /// The right-to-left mark that starts a line read right to left, and the left-to-right one.
    static let rlm = "\u{200F}", lrm = "\u{200E}"

    /// `rating`'s line.
    static func line(_ rating: StarRating) throws -> String {
        try TextFace().plan(rating).text
    }

    @Test func theLineIsWholeStarsThenTheValueOverTheStars() throws {
        #expect(try Self.line(StarRating(value: 4.3)) == "★★★★☆ 4.3/5\n")
        #expect(try Self.line(StarRating(starCount: 10, value: 7)) == "★★★★★★★☆☆☆ 7/10\n")
        #expect(try Self.line(StarRating(value: 0)) == "☆☆☆☆☆ 0/5\n")
        #expect(try Self.line(StarRating(starCount: 1, value: 1)) == "★ 1/1\n")
        let output = try TextFace().output(of: StarRating(value: 2.25))
        #expect(output == RatingFaceOutput(main: .text("★★☆☆☆ 2.25/5\n")))
        #expect(TextFace.name == "text" && TextFace.format == "text" && TextFace.mediaType == "text/plain" && !TextFace.isBinary)
    }

    /// The nearest whole star, a half up, within the row.
    @Test func aValueIsRoundedToTheNearestWholeStarAHalfUp() throws {
        let cases: [(value: Double, stars: Int, filled: Int)] = [
            (0, 5, 0), (0.49, 5, 0), (0.5, 5, 1), (1.5, 5, 2), (2.5, 5, 3), (4.3, 5, 4), (4.49, 5, 4), (4.5, 5, 5),
            (4.999, 5, 5), (5, 5, 5), (0.5, 1, 1), (99.5, 100, 100), (99.49, 100, 99), (37.5, 100, 38),
        ]
        var checked = 0
        for (value, stars, filled) in cases {
            #expect(TextRatingLine.filledCount(value: value, starCount: stars) == filled, "\(value) of \(stars)")
            let line = try Self.line(StarRating(starCount: stars, value: value))
            #expect(line.filter { $0 == "★" }.count == filled && line.filter { $0 == "☆" }.count == stars - filled, "\(line)")
            checked += 1
        }
        #expect(checked == 14)
    }

    /// The locale's digits and decimal sign; a right-to-left locale's mark.
    @Test func theNumbersAreTheLocales() throws {
        let cases: [(tag: String, line: String)] = [
            ("en", "★★★★☆ 4.3/5\n"),
            ("de", "★★★★☆ 4,3/5\n"),
            ("fr", "★★★★☆ 4,3/5\n"),
            ("fa", Self.rlm + "★★★★☆ ۴٫۳/۵\n"),
            ("he", Self.rlm + "★★★★☆ 4.3/5\n"),
            ("hi", "★★★★☆ 4.3/5\n"),
        ]
        for (tag, expected) in cases {
            #expect(try Self.line(StarRating(value: 4.3, locale: RatingLocale(tag: tag))) == expected, "\(tag)")
        }
        #expect(cases.count == 6)
    }

    /// A mark only where the line's direction differs from what its first strong character
    /// would make it, or where it has none.
    @Test func theDirectionIsMarked() throws {
        let fa = try RatingLocale(tag: "fa")
        #expect(try Self.line(StarRating(value: 2, direction: .rightToLeft)) == Self.rlm + "★★☆☆☆ 2/5\n")
        #expect(try Self.line(StarRating(value: 2, direction: .leftToRight)) == Self.lrm + "★★☆☆☆ 2/5\n")
        #expect(try Self.line(StarRating(value: 2, direction: .auto)) == "★★☆☆☆ 2/5\n")
        // A label's own direction is overruled only where one was asked for.
        #expect(try Self.line(StarRating(value: 2, direction: .leftToRight, label: "שלום")) == Self.lrm + "שלום" + Self.lrm + " ★★☆☆☆ 2/5\n")
        #expect(try Self.line(StarRating(value: 2, direction: .auto, label: "שלום")) == "שלום ★★☆☆☆ 2/5\n")
        #expect(try Self.line(StarRating(value: 2, direction: .leftToRight, locale: fa)) == Self.lrm + "★★☆☆☆ ۲/۵\n")
        #expect(try Self.line(StarRating(value: 2, direction: .auto, locale: fa)) == Self.rlm + "★★☆☆☆ ۲/۵\n")
    }

    /// A label of the rating's own comes first; the texts' label, which says what the line
    /// says, is left out.
    @Test func aLabelGivenComesFirst() throws {
        #expect(try Self.line(StarRating(value: 3, label: "Food:")) == "Food: ★★★☆☆ 3/5\n")
        #expect(try Self.line(StarRating(value: 3, label: "Rating: 3 out of 5")) == "★★★☆☆ 3/5\n")
        #expect(try Self.line(StarRating(value: 3, locale: RatingLocale(tag: "de"), label: "Essen")) == "Essen ★★★☆☆ 3/5\n")
        var texts = RatingTexts.english
        texts.label = try TextTemplate("{value} of {stars}", allowed: [.value, .stars], in: "label")
        #expect(try Self.line(StarRating(value: 3, texts: texts)) == "★★★☆☆ 3/5\n")
    }

    @Test func eachShapeHasItsSymbolsAndAnIconNone() throws {
        #expect(try Self.line(StarRating(value: 2, shape: .heart)) == "♥♥♡♡♡ 2/5\n")
        #expect(try Self.line(StarRating(value: 2, shape: .circle)) == "●●○○○ 2/5\n")
        #expect(try Self.line(StarRating(value: 2, shape: .star(StarShape(points: 6)))) == "★★☆☆☆ 2/5\n")
        let icon = try RatingShape(iconFile: Array(#"<svg viewBox="0 0 10 10"><path d="M0 0H10V10z"/></svg>"#.utf8))
        #expect(throws: TextFaceError.iconShape) { try TextFace().plan(StarRating(value: 2, shape: icon)) }
        #expect(TextFaceError.iconShape.parameter == .shape)
    }

    /// FriBidi, which terminals and GTK use, lays a right-to-left line out with the filled
    /// stars on the right, as the mirrored picture has them; a left-to-right line in a
    /// right-to-left locale, or after a right-to-left label, with them on the left; each
    /// whatever the direction of the paragraph FriBidi would otherwise guess.
    @Test(.enabled(if: Self.fribidi.isTestable, "fribidi not found (apt-get install libfribidi-bin); CI=true fails instead"))
    func aLineReadsItsWayInABidirectionalLayout() throws {
        let cases: [(rating: StarRating, visual: String)] = [
            (try StarRating(value: 3, direction: .rightToLeft), "3/5 ☆☆★★★"),
            (try StarRating(value: 3, locale: RatingLocale(tag: "fa")), "۳/۵ ☆☆★★★"),
            (try StarRating(value: 3.5, locale: RatingLocale(tag: "he")), "3.5/5 ☆★★★★"),
            (try StarRating(value: 3, direction: .leftToRight, locale: RatingLocale(tag: "fa")), "★★★☆☆ ۳/۵"),
            (try StarRating(value: 3), "★★★☆☆ 3/5"),
            // A right-to-left label in a line asked to read left to right.
            (try StarRating(value: 3, direction: .leftToRight, label: "שלום"), "םולש ★★★☆☆ 3/5"),
            // A left-to-right label in a right-to-left line.
            (try StarRating(value: 3, locale: RatingLocale(tag: "he"), label: "Food"), "3/5 ☆☆★★★ Food"),
        ]
        try withScratchFolder("text-face") { folder in
            for (index, (rating, visual)) in cases.enumerated() {
                let file = folder.file("\(index).txt")
                try Data(try Self.line(rating).utf8).write(to: URL(fileURLWithPath: file))
                let result = try ProcessRunner(Self.fribidi.path ?? "fribidi", ["--nopad", "--nobreak", file]).run()
                let shown = String(decoding: result.standardOutput, as: UTF8.self)
                    .filter { $0 != "\n" && $0 != "\u{200F}" && $0 != "\u{200E}" }
                #expect(shown == visual, "\(index)")
            }
        }
        #expect(cases.count == 7)
    }

    static let fribidi = InstalledProgram("fribidi", package: "libfribidi-bin")
}
