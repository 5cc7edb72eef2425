import Foundation
import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarsvgJSON
@testable import StarsvgSystem
@testable import StarsvgOptions
@testable import StarsvgBatch

/// The batch's one line reader against the full JSON parser and against the command line, on
/// the fuzz corpus: lines of batch keys (`BatchLineGenerator`) and JSON texts of every shape,
/// valid, mutated and hostile (`JSONTextGenerator`).
struct BatchLineReaderTests {
    /// Each seed's lines that are not JSON, JSON but no object, objects no command line can
    /// ask for, accepted, refused, and accepted with texts, counted on the run that wrote them.
    static let tallies: [UInt64: [Int]] = [
        0xB47C: [2945, 879, 439, 803, 934, 43],
        0x0D0C: [2836, 919, 513, 802, 930, 44],
        0x5EED: [2875, 929, 455, 777, 964, 31],
    ]

    /// What the reader made of a line: a record's output, or its error's text. A PNG's line is
    /// taken only with an `output`, which no command line here is compared with, so its PNG is
    /// not drawn: its output is left empty.
    static func read(_ line: [UInt8]) -> Result<[UInt8], BatchLineError> {
        InProcessBatch.exclusively {
            line.withUnsafeBufferPointer { bytes in
                Result { () throws(BatchLineError) in
                    let planned = try BatchLineReader.read(bytes, number: 7).planned
                    return planned.isBinary ? [] : planned.output().main
                }
            }
        }
    }

    /// The reader refuses a line as JSON exactly when the full parser does, with the parser's
    /// own message, and a JSON value that is no object as no object; what it accepts is
    /// byte for byte what the command line writes for the same options, and what the command
    /// line refuses, it refuses.
    @Test(.cases(3), arguments: [UInt64(0xB47C), 0x0D0C, 0x5EED])
    func theReaderAgreesWithTheParserAndTheCommandLine(seed: UInt64) throws {
        try withScratchFolder("line-reader") { folder in
            var lines = BatchLineGenerator(seed: seed)
            var texts = JSONTextGenerator(seed: seed)
            var tally = (notJSON: 0, notObject: 0, noCommandLine: 0, accepted: 0, refused: 0, texts: 0)
            for round in 0..<6_000 {
                let line = round.isMultiple(of: 2) ? lines.line() : texts.input()
                let read = Self.read(line)
                let parsed = Result { () throws(JSONError) in try JSONValue.parse(line) }
                switch parsed {
                case .failure(let error):
                    tally.notJSON += 1
                    #expect(read == .failure(BatchLineError(line: 7, reason: "not JSON: \(error)")), "\(line)")
                case .success(let value):
                    guard case .object(let members) = value else {
                        tally.notObject += 1
                        #expect(read == .failure(BatchLineError(line: 7, reason: "a line must be a JSON object, not \(value.kindDescription)")))
                        continue
                    }
                    if case .failure(let error) = read { #expect(!error.reason.hasPrefix("not JSON"), "\(line)") }
                    guard let arguments = try Self.commandLine(of: members, textsFile: folder.file("texts.json")) else {
                        tally.noCommandLine += 1
                        continue
                    }
                    let single = StarsvgCommand.run(arguments: arguments) { _ in }
                    switch read {
                    case .success(let bytes):
                        tally.accepted += 1
                        if members.contains(where: { $0.key == "texts" }) { tally.texts += 1 }
                        #expect(single.exitCode == 0 && single.standardOutput == bytes, "\(arguments)")
                    case .failure(let error):
                        tally.refused += 1
                        // A PNG goes to standard output from a command line, never from a batch.
                        let isPNGWithoutOutput = error.key == .option(.format) && error.reason.hasPrefix("needs \"output\"")
                        #expect(single.exitCode != 0 || Self.hasKindTheCommandLineCannotTell(members) || isPNGWithoutOutput, "\(arguments)")
                    }
                }
            }
            // Every line is counted once (texts among the accepted), and each seed's lines are
            // its own: a generator or a reader that changes what it makes or takes fails here.
            let counts = [tally.notJSON, tally.notObject, tally.noCommandLine, tally.accepted, tally.refused]
            #expect(counts.reduce(0, +) == 6_000, "\(tally)")
            #expect(counts + [tally.texts] == Self.tallies[seed], "\(tally)")
        }
    }

    /// The command line that asks for what `members` do, or `nil` when a line says what no
    /// command line can (an unknown key, an output under --out-dir, texts that are no object).
    /// A texts object is written to `textsFile` as JSON, for `--texts` to read.
    static func commandLine(of members: [(key: String, value: JSONValue)], textsFile: String) throws -> [String]? {
        var arguments: [String] = []
        for (key, value) in members {
            guard let option = RatingOptions.definition(named: key), option.batchUse == .key else { return nil }
            if key == "texts" {
                // A string would name a file to read, where the line names none.
                guard case .object = value else { return nil }
                try Data(Self.jsonText(value).utf8).write(to: URL(fileURLWithPath: textsFile))
                arguments += [option.longName, textsFile]
                continue
            }
            switch value {
            case .bool(true): arguments.append(option.longName)
            case .bool(false): continue
            case .number(let text, _): arguments += [option.longName, text]
            case .string(let text) where option.takesValue: arguments += [option.longName, text]
            case .array(let items):
                var texts: [String] = []
                for item in items {
                    switch item {
                    case .number(let text, _): texts.append(text)
                    case .string(let text): texts.append(text)
                    default: return nil
                    }
                }
                arguments += [option.longName, texts.joined(separator: ",")]
            default: return nil
            }
        }
        return arguments
    }

    /// `value` as JSON text, every string whole (the messages' `quotedText` cuts long ones):
    /// `"` and `\` escaped, the controls JSON requires as `\u` escapes, and the rest as it is.
    static func jsonText(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text, _): return text
        case .string(let text): return JSONStringLiteral.of(text)
        case .array(let items): return "[" + items.map(jsonText).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { JSONStringLiteral.of($0.key) + ":" + jsonText($0.value) }.joined(separator: ",") + "}"
        }
    }

    /// Whether a line gives a value of a kind its key does not take, which a command line's
    /// text cannot tell apart (`"stars": "3"` is a string, `--stars 3` is not), or a list item
    /// that is several colours.
    static func hasKindTheCommandLineCannotTell(_ members: [(key: String, value: JSONValue)]) -> Bool {
        members.contains { key, value in
            guard let option = RatingOptions.definition(named: key) else { return false }
            switch (JSONKind(option.argument), value) {
            case (.flag, .bool), (.number, .number), (.string, .string), (.numberOrString, .number), (.numberOrString, .string),
                 (.object, .object):
                return false
            case (.numberList, .array(let items)): return items.isEmpty || !items.allSatisfy { if case .number = $0 { true } else { false } }
            case (.stringList, .array(let items)):
                return items.isEmpty || !items.allSatisfy { if case .string(let text) = $0 { !text.contains(",") } else { false } }
            default: return true
            }
        }
    }
}
