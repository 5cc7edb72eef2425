/// A locale tag split into the subtags the built-in locales can have: a language, an optional
/// script and an optional region, with the case BCP 47 writes them in.
struct LocaleTag: Equatable, Sendable {
    /// The language, lower case: "pt".
    let language: String
    /// The script, title case: "Hant"; nil when the tag names none.
    let script: String?
    /// The region, upper case: "BR", "419"; nil when the tag names none.
    let region: String?

    /// The subtags of `text` ("pt_br", "zh-Hans-CN"), "-" or "_" between them, any case; nil
    /// for anything else (an empty subtag, a variant, an extension, a private use).
    init?(_ text: String) {
        var parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            .map { Array($0.unicodeScalars) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(Self.isLetter) else { return nil }
        parts.removeFirst()
        language = Self.lowercased(first)
        if let next = parts.first, next.count == 4, next.allSatisfy(Self.isLetter) {
            script = Self.uppercased(next.prefix(1)) + Self.lowercased(next.dropFirst())
            parts.removeFirst()
        } else {
            script = nil
        }
        if let next = parts.first,
           (next.count == 2 && next.allSatisfy(Self.isLetter)) || (next.count == 3 && next.allSatisfy(Self.isDigit)) {
            region = Self.uppercased(next)
            parts.removeFirst()
        } else {
            region = nil
        }
        guard parts.isEmpty else { return nil }
    }

    /// The tag as a `lang` attribute writes it: "zh-Hans-CN".
    var text: String {
        [language, script, region].compactMap { $0 }.joined(separator: "-")
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// ASCII letters in lower case (Foundation-free; the subtags are ASCII already).
    private static func lowercased(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(scalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0 }))
    }

    private static func uppercased(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(scalars.map { ("a"..."z").contains($0) ? Unicode.Scalar($0.value - 32)! : $0 }))
    }
}
