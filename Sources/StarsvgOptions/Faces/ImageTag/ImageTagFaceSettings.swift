import StarRatingSVG

/// What the `<img>` tag's own option sets in a request.
package struct ImageTagFaceSettings: FaceSettings {
    /// Where the page finds the PNG (`--src`); `nil` when not given.
    package var source: ImageSource?

    /// No option given.
    package init() {}
}
