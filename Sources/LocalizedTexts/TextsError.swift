/// Why a text, a set of plural forms or a locale tag was refused: the module's one error.
///
/// Each `description` is one plain sentence without a trailing period, naming what was wrong
/// and what would be right, so that a command line or a JSON reader can show it as it is.
public enum TextsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A text is empty: "legend is empty; it may hold {stars}".
    case emptyText(field: String)
    /// A text has more Unicode scalars than a template may.
    case textTooLong(field: String, length: Int, maximum: Int)
    /// A text holds a C0 or C1 control character, DEL, U+FFFE or U+FFFF (`scalar` is its code).
    case forbiddenCharacter(field: String, scalar: UInt32)
    /// A "{" that opens no placeholder, or a "}" that closes none; `position` counts Unicode
    /// scalars from 1.
    case loneBrace(field: String, brace: Character, position: Int)
    /// A placeholder that is not one of the field's: `written` as in the text ("{valeu}").
    case unknownPlaceholder(field: String, written: String, allowed: [TextPlaceholder])
    /// Plural forms without the `other` form, which every other category falls back to.
    case missingOtherForm
    /// Plural forms that give one category twice.
    case repeatedCategory(PluralCategory)
    /// Plural forms give a category that the locale's rules never choose.
    case unusedCategory(PluralCategory, locale: String, categories: [PluralCategory], field: String)
    /// A locale tag that names no built-in language, or is not a tag.
    case unknownLocale(String, builtIn: [String])
    /// A built-in language in a region CLDR has no locale for; `regions` are those it has.
    case unknownRegion(String, language: String, regions: [String])
    /// A built-in language in a script its built-in texts are not written in (zh-TW, zh-Hant:
    /// Traditional Chinese; the built-in Chinese texts are Simplified Chinese only).
    case unsupportedScript(String, script: String, builtInScript: String)

    /// The error as a plain sentence, without a trailing period.
    public var description: String {
        switch self {
        case .emptyText(let field):
            "\(field) is empty; give a text"
        case .textTooLong(let field, let length, let maximum):
            "\(field) is \(length) characters long; it may be at most \(maximum)"
        case .forbiddenCharacter(let field, let scalar):
            "\(field) holds \(Self.codePoint(scalar)); a text may hold no control character, U+FFFE or U+FFFF"
        case .loneBrace(let field, let brace, let position):
            "\(field) has a lone '\(brace)' at character \(position); write '\(brace)\(brace)' for a brace itself"
        case .unknownPlaceholder(let field, let written, let allowed):
            "'\(written)' is not a placeholder of \(field); " + Self.mayHold(allowed)
        case .missingOtherForm:
            "plural forms have no 'other' form; every category without a form of its own falls back to it"
        case .repeatedCategory(let category):
            "plural forms give '\(category.rawValue)' twice; give each category once"
        case .unusedCategory(let category, let locale, let categories, _):
            "'\(category.rawValue)' is not a plural category of \(locale); it has "
                + categories.map(\.rawValue).joined(separator: ", ")
        case .unknownLocale(let tag, let builtIn):
            "unknown locale '\(tag)'; built in: " + builtIn.joined(separator: ", ")
        case .unknownRegion(let tag, let language, let regions):
            "unknown locale '\(tag)': CLDR has no \(language) for that region; \(language) has "
                + regions.joined(separator: ", ")
        case .unsupportedScript(let tag, let script, let builtInScript):
            "locale '\(tag)' is written in \(ScriptName.describe(script)); the built-in texts are in \(ScriptName.describe(builtInScript)) only"
        }
    }

    /// "it may hold {value}, {stars}", or that it may hold none.
    private static func mayHold(_ allowed: [TextPlaceholder]) -> String {
        allowed.isEmpty ? "it may hold no placeholder"
            : "it may hold " + allowed.map { "{\($0.rawValue)}" }.joined(separator: ", ")
    }

    /// "U+0007", at least four hexadecimal digits as Unicode writes them.
    private static func codePoint(_ scalar: UInt32) -> String {
        let digits = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
