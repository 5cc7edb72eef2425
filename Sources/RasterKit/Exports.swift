// `import RasterKit` gives its users the fill rule its coverage is taken by, PlaneGeometry's.
@_exported import PlaneGeometry
