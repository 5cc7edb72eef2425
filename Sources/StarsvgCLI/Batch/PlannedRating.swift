import StarRatingSVG

/// One line of a batch, checked and ready to render: where it lies in the input, its id prefix
/// (the one that keeps it apart from every other line, when its own is taken), and where it goes.
///
/// The request itself is not kept: a plan of 200,000 requests would hold far more memory than
/// the input they came from, while reading the line again costs less than a microsecond.
struct PlannedRating: Sendable {
    /// The line's number, from 1.
    let line: Int
    /// The line's bytes in the input.
    let range: Range<Int>
    /// The rating's id prefix: its own (derived when the line gives no `id`), or, when
    /// `replacesIDPrefix`, the one that replaces it for a rating asked for before.
    let idPrefix: String
    /// Whether `idPrefix` replaces the rating's own.
    let replacesIDPrefix: Bool
    /// The file under `--out-dir`, or `nil` for standard output.
    let output: BatchOutputPath?

    /// The rating's bytes, exactly as `starsvg` with the same options writes them.
    /// - Parameters:
    ///   - input: the whole input the plan was read from.
    ///   - writer: a compact writer this thread reuses from rating to rating, with its templates.
    func render(from input: [UInt8], using writer: inout RatingSVGWriter) -> [UInt8] {
        let (request, rating) = read(from: input)
        guard let output = try? request.output(for: rating, reusing: &writer) else { preconditionFailure("line \(line) was checked") }
        return output.main
    }

    /// Appends `render(from:using:)`'s bytes to `bytes`, a still SVG without an array of its own
    /// first: for the ratings that go to standard output, one after another.
    func render(from input: [UInt8], appendingTo bytes: inout [UInt8], using writer: inout RatingSVGWriter) {
        let (request, rating) = read(from: input)
        do {
            try request.appendMainOutput(for: rating, to: &bytes, reusing: &writer)
        } catch {
            preconditionFailure("line \(line) was checked")
        }
    }

    /// The line's request, with this plan's id prefix, and its rating.
    private func read(from input: [UInt8]) -> (RatingRequest, StarRating) {
        // The line, its request and its output were checked when the plan was made; none of
        // this can fail now.
        guard var request = BatchLineReader.read(input[range])?.request ?? (try? BatchPlan.read(line, input[range]).request())
        else { preconditionFailure("line \(line) was checked") }
        if replacesIDPrefix { request.id = idPrefix }
        // A derived prefix was derived when the line was checked; it is not hashed again.
        guard let rating = try? request.rating(knownDerivedIDPrefix: request.id == nil ? idPrefix : nil) else {
            preconditionFailure("line \(line) was checked")
        }
        return (request, rating)
    }
}
