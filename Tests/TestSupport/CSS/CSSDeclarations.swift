import Foundation

/// A style sheet read as its declarations, each with the headers of the blocks around it
/// (`@media (…)`, the selector list), outermost first: enough to check where a rule stands.
public struct CSSDeclarations: Sendable {
    /// One declaration (`transition: …`), with its blocks' headers.
    public struct Declaration: Sendable {
        /// The headers of the blocks around it, outermost first.
        public let headers: [String]
        /// The declaration, trimmed: `property:value`.
        public let text: String
    }

    /// Every declaration, in order.
    public let declarations: [Declaration]
    /// Whether every `{` has its `}`.
    public let isBalanced: Bool

    /// Reads `css` (comments are not expected; the templates write none).
    public init(_ css: String) {
        var headers: [String] = []
        var current = ""
        var declarations: [Declaration] = []
        var isBalanced = true
        func flush() {
            let text = current.trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty, !headers.isEmpty { declarations.append(Declaration(headers: headers, text: text)) }
            current = ""
        }
        for character in css {
            switch character {
            case "{":
                headers.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            case "}":
                flush()
                if headers.popLast() == nil { isBalanced = false }
            case ";":
                flush()
            default:
                current.append(character)
            }
        }
        self.declarations = declarations
        self.isBalanced = isBalanced && headers.isEmpty
    }

    /// The selector lists of every rule outside `@keyframes`: each block header that is not an
    /// at-rule, split at commas.
    public var selectors: [String] {
        var result: [String] = []
        for declaration in declarations where !declaration.headers.contains(where: { $0.hasPrefix("@keyframes") }) {
            guard let header = declaration.headers.last, !header.hasPrefix("@") else { continue }
            for selector in header.split(separator: ",") {
                let trimmed = selector.trimmingCharacters(in: .whitespaces)
                if !result.contains(trimmed) { result.append(trimmed) }
            }
        }
        return result
    }
}
