import Foundation
import Testing
import TestSupport

/// One line of a recipe's `ratings.jsonl`: the file it writes and the label that file must
/// carry, read with Foundation's JSON parser (independent of the command's own).
struct RecipeRating {
    /// The line's `output`, under the recipe's out-dir.
    let output: String
    /// Its `label`, or the default label for its value and star count.
    let label: String

    /// The lines of the `ratings.jsonl` at `path`.
    static func read(_ path: String) throws -> [RecipeRating] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let output = try #require(object["output"] as? String, "every line of the recipe writes a file: \(line)")
            let value = try #require(object["value"] as? NSNumber, "every line gives a value: \(line)")
            let stars = (object["stars"] as? NSNumber)?.stringValue ?? "5"
            return RecipeRating(output: output, label: object["label"] as? String ?? "Rating: \(value.stringValue) out of \(stars)")
        }
    }

    /// Checks that `bytes`, this line's file, is a rating carrying its label: a standalone SVG,
    /// or an HTML snippet whose one element is an `<svg>` (both are well-formed XML).
    func expectDrawn(_ bytes: [UInt8]?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let bytes else {
            Issue.record("\(output) was not written", sourceLocation: sourceLocation)
            return
        }
        do {
            // A snippet is a fragment: parsed inside an element of the test's own. A standalone
            // SVG may start with an XML declaration, which only a document may have.
            let isDocument = bytes.starts(with: Array("<?xml".utf8))
            let elements = isDocument ? [try ParsedXMLDocument(parsing: bytes).root]
                : try ParsedXMLDocument(parsing: Array("<file>".utf8) + bytes + Array("</file>".utf8)).root.elements
            let svg = elements.first
            #expect(elements.count == 1 && svg?.name == "svg", "\(output) is not one <svg>", sourceLocation: sourceLocation)
            // The title names a snippet as it names a standalone SVG; no aria-label repeats it.
            #expect(svg?.attributes["aria-label"] == nil, "\(output)'s aria-label", sourceLocation: sourceLocation)
            #expect(svg?.first("title")?.text == label, "\(output)'s title", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(output) is not well-formed: \(error)", sourceLocation: sourceLocation)
        }
    }
}
