// Internal: the formatter writes the alpha, and no API of the colour's names it.
internal import OutputText

/// The colour written back as text: always in a canonical form, never the text it was parsed from.
extension CSSColor {
    /// The red, green and blue components as `#rrggbb` in lower case, ignoring alpha.
    ///
    /// `#000000` for `currentColor`, which has no components of its own: write `svgPaint` or
    /// `cssText` instead wherever `currentColor` may occur.
    public var hexString: String {
        String(unsafeUninitializedCapacity: 7) { text in
            writeHex(into: text)
            return 7
        }
    }

    /// The value for an SVG `fill` (or `stroke`) attribute: the shortest hex form in lower case,
    /// `#rgb` when each channel's two digits are equal (`#fc0`) and otherwise `#rrggbb`
    /// (exactly `hexString`), or `currentColor`. Alpha is not part of it: write `opacity` as
    /// `fill-opacity`, which every SVG renderer supports, unlike CSS Color 4 text in attributes.
    public var svgPaint: String {
        if isCurrentColor { return "currentColor" }
        func hasEqualDigits(_ component: UInt8) -> Bool { component >> 4 == component & 0xF }
        guard hasEqualDigits(red) && hasEqualDigits(green) && hasEqualDigits(blue) else { return hexString }
        // Made in place: a batch writes a colour for every rating.
        return String(unsafeUninitializedCapacity: 4) { text in
            text[0] = UInt8(ascii: "#")
            text[1] = Self.hexDigit(red & 0xF)
            text[2] = Self.hexDigit(green & 0xF)
            text[3] = Self.hexDigit(blue & 0xF)
            return 4
        }
    }

    /// The alpha to write as `fill-opacity` (or `stroke-opacity`) beside `svgPaint`, 0...1 in
    /// thousandths; 1 for opaque colours and for `currentColor`, whose own alpha is the page's.
    public var opacity: Double { alpha }

    /// Canonical CSS text for stylesheets and custom properties: when opaque, the shortest hex
    /// form in lower case (`svgPaint`: `#fc0`, `#ff3b30`), `rgb(R G B / A)` with whole-number
    /// channels and the alpha as a short decimal (`rgb(255 0 0 / 0.5)`) when not, or
    /// `currentColor`.
    public var cssText: String {
        isOpaque || isCurrentColor ? svgPaint : rgbFunctionText
    }

    /// A stable text of the colour, for hashing into ids: exactly `hexString` for opaque sRGB
    /// colours (so the ids of outputs made before alpha existed do not change), and a different
    /// text for every other distinct colour (the `cssText` forms `rgb(R G B / A)` and
    /// `currentColor`, which no opaque colour's `#rrggbb` can equal).
    ///
    /// Unlike `cssText`, whose notation may change, this text is a promise: changing it
    /// changes ids.
    public var canonicalText: String {
        var bytes: [UInt8] = []
        appendCanonicalText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Calls `body` with the UTF-8 of `canonicalText`, made on the stack for an opaque colour,
    /// without making the string: a rating hashes its colours' texts every time it is made.
    /// `package`: for StarRatingSVG's ids, not a promise to users beyond `canonicalText`.
    package func withCanonicalText<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard isOpaque, !isCurrentColor else {
            var bytes: [UInt8] = []
            appendCanonicalText(to: &bytes)
            return bytes.withUnsafeBufferPointer(body)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 7) { hex in
            writeHex(into: hex)
            return body(UnsafeBufferPointer(hex))
        }
    }

    /// Appends the UTF-8 of `canonicalText` to `bytes`.
    private func appendCanonicalText(to bytes: inout [UInt8]) {
        if isCurrentColor {
            bytes.append(contentsOf: "currentColor".utf8)
        } else if isOpaque {
            appendHex(to: &bytes)
        } else {
            appendRGBFunction(to: &bytes)
        }
    }

    /// Writes thousandths as a short decimal: `0.5`, `0.125`, `0`, `1`, never `-0` or `5e-1`.
    private static let alphaFormatter = SVGNumberFormatter(precision: 3)

    /// `rgb(R G B / A)`: channels as whole numbers, alpha as a short decimal. Both `cssText`
    /// and `canonicalText` use it today; if `cssText` ever needs another notation, keep this
    /// one for `canonicalText`.
    private var rgbFunctionText: String {
        var bytes: [UInt8] = []
        appendRGBFunction(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `rgbFunctionText`'s UTF-8 to `bytes`.
    private func appendRGBFunction(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "rgb(".utf8)
        for (index, channel) in [red, green, blue].enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            bytes.append(contentsOf: String(channel).utf8)
        }
        bytes.append(contentsOf: " / ".utf8)
        Self.alphaFormatter.append(units: Int64(alphaThousandths), to: &bytes)
        bytes.append(UInt8(ascii: ")"))
    }

    private func appendHex(to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 7) { hex in
            writeHex(into: hex)
            bytes.append(contentsOf: hex)
        }
    }

    /// Writes `#rrggbb` into the first seven bytes of `hex`.
    private func writeHex(into hex: UnsafeMutableBufferPointer<UInt8>) {
        hex[0] = UInt8(ascii: "#")
        hex[1] = Self.hexDigit(red >> 4)
        hex[2] = Self.hexDigit(red & 0xF)
        hex[3] = Self.hexDigit(green >> 4)
        hex[4] = Self.hexDigit(green & 0xF)
        hex[5] = Self.hexDigit(blue >> 4)
        hex[6] = Self.hexDigit(blue & 0xF)
    }

    /// The lower-case hexadecimal digit of `value`, 0 to 15.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
