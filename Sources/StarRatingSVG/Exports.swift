// `import StarRatingSVG` alone gives a user everything a rating needs: the fill modes, star
// shapes and row layout of StarGeometry, and the document and writer options of SVGKit.
@_exported import StarGeometry
@_exported import SVGKit
