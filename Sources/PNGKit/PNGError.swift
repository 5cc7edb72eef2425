/// Why `PNGKit` refused an image or a text entry.
///
/// Pixels and text never fail once accepted: encoding itself cannot fail, so every error is
/// raised where a value is made (`RGBAImage`, `PNGTextEntry`).
package enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The width or the height is not from 1 to 2³¹ − 1: PNG has no empty image, and IHDR holds
    /// each side in 31 bits.
    case invalidSize(width: Int, height: Int)
    /// The pixel buffer does not hold `width × height × 4` bytes (or that product is not
    /// representable at all): `expected` is `nil` when it overflows.
    case pixelCountMismatch(expected: Int?, actual: Int)
    /// A text keyword that PNG does not allow: 1 to 79 printable Latin-1 characters (U+0020 to
    /// U+007E, U+00A1 to U+00FF), no space at either end and no two spaces in a row.
    case invalidKeyword(String)
    /// A language tag that is not 1 to 8 ASCII letters or digits, then optionally more such
    /// parts after hyphens (BCP 47's shape, as iTXt asks), in at most 64 characters.
    case invalidLanguageTag(String)

    /// The error in one plain sentence, with the value refused.
    package var description: String {
        switch self {
        case .invalidSize(let width, let height):
            return "a PNG image is 1 to 2147483647 pixels on each side (got \(width) × \(height))"
        case .pixelCountMismatch(let expected, let actual):
            let expectation = expected.map { "\($0) bytes (width × height × 4)" } ?? "more bytes than memory can hold"
            return "the RGBA pixels must be \(expectation) (got \(actual))"
        case .invalidKeyword(let keyword):
            return "a PNG text keyword is 1 to 79 printable Latin-1 characters, with no space at either end and no two in a row (got '\(keyword)')"
        case .invalidLanguageTag(let tag):
            return "a language tag is letters and digits in parts of 1 to 8 joined by hyphens, at most 64 characters, such as de or pt-BR (got '\(tag)')"
        }
    }
}
