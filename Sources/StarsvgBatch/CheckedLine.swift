import StarsvgOptions

/// One line of a batch, read and checked: the record the rest of the batch works from. The
/// rating and what is written of it are validated once, here (`PlannedOutput`); rendering
/// writes from the record and never reads the line again.
struct CheckedLine: Sendable {
    /// The line's number in the input, from 1.
    let number: Int
    /// The rating and what is written of it. The page check may give it another id prefix.
    var planned: PlannedOutput
    /// The `output` the line names, as written: a file under `--out-dir`.
    let outputText: String?
    /// The file under `--out-dir`, or `nil` for standard output, once the page check has set
    /// `outputText` against the other lines' and the folder.
    var output: BatchOutputPath? = nil

    /// A line's record.
    init(number: Int, planned: PlannedOutput, outputText: String?) {
        self.number = number
        self.planned = planned
        self.outputText = outputText
    }
}
