import Testing
@testable import LocalizedTexts

/// RatingLocale against CLDR as Babel has it: every built-in locale and every region locale
/// CLDR has of a built-in language, for every number of the script.
@Suite struct CLDROracleTests {
    static let skipReason: Comment = "Babel not found (\(CLDROracle.installHint)): the CLDR checks are skipped; CI=true fails instead"

    /// The oracle, or a failure that says how to install Babel.
    private static func oracle(sourceLocation: SourceLocation = #_sourceLocation) -> CLDROracle? {
        switch CLDROracle.shared {
        case .success(let oracle):
            return oracle
        case .failure(let reason):
            Issue.record("the CLDR oracle did not run: \(reason)", sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test(.enabled(if: CLDROracle.isAvailableOrRequired, skipReason))
    func babelIsThePinnedVersion() throws {
        let oracle = try #require(Self.oracle())
        #expect("babel==" + oracle.babelVersion == CLDROracle.pinnedBabel,
                "the rules and symbols were taken from \(CLDROracle.pinnedBabel); retake them for another CLDR")
    }

    @Test(.enabled(if: CLDROracle.isAvailableOrRequired, skipReason))
    func categoriesAndNumbersAreCLDRs() throws {
        let oracle = try #require(Self.oracle())
        var mismatches: [String] = []
        var compared = 0
        for record in oracle.locales {
            guard let locale = try? RatingLocale(tag: record.identifier) else { continue }
            for number in record.numbers {
                let category = locale.pluralCategory(ofDecimal: number.text)
                if category.rawValue != number.category {
                    mismatches.append("\(record.identifier) \(number.text): category \(category.rawValue), CLDR \(number.category)")
                }
                compared += 1
                guard let babel = number.formatted else { continue }
                let expected = Self.withMinimumGrouping(babel, text: number.text, symbols: locale.symbols)
                let written = locale.localizedNumber(number.text)
                if written != expected {
                    mismatches.append("\(record.identifier) \(number.text): wrote '\(written)' \(written.unicodeScalars.map { String($0.value, radix: 16) }), CLDR '\(expected)' \(expected.unicodeScalars.map { String($0.value, radix: 16) })")
                }
            }
        }
        #expect(compared > 250 * 60, "only \(compared) numbers compared")
        if !mismatches.isEmpty {
            Issue.record("\(mismatches.count) mismatches with CLDR:\n\(mismatches.joined(separator: "\n"))")
        }
    }

    /// Babel's text as CLDR writes it where Babel skips minimumGroupingDigits: without the
    /// group separator when the integer part is too short to be grouped. Whether it is, is
    /// checked against ICU in GroupingTests.
    private static func withMinimumGrouping(_ babel: String, text: String, symbols: NumberSymbols) -> String {
        let integerDigits = text.prefix { $0 != "." }.count
        guard integerDigits < symbols.primaryGroupSize + symbols.minimumGroupingDigits else { return babel }
        return babel.replacingOccurrences(of: symbols.groupSeparator, with: "")
    }

    @Test(.enabled(if: CLDROracle.isAvailableOrRequired, skipReason))
    func builtInCategoriesAreCLDRs() throws {
        let oracle = try #require(Self.oracle())
        for locale in RatingLocale.all {
            let record = oracle.locales.first { $0.identifier == locale.tag }
            #expect(record != nil, "CLDR has no locale \(locale.tag)")
            #expect(locale.pluralCategories.map(\.rawValue) == record?.categories, "\(locale.tag)")
        }
        // Regions count as CLDR says too (pt-PT differs from pt).
        for record in oracle.locales {
            guard let locale = try? RatingLocale(tag: record.identifier) else { continue }
            #expect(locale.pluralCategories.map(\.rawValue) == record.categories, "\(record.identifier)")
        }
    }

    /// Every CLDR locale of a built-in language is accepted, unless it is in another script or
    /// has a variant; and every region the table accepts is one CLDR has.
    @Test(.enabled(if: CLDROracle.isAvailableOrRequired, skipReason))
    func acceptedRegionsAreCLDRs() throws {
        let oracle = try #require(Self.oracle())
        let identifiers = oracle.locales.map(\.identifier)
        let known = Set(identifiers)
        #expect(identifiers.count > 250, "only \(identifiers.count) CLDR locales")
        for identifier in identifiers {
            let parts = identifier.split(separator: "_")
            let language = try #require(BuiltInLanguage.all.first { $0.code == parts[0] })
            let otherScript = parts.dropFirst().first { $0.count == 4 && $0 != language.script }
            let variant = parts.dropFirst().contains { $0.count > 4 }
            do {
                let locale = try RatingLocale(tag: identifier)
                #expect(otherScript == nil && !variant, "\(identifier) should be refused")
                #expect(locale.tag == identifier.replacingOccurrences(of: "_", with: "-"), "\(identifier)")
            } catch {
                #expect(otherScript != nil || variant, "CLDR has \(identifier), refused: \(error)")
                if otherScript != nil {
                    guard case .unsupportedScript = error else {
                        Issue.record("\(identifier) refused with \(error), not for its script")
                        continue
                    }
                }
            }
        }
        for identifier in LocalizedTextsTestData.acceptedRegionIdentifiers {
            if !known.contains(identifier) { Issue.record("the table accepts \(identifier), which CLDR does not have") }
        }
    }
}
