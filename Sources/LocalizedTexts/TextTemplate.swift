/// A template text with {value} and {stars} placeholders; "{{" and "}}" write a literal brace.
///
/// A template is checked once, when it is made, so that filling it cannot fail: every
/// placeholder is one the field allows, every brace is paired or doubled, and the text holds no
/// character that has no place in a label.
public struct TextTemplate: Equatable, Hashable, Sendable {
    /// The text as given (for hashing and messages).
    public let text: String
    /// The text split into literal pieces and placeholders; it follows from `text` alone.
    private let pieces: [TemplatePiece]

    /// The most Unicode scalars a text may have: a label, not a document.
    public static let maximumLength = 1000

    /// Parses `text`, allowing only `allowed` placeholders.
    ///
    /// - Parameters:
    ///   - text: The template, "Rating: {value} out of {stars}".
    ///   - allowed: The placeholders the field may hold.
    ///   - field: The field's name, for messages ("legend").
    /// - Throws: `TextsError`: an unknown placeholder (naming the allowed ones: "'{valeu}' is not
    ///   a placeholder of legend; it may hold {stars}"), a lone "{" or "}", a C0/C1 control
    ///   character (DEL too) or U+FFFE/U+FFFF, longer than 1000 Unicode scalars, empty.
    /// - Complexity: O(*n*) in the length of the text.
    public init(_ text: String, allowed: [TextPlaceholder], in field: String) throws(TextsError) {
        guard !text.isEmpty else { throw .emptyText(field: field) }
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= Self.maximumLength else {
            throw .textTooLong(field: field, length: scalars.count, maximum: Self.maximumLength)
        }
        if let forbidden = scalars.first(where: { ForbiddenCharacter($0) != nil }) {
            throw .forbiddenCharacter(field: field, scalar: forbidden.value)
        }
        self.text = text
        self.pieces = try Self.parse(scalars, allowed: allowed, field: field)
    }

    /// A built-in template, which the package's tests check; a mistake in one is a bug here.
    init(builtIn text: String, allowed: [TextPlaceholder], in field: String) {
        do {
            try self.init(text, allowed: allowed, in: field)
        } catch {
            preconditionFailure("built-in text \(field) is invalid: \(error)")
        }
    }

    /// The placeholders the text uses, in order of first use.
    /// - Complexity: O(*n*) in the number of pieces.
    public var placeholders: [TextPlaceholder] {
        var used: [TextPlaceholder] = []
        for case .placeholder(let placeholder) in pieces where !used.contains(placeholder) {
            used.append(placeholder)
        }
        return used
    }

    /// The text with each placeholder replaced by its value (already localized number text).
    ///
    /// The values are written as they are: a placeholder's value is never read as a template.
    /// - Parameters:
    ///   - value: The text for `{value}`.
    ///   - stars: The text for `{stars}`.
    /// - Complexity: O(*n*) in the length of the result.
    public func filled(value: String, stars: String) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal): result += literal
            case .placeholder(.value): result += value
            case .placeholder(.stars): result += stars
            }
        }
        return result
    }

    /// Splits the scalars into pieces, checking braces and placeholder names.
    private static func parse(_ scalars: [Unicode.Scalar], allowed: [TextPlaceholder],
                              field: String) throws(TextsError) -> [TemplatePiece] {
        var pieces: [TemplatePiece] = []
        var literal = String.UnicodeScalarView()
        var index = 0
        func flushLiteral() {
            if !literal.isEmpty { pieces.append(.literal(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch scalar {
            case "{" where next == "{", "}" where next == "}":
                literal.append(scalar)
                index += 2
            case "}":
                throw .loneBrace(field: field, brace: "}", position: index + 1)
            case "{":
                // A placeholder's name runs to the next brace; a "{" before any "}" leaves this
                // one unclosed.
                guard let close = scalars[(index + 1)...].firstIndex(where: { $0 == "}" || $0 == "{" }),
                      scalars[close] == "}" else {
                    throw .loneBrace(field: field, brace: "{", position: index + 1)
                }
                var name = String.UnicodeScalarView()
                name.append(contentsOf: scalars[(index + 1)..<close])
                guard let placeholder = TextPlaceholder(rawValue: String(name)), allowed.contains(placeholder) else {
                    throw .unknownPlaceholder(field: field, written: "{" + String(name) + "}", allowed: allowed)
                }
                flushLiteral()
                pieces.append(.placeholder(placeholder))
                index = close + 1
            default:
                literal.append(scalar)
                index += 1
            }
        }
        flushLiteral()
        return pieces
    }
}
