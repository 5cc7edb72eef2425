/// What the PNG's own option sets in a request; the `<img>` tag reads it too, to check the
/// PNG it shows.
package struct PNGFaceSettings: FaceSettings {
    /// Device pixels per CSS pixel (`--scale`); `nil` for 1.
    package var scale: Int?

    /// No option given.
    package init() {}
}
