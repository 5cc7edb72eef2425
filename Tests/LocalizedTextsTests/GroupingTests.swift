import Foundation
import Testing
import TestSupport
@testable import LocalizedTexts

/// Whether 4- and 5-digit numbers are grouped, against ICU (which Foundation ships): Babel
/// ignores CLDR's minimumGroupingDigits, ICU applies it.
@Suite struct GroupingTests {
    @Test func groupingOfFourAndFiveDigitsIsICUs() {
        let identifiers = RatingLocale.all.map(\.tag) + LocalizedTextsTestData.acceptedRegionIdentifiers
        #expect(identifiers.count > 250, "only \(identifiers.count) locales")
        var mismatches: [String] = []
        for identifier in identifiers {
            guard let locale = try? RatingLocale(tag: identifier) else {
                mismatches.append("\(identifier) is refused")
                continue
            }
            let icu = Locale(identifier: identifier)
            for number in [1000, 9999, 10000] {
                let ours = Self.isGrouped(locale.localizedNumber(String(number)))
                let theirs = Self.isGrouped(number.formatted(.number.locale(icu)))
                if ours != theirs {
                    mismatches.append("\(identifier) \(number): grouped \(ours), ICU \(theirs)")
                }
            }
        }
        if !mismatches.isEmpty {
            Issue.record("\(mismatches.count) mismatches with ICU:\n\(mismatches.joined(separator: "\n"))")
        }
    }

    @Test(.cases(14), arguments: [
        ("de", "1000", "1.000"), ("es", "1000", "1000"), ("es", "10000", "10.000"), ("pl", "9999.5", "9999,5"),
        ("pl", "12345", "12\u{00A0}345"), ("hi", "1234567", "12,34,567"), ("en", "1234567.25", "1,234,567.25"),
        ("fr", "1000", "1\u{202F}000"), ("ar-EG", "1000.5", "١٬٠٠٠٫٥"), ("fa", "3.5", "۳٫۵"), ("en", "999", "999"),
        ("es-419", "1000", "1,000"), ("de-CH", "1000.5", "1'000.5"), ("it", "10000", "10.000"),
    ])
    func groupsAsCLDRSays(tag: String, text: String, expected: String) throws {
        #expect(try RatingLocale(tag: tag).localizedNumber(text) == expected)
    }

    private static func isGrouped(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.numericType != .decimal }
    }
}
