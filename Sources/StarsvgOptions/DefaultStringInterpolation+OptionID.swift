extension DefaultStringInterpolation {
    /// Writes an option's long name, `--interactive`, in a text that names it: help, errors,
    /// examples. Texts name options through their identity (`OptionID.longName`), never typed
    /// by hand, so that a renamed option is renamed in every text that mentions it (a test
    /// counts the names typed by hand in Sources' string literals).
    /// - Parameter option: the option to name.
    package mutating func appendInterpolation(option: OptionID) {
        appendLiteral(option.longName)
    }
}
