/// What the standalone SVG's own option sets in a request.
package struct SVGFaceSettings: FaceSettings {
    /// Whether references also carry `xlink:href` (`--xlink`).
    package var includesXLink = false

    /// No option given.
    package init() {}
}
