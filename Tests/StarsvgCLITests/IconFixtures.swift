/// Icon files for the command's tests and fuzzers: the samples' own icons, which the command
/// takes, and files it refuses by name (dashes, text, a reuse, a number too large).
enum IconFixtures {
    /// `Samples/icons/`: a drop of curves and an arc, a ring filled even-odd, a shield of
    /// quadratic curves.
    static let valid = ["drop.svg", "ring.svg", "shield.svg"].map { TextsFixtures.folder + "../../../Samples/icons/" + $0 }
    /// Files refused, each for its own reason, and one that does not exist.
    static let invalid = ["dashed.svg", "text.svg", "reused.svg", "huge-number.svg", "missing.svg"]
        .map { TextsFixtures.folder + "icons/" + $0 }
}
