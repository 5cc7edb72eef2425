// `import StarRatingSVG` alone gives a user everything a rating needs: the fill modes, star
// shapes and row layout of StarGeometry, the document and writer options of SVGKit (and the
// number formatter it re-exports), the points, rectangles, path elements and fill rules of
// PlaneGeometry (which both re-export), and the text templates of WebTemplates, with which a
// page around the ratings is written (Examples/SwiftSite), and CSSColor, in which a rating's
// colours are given, and LocalizedTexts, the words of a rating in each built-in language.
@_exported import CSSColor
@_exported import LocalizedTexts
@_exported import StarGeometry
@_exported import SVGKit
@_exported import WebTemplates
