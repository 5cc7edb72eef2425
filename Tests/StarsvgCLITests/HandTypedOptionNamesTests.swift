import Foundation
import Testing

/// Texts name options through their identity (`\(option: .interactive)`, `OptionID.longName`),
/// so that renaming an option renames it in every help line, error and example (issue 54).
/// The few names still typed by hand in Sources' string literals are not starsvg's options:
/// `--filter` (swift test's, in the man page's comment) and `--option` (a placeholder in the
/// bash script's comment). This keeps their number from creeping back up.
@Suite struct HandTypedOptionNamesTests {
    /// The most names that may be typed by hand in Sources' string literals.
    static let limit = 10

    @Test func fewOptionNamesAreTypedByHand() throws {
        // A string literal: a multi-line one, or one on a line with its escapes (`\"`, `\(`).
        let literal = try NSRegularExpression(pattern: #"\"\"\"[\s\S]*?\"\"\"|"(?:[^"\\\n]|\\.)*""#)
        // A long option name as typed: `--out-dir`.
        let optionName = try NSRegularExpression(pattern: #"--[a-z][a-z-]*[a-z]"#)
        let sources = DocumentationLinksTests.packageRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 100)
        var typed: [String] = []
        var customProperties = 0
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8) as NSString
            for match in literal.matches(in: text as String, range: NSRange(location: 0, length: text.length)) {
                for name in optionName.matches(in: text as String, range: match.range) {
                    let word = text.substring(with: name.range)
                    // CSS custom properties (`--starsvg-value`) are not options.
                    if word.hasPrefix("--starsvg-") {
                        customProperties += 1
                    } else {
                        let line = text.substring(to: name.range.location).filter { $0 == "\n" }.count + 1
                        typed.append("Sources/\(file):\(line): \(word)")
                    }
                }
            }
        }
        // The scan reads the literals: it finds the custom properties the live rating writes.
        #expect(customProperties > 0)
        #expect(typed.count <= Self.limit,
                "\(typed.count) option names typed by hand in string literals (at most \(Self.limit)); write them as \\(option: .name):\n\(typed.joined(separator: "\n"))")
    }
}
