import Foundation
import Testing
@testable import LocalizedTexts

/// Facts about the module that more than one test reads.
enum LocalizedTextsTestData {
    /// The built-in language subtags, as the oracle script takes them.
    static let builtInLanguages = BuiltInLanguage.all.map(\.code)

    /// The Babel identifier of a tag RatingLocale accepts ("de-AT" → "de_AT").
    static func babelIdentifier(of tag: String) -> String {
        tag.replacingOccurrences(of: "-", with: "_")
    }

    /// Every region tag the table accepts, as Babel spells the locale: "zh_Hans_SG" where a tag
    /// without the script would be read as another script.
    static let acceptedRegionIdentifiers: [String] = BuiltInLanguage.all.flatMap { language in
        language.regions.map { region in
            language.otherScriptRegions.isEmpty ? "\(language.code)_\(region)" : "\(language.code)_\(language.script)_\(region)"
        }
    }
}

/// A locale argument shows as its tag in test results, not as its whole table of texts.
extension RatingLocale: CustomTestStringConvertible {
    public var testDescription: String { tag }
}
