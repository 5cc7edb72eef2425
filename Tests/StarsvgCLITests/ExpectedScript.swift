import Foundation

/// The one script a rating input may carry: `Templates/rating-input.js` without its template
/// comments (its leading documentation and the lines that hold only a comment), read from the
/// file rather than from the library under test; compact output also without indentation.
enum ExpectedScript {
    /// The script as `--pretty` writes it.
    static let pretty: String = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates/rating-input.js")
        let source = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        // The documentation ends with the first "}}" at the end of a line; it is written so.
        guard let end = source.range(of: "}}\n") else { return source }
        let lines = source[end.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        return lines.filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !(trimmed.hasPrefix("{{!") && trimmed.hasSuffix("}}"))
        }.joined(separator: "\n")
    }()

    /// The script as compact output writes it: the same lines, unindented.
    static let compact: String = pretty.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: "\n")

    /// Both forms: the only scripts the command may write.
    static let forms = [compact, pretty]
}
