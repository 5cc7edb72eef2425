// `import SVGKit` gives a user the number formatter too: the writer's options and
// `SVGWriter.numberFormatter` name it, and it was SVGKit's before it moved below, to be shared.
@_exported import OutputText
// And the plane's vocabulary, which path data, an icon's paths and its view box are made of.
@_exported import PlaneGeometry
