import StarRatingSVG

/// What the rating input's own options set in a request (`RatingInputOptions`, made of them
/// when the input is planned).
package struct RatingInputFaceSettings: FaceSettings {
    /// The radio buttons' name (`--name`); `nil` for `RatingInputOptions.defaultName`.
    package var name: String?
    /// Whether to leave out the script (`--no-script`).
    package var omitsScript = false
    /// The values offered (`--step`); `nil` for whole stars.
    package var step: RatingInputStep?
    /// Whether a value must be picked (`--required`).
    package var isRequired = false
    /// Whether the input only shows its value (`--disabled`).
    package var isDisabled = false
    /// Whether the legend shows on screen (`--show-label`).
    package var showsLabel = false
    /// The average shown until the reader picks (`--average`); `nil` for none.
    package var average: Double?

    /// No option given.
    package init() {}
}
