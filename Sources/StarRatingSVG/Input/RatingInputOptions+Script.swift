extension RatingInputOptions {
    /// These options with the script placed at `placement`, everything else as it is (the
    /// name is already checked).
    func placingScript(_ placement: ScriptPlacement) -> RatingInputOptions {
        RatingInputOptions(self, script: placement)
    }

    /// A copy of `other` with `script`: every property set here, so that one added is not
    /// forgotten (the compiler asks for it).
    private init(_ other: RatingInputOptions, script: ScriptPlacement) {
        name = other.name
        self.script = script
        step = other.step
        isRequired = other.isRequired
        isDisabled = other.isDisabled
        isLegendVisible = other.isLegendVisible
        average = other.average
    }
}
