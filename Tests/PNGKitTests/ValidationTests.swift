import Testing
import TestSupport
@testable import PNGKit

/// What `RGBAImage` and `PNGTextEntry` refuse, and what they accept.
@Suite struct ValidationTests {
    @Test func emptyAndNegativeSizesAreRefused() {
        for (width, height) in [(0, 0), (0, 1), (1, 0), (-1, 5), (5, -1), (Int(Int32.max) + 1, 1)] {
            #expect(throws: PNGError.invalidSize(width: width, height: height)) {
                try RGBAImage(width: width, height: height, pixels: [])
            }
        }
    }

    @Test func pixelCountMustFit() {
        #expect(throws: PNGError.pixelCountMismatch(expected: 8, actual: 7)) {
            try RGBAImage(width: 2, height: 1, pixels: [UInt8](repeating: 0, count: 7))
        }
        // 2³¹ − 1 squared, times 4, does not fit an Int: refused, not a trap.
        let side = RGBAImage.maximumSide
        #expect(throws: PNGError.pixelCountMismatch(expected: nil, actual: 0)) {
            try RGBAImage(width: side, height: side, pixels: [])
        }
        // 16384 × 16384 is representable: only the count is wrong.
        #expect(throws: PNGError.pixelCountMismatch(expected: 16_384 * 16_384 * 4, actual: 0)) {
            try RGBAImage(width: 16_384, height: 16_384, pixels: [])
        }
        #expect((try? RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4])) != nil)
    }

    @Test(.cases(12), arguments: ["", " Description", "Description ", "Two  spaces", String(repeating: "k", count: 80),
                      "tab\there", "new\nline", "euro €", "nbsp\u{A0}", "del\u{7F}", "c1\u{85}", "nul\u{0}"])
    func invalidKeywordsAreRefused(keyword: String) {
        #expect(throws: PNGError.invalidKeyword(keyword)) { try PNGTextEntry(keyword: keyword, text: "x") }
    }

    @Test(.cases(7), arguments: ["Description", "Software", "a", String(repeating: "k", count: 79), "Creation Time", "Résumé ÿ", "x~!"])
    func validKeywordsAreKept(keyword: String) throws {
        #expect(try PNGTextEntry(keyword: keyword, text: "x").keyword == keyword)
    }

    @Test(.cases(9), arguments: ["-", "de-", "-de", "de--AT", "toolongtag", "d e", "de_AT", "ü", String(repeating: "a-", count: 40) + "a"])
    func invalidLanguageTagsAreRefused(tag: String) {
        #expect(throws: PNGError.invalidLanguageTag(tag)) { try PNGTextEntry(keyword: "Title", text: "x", languageTag: tag) }
    }

    @Test func languageTags() throws {
        #expect(try PNGTextEntry(keyword: "Title", text: "x", languageTag: "pt-BR").languageTag == "pt-BR")
        #expect(try PNGTextEntry(keyword: "Title", text: "x", languageTag: "zh-Hant-TW").languageTag == "zh-Hant-TW")
        // Empty is no tag: the entry stays Latin-1.
        let untagged = try PNGTextEntry(keyword: "Title", text: "x", languageTag: "")
        #expect(untagged.languageTag == nil)
        #expect(untagged.isWrittenAsLatin1)
    }

    @Test func nulsAreReplacedAndNothingElse() throws {
        let entry = try PNGTextEntry(keyword: "Comment", text: "a\u{0}b\u{0}\u{0}\r\n\t\u{1}")
        #expect(entry.text == "a\u{FFFD}b\u{FFFD}\u{FFFD}\r\n\t\u{1}")
        #expect(!entry.isWrittenAsLatin1)
        #expect(try PNGTextEntry(keyword: "Comment", text: "\u{1}\u{7F}\u{FF}").isWrittenAsLatin1)
        #expect(try !PNGTextEntry(keyword: "Comment", text: "\u{100}").isWrittenAsLatin1)
    }

    @Test func errorsSayWhatIsWrong() {
        #expect(PNGError.invalidSize(width: 0, height: 3).description.contains("0 × 3"))
        #expect(PNGError.pixelCountMismatch(expected: 8, actual: 7).description.contains("8 bytes"))
        #expect(PNGError.invalidKeyword(" x").description.contains("' x'"))
        #expect(PNGError.invalidLanguageTag("de_AT").description.contains("de_AT"))
    }
}
