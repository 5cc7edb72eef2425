// `import StarRatingSVG` gives a user what a rating needs, and every type its API names, so that
// no public signature a user meets names a type the user cannot (PublicSignatureTypesTests
// finds any in the symbol graphs, and ExportedTypesTests names each one with this import
// alone): the colours a rating is given in (CSSColor, the whole module: the colour and its
// error), the words of a rating in each built-in language (LocalizedTexts, which is no product
// of its own), the plane's vocabulary (PlaneGeometry, the whole module: points, rectangles,
// path elements, fill rules and strokes, which shapes, outlines and the scene's parts are made
// of), and of the layers above it only the types a rating's parameters, output options,
// errors and scene name: the shapes and their outlines and errors of StarGeometry, and of
// SVGKit the writer's options, a document's tree (`svgDocument()` returns one) and the icon
// reader's errors (an `IconFileError` holds one). Each is re-exported alone (a scoped import),
// so that the rest (the row's layout, the SVG writer and templates, the icon reader, the page
// templates of WebTemplates) stays in its own product, for whoever imports it. Scoped, not a
// typealias: a typealias would hide the type's members from a client that builds with
// `MemberImportVisibility`.
@_exported import CSSColor
@_exported import LocalizedTexts
@_exported import PlaneGeometry
@_exported import struct StarGeometry.CircularArc
@_exported import struct StarGeometry.ColorBands
@_exported import enum StarGeometry.ColorBandsError
@_exported import enum StarGeometry.FillMode
@_exported import struct StarGeometry.FilledPath
@_exported import enum StarGeometry.FilledPathError
@_exported import struct StarGeometry.FittedContours
@_exported import struct StarGeometry.FlattenedPath
@_exported import enum StarGeometry.IconBox
@_exported import struct StarGeometry.IconShape
@_exported import enum StarGeometry.IconShapeError
@_exported import struct StarGeometry.Outline
@_exported import enum StarGeometry.OutlineSegment
@_exported import enum StarGeometry.RatingShape
@_exported import struct StarGeometry.StarShape
@_exported import enum StarGeometry.StarShapeError
@_exported import struct SVGKit.SVGAttribute
@_exported import enum SVGKit.SVGAttributeValue
@_exported import struct SVGKit.SVGDocument
@_exported import struct SVGKit.SVGElement
@_exported import enum SVGKit.SVGIconError
@_exported import enum SVGKit.SVGNode
@_exported import struct SVGKit.SVGPathData
@_exported import enum SVGKit.SVGPathDataError
@_exported import enum SVGKit.SVGTransform
@_exported import struct SVGKit.SVGWriterOptions
