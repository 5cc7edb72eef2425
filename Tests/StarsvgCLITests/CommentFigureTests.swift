import Foundation
import Testing

/// A measured figure (µs, MB, ×, %, a rate) belongs in `Documentation/performance.md`, beside
/// the command that measures it, not in a comment: figures in comments go stale and contradict
/// each other. This counts the comment lines of `Sources/` and `Package.swift` that quote one:
/// none may, and a comment that needs a figure points to performance.md instead.
@Suite struct CommentFigureTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The most comment lines in `Sources/` and `Package.swift` that may quote a measured figure.
    static let bound = 0

    /// A number followed by a unit of time, size, ratio, share or rate.
    static let figure = try! NSRegularExpression(pattern: #"\d\s?(?:µs|ms|MB|MiB|KiB|kB|×|%|/s)(?![A-Za-z])"#)
    /// A code span, such as a CSS colour in an example (`rgb(100% 0% 0%)`): code, not a figure.
    static let codeSpan = try! NSRegularExpression(pattern: "`[^`]*`")

    /// The comment lines of `text` (whole-line comments, and comments after code) quoting a figure.
    static func figureLines(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let comment: String
            if trimmed.hasPrefix("//") {
                comment = trimmed
            } else if let range = line.range(of: " // ") {
                comment = String(line[range.upperBound...])
            } else {
                return nil
            }
            let prose = codeSpan.stringByReplacingMatches(in: comment, range: NSRange(comment.startIndex..., in: comment),
                                                          withTemplate: "")
            return figure.firstMatch(in: prose, range: NSRange(prose.startIndex..., in: prose)) == nil ? nil : trimmed
        }
    }

    @Test func fewCommentsQuoteMeasuredFigures() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var found = Self.figureLines(in: manifest).map { "Package.swift: \($0)" }
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            found += Self.figureLines(in: text).map { "Sources/\(path): \($0)" }
        }
        #expect(found.count <= Self.bound,
                "\(found.count) comment lines quote measured figures (at most \(Self.bound)): say why in words, and put the figure in Documentation/performance.md\n\(found.sorted().joined(separator: "\n"))")
    }

    /// The scan finds figures in comments and nothing else, so that the count cannot pass by
    /// matching nothing.
    @Test func theScanFindsFiguresInCommentsAlone() {
        let source = """
            /// Saves 14 % of the batch's instructions.
            // 80 µs against 410 µs; 1.6 × the heart; peak 82 MiB, 1.5 kB a rating; 2,300/s.
            let x = 1 // 3 ms a run
            let y = "12 % in a string"
            /// A colour such as `rgba(100%, 0%, 0%, 0.5)`, or 50 ms.
            /// A colour such as `rgb(255 0 0 / 50%)`.
            /// Four msgs, 3 MBs of nothing: 4 bytes a pixel.
            """
        #expect(Self.figureLines(in: source) == [
            "/// Saves 14 % of the batch's instructions.",
            "// 80 µs against 410 µs; 1.6 × the heart; peak 82 MiB, 1.5 kB a rating; 2,300/s.",
            "let x = 1 // 3 ms a run",
            "/// A colour such as `rgba(100%, 0%, 0%, 0.5)`, or 50 ms.",
        ])
    }
}
