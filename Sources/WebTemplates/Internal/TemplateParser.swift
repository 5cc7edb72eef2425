/// Reads a template's source into nodes: tags between `{{` and `}}`, the rest literal text.
/// A comment (`{{! … }}`) may hold tags of its own, balanced: it ends at the `}}` matching
/// its `{{`.
///
/// A line holding nothing but one section tag or one comment (and spaces or tabs) disappears
/// entirely, its line break included, as in Mustache: templates can then put each section tag
/// and each comment on a line of its own without leaving blank lines in the output.
enum TemplateParser {
    /// One token of the source.
    private enum Token {
        case text(String)
        /// A tag's content between the braces, and the byte offset of its `{{`.
        case tag(String, offset: Int)
    }

    /// The nodes of `source`.
    /// - Throws: `MarkupTemplateError` for an unclosed tag, an invalid tag or unmatched sections.
    static func parse(_ source: String) throws(MarkupTemplateError) -> [TemplateNode] {
        var tokens = try tokenize(source)
        removeStandaloneLines(&tokens)
        var stack: [(name: String, isInverted: Bool, children: [TemplateNode])] = [("", false, [])]
        for token in tokens {
            switch token {
            case .text(let text):
                if !text.isEmpty { stack[stack.count - 1].children.append(.literal(text)) }
            case .tag(let tag, let offset):
                guard let first = tag.first else { throw .invalidTag(tag, offset: offset) }
                switch first {
                case "!":
                    continue
                case "#", "^":
                    let name = String(tag.dropFirst())
                    guard isName(name) else { throw .invalidTag(tag, offset: offset) }
                    stack.append((name, first == "^", []))
                case "/":
                    let name = String(tag.dropFirst())
                    guard stack.count > 1, stack[stack.count - 1].name == name else { throw .unexpectedClose(name, offset: offset) }
                    let section = stack.removeLast()
                    stack[stack.count - 1].children.append(.section(name: name, isInverted: section.isInverted, children: section.children))
                default:
                    let parts = tag.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                    guard parts.count == 2, let context = TemplatePlaceholderContext(rawValue: String(parts[0])),
                          isName(String(parts[1])) else { throw .invalidTag(tag, offset: offset) }
                    stack[stack.count - 1].children.append(.placeholder(context, name: String(parts[1])))
                }
            }
        }
        guard stack.count == 1 else { throw .unclosedSection(stack[stack.count - 1].name) }
        return stack[0].children
    }

    /// Splits the source at `{{` and `}}`.
    private static func tokenize(_ source: String) throws(MarkupTemplateError) -> [Token] {
        let bytes = Array(source.utf8)
        var tokens: [Token] = []
        var textStart = 0
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            // A comment may show tags (a template documents its placeholders in one): it ends
            // at the `}}` that balances its own `{{`.
            let isComment = index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: "!")
            var depth = 1
            var end = index + 2
            while end + 1 < bytes.count {
                if bytes[end] == UInt8(ascii: "}") && bytes[end + 1] == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 || !isComment { break }
                    end += 2
                } else if isComment && bytes[end] == UInt8(ascii: "{") && bytes[end + 1] == UInt8(ascii: "{") {
                    depth += 1
                    end += 2
                } else {
                    end += 1
                }
            }
            guard end + 1 < bytes.count else { throw .unclosedTag(offset: index) }
            tokens.append(.text(String(decoding: bytes[textStart..<index], as: UTF8.self)))
            tokens.append(.tag(String(decoding: bytes[(index + 2)..<end], as: UTF8.self), offset: index))
            index = end + 2
            textStart = index
        }
        tokens.append(.text(String(decoding: bytes[textStart...], as: UTF8.self)))
        return tokens
    }

    /// Removes the lines that hold only one section tag or comment. Which lines those are is
    /// decided on the source as written, before any is removed, so that consecutive such lines
    /// all go.
    private static func removeStandaloneLines(_ tokens: inout [Token]) {
        // tokenize() alternates text and tags, starting and ending with text.
        var standalone: [Int] = []
        for index in stride(from: 1, to: tokens.count, by: 2) {
            guard case .tag(let tag, _) = tokens[index], let first = tag.first, "!#^/".contains(first),
                  case .text(let before) = tokens[index - 1], case .text(let after) = tokens[index + 1] else { continue }
            // The line's text before and after the tag, found from the tag outwards: splitting
            // each text into its lines, and rebuilding a trimmed text character by character,
            // made parsing the web faces' templates cost 17 million instructions a process, a
            // single run's or a batch's (Documentation/performance.md).
            let lastBreak = before.lastIndex(of: "\n"), firstBreak = after.firstIndex(of: "\n")
            let beforeLine = before[(lastBreak.map(before.index(after:)) ?? before.startIndex)...]
            let afterLine = after[..<(firstBreak ?? after.endIndex)]
            let startsLine = lastBreak != nil || index == 1
            let endsLine = firstBreak != nil || index + 1 == tokens.count - 1
            if startsLine, endsLine, beforeLine.allSatisfy(isBlank), afterLine.allSatisfy(isBlank) {
                standalone.append(index)
            }
        }
        for index in standalone {
            if case .text(let before) = tokens[index - 1] {
                var end = before.endIndex
                while end > before.startIndex, case let previous = before.index(before: end), isBlank(before[previous]) { end = previous }
                tokens[index - 1] = .text(String(before[..<end]))
            }
            if case .text(let after) = tokens[index + 1] {
                let rest = after.drop(while: isBlank)
                tokens[index + 1] = .text(String(rest.first == "\n" ? rest.dropFirst() : rest))
            }
        }
    }

    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    /// A name: an ASCII letter, then ASCII letters and digits.
    private static func isName(_ text: String) -> Bool {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        guard let first = text.unicodeScalars.first, isLetter(first) else { return false }
        return text.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
}
