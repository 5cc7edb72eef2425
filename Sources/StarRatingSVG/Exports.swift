// `import StarRatingSVG` alone gives a user everything a rating needs: the fill modes, star
// shapes and row layout of StarGeometry, the document and writer options of SVGKit (and the
// number formatter it re-exports), and the text templates of WebTemplates, with which a page
// around the ratings is written (Examples/SwiftSite).
@_exported import StarGeometry
@_exported import SVGKit
@_exported import WebTemplates
