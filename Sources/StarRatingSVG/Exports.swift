// `import StarRatingSVG` alone gives a user what a rating needs, and no more: the colours a
// rating is given in (CSSColor, the whole module: the colour and its error), the words of a
// rating in each built-in language (LocalizedTexts, which is no product of its own), and of the
// layers below only the types a rating's parameters and output options are: its fill mode,
// star shape (and that shape's error) and the shape of its stars, and the SVG writer's
// options. Each is re-exported alone (a scoped import), so that the geometry, the SVG tree and
// the templates (`Point`, `Outline`, `SVGElement`, `TemplateValue`, …) stay in their own
// products, for whoever imports them. Scoped, not a typealias: a typealias would hide the
// type's members from a client that builds with `MemberImportVisibility`.
@_exported import CSSColor
@_exported import LocalizedTexts
@_exported import enum StarGeometry.FillMode
@_exported import enum StarGeometry.RatingShape
@_exported import struct StarGeometry.StarShape
@_exported import enum StarGeometry.StarShapeError
@_exported import struct SVGKit.SVGWriterOptions
