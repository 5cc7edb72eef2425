import SVGKit

/// A web snippet's lengths on the page, in the unit of its size (`HTMLSizeUnit`): what every
/// web face writes its size and its style sheet's lengths with.
enum WebLength {
    /// `pixels` as a CSS length in `unit`: `24px`, or `1.5em` (pixels / `HTMLSizeUnit.pixelsPerEm`,
    /// with two more decimals than pixels get, so that N labels of a rounded width add up to
    /// the picture's width within a hundredth of a pixel at 16 px text).
    static func css(_ pixels: Double, in unit: HTMLSizeUnit, options: SVGWriterOptions) -> String {
        switch unit {
        case .pixels:
            return SVGNumberFormatter(precision: options.numberPrecision).string(pixels) + "px"
        case .em:
            return SVGNumberFormatter(precision: options.numberPrecision + 2).string(pixels / HTMLSizeUnit.pixelsPerEm) + "em"
        }
    }

    /// A length of the snippet on the page, as its `width` and `height` take it: the pixels as
    /// the drawing's coordinates have them (an attribute's unitless length is in pixels), or in
    /// ems.
    static func display(_ pixels: Double, in unit: HTMLSizeUnit, options: SVGWriterOptions) -> String {
        switch unit {
        case .pixels: SVGNumberFormatter(precision: options.numberPrecision).string(pixels)
        case .em: css(pixels, in: .em, options: options)
        }
    }
}
