/// Everything a rating's SVG may contain: each element the composition generates, with the
/// attributes it may carry and the grammar of each attribute's value.
///
/// This is an allowlist on purpose: a hostile input can only show up as something new (an
/// element, an attribute, a value outside its grammar), so anything not listed fails the
/// audit. When the composition deliberately grows, add exactly what it generates here, and
/// nothing wider. The web faces (`--animate`, `--format html`, `--interactive`) add classes on
/// the moving parts, hidden band layers, the forced-colours outline and a `<style>`, whose
/// text `StyleSheetAudit` checks; `SnippetAllowlist` lists the HTML around the SVG.
enum SVGAllowlist {
    /// How an attribute's value must look.
    enum ValueRule: Sendable {
        /// Exactly one of these strings.
        case oneOf([String])
        /// A number as SVGNumberFormatter writes it: `-?digits(.digits)?` or, below 1, `-?.digits`.
        case number
        /// Numbers separated by single spaces.
        case numberList
        /// Path data as the writer produces it: `M`, then relative `l`, `a`, `z` and numbers.
        case pathData
        /// `translate(x)` or `translate(x y)`.
        case translate
        /// `#rrggbb` or `#rgb` in lower case, `currentColor`, `none`, or (in HTML) `rgb(R G B / A)`.
        case color
        /// A `color`, or `url(#id)` of a pattern of the document.
        case colorOrURL
        /// A band's class, `starsvg-c<digits>`.
        case bandClass
        /// Either rule (`or`).
        indirect case either(ValueRule, ValueRule)

        /// This rule or `other`.
        func or(_ other: ValueRule) -> ValueRule { .either(self, other) }
        /// A class of a moving part: `starsvg-slide`, `starsvg-color`, `starsvg-track` or a band's
        /// `starsvg-c<digits>`.
        case partClass
        /// A web face's root classes: `base` (`starsvg`, or `starsvg starsvg-input`), then, in
        /// this order and each only when its group is needed, a palette's class (`starsvg-p`
        /// and eight letters and digits), `starsvg-dir`, `starsvg-animated`, and for an input
        /// its geometry's (`starsvg-g` and eight).
        case rootClasses(base: String)
        /// An id: `[A-Za-z][A-Za-z0-9_-]*`.
        case id
        /// `#id` of an element of the document.
        case fragment
        /// `url(#id)` of an element of the document.
        case url
        /// The accessible name: compared with the label separately, never parsed as markup.
        case label
        /// A language tag as `--locale` normalises it: 2 to 8 ASCII letters, then subtags of
        /// 1 to 8 ASCII letters or digits after `-` (`de`, `pt-BR`, `zh-Hans-SG`); compared
        /// with the locale given separately.
        case languageTag
        /// A CSS length on an HTML `<svg>`: a number (pixels) or a number and `em` (`--size
        /// 1.5em`). A standalone SVG has numbers only.
        case length
    }

    /// Element name, then its attributes and their rules. An array of pairs, read by lookup.
    static let elements: [(name: String, attributes: [(name: String, rule: ValueRule)])] = [
        ("svg", [("xmlns", .oneOf(["http://www.w3.org/2000/svg"])), ("xmlns:xlink", .oneOf(["http://www.w3.org/1999/xlink"])),
                 ("width", .number), ("height", .number), ("viewBox", .numberList), ("role", .oneOf(["img"])),
                 ("aria-label", .label), ("id", .id), ("class", .rootClasses(base: "starsvg")), ("aria-hidden", .oneOf(["true"])),
                 // --locale on a standalone SVG; a snippet says lang instead (SnippetAllowlist).
                 ("xml:lang", .languageTag)]),
        ("title", []),
        // The HTML picture's layers: HTML boxes the size of the drawing.
        ("foreignObject", [("width", .number), ("height", .number)]),
        ("style", []),
        // An empty path is the HTML picture's outline, whose d forced colours give (the sheet's).
        ("path", [("id", .id), ("d", .pathData.or(.oneOf([""]))), ("stroke-width", .oneOf(["3"])),
                  ("fill-rule", .oneOf(["evenodd"])), ("class", .oneOf(["starsvg-outline"]))]),
        ("g", [("id", .id), ("mask", .url), ("filter", .url), ("class", .oneOf(["starsvg-color", "starsvg-track"])), ("opacity", .oneOf(["0", ".5"]))]),
        ("use", [("href", .fragment), ("xlink:href", .fragment), ("x", .number), ("fill", .color),
                 ("filter", .url), ("opacity", .number), ("stroke", .oneOf(["#000"])), ("stroke-width", .number),
                 ("display", .oneOf(["none"])), ("class", .oneOf(["starsvg-outline", "starsvg-track"]))]),
        // A still picture's one filter names its results (`t`, `s`) and blends in sRGB; in a web
        // face it carries the band's class instead, whose rule its floods take their colour from.
        ("filter", [("id", .id), ("x", .number), ("y", .number), ("width", .number), ("height", .number),
                    ("color-interpolation-filters", .oneOf(["sRGB"])), ("class", .bandClass)]),
        ("feGaussianBlur", [("stdDeviation", .numberList), ("x", .number), ("width", .number)]),
        ("feColorMatrix", [("values", .oneOf(["0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1 1", "0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 0 .5"])),
                           ("result", .oneOf(["t"]))]),
        // The soft edge's two floods, of the colour: the whole pixels', and the edge's pixel's at
        // the edge's fraction.
        ("feFlood", [("flood-color", .color), ("flood-opacity", .number), ("x", .number), ("width", .number), ("result", .oneOf(["s"]))]),
        // k1 and k2 (1 − the bevel's opacity) make the rim from the track.
        ("feComposite", [("in2", .oneOf(["SourceAlpha", "t", "s"])), ("operator", .oneOf(["in", "arithmetic"])),
                         ("k1", .oneOf(["-.5", "1"])), ("k2", .number), ("k3", .number)]),
        ("feBlend", [("in2", .oneOf(["SourceGraphic"]))]),
        ("defs", [("color-interpolation-filters", .oneOf(["sRGB"]))]),
        // The colour tile takes the track tile's place and size by referring to it. A still
        // snippet's track tile is in Canvas, which only forced colours show.
        ("pattern", [("id", .id), ("href", .fragment), ("xlink:href", .fragment), ("x", .number), ("width", .number), ("height", .number),
                     ("patternUnits", .oneOf(["userSpaceOnUse"])), ("fill", .either(.color, .oneOf(["Canvas"]))), ("class", .bandClass)]),
        ("mask", [("id", .id), ("fill", .oneOf(["#fff"]))]),
        // A rectangle's opacity: 0 (a hidden band layer), .5 (the track at --blur 0), or a colour's alpha.
        ("rect", [("id", .id), ("x", .number), ("y", .number), ("width", .number), ("height", .number), ("fill", .colorOrURL),
                  ("filter", .url), ("mask", .url), ("transform", .translate), ("opacity", .number),
                  ("class", .partClass)]),
    ]

    /// The rule for `attribute` on `element`, or `nil` when it is not allowed there.
    static func rule(element: String, attribute: String) -> ValueRule? {
        guard let entry = elements.first(where: { $0.name == element }) else { return nil }
        return entry.attributes.first(where: { $0.name == attribute })?.rule
    }

    /// Whether `element` is generated at all.
    static func isAllowed(element: String) -> Bool {
        elements.contains { $0.name == element }
    }

    /// The classes after an input's base class: its picture's, its direction's, its animation's
    /// and its group's. Stored, since a regex literal is parsed again at every evaluation.
    nonisolated(unsafe) static let inputRootClasses = #/( starsvg-p[A-Za-z0-9]{8})?( starsvg-dir)?( starsvg-animated)?( starsvg-legend)? starsvg-g[A-Za-z0-9]{8}/#
    /// The classes after a picture's base class.
    /// (An HTML picture's: its palette's, its look's, its edge's (not at 0), the direction's,
    /// the animation's, and its own sheet's, when it has one.)
    nonisolated(unsafe) static let pictureRootClasses =
        #/( starsvg-p[A-Za-z0-9]{8})?( starsvg-l[A-Za-z0-9]{8})?( starsvg-e[A-Za-z0-9]{8})?( starsvg-dir)?( starsvg-animated)?( starsvg-s[A-Za-z0-9]{8})?/#

    /// Whether `value` follows `rule`; references are only checked for their form here.
    static func matches(_ value: String, _ rule: ValueRule) -> Bool {
        let bytes = Array(value.utf8)
        switch rule {
        case .oneOf(let allowed): return allowed.contains(value)
        case .rootClasses(let base):
            let isInput = base.hasSuffix("-input")
            guard value.hasPrefix(base) else { return false }
            let rest = value.dropFirst(base.count)
            return isInput ? rest.wholeMatch(of: inputRootClasses) != nil
                           : rest.wholeMatch(of: pictureRootClasses) != nil
        case .number: return isNumber(bytes[...])
        case .numberList:
            return !bytes.isEmpty && bytes.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).allSatisfy(isNumber)
        case .pathData: return bytes.first == UInt8(ascii: "M") && bytes.allSatisfy { pathDataBytes[Int($0)] }
        case .translate:
            let prefix = Array("translate(".utf8)
            guard bytes.starts(with: prefix), bytes.last == UInt8(ascii: ")") else { return false }
            return matches(String(decoding: bytes[prefix.count..<(bytes.count - 1)], as: UTF8.self), .numberList)
        case .color:
            if value.hasPrefix("rgb("), value.hasSuffix(")") {
                let parts = value.dropFirst(4).dropLast().split(separator: " ", omittingEmptySubsequences: false)
                return parts.count == 5 && parts[3] == "/" && [parts[0], parts[1], parts[2], parts[4]].allSatisfy { isNumber(Array($0.utf8)[...]) }
            }
            return ["currentColor", "none"].contains(value)
                || ((bytes.count == 7 || bytes.count == 4) && bytes[0] == UInt8(ascii: "#") && bytes.dropFirst().allSatisfy { lowerHexBytes[Int($0)] })
        case .colorOrURL:
            return matches(value, .color) || matches(value, .url)
        case .bandClass:
            return value.hasPrefix("starsvg-c") && value.count > 9 && value.utf8.dropFirst(9).allSatisfy { digitBytes[Int($0)] }
        case .either(let first, let second):
            return matches(value, first) || matches(value, second)
        case .partClass:
            return ["starsvg-slide", "starsvg-color", "starsvg-track"].contains(value)
                || (value.hasPrefix("starsvg-c") && value.count > 9 && value.utf8.dropFirst(9).allSatisfy { digitBytes[Int($0)] })
        case .id: return isID(bytes[...])
        case .fragment: return bytes.first == UInt8(ascii: "#") && isID(bytes.dropFirst())
        case .url:
            return bytes.starts(with: Array("url(#".utf8)) && bytes.last == UInt8(ascii: ")") && isID(bytes.dropFirst(5).dropLast())
        case .label: return true
        case .languageTag:
            let subtags = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            guard let first = subtags.first, (2...8).contains(first.count), first.allSatisfy({ letterBytes[Int($0)] }) else { return false }
            return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { alphanumericBytes[Int($0)] } }
        case .length:
            let number = bytes.count > 2 && bytes.suffix(2).elementsEqual("em".utf8) ? bytes.dropLast(2) : bytes[...]
            return isNumber(number)
        }
    }

    /// A byte lookup table: entry b is true when byte b is one of `characters`.
    private static func table(_ characters: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in characters.utf8 { table[Int(byte)] = true }
        return table
    }

    private static let digitBytes = table("0123456789")
    private static let lowerHexBytes = table("0123456789abcdef")
    /// What the writer writes: M, then relative lines, arcs, and (icon shapes') cubic and
    /// quadratic curves, Z.
    private static let pathDataBytes = table("0123456789.- Mmlacqz")
    private static let idBytes = table("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    private static let letterBytes = table("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    private static let alphanumericBytes = table("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    private static func isNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
        let unsigned = bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes
        let parts = unsigned.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        // A number below 1 leaves out its 0 (`.5`); no other part may be empty.
        return (1...2).contains(parts.count) && parts.indices.allSatisfy { index in
            (!parts[index].isEmpty || (index == 0 && parts.count == 2)) && parts[index].allSatisfy { digitBytes[Int($0)] }
        }
    }

    private static func isID(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, letterBytes[Int(first)] else { return false }
        return bytes.allSatisfy { idBytes[Int($0)] }
    }
}
