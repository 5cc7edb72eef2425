import SVGKit

/// The colour written back as text: always in a canonical form, never the text it was parsed from.
extension CSSColor {
    /// The red, green and blue components as `#rrggbb` in lower case, ignoring alpha.
    ///
    /// `#000000` for `currentColor`, which has no components of its own: write `svgPaint` or
    /// `cssText` instead wherever `currentColor` may occur.
    public var hexString: String {
        hexText(isShort: false)
    }

    /// The value for an SVG `fill` (or `stroke`) attribute: the shortest hex form in lower case,
    /// `#rgb` when each channel's two digits are equal (`#fc0`) and otherwise `#rrggbb`
    /// (exactly `hexString`), or `currentColor`. Alpha is not part of it: write `opacity` as
    /// `fill-opacity`, which every SVG renderer supports, unlike CSS Color 4 text in attributes.
    public var svgPaint: String {
        if isCurrentColor { return "currentColor" }
        func hasEqualDigits(_ component: UInt8) -> Bool { component >> 4 == component & 0xF }
        return hexText(isShort: hasEqualDigits(red) && hasEqualDigits(green) && hasEqualDigits(blue))
    }

    /// The alpha to write as `fill-opacity` (or `stroke-opacity`) beside `svgPaint`, 0...1 in
    /// thousandths; 1 for opaque colours and for `currentColor`, whose own alpha is the page's.
    public var opacity: Double { alpha }

    /// Canonical CSS text for stylesheets and custom properties: `#rrggbb` in lower case when
    /// opaque, `rgb(R G B / A)` with whole-number channels and the alpha as a short decimal
    /// (`rgb(255 0 0 / 0.5)`) when not, or `currentColor`.
    public var cssText: String {
        if isCurrentColor { return "currentColor" }
        return isOpaque ? hexString : rgbFunctionText
    }

    /// A stable text of the colour, for hashing into ids: exactly `hexString` for opaque sRGB
    /// colours (so the ids of outputs made before alpha existed do not change), and a different
    /// text for every other distinct colour (the `cssText` forms `rgb(R G B / A)` and
    /// `currentColor`, which no opaque colour's `#rrggbb` can equal).
    ///
    /// Unlike `cssText`, whose notation may change, this text is a promise: changing it
    /// changes ids.
    public var canonicalText: String {
        if isCurrentColor { return "currentColor" }
        return isOpaque ? hexString : rgbFunctionText
    }

    /// Writes thousandths as a short decimal: `0.5`, `0.125`, `0`, `1`, never `-0` or `5e-1`.
    private static let alphaFormatter = SVGNumberFormatter(precision: 3)

    /// `rgb(R G B / A)`: channels as whole numbers, alpha as a short decimal. Both `cssText`
    /// and `canonicalText` use it today; if `cssText` ever needs another notation, keep this
    /// one for `canonicalText`.
    private var rgbFunctionText: String {
        var bytes = Array("rgb(".utf8)
        for (index, channel) in [red, green, blue].enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            bytes.append(contentsOf: String(channel).utf8)
        }
        bytes.append(contentsOf: " / ".utf8)
        Self.alphaFormatter.append(units: Int64(alphaThousandths), to: &bytes)
        bytes.append(UInt8(ascii: ")"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `#rrggbb`, or `#rgb` (one digit of each pair) when `isShort`: made in place, since a batch
    /// writes a colour for every rating.
    private func hexText(isShort: Bool) -> String {
        func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10 }
        return String(unsafeUninitializedCapacity: isShort ? 4 : 7) { text in
            text[0] = UInt8(ascii: "#")
            var index = 1
            func put(_ component: UInt8) {
                if !isShort {
                    text[index] = digit(component >> 4)
                    index += 1
                }
                text[index] = digit(component & 0xF)
                index += 1
            }
            put(red)
            put(green)
            put(blue)
            return index
        }
    }
}
