/// How the SVG serialiser draws a scene for one face: the standalone file as it has always been,
/// or the SVG inside a web face, whose moving parts carry classes that its style sheet animates.
///
/// The standalone style is the default and writes exactly what `svgDocument()` always wrote, so
/// a face never changes the bytes of another.
struct SVGDrawingStyle: Equatable, Sendable {
    /// Whether each `<use>` also carries `xlink:href` (and the root its namespace), for tools
    /// that need it: Inkscape 0.92, Batik, Safari before 12.1, librsvg before 2.50. Every
    /// current browser, librsvg and resvg take plain `href`, and the pair is a quarter of the
    /// bytes at 10 stars, so it is written only when asked for (`--xlink`).
    var writesXLinkHref = false
    /// Whether the parts a style sheet moves carry classes: the soft edge's rectangle
    /// (`starsvg-slide`), the colour group (`starsvg-color`) and each band's layer
    /// (`starsvg-c0`, `starsvg-c1`, …).
    var marksMovingParts = false
    /// Whether every band gets a layer, stacked as the reference stacks its colours (the last
    /// band at the bottom), and the fill mask is drawn even at 0: a rating input can move to
    /// any value. Otherwise only the colour shown is drawn.
    var drawsEveryBand = false
    /// Whether an outline of the stars is drawn, hidden, for a style sheet to show in forced
    /// colours (high contrast), where a page's colours replace the rating's.
    var drawsForcedColorsOutline = false
    /// Whether a style sheet moves the fill (an animated face, a rating input), so that the soft
    /// edge is a mask whose rectangle CSS slides. A still face draws its soft edge in one filter
    /// (`SVGScene.writeFilteredDrawing`), whose edge no CSS property can move.
    var movesFill = false

    /// The standalone SVG file, with `xlink:href` too when `includingXLink`.
    static func standalone(includingXLink: Bool) -> SVGDrawingStyle {
        SVGDrawingStyle(writesXLinkHref: includingXLink)
    }

    /// The standalone SVG file whose load animation a `<style>` inside it plays.
    static func animatedStandalone(includingXLink: Bool) -> SVGDrawingStyle {
        SVGDrawingStyle(writesXLinkHref: includingXLink, marksMovingParts: true, movesFill: true)
    }

    /// The SVG inside an HTML snippet; `isInput` for a rating input, which can show any value,
    /// `isAnimated` for a picture whose fill slides in on load.
    static func web(isInput: Bool, isAnimated: Bool) -> SVGDrawingStyle {
        SVGDrawingStyle(writesXLinkHref: false, marksMovingParts: true, drawsEveryBand: isInput,
                        drawsForcedColorsOutline: true, movesFill: isInput || isAnimated)
    }
}
