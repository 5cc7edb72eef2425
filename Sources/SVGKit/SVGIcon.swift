/// A single-colour icon read from an SVG file of the kind icon sets ship (Material, Font
/// Awesome, Heroicons' solid set): an `<svg>` with a `viewBox` and filled `<path>`s, read as
/// its box and its paths' absolute elements, each with its fill rule.
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
/// - **`<g>`** (grouping only: no `transform`) and **`<path>`**, which needs a `d`. Both take
///   `fill` (`none`, or a colour, which is ignored), `fill-rule` (`nonzero`, `evenodd`,
///   `inherit`), inherited as in SVG; `clip-rule` (read and ignored), `stroke` (`none` only),
///   `opacity` (`1` only), `style` (empty only), `id`, `class`, `data-*` and `aria-*`.
/// - **`<title>`** and **`<desc>`**, whose text is ignored.
///
/// Paths whose fill is `none` draw nothing and are skipped, such as Material's invisible
/// bounding box `<path d="M0 0h24v24H0z" fill="none"/>`. An icon with a `stroke` other than
/// `none`, or with no filled path left, is refused as a stroked (outline) icon: its shape is
/// not its fill. Everything else (`transform`, `<use>`, `<defs>`, `<symbol>`, `<clipPath>`,
/// `<mask>`, `<style>`, shapes other than `<path>`, unknown attributes) is refused by name.
public struct SVGIcon: Equatable, Sendable {
    /// The largest file read, a mebibyte: icons are a few kilobytes; a file much larger is not
    /// one.
    public static let maximumByteCount = 1 << 20
    /// The deepest nesting of elements read, the root counting 1: icons nest two or three deep.
    public static let maximumNestingDepth = 32

    /// The box of the icon's coordinates, from the root's `viewBox`.
    public var viewBox: Rect
    /// The filled paths, in document order (later ones drawn over earlier ones).
    public var paths: [SVGFilledPath]

    /// Creates an icon from its parts.
    /// - Parameters:
    ///   - viewBox: the box of its coordinates.
    ///   - paths: its filled paths, in drawing order.
    public init(viewBox: Rect, paths: [SVGFilledPath]) {
        self.viewBox = viewBox
        self.paths = paths
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
