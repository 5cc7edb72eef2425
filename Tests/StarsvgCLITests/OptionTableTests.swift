import Testing
@testable import StarsvgCLI

/// The option table is the one definition of every option: these check that it is whole and
/// that the help and usage line really come from it.
struct OptionTableTests {
    @Test func everyRequestKeyHasExactlyOneOption() {
        for key in OptionKey.allCases {
            #expect(OptionTable.rating.filter { $0.key == key }.count == 1, "\(key)")
        }
    }

    /// `OptionKey.takesNumbers` chooses how a key's text is read (a batch reads numbers where
    /// they lie in the line); it must say what the table's grammar says.
    @Test func theKeysThatTakeNumbersAreThoseOfTheTablesNumberGrammars() {
        for option in OptionTable.rating {
            guard let key = option.key else { continue }
            let hasNumberGrammar: Bool
            switch option.grammar {
            case .wholeNumber?, .count?, .decimal?, .decimalList?: hasNumberGrammar = true
            default: hasNumberGrammar = false
            }
            #expect(key.takesNumbers == hasNumberGrammar, "\(key)")
        }
    }

    /// A batch line's decimals are set by value (`setDecimal`, `setDecimals`), for every key
    /// of the decimal grammars in the table (`BatchLineReader` asks the table); each must set
    /// what the key's text sets.
    @Test func decimalsSetByValueAreWhatTheirTextsSet() throws {
        var checked = 0
        for option in OptionTable.rating {
            guard let key = option.key else { continue }
            var byText = RatingRequest()
            var byValue = RatingRequest()
            switch option.grammar {
            case .decimal?:
                try byText.set(key, text: "1.25")
                byValue.setDecimal(key, 1.25)
            case .decimalList?:
                try byText.set(key, text: "1.25,2.5")
                byValue.setDecimals(key, [1.25, 2.5])
            default:
                continue
            }
            #expect(byText == byValue && byText != RatingRequest(), "\(key)")
            checked += 1
        }
        #expect(checked == 5)
    }

    @Test func namesAreUnique() {
        let names = OptionTable.rating.flatMap { [$0.longName] + ($0.shortName.map { [$0] } ?? []) }
        #expect(Set(names).count == names.count)
    }

    @Test func helpAndUsageShowEveryOptionWithItsDefaultAndValues() {
        for option in OptionTable.rating {
            #expect(HelpText.help.contains(option.longName), "\(option.longName)")
            if let defaultValue = option.defaultValue { #expect(HelpText.help.contains("default: \(defaultValue)"), "\(option.longName)") }
            for choice in option.grammar?.choices ?? [] {
                #expect((option.isStandalone ? HelpText.help : HelpText.usage).contains(choice), "\(choice)")
            }
            if option.key != nil { #expect(HelpText.usage.contains(option.shortName ?? option.longName), "\(option.longName)") }
        }
        #expect(HelpText.usage == "starsvg [--stars N] [--value V] [--levels a,b,…] [--colors c0,c1,…] [--size PX] [--gap RATIO] [--fill-mode area|width|linear] [--blur PX] [--label TEXT] [--id PREFIX] [--format svg|html] [--animate] [--interactive] [--name NAME] [--no-script] [--schema] [--rating-count K] [--xlink] [--pretty] [-o FILE] [--css-out FILE] [--js-out FILE]")
    }

    @Test func theParserKnowsExactlyTheTable() {
        let parser = ArgumentParser(options: OptionTable.rating)
        for option in OptionTable.rating {
            #expect(parser.definition(named: option.longName)?.longName == option.longName)
        }
        #expect(parser.definition(named: "--batch") == nil)
    }

    @Test func positionalWordsAreTakenOnlyWhereAllowed() throws {
        let parser = ArgumentParser(options: OptionTable.rating, maximumPositionalCount: 1)
        let parsed = try parser.parse(["file.jsonl", "--stars", "3"])
        #expect(parsed.positionals == ["file.jsonl"])
        #expect(parsed.occurrences == [ParsedArguments.Occurrence(key: .stars, text: "3")])
        #expect(throws: UsageError.unexpectedArgument("b")) { try parser.parse(["a", "b"]) }
        #expect(throws: UsageError.unexpectedArgument("a")) { try ArgumentParser(options: OptionTable.rating).parse(["a"]) }
    }
}
