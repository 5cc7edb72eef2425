import Foundation
import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarsvgOptions

/// What the README and the documentation say of the command is what the command is: the usage
/// lines are the help's, options.md has a row for every option, batch.md names every key a
/// batch line takes, and the README and sites.md link every recipe in `Examples/`. Each was found stale once (no `--shape`, `--live`
/// or `--value-slot` in the usage; no `live`, `value-slot` or `shape` among the keys; no
/// Jinja or Script recipe in the list).
@Suite struct DocumentedCommandTests {
    static let packageRoot = DocumentationLinksTests.packageRoot

    static func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of the first unlabelled fenced block that starts with `starsvg [`, each
    /// command with its continuation lines joined and its spaces collapsed.
    static func usageLines(in markdown: String) -> [String] {
        // Each fenced block's lines, unlabelled blocks alone kept.
        var blocks: [[Substring]] = [], current: [Substring]?, isLabelled = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```") {
                current = []
                isLabelled = line != "```"
            } else if current != nil, line == "```" {
                if !isLabelled { blocks.append(current!) }
                current = nil
            } else {
                current?.append(line)
            }
        }
        guard let block = blocks.first(where: { $0.first?.hasPrefix("starsvg [") == true }) else { return [] }
        var lines: [String] = []
        for line in block {
            let words = line.split(separator: " ").joined(separator: " ")
            if line.first == " ", !lines.isEmpty { lines[lines.count - 1] += " " + words } else { lines.append(words) }
        }
        return lines
    }

    /// The usage the help prints, one line a command.
    static let usage = [
        HelpText.usage(of: StarsvgCommand.command),
        HelpText.usage(of: BatchCommand.command),
        "starsvg --generate-completion-script " + CompletionShell.allCases.map(\.rawValue).joined(separator: "|"),
    ]

    @Test(.cases(2), arguments: ["README.md", "Documentation/options.md"])
    func theUsageIsTheHelps(document: String) throws {
        let lines = Self.usageLines(in: try Self.text(document))
        #expect(lines.count == Self.usage.count, "\(document): \(lines)")
        for (written, usage) in zip(lines, Self.usage) {
            #expect(written == usage, "\(document) says\n\(written)\nand the help\n\(usage)")
        }
    }

    /// batch.md's sentence of keys: every key a line takes, in the help's order, and no other.
    @Test func batchMDNamesEveryKey() throws {
        let text = try Self.text("Documentation/batch.md")
        let start = try #require(text.range(of: "The keys are the long option names"))
        let end = try #require(text.range(of: "Numbers are held", range: start.upperBound..<text.endIndex))
        let named = text[start.upperBound..<end.lowerBound].matches(of: #/`([a-z][a-z-]*)`/#).map { String($0.1) }
            .filter { !["true", "false"].contains($0) }
        let keys = RatingOptions.all.filter { $0.batchUse != .none }.map(\.name)
        #expect(named == keys, "batch.md names \(named)\nthe batch takes \(keys)")
    }

    /// options.md's table has a row for every option of the command but help and version.
    @Test func optionsMDHasARowForEveryOption() throws {
        let text = try Self.text("Documentation/options.md")
        for option in StarsvgCommand.command.options where option.role != .help && option.role != .version {
            let row = "| `" + (option.shortName.map { $0 + ", " } ?? "") + option.longName
            #expect(text.contains(row), "options.md has no row \(row)")
        }
    }

    /// Every folder of `Examples/` is linked from the README's recipes and from sites.md.
    @Test(.cases(2), arguments: [("README.md", "Examples/"), ("Documentation/sites.md", "../Examples/")])
    func everyRecipeIsListed(document: String, prefix: String) throws {
        let text = try Self.text(document)
        let examples = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot.appendingPathComponent("Examples").path)
            .filter { !$0.hasPrefix(".") }.sorted()
        #expect(examples.count >= 8)
        for example in examples {
            #expect(text.contains("](\(prefix)\(example))"), "\(document) does not link \(prefix)\(example)")
        }
    }

    /// The block reader joins a command's lines as the help prints it on one.
    @Test func theUsageReaderJoinsContinuationLines() {
        let markdown = "text\n\n```sh\nstarsvg x\n```\n\n```\nstarsvg [--a N]\n        [--b]  [--c]\nstarsvg batch [FILE]\n```\n"
        #expect(Self.usageLines(in: markdown) == ["starsvg [--a N] [--b] [--c]", "starsvg batch [FILE]"])
    }
}
