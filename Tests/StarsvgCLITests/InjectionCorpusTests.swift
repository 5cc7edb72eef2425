import Foundation
import StarRatingSVG
import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// Issue 4's injection corpus: every hostile payload in every string option. Labels must come
/// out exactly as given and harmless; ids, colours, numbers and modes must be refused by their
/// grammars; file names must be written or cleanly refused. Whatever happens, the output holds
/// only what the composition generates (`SVGOutputAudit`) and the refusal is one safe line.
@Suite struct InjectionCorpusTests {
    static let payloads = HostilePayloads.injection + HostilePayloads.refusedInLabels

    @Test(.cases(51), arguments: InjectionTarget.all)
    func payloadsAreShownExactlyOrRefused(target: InjectionTarget) throws {
        try withScratchFolder("injection") { folder in
            for payload in Self.payloads {
                // A PNG, its tag and plain text are never indented: `--pretty` is refused there.
                for pretty in [InjectionTarget.Face.png, .img, .text].contains(target.face) ? [false] : [false, true] {
                    let words = target.words(payload, folder.path) + (pretty ? ["--pretty"] : [])
                    let result = StarsvgCommand.run(arguments: words)
                    let context = "\(target.option) \(payload.debugDescription)\(pretty ? " --pretty" : "")"
                    let problems = try problems(of: result, target: target, payload: payload, folder: folder)
                    #expect(problems.isEmpty, "\(context):\n  \(problems.joined(separator: "\n  "))")
                }
            }
        }
    }

    /// Payloads as words of their own, as option names and after `--`: refused, safely quoted.
    @Test func payloadsOutOfPlaceAreRefusedSafely() {
        for payload in Self.payloads {
            // A lone `--` (from the payloads "" and "--") is a valid, empty command line.
            for words in [[payload], ["--" + payload], ["--" + payload + "=1"], ["--value", "1", "--", payload], ["--pretty=" + payload]]
            where words != ["--"] {
                let result = StarsvgCommand.run(arguments: words)
                #expect(result.exitCode == 64 && result.standardOutput.isEmpty, "\(words)")
                let problems = CommandOutcomeCheck.refusalProblems(result.standardError)
                #expect(problems.isEmpty, "\(words): \(problems)")
            }
        }
    }

    /// The labels through the real binary: the same bytes as in-process, so nothing between
    /// `argv` and standard output changes a label.
    @Test func labelsSurviveARealProcess() throws {
        try withScratchFolder("injection-process") { folder in
            for payload in HostilePayloads.injection where !payload.utf8.contains(0) {
                let run = try StarsvgBinary.run([Array("--label".utf8), Array(payload.utf8)], in: folder.path)
                let inProcess = StarsvgCommand.run(arguments: ["--label", payload])
                #expect(run.exitStatus == 0 && run.standardOutput == inProcess.standardOutput, "\(payload.debugDescription)")
            }
        }
    }

    /// A new string option cannot land without a row in the corpus.
    @Test func everyValueTakingOptionIsACorpusTarget() {
        for spec in StarsvgCommand.command.options where spec.takesValue {
            #expect(InjectionTarget.all.contains { $0.option == spec.longName }, "\(spec.longName) gets no injection payloads")
        }
    }

    /// Everything wrong with a rating of `face` (5 stars, the default id), showing `label`.
    private static func audit(_ bytes: [UInt8], face: InjectionTarget.Face, label: String?, name: String = "rating",
                              hasInlineScript: Bool = true, wording: ExpectedWording = .english, average: Double? = nil,
                              source: String = "r.png") -> [String] {
        switch face {
        case .svg:
            return SVGOutputAudit(expectedLabel: label, expectedIDPrefix: nil, expectedStarCount: 5, wording: wording).problems(in: bytes)
        case .html, .styleSheetFile:
            return SnippetOutputAudit(expectedLabel: label, expectedIDPrefix: nil, expectedStarCount: 5, expectedName: nil,
                                      hasInlineStyle: true, hasInlineScript: false, isAnimated: false, wording: wording).problems(in: bytes)
        case .input, .scriptFile:
            return SnippetOutputAudit(expectedLabel: label, expectedIDPrefix: nil, expectedStarCount: 5, expectedName: name,
                                      hasInlineStyle: true, hasInlineScript: hasInlineScript, isAnimated: false, wording: wording,
                                      expectedAverage: average).problems(in: bytes)
        case .live:
            return LiveOutputAudit(expectedLabel: label, expectedSlot: nil, expectedStarCount: 5, hasInlineStyle: true, wording: wording)
                .problems(in: bytes)
        case .png, .img:
            // Every picture row but --src's shows 5 stars at 3 (at 3.5 with a locale) at the default size.
            let text = label ?? wording.label ?? "Rating: 3 out of 5"
            if face == .img {
                return ImageTagAudit(expectedSource: source, expectedWidth: 156, expectedHeight: 24, expectedAlternativeText: text,
                                     expectedLanguage: wording.language).problems(in: bytes)
            }
            return PNGOutputAudit(expectedWidth: 156, expectedHeight: 24, expectedDescription: text, expectedLanguage: wording.language)
                .problems(in: bytes)
        case .text:
            // The text rows show 5 stars at 3, at 3.5 with a locale.
            return TextOutputAudit(expectedLabel: label, expectedStarCount: 5, expectedValue: wording.language == nil ? 3 : 3.5)
                .problems(in: bytes)
        }
    }

    /// Whether a text may not hold `payload`: empty, or with a C0 or C1 control, DEL, U+FFFE or
    /// U+FFFF (written out here, apart from the template's own check).
    private static func isRefusedInTexts(_ payload: String) -> Bool {
        payload.isEmpty || payload.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0xFFFE || $0.value == 0xFFFF }
    }

    /// Whether `payload` is a URL that a `src` takes, written out here apart from the command's
    /// own check: no white space, control or format character, separator, backslash or
    /// noncharacter, and a scheme, if it has one (letters first, up to the first `:`, before
    /// any `/`, `?` or `#`), of http or https with a host (not a user or a port alone), or cid
    /// with an id.
    private static func isImageSource(_ payload: String) -> Bool {
        let refused = payload.unicodeScalars.contains { scalar in
            let category = scalar.properties.generalCategory
            return scalar == "\\" || scalar.properties.isWhitespace || scalar.properties.isNoncharacterCodePoint
                || [.control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator].contains(category)
        }
        guard !payload.isEmpty, payload.unicodeScalars.count <= 4096, !refused else { return false }
        guard let colon = payload.firstIndex(of: ":"),
              payload[..<colon].wholeMatch(of: /[A-Za-z][A-Za-z0-9+.\-]*/) != nil else { return true }
        let rest = payload[payload.index(after: colon)...]
        switch payload[..<colon].lowercased() {
        case "http", "https":
            // A host in the authority: after any user's "…@", before the port's ":", or inside
            // an IPv6 address's brackets.
            guard rest.hasPrefix("//") else { return false }
            let authority = rest.dropFirst(2).prefix { !"/?#".contains($0) }
            let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
            let host = hostAndPort.hasPrefix("[") ? hostAndPort.dropFirst().prefix { $0 != "]" } : hostAndPort.prefix { $0 != ":" }
            return !host.isEmpty
        case "cid": return !rest.isEmpty
        default: return false
        }
    }

    /// Everything wrong with one run's result for `payload` in `target`.
    private func problems(of result: CommandResult, target: InjectionTarget, payload: String, folder: ScratchFolder) throws -> [String] {
        let refused = result.exitCode == 64
        var problems: [String] = []
        if refused {
            problems += CommandOutcomeCheck.refusalProblems(result.standardError)
            if !result.standardOutput.isEmpty { problems.append("refused, yet output written") }
            if !result.standardError.contains(target.option) && target.expectation != .fileName {
                problems.append("the error does not name \(target.option): \(result.standardError.debugDescription)")
            }
        }
        switch target.expectation {
        case .shownAsLabel:
            let mustRefuse = payload.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0xFFFE || $0.value == 0xFFFF }
            if mustRefuse {
                if !refused { problems.append("a label with a control character or U+FFFE/U+FFFF was accepted") }
            } else {
                guard result.exitCode == 0 else { return problems + ["refused: \(result.standardError.debugDescription)"] }
                problems += Self.audit(result.standardOutput, face: target.face, label: payload)
            }
        case .refused:
            if !refused { problems.append("accepted (exit \(result.exitCode)), but it is no valid value") }
        case .imageSource:
            if Self.isImageSource(payload) {
                guard result.exitCode == 0 else { return problems + ["a valid src was refused: \(result.standardError.debugDescription)"] }
                problems += Self.audit(result.standardOutput, face: .img, label: "Rating: 0 out of 5", source: payload)
            } else if !refused {
                problems.append("a src no URL parser reads as given was accepted")
            }
        case .idPrefix:
            let bytes = Array(payload.utf8)
            let isPrefix = (1...64).contains(bytes.count) && bytes.allSatisfy { $0 < 0x80 && (Character(Unicode.Scalar($0)).isLetter || Character(Unicode.Scalar($0)).isNumber || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")) }
                && Character(Unicode.Scalar(bytes[0])).isLetter
            if isPrefix {
                problems += SVGOutputAudit(expectedLabel: nil, expectedIDPrefix: payload, expectedStarCount: 5).problems(in: result.standardOutput)
            } else if !refused {
                problems.append("an id prefix outside the grammar was accepted")
            }
        case .inputName:
            let bytes = Array(payload.utf8)
            func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
            let isName = (1...64).contains(bytes.count) && isLetter(bytes[0])
                && bytes.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) || Array("-_.:".utf8).contains($0) }
            if isName {
                problems += Self.audit(result.standardOutput, face: .input, label: nil, name: payload)
            } else if !refused {
                problems.append("a name outside the grammar was accepted")
            }
        case .languageTag:
            guard result.exitCode == 0 else {
                if !refused { problems.append("exit \(result.exitCode) for a locale") }
                break
            }
            // Only a tag of ASCII letters, digits, - and _ can name a locale.
            if !payload.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }) {
                problems.append("a locale that is no tag was accepted")
            }
            do {
                let wording = try ExpectedWording(stars: 5, valueText: target.face == .input ? nil : "3.5", locale: payload, texts: nil)
                problems += Self.audit(result.standardOutput, face: target.face, label: nil, wording: wording)
            } catch {
                problems.append("accepted, but \(error)")
            }
        case .valueSlot, .valueSlotInClass:
            let scalars = payload.unicodeScalars
            let mustRefuse = scalars.isEmpty || scalars.count > LiveValueSlot.maximumLength
                || scalars.contains { $0 == "\"" || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0xFFFE || $0.value == 0xFFFF }
            if mustRefuse {
                if !refused { problems.append("a slot with a quote, a control character, U+FFFE or U+FFFF, or none at all, or too long, was accepted") }
                break
            }
            guard result.exitCode == 0 else { return problems + ["a slot was refused: \(result.standardError.debugDescription)"] }
            do {
                let wording = try ExpectedWording(stars: 5, valueText: nil, locale: nil, texts: nil)
                let isInClass = target.expectation == .valueSlotInClass
                problems += LiveOutputAudit(expectedLabel: nil, expectedSlot: payload, expectedStarCount: 5, hasInlineStyle: !isInClass,
                                            wording: wording, slotIsInClass: isInClass).problems(in: result.standardOutput)
            } catch {
                problems.append("accepted, but \(error)")
            }
        case .textsField(let field):
            if Self.isRefusedInTexts(payload) {
                if !refused { problems.append("a text with a control character, U+FFFE/U+FFFF or nothing was accepted") }
                break
            }
            let hasBraces = payload.contains("{") || payload.contains("}")
            guard result.exitCode == 0 else {
                if !hasBraces { problems.append("a plain text was refused: \(result.standardError.debugDescription)") }
                break
            }
            let wording: ExpectedWording
            do {
                wording = try ExpectedWording(stars: 5, valueText: "3", locale: nil, textsPath: folder.file("texts.json"))
            } catch {
                problems.append("accepted, but \(error)")
                break
            }
            if !hasBraces {
                // Without a placeholder the text is shown as it is, where its field lands.
                let shown: [String?] = switch field {
                case "label": [wording.label]
                case "legend": [wording.legend]
                case "none": [wording.optionNames?.first]
                case "value": Array(wording.optionNames?.dropFirst() ?? [])
                case "value.one": [wording.optionNames?[1]]
                case "average": [wording.averageDescription(3, stars: 5)]
                default: [wording.optionNames?[3]]
                }
                if shown.isEmpty || shown.contains(where: { $0 != payload }) { problems.append("the library fills \(field) in as \(shown)") }
            }
            problems += Self.audit(result.standardOutput, face: target.face, label: nil, wording: wording,
                                   average: field == "average" ? 3 : nil)
        case .fileName:
            let written = folder.names()
            if payload.utf8.contains(0) {
                if !refused { problems.append("a path with NUL was not refused") }
            } else if result.exitCode == 0 {
                let bytes = folder.contents(payload) ?? []
                switch target.face {
                case .styleSheetFile:
                    let prefix = CommandOutcomeCheck.firstID(in: result.standardOutput) ?? ""
                    problems += StyleSheetAudit(prefix: prefix, rootClasses: CommandOutcomeCheck.firstClasses(in: result.standardOutput), isInput: false, isThemable: true, isAnimated: false)
                        .problems(in: String(decoding: bytes, as: UTF8.self))
                    problems += SnippetOutputAudit(expectedLabel: nil, expectedIDPrefix: nil, expectedStarCount: 5, expectedName: nil,
                                                   hasInlineStyle: false, hasInlineScript: false, isAnimated: false)
                        .problems(in: result.standardOutput)
                case .scriptFile:
                    if !ExpectedScript.forms.map({ Array($0.utf8) }).contains(bytes) { problems.append("the script file is not Templates/rating-input.js") }
                    problems += Self.audit(result.standardOutput, face: .input, label: nil, hasInlineScript: false)
                case .svg, .html, .input:
                    problems += SVGOutputAudit(expectedLabel: nil, expectedIDPrefix: nil, expectedStarCount: 5).problems(in: bytes)
                case .png, .img, .live, .text:
                    problems.append("no file-name row writes a picture, a live rating or plain text")
                }
                if written != [payload] { problems.append("the folder holds \(written), not just \(payload.debugDescription)") }
            } else {
                // Only a payload that cannot name a file in the folder may fail: one with a
                // slash (into a folder that does not exist) or none at all (the folder itself).
                if !(payload.contains("/") || payload.isEmpty || refused) { problems.append("exit \(result.exitCode) for a plain file name") }
                if !refused, result.exitCode != 1 || !result.standardError.hasPrefix("Error: cannot write ") {
                    problems.append("an I/O failure must exit 1 with 'Error: cannot write': \(result.standardError.debugDescription)")
                }
                if result.standardError.filter({ $0 == "\n" }).count != 1 && !refused { problems.append("the I/O error is not one line") }
                if !written.isEmpty { problems.append("a failed write left \(written)") }
            }
            for name in written { try FileManager.default.removeItem(atPath: folder.file(name)) }
        }
        return problems
    }
}
