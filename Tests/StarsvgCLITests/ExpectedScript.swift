import Foundation

/// The one script a rating input may carry: `Templates/rating-input.js` without its leading
/// documentation comment, read from the file rather than from the library under test.
enum ExpectedScript {
    static let text: String = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates/rating-input.js")
        let source = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        // The comment ends with the first "}}" at the end of a line; it is written so.
        guard let end = source.range(of: "}}\n") else { return source }
        return String(source[end.upperBound...])
    }()
}
