// `import StarGeometry` gives a user the plane's vocabulary too: its API takes and returns
// points, rectangles, path elements and fill rules, which moved below to be shared with SVGKit
// and RasterKit.
@_exported import PlaneGeometry
