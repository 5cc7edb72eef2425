import Foundation
import Testing
@testable import StarsvgCLI

/// What Documentation/text.md shows the plain-text face write is what it writes: each
/// `$ starsvg …` example with the lines after it, and each row of the rounding table.
@Suite struct TextDocumentationTests {
    static func page() throws -> String {
        try String(contentsOf: DocumentationLinksTests.packageRoot.appendingPathComponent("Documentation/text.md"), encoding: .utf8)
    }

    /// `command`'s words, as a shell splits them: spaces, and double quotes around a word.
    static func words(_ command: Substring) -> [String] {
        var words: [String] = [], word = "", quoted = false
        for character in command {
            if character == "\"" { quoted.toggle() } else if character == " " && !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else { word.append(character) }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    @Test func everyExampleWritesWhatThePageShows() throws {
        // Indented blocks: a `$ starsvg` line, then what it writes.
        var examples: [(arguments: [String], output: String)] = []
        for line in try Self.page().split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("    ") else { continue }
            let text = line.dropFirst(4)
            if text.hasPrefix("$ starsvg ") {
                examples.append((Self.words(text.dropFirst("$ starsvg ".count)), ""))
            } else if !examples.isEmpty {
                examples[examples.count - 1].output += text + "\n"
            }
        }
        #expect(examples.count == 4)
        for (arguments, output) in examples {
            let result = StarsvgCommand.run(arguments: arguments)
            #expect(result.exitCode == 0 && String(decoding: result.standardOutput, as: UTF8.self) == output, "\(arguments)")
        }
    }

    @Test func theRoundingTableIsWhatTheFaceWrites() throws {
        var rows = 0
        for line in try Self.page().split(separator: "\n") where line.hasPrefix("| ") && line.contains("/5` |") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let result = StarsvgCommand.run(arguments: ["--format", "text", "--value", cells[0]])
            #expect(String(decoding: result.standardOutput, as: UTF8.self) == cells[1].trimmingCharacters(in: ["`"]) + "\n", "\(cells[0])")
            rows += 1
        }
        #expect(rows == 6)
    }
}
