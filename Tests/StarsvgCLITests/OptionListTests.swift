import Foundation
import Testing
import StarRatingSVG
@testable import StarsvgCLI
@testable import StarsvgJSON
@testable import StarsvgSystem
@testable import StarsvgOptions
@testable import StarsvgBatch

/// The option lists (`RatingOptions.all` and each command's own) are the one declaration of
/// every option: these walk them and check that each option reaches every face derived from
/// them, and that the parser, help and request really read them.
struct OptionListTests {
    /// Every command's options, with the command.
    static let commands = [StarsvgCommand.command] + StarsvgCommand.command.subcommands

    /// Each option reaches its command's help and usage line, the man page, every completion
    /// script and, for a rating option, the batch's keys (unless it applies to a run as a
    /// whole) and the command-line fuzzer, all of them derived from the one declaration.
    @Test func everyOptionReachesEveryFace() throws {
        let manualPage = ManualPage.text
        let scripts = CompletionShell.allCases.map(\.completionScript)
        for command in Self.commands {
            let help = HelpText.help(for: command)
            let usage = HelpText.usage(of: command)
            for option in command.options {
                #expect(help.contains("  " + option.names.joined(separator: ", ")), "\(command.name) \(option.longName): help")
                if let defaultValue = option.defaultValue { #expect(help.contains("default: \(defaultValue)"), "\(option.longName)") }
                for choice in option.grammar?.choices ?? [] {
                    #expect((option.isStandalone ? help : usage).contains(choice), "\(option.longName): \(choice)")
                }
                if !option.isStandalone { #expect(usage.contains(option.shortName ?? option.longName), "\(option.longName): usage") }
                #expect(manualPage.contains(TextEscaping.roffText(option.longName)), "\(option.longName): man page")
                for (shell, script) in zip(CompletionShell.allCases, scripts) {
                    #expect(script.contains(option.longName.dropFirst(shell == .fish ? 2 : 0)), "\(option.longName): \(shell)")
                }
            }
        }
        for option in RatingOptions.all {
            #expect(BatchLineReader.keys.contains { $0.name == option.name } == (option.batchUse != .none), "\(option.name): batch key")
            #expect(ArgumentVectorGenerator.coveredOptions.contains(option.longName), "\(option.name): fuzz generator")
            #expect(BatchLineGenerator.coveredKeys.contains(option.name) == (option.batchUse != .none), "\(option.name): batch fuzz generator")
        }
        for option in StarsvgCommand.command.options {
            #expect(ArgumentVectorGenerator.coveredOptions.contains(option.longName), "\(option.name): fuzz generator")
        }
    }

    /// Every rating option's declaration stores a value of its grammar in the request: a
    /// valid sample of its kind is taken, and marks the option given.
    @Test func everyRatingOptionTakesASampleOfItsGrammar() throws {
        let samples: [ValueGrammar: String] = [
            .wholeNumber: "3", .count: "12", .decimal: "1.25", .decimalList: "1,2", .colorList: "red,gold,green",
            .text: "A label", .identifier: "an-id", .fieldName: "stars", .url: "https://example.com/r.png", .path: "out.svg", .folderPath: "out",
        ]
        for option in RatingOptions.all {
            var request = RatingRequest()
            let input: OptionInput
            switch option.argument {
            case .none: input = .flag
            case .value(_, .choice(let words)): input = .text(words.last!)
            case .value(_, .length): input = .text("1.5em")
            case .value(_, .languageTag): input = .text("pt-BR")
            case .value(_, .jsonFile): input = .text(TextsFixtures.path("texts-full.json"))
            // The step is a decimal of two values only.
            case .value(_, _) where option.id == .step: input = .text("0.5")
            case .value(_, _) where option.id == .shape: input = .text("heart")
            case .value(_, _) where option.id == .inner || option.id == .rounding: input = .text("0.3")
            case .value(_, let grammar): input = .text(try #require(samples[grammar], "\(option.name)"))
            }
            #expect(throws: Never.self, "\(option.name)") { try RatingOptions.apply(option.id, input, to: &request) }
            #expect(request != RatingRequest() && request.isGiven(option.id), "\(option.name)")
        }
    }

    /// The batch reads a key's JSON by the kind its grammar takes, and a list item by item:
    /// the same request as the command line's comma-separated text.
    @Test func aBatchListIsTheCommandLinesCommaSeparatedText() throws {
        for (option, items) in [(OptionID.levels, ["1.5", "3"]), (.colors, ["red", "rgb(1, 2, 3)", "#abc"])] {
            var byList = RatingRequest(), byText = RatingRequest()
            try RatingOptions.apply(option, .list(items), to: &byList)
            try RatingOptions.apply(option, .text(items.joined(separator: ",")), to: &byText)
            #expect(byList == byText && byList != RatingRequest(), "\(option)")
        }
        #expect(JSONKind(RatingOptions[.levels].argument) == .numberList)
        #expect(JSONKind(RatingOptions[.colors].argument) == .stringList)
        #expect(JSONKind(RatingOptions[.animate].argument) == .flag)
    }

    /// A batch line's `texts` object and a `--texts` file of the same JSON make the same
    /// request; a `size` string with its unit, the command line's word.
    @Test func aBatchObjectIsTheFilesJSON() throws {
        for name in TextsFixtures.validForEnglish + TextsFixtures.validForLocale.map(\.name) {
            let path = TextsFixtures.path(name)
            let json = try JSONValue.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            var byObject = RatingRequest(), byFile = RatingRequest()
            try RatingOptions.apply(.texts, .json(json), to: &byObject)
            try RatingOptions.apply(.texts, .text(path), to: &byFile)
            #expect(byObject == byFile && byObject.texts != nil, "\(name)")
        }
        #expect(JSONKind(RatingOptions[.texts].argument) == .object)
        #expect(JSONKind(RatingOptions[.size].argument) == .numberOrString)
        #expect(JSONKind(RatingOptions[.locale].argument) == .string)
    }

    /// The rules that other options are named in name rating options, and the faces rule out
    /// somewhere: a rule on another command's option would never fire.
    @Test func theRulesNameRealOptions() {
        #expect(RatingOptions.all.count <= GivenOptions.capacity)
        for option in RatingOptions.all {
            for need in option.needs { #expect(RatingOptions.declares(need.option), "\(option.name) needs \(need.option)") }
            for exclusion in option.excludes {
                #expect(RatingOptions.declares(exclusion.option), "\(option.name) excludes \(exclusion.option)")
            }
            if let faces = option.faces { #expect(!faces.faces.isEmpty && faces.faces != OutputFaces.all, "\(option.name)") }
        }
    }

    @Test func namesAreUnique() {
        for command in Self.commands {
            let names = command.options.flatMap(\.names)
            #expect(Set(names).count == names.count, "\(command.name)")
        }
    }

    /// Each of the library's parameters is set by exactly one rating option, the one its
    /// errors are reported as (`RequestError.init(_:)`).
    @Test func everyLibraryParameterIsSetByOneOption() {
        for parameter in RatingParameter.allCases {
            let options = RatingOptions.all.filter { $0.parameter == parameter }.map(\.name)
            #expect(options.count == 1, "\(parameter): \(options)")
        }
    }

    /// Every identity made in Sources (`OptionID("…")`, where the command and each face's
    /// folder declare theirs) is declared by some command, so that none is a name nothing
    /// knows, and no two are made with one name.
    @Test func everyIdentityIsDeclared() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/StarsvgOptions")
        var made: [String] = []
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for part in text.components(separatedBy: "OptionID(\"").dropFirst() {
                made.append(String(part.prefix { $0 != "\"" }))
            }
        }
        #expect(made.count >= 40, "the identities were not found in \(sources.path)")
        #expect(Set(made).count == made.count, "an identity is made twice: \(made.sorted())")
        let declared = Set(Self.commands.flatMap { $0.options.map(\.name) })
        for name in made { #expect(declared.contains(name), "--\(name)") }
    }

    @Test func theUsageLineIsTheOptionsInOrder() {
        #expect(HelpText.usage(of: StarsvgCommand.command) == "starsvg [--stars N] [--value V] [--levels a,b,…] [--colors c0,c1,…] [--size PX] [--gap RATIO] [--fill-mode area|width|linear] [--shape SHAPE] [--points N] [--inner RATIO] [--rounding R] [--icon-box ink|viewbox] [--blur PX] [--label TEXT] [--locale TAG] [--texts FILE] [--dir auto|ltr|rtl] [--id PREFIX] [--format svg|html|png|img|text] [--value-slot TEXT] [--slot-in style|class] [--scale N] [--src URL] [--animate] [--interactive] [--live] [--name NAME] [--no-script] [--step STEP] [--required] [--disabled] [--show-label] [--average V] [--schema] [--rating-count K] [--xlink] [--pretty] [-o FILE] [--css-out FILE] [--js-out FILE]")
        #expect(HelpText.usage(of: BatchCommand.command) == "starsvg batch [FILE] [--out-dir DIR] [--css-out FILE] [--js-out FILE] [--jobs N]")
    }

    @Test func theParserKnowsExactlyTheCommandsOptions() {
        let parser = StarsvgCommand.command.parser
        for option in StarsvgCommand.command.options {
            #expect(parser.definition(named: option.longName)?.longName == option.longName)
        }
        #expect(parser.definition(named: "--batch") == nil)
        #expect(parser.definition(named: "--out-dir") == nil)
    }

    @Test func positionalWordsAreTakenOnlyWhereAllowed() throws {
        let parser = ArgumentParser(options: StarsvgCommand.command.options, maximumPositionalCount: 1)
        let parsed = try parser.parse(["file.jsonl", "--stars", "3"])
        #expect(parsed.positionals == ["file.jsonl"])
        #expect(parsed.occurrences == [ParsedArguments.Occurrence(option: .stars, text: "3")])
        #expect(throws: UsageError.unexpectedArgument("b")) { try parser.parse(["a", "b"]) }
        #expect(throws: UsageError.unexpectedArgument("a")) { try StarsvgCommand.command.parser.parse(["a"]) }
    }
}
