import Testing
import StarRatingSVG
import TestSupport

/// Labels from hostile sources: refused when XML cannot carry them exactly, otherwise shown
/// exactly, every character intact, in `<title>` and `aria-label`.
@Suite struct HostileLabelTests {
    /// The text of these code points (Swift literals refuse noncharacters).
    private func scalars(_ values: UInt32...) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: values.map { Unicode.Scalar($0)! })
        return text
    }

    /// U+FFFE and U+FFFF cannot be written in XML 1.0, not even as references: the writer would
    /// have to replace them with U+FFFD, and the label shown would not be the one given.
    /// Before the fix such a label was accepted and silently changed.
    @Test func labelsWithCharactersXMLCannotHoldAreRefused() {
        #expect(throws: StarRatingError.labelContainsNoncharacter(0xFFFE)) { try StarRating(value: 1, label: scalars(0xFFFE)) }
        #expect(throws: StarRatingError.labelContainsNoncharacter(0xFFFF)) {
            try StarRating(value: 1, label: "ok " + scalars(0xFFFF) + " ok")
        }
        #expect(StarRatingError.labelContainsNoncharacter(0xFFFF).description
            == "the label must not contain U+FFFE or U+FFFF, which XML cannot hold (found U+FFFF)")
    }

    @Test func everyOtherCharacterIsShownExactly() throws {
        let labels = [
            "\u{202E}gnp.exe \u{2066}isolated\u{2069} \u{200E}\u{200F}\u{061C}",
            "a\u{200D}b\u{200C}c\u{200B}d\u{2060}e\u{FEFF}",
            "👩‍👩‍👧‍👦 e\u{301}\u{302} עברית",
            scalars(0xFDD0, 0xFDEF, 0x1FFFE, 0x10FFFF, 0xE000, 0xFFFD),
            "\u{2028}\u{2029}",
            "<script>&amp;]]>--\"'",
            String(repeating: "★", count: StarRating.maximumLabelLength),
        ]
        for label in labels {
            let rating = try StarRating(value: 2, label: label)
            let svg = try ParsedXMLDocument(parsing: rating.svgBytes()).root
            #expect(svg.attributes["aria-label"] == nil, "the title names the picture")
            #expect(svg.elements.first?.text == label, "\(label.debugDescription)")
        }
    }
}
