/// Where a page or an email finds a rating's PNG: the `src` of its `<img>` tag (`--src`),
/// checked as given and written once, escaped, by `ImageTag`.
///
/// Accepted: an `http:` or `https:` URL with a host (`https://example.com/r/4.png`), a `cid:`
/// URL (an email's attachment, by its Content-ID: `cid:rating@example.com`), and a relative
/// reference (`ratings/4.png`, `/img/4.png`, `../4.png`, `//cdn.example.com/4.png`, `?id=4`),
/// at most `maximumLength` characters. `"`, `<`, `>`, `&` and `'` are fine: they are written as
/// character references.
///
/// Refused: any other scheme, `data:` among them (mail clients drop it, and a page is better
/// served by a file of its own) as well as `javascript:` and `file:`; white space, control and
/// format characters (line breaks, bidirectional controls, zero-width characters), which could
/// hide what the URL says or break the template it is pasted into, and which browsers strip
/// or encode, so that the URL fetched would not be the one given; backslashes, which browsers
/// read as slashes; and the noncharacters U+FFFE and U+FFFF, which XML cannot hold.
package struct ImageSource: Equatable, Sendable {
    /// The URL as given.
    package let url: String

    /// The longest URL accepted, in Unicode scalars: far above a signed storage URL, short enough
    /// that a tag stays a line.
    package static let maximumLength = 4096

    /// What a `src` must be, for messages and help.
    package static let requirement = "the src must be an http or https URL, a cid: URL (an email's attachment) or a relative path, at most \(maximumLength) characters, with no white space, control characters or backslash"

    /// `text`, when it is a URL a `src` takes.
    /// - Throws: `OptionValueError` with `requirement` when it is not.
    package init(_ text: String) throws(OptionValueError) {
        guard Self.isAcceptable(text) else { throw .invalid(Self.requirement) }
        url = text
    }

    /// Whether `text` is a URL a `src` takes.
    private static func isAcceptable(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard !scalars.isEmpty, scalars.count <= maximumLength, !scalars.contains(where: isRefused) else { return false }
        guard let scheme = scheme(of: text) else { return true }
        let rest = text.utf8.dropFirst(scheme.utf8.count + 1)
        switch scheme.lowercased() {
        case "http", "https":
            // A host after `//`: `https:4.png` and `https:///4.png` name none.
            guard rest.starts(with: "//".utf8) else { return false }
            let host = rest.dropFirst(2).prefix { !"/?#".utf8.contains($0) }
            return !host.isEmpty
        case "cid":
            return !rest.isEmpty
        default:
            return false
        }
    }

    /// The scheme of `text` as a URL parser reads it (RFC 3986, WHATWG URL): a letter, then
    /// letters, digits, `+`, `-` and `.`, up to a `:`; `nil` for a relative reference, whose
    /// first `:` (if any) comes after a `/`, `?` or `#`, or after a character no scheme has.
    private static func scheme(of text: String) -> String? {
        var scheme = ""
        for scalar in text.unicodeScalars {
            if scalar == ":" { return scheme.isEmpty ? nil : scheme }
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            let isOther = ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
            guard isLetter || (!scheme.isEmpty && isOther) else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }

    /// Whether `scalar` may not stand in a `src`: white space, a control or format character,
    /// a separator, a backslash or a noncharacter.
    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\\" || scalar.properties.isWhitespace || scalar.properties.isNoncharacterCodePoint { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
