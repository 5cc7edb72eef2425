import StarRatingSVG

/// What the live rating's own option sets in a request.
package struct LiveRatingFaceSettings: FaceSettings {
    /// Text a template engine fills with the value (`--value-slot`); `nil` for none.
    package var valueSlot: LiveValueSlot?

    /// No option given.
    package init() {}
}
