/// A CSS colour: an sRGB colour with an alpha, or `currentColor`.
///
/// Parsed from a closed subset of CSS Color 4 (see `init(parsing:)`): hex, named colours,
/// `rgb()`/`rgba()`, `hsl()`/`hsla()`, `transparent` and `currentColor`. Parsing is strict on
/// purpose: colour text ends up inside attributes and stylesheets, so nothing outside that
/// grammar is accepted, and a colour is always written back in a canonical form (`svgPaint`,
/// `cssText`, `canonicalText`), never echoed.
///
/// Alpha is kept in thousandths, so equal inputs give equal values, equal hashes and equal text.
public struct CSSColor: Equatable, Hashable, Sendable {
    /// Red, 0...255 (0 for `currentColor`).
    public let red: UInt8
    /// Green, 0...255 (0 for `currentColor`).
    public let green: UInt8
    /// Blue, 0...255 (0 for `currentColor`).
    public let blue: UInt8
    /// Alpha in thousandths, 0...1000; 1000 for `currentColor`. An integer, not a Double, so
    /// that equality, hashing and text are exact.
    let alphaThousandths: UInt16
    /// Whether this is the CSS `currentColor` keyword: the text colour of the page the SVG is
    /// shown in, unknown here. Its `red`, `green` and `blue` are 0 and its `alpha` is 1.
    public let isCurrentColor: Bool

    /// Creates an opaque colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.init(red: red, green: green, blue: blue, alphaThousandths: 1000, isCurrentColor: false)
    }

    /// Creates a colour from its components and an alpha.
    /// - Parameters:
    ///   - red: the red component, 0 to 255.
    ///   - green: the green component, 0 to 255.
    ///   - blue: the blue component, 0 to 255.
    ///   - alpha: 0 (transparent) to 1 (opaque); values outside are clamped, and the
    ///     value is rounded to thousandths (half away from zero). NaN is a programming error.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double) {
        precondition(!alpha.isNaN, "CSSColor alpha must not be NaN")
        let thousandths = (min(max(alpha, 0), 1) * 1000).rounded(.toNearestOrAwayFromZero)
        self.init(red: red, green: green, blue: blue, alphaThousandths: UInt16(thousandths), isCurrentColor: false)
    }

    /// Creates an opaque colour from a 0xRRGGBB value (higher bits ignored).
    public init(rgb: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: rgb >> 16),
                  green: UInt8(truncatingIfNeeded: rgb >> 8),
                  blue: UInt8(truncatingIfNeeded: rgb))
    }

    /// The one place every value is made, so `currentColor` is always stored the same way.
    init(red: UInt8, green: UInt8, blue: UInt8, alphaThousandths: UInt16, isCurrentColor: Bool) {
        precondition(alphaThousandths <= 1000, "alpha is at most 1000 thousandths")
        self.red = isCurrentColor ? 0 : red
        self.green = isCurrentColor ? 0 : green
        self.blue = isCurrentColor ? 0 : blue
        self.alphaThousandths = isCurrentColor ? 1000 : alphaThousandths
        self.isCurrentColor = isCurrentColor
    }

    /// Opacity from 0 (transparent) to 1 (opaque), a whole number of thousandths; 1 for
    /// `currentColor`, whose alpha is the page's.
    public var alpha: Double { Double(alphaThousandths) / 1000 }

    /// Whether the colour is fully opaque (`alpha` is 1); true for `currentColor`.
    public var isOpaque: Bool { alphaThousandths == 1000 }

    /// The CSS `currentColor` keyword: the text colour of the page the SVG is shown in.
    public static let currentColor = CSSColor(red: 0, green: 0, blue: 0, alphaThousandths: 1000, isCurrentColor: true)
    /// The CSS `transparent` keyword: black at alpha 0.
    public static let transparent = CSSColor(red: 0, green: 0, blue: 0, alphaThousandths: 0, isCurrentColor: false)
}
