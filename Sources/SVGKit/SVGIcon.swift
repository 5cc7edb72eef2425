/// A single-colour icon read from an SVG file of the kind icon sets ship (Material, Font
/// Awesome, Heroicons, Lucide, Tabler): an `<svg>` with a `viewBox` and filled or stroked
/// paths and basic shapes, read as its box, its fills (absolute elements in the box's
/// coordinates, each with its fill rule) and its strokes (elements in their own coordinates,
/// the stroke's style and the transform to the box).
///
/// `init(parsing:)` reads a small, strict part of SVG and refuses the rest by name, saying what
/// it accepts:
/// - **the file**: UTF-8 (a byte order mark allowed), at most `maximumByteCount` bytes; an
///   optional XML declaration, comments and whitespace around the root; no DOCTYPE, no other
///   processing instruction, no CDATA section, no entity but XML's five and numeric references.
/// - **`<svg>`**, the root, with a `viewBox` whose width and height are above 0, and the
///   attributes `xmlns` (SVG's namespace), `xmlns:xlink`, `width`, `height`, `version`, `id`,
///   `class`, `role`, `focusable`, `data-*` and `aria-*` (read and ignored: the icon's size is
///   its `viewBox`), and the presentation attributes below.
/// - **`<g>`** and the shapes: **`<path>`** (which needs a `d`), **`<circle>`**,
///   **`<ellipse>`**, **`<rect>`** (`rx`/`ry` as SVG completes and clamps them),
///   **`<line>`**, **`<polyline>`** and **`<polygon>`**, their geometry attributes plain
///   numbers (or `px`). Each takes `transform` (a list of `matrix`, `translate`, `scale`,
///   `rotate`, `skewX` and `skewY`), and the paint attributes, inherited as in SVG: `fill`
///   (`none`, or a colour, which is ignored), `fill-rule` (`nonzero`, `evenodd`), `stroke`
///   (`none`, or a colour, ignored), `stroke-width`, `stroke-linecap`, `stroke-linejoin`
///   (`miter`, `round`, `bevel`), `stroke-miterlimit`; `inherit` for each. Also
///   `clip-rule` and `color` (read and ignored), `stroke-dasharray` (`none` only),
///   `stroke-dashoffset` (ignored), `opacity`, `fill-opacity` and `stroke-opacity` (`1`
///   only), `style` (empty only), `id`, `class`, `data-*` and `aria-*`.
/// - **`<title>`** and **`<desc>`**, whose text is ignored.
///
/// A shape's fill is read unless it is `none` (a `<line>` has none); its stroke when it is not
/// `none` and its width is above 0. So Material's invisible box
/// `<path d="M0 0h24v24H0z" fill="none"/>` draws nothing and is skipped, and a `stroke-width`
/// on a filled path with no stroke is harmless. An icon that draws nothing is refused.
/// Everything else (`<use>`, `<defs>`, `<symbol>`, `<text>`, `<image>`, `<clipPath>`,
/// `<mask>`, `<style>`, gradients, patterns, unknown attributes) is refused by name.
public struct SVGIcon: Equatable, Sendable {
    /// The largest file read, a mebibyte: icons are a few kilobytes; a file much larger is not
    /// one.
    public static let maximumByteCount = 1 << 20
    /// The deepest nesting of elements read, the root counting 1: icons nest two or three deep.
    public static let maximumNestingDepth = 32

    /// The box of the icon's coordinates, from the root's `viewBox`.
    public var viewBox: Rect
    /// The filled paths, in document order, in the `viewBox`'s coordinates.
    public var paths: [SVGFilledPath]
    /// The stroked paths, in document order. The icon's ink is the union of the fills and the
    /// strokes, which one colour paints: their order does not matter.
    public var strokes: [SVGStrokedPath]

    /// Creates an icon from its parts.
    /// - Parameters:
    ///   - viewBox: the box of its coordinates.
    ///   - paths: its filled paths, in drawing order.
    ///   - strokes: its stroked paths. Default: none.
    public init(viewBox: Rect, paths: [SVGFilledPath], strokes: [SVGStrokedPath] = []) {
        self.viewBox = viewBox
        self.paths = paths
        self.strokes = strokes
    }

    /// Reads an icon file, as the type's documentation describes.
    /// - Parameter bytes: the file's bytes.
    /// - Throws: `SVGIconError`, for the first thing in the file that is not read, with its
    ///   line and column; a file larger than `maximumByteCount` is refused before it is read.
    /// - Complexity: O(*n*) in the size of the file.
    public init(parsing bytes: [UInt8]) throws(SVGIconError) {
        guard bytes.count <= Self.maximumByteCount else {
            throw .fileTooLarge(byteCount: bytes.count, maximum: Self.maximumByteCount)
        }
        self = try IconReader.read(bytes)
    }
}
