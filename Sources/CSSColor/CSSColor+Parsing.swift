/// Reading colours from text: one colour, or a comma-separated list of them.
extension CSSColor {
    /// The most bytes of text one colour may have. The longest sensible colour,
    /// `rgba(100%, 100%, 100%, 0.555)`, has 30; the limit keeps error messages and the work
    /// done on hostile text small.
    public static let maximumTextLength = 64

    /// Parses one colour, in a closed subset of CSS Color 4:
    ///
    /// - hex: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, digits in either case;
    /// - a CSS named colour (`gold`, `RebeccaPurple`), `transparent` or `currentColor`, in any
    ///   ASCII case;
    /// - `rgb()`/`rgba()`: three channels as numbers 0...255 or percentages, then an optional
    ///   alpha as a number 0...1 or a percentage, either comma-separated (`rgb(255, 0, 0)`,
    ///   `rgba(100%, 0%, 0%, 0.5)`; all channels numbers or all percentages) or
    ///   space-separated with the alpha after a slash (`rgb(255 0 0 / 50%)`);
    /// - `hsl()`/`hsla()`: a hue as a number of degrees or with a unit `deg`, `grad`, `rad`,
    ///   `turn`, then saturation and lightness as percentages (in the space-separated form
    ///   also as plain numbers), then an optional alpha as above; converted to sRGB with CSS's
    ///   algorithm and rounded to 8-bit channels.
    ///
    /// Function names take any ASCII case and no space before `(`; CSS whitespace (space, tab,
    /// line feed, carriage return, form feed) may lead and trail the arguments and surround
    /// commas and the slash, and separates the space form's channels. Numbers are
    /// `[+-]?digits`, with an optional fraction `.digits`, and no exponent. Out-of-range values
    /// clamp as in CSS (`rgb(300 0 0)` is red, an alpha of 2 is 1, a negative saturation is 0);
    /// alpha is then rounded to thousandths. Everything else is refused: whitespace around the
    /// colour, `none`, `calc()` and other functions, nested or unbalanced parentheses, empty or
    /// missing or extra arguments, commas mixed with spaces or a slash, angles outside a hue,
    /// trailing text, and text longer than `maximumTextLength`.
    ///
    /// - Throws: `CSSColorError.invalidColor` with `text` for anything else.
    /// - Complexity: O(*n*) in the length of the text (at most `maximumTextLength`).
    public init(parsing text: String) throws(CSSColorError) {
        guard let color = Self.parse(text.utf8[...]) else { throw .invalidColor(text) }
        self = color
    }

    /// Parses a comma-separated list of colours, such as `--colors` takes.
    ///
    /// Only commas outside parentheses separate items, so `rgb(255,0,0),gold` is two colours.
    /// Each item is parsed by `init(parsing:)`, as it is: no whitespace is trimmed around it.
    ///
    /// - Throws: `CSSColorError.invalidColor` carrying the first bad item's text, when an
    ///   item is empty (`red,,gold`, or an empty list), holds an unbalanced parenthesis, or is
    ///   not a colour. An unclosed `(` runs its item to the end of the text.
    /// - Complexity: O(*n*) in the length of the text.
    public static func parseList(_ text: String) throws(CSSColorError) -> [CSSColor] {
        var colors: [CSSColor] = []
        for item in topLevelItems(text) {
            let itemText = String(decoding: item, as: UTF8.self)
            // An unbalanced item never parses: a function must end with its only `)`.
            guard let color = parse(item) else { throw .invalidColor(itemText) }
            colors.append(color)
        }
        return colors
    }

    /// The text's items between commas at parenthesis depth 0 (a `)` with no `(` leaves the
    /// depth at 0, and its item is refused by the parser).
    private static func topLevelItems(_ text: String) -> [Substring.UTF8View] {
        let utf8 = text.utf8[...]
        var items: [Substring.UTF8View] = []
        var depth = 0
        var itemStart = utf8.startIndex
        for index in utf8.indices {
            switch utf8[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth = max(depth - 1, 0)
            case UInt8(ascii: ",") where depth == 0:
                items.append(utf8[itemStart..<index])
                itemStart = utf8.index(after: index)
            default: break
            }
        }
        items.append(utf8[itemStart...])
        return items
    }

    /// The colour in `utf8`, or `nil`.
    private static func parse(_ utf8: Substring.UTF8View) -> CSSColor? {
        guard (1...maximumTextLength).contains(utf8.count) else { return nil }
        let bytes = Array(utf8)
        if bytes[0] == UInt8(ascii: "#") { return hexColor(bytes.dropFirst()) }
        if let open = bytes.firstIndex(of: UInt8(ascii: "(")) {
            // `name(` … `)`: the name letters only, the `)` last; the arguments' own grammar
            // refuses any other parenthesis, so nothing nests and nothing trails.
            let name = bytes[..<open]
            guard (3...4).contains(name.count), name.allSatisfy(isASCIILetter),
                  bytes.last == UInt8(ascii: ")") else { return nil }
            return CSSColor(function: String(decoding: name.map { $0 | 0x20 }, as: UTF8.self),
                            arguments: bytes[(open + 1)..<(bytes.count - 1)])
        }
        guard bytes.allSatisfy(isASCIILetter) else { return nil }
        switch String(decoding: bytes.map { $0 | 0x20 }, as: UTF8.self) {
        case "transparent": return .transparent
        case "currentcolor": return .currentColor
        case let name: return namedColorValue(name).map(CSSColor.init(rgb:))
        }
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (without the `#`); a short digit stands for
    /// itself twice (`#abc` is `#aabbcc`).
    private static func hexColor(_ bytes: ArraySlice<UInt8>) -> CSSColor? {
        guard [3, 4, 6, 8].contains(bytes.count) else { return nil }
        var values: [UInt8] = []
        for byte in bytes {
            guard let value = hexValue(byte) else { return nil }
            values.append(value)
        }
        let channels: [UInt8] = values.count <= 4
            ? values.map { $0 << 4 | $0 }
            : stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
        // Exact integer rounding of a/255 to thousandths: 0x80 is 0.502.
        let alpha = channels.count == 4 ? UInt16((Int(channels[3]) * 2000 + 255) / 510) : 1000
        return CSSColor(red: channels[0], green: channels[1], blue: channels[2], alphaThousandths: alpha, isCurrentColor: false)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
