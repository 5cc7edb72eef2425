import StarRatingSVG

/// One line of a batch, checked and ready to render: its request (with the id that keeps it
/// apart from every other line) and where it goes.
struct PlannedRating: Sendable {
    /// The line's number, from 1.
    let line: Int
    /// What the line asks for, valid (its rating was built once already).
    let request: RatingRequest
    /// The file under `--out-dir`, or `nil` for standard output.
    let output: BatchOutputPath?

    /// The rating's bytes, exactly as `starsvg` with the same options writes them.
    func render() -> [UInt8] {
        // The request and its output were checked when the plan was made; they cannot fail now.
        guard let rating = try? request.rating(), let output = try? request.output(for: rating) else {
            preconditionFailure("line \(line) was checked")
        }
        return output.main
    }
}
