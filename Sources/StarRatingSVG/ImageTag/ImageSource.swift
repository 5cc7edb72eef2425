/// Where a page or an email finds a rating's PNG: the `src` of its `<img>` tag (`--src`),
/// checked as given and written once, escaped, by `ImageTag`.
///
/// Accepted: an `http:` or `https:` URL with a host (`https://example.com/r/4.png`; not
/// `https://:80/r/4.png` or `http://user@/r/4.png`, which name none), a `cid:`
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
public struct ImageSource: Equatable, Sendable {
    /// The URL as given.
    public let url: String

    /// The longest URL accepted, in Unicode scalars: far above a signed storage URL, short enough
    /// that a tag stays a line.
    public static let maximumLength = 4096

    /// What a `src` must be, for messages and help.
    public static let requirement = "the src must be an http or https URL, a cid: URL (an email's attachment) or a relative path, at most \(maximumLength) characters, with no white space, control characters or backslash"

    /// What an http or https `src` must have, for messages.
    public static let hostRequirement = "the URL has no host: an http or https src must name one (https://example.com/r/4.png)"

    /// `text`, when it is a URL a `src` takes.
    /// - Throws: `ImageSourceError.noHost` for an http or https URL without a host,
    ///   `ImageSourceError.unacceptable` for anything else it is not.
    public init(_ text: String) throws(ImageSourceError) {
        if let error = Self.problem(with: text) { throw error }
        url = text
    }

    /// Why `text` is not a URL a `src` takes, or `nil` when it is one.
    private static func problem(with text: String) -> ImageSourceError? {
        let scalars = text.unicodeScalars
        guard !scalars.isEmpty, scalars.count <= maximumLength, !scalars.contains(where: isRefused) else { return .unacceptable(text) }
        guard let scheme = scheme(of: text) else { return nil }
        let rest = text.utf8.dropFirst(scheme.utf8.count + 1)
        switch scheme.lowercased() {
        case "http", "https":
            // The authority after `//`: `https:4.png` has none, and is no URL with a host.
            guard rest.starts(with: "//".utf8) else { return .unacceptable(text) }
            return host(in: rest.dropFirst(2).prefix { !"/?#".utf8.contains($0) }).isEmpty ? .noHost(text) : nil
        case "cid":
            return rest.isEmpty ? .unacceptable(text) : nil
        default:
            return .unacceptable(text)
        }
    }

    /// The host of a URL's `authority` as a URL parser finds it (RFC 3986, WHATWG URL): after
    /// the user's name and password up to the last `@`, up to the port's `:`, or inside the
    /// brackets of an IPv6 address. Empty in `https:///x`, `https://:80/x`, `http://@/x`,
    /// `http://user@/x` and `http://[]/x`, which browsers refuse to fetch.
    private static func host(in authority: Substring.UTF8View) -> Substring.UTF8View {
        let afterUser = authority.lastIndex(of: UInt8(ascii: "@")).map { authority[authority.index(after: $0)...] } ?? authority
        guard afterUser.first == UInt8(ascii: "[") else { return afterUser.prefix { $0 != UInt8(ascii: ":") } }
        return afterUser.dropFirst().prefix { $0 != UInt8(ascii: "]") }
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
