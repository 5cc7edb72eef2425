extension ImageTag: RatingFacePlan {
    /// The tag as text, `html`.
    public func output() -> RatingFaceOutput {
        RatingFaceOutput(main: .text(html))
    }
}
