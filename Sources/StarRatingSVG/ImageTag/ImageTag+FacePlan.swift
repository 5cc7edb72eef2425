extension ImageTag: RatingFacePlan {
    /// The tag's bytes, `bytes`.
    public func output() -> RatingFaceOutput {
        RatingFaceOutput(main: bytes)
    }
}
