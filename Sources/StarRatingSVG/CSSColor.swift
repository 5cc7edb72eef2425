/// An opaque sRGB colour, parsed from CSS hex (`#rgb`, `#rrggbb`) or a CSS named colour.
///
/// Parsing is strict on purpose: colour text ends up inside attributes and stylesheets, so only
/// this closed grammar is accepted and the colour is always written back as `#rrggbb`.
public struct CSSColor: Equatable, Hashable, Sendable {
    /// Red, 0...255.
    public let red: UInt8
    /// Green, 0...255.
    public let green: UInt8
    /// Blue, 0...255.
    public let blue: UInt8

    /// Creates a colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from a 0xRRGGBB value (higher bits ignored).
    public init(rgb: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: rgb >> 16),
                  green: UInt8(truncatingIfNeeded: rgb >> 8),
                  blue: UInt8(truncatingIfNeeded: rgb))
    }

    /// Parses `#rgb`, `#rrggbb` (hex digits in either case) or a CSS named colour
    /// (case-insensitive, e.g. `gold`, `RebeccaPurple`).
    /// - Throws: `StarRatingError.invalidColor` for anything else.
    /// - Complexity: O(log *k*) over the *k* = 148 named colours.
    public init(parsing text: String) throws(StarRatingError) {
        let utf8 = Array(text.utf8)
        if utf8.first == UInt8(ascii: "#") {
            let digits = utf8.dropFirst().map(Self.hexValue)
            guard digits.count == 3 || digits.count == 6, !digits.contains(nil) else {
                throw .invalidColor(text)
            }
            var rgb: UInt32 = 0
            for digit in digits {
                let value = UInt32(digit!)
                rgb = digits.count == 3 ? (rgb << 8) | (value << 4) | value : (rgb << 4) | value
            }
            self.init(rgb: rgb)
            return
        }
        guard let rgb = Self.namedColorValue(utf8) else { throw .invalidColor(text) }
        self.init(rgb: rgb)
    }

    /// The colour as CSS/SVG text, `#rrggbb` in lower case.
    public var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for component in [red, green, blue] {
            bytes.append(digits[Int(component >> 4)])
            bytes.append(digits[Int(component & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The Apple system red (light mode) of the reference's `Color.red`.
    public static let systemRed = CSSColor(rgb: 0xFF3B30)
    /// The Apple system yellow (light mode) of the reference's `Color.yellow`.
    public static let systemYellow = CSSColor(rgb: 0xFFCC00)
    /// The Apple system green (light mode) of the reference's `Color.green`.
    public static let systemGreen = CSSColor(rgb: 0x34C759)

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Binary search of the sorted name table, comparing ASCII case-insensitively.
    private static func namedColorValue(_ utf8: [UInt8]) -> UInt32? {
        guard (3...20).contains(utf8.count),
              utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) })
        else { return nil }
        let lowered = utf8.map { $0 | 0x20 }
        var low = 0
        var high = namedColors.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let name = Array(namedColors[middle].name.utf8)
            if name == lowered { return namedColors[middle].rgb }
            if name.lexicographicallyPrecedes(lowered) { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }
}
