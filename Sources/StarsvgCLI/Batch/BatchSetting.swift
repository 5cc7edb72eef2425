/// A setting of `starsvg batch` as a whole, as opposed to the keys of each line.
public enum BatchSetting: String, CaseIterable, Sendable {
    /// The folder that lines with an `output` write under.
    case outDir = "out-dir"
    /// How many threads render at once.
    case jobs
}
