import StarRatingSVG

/// One line of a batch, checked and ready to render: where it lies in the input, its id prefix
/// (the one that keeps it apart from every other line, when its own is taken), and where it goes.
///
/// A request of numbers only (the typical line) is kept, packed (`NumbersOnlyRequest`), so
/// that rendering does not read the line again; any other is read again from the input when it
/// is rendered: a plan of 200,000 `RatingRequest`s would hold far more memory than the input
/// they came from.
struct PlannedRating: Sendable {
    /// The line's number, from 1.
    let line: Int
    /// The line's bytes in the input.
    let range: Range<Int>
    /// The rating's id prefix: its own (derived when the line gives no `id`), or, when
    /// `replacesIDPrefix`, the one that replaces it for a rating asked for before.
    var idPrefix: String
    /// Whether `idPrefix` replaces the rating's own.
    var replacesIDPrefix = false
    /// The rating's own id prefix packed for the batch's counts of prefixes, made when the
    /// line is checked (on its thread); `nil` for one that does not pack.
    let idPrefixKey: IDPrefixCounts.Key?
    /// The `output` the line names, as written.
    let outputText: String?
    /// The file under `--out-dir`, or `nil` for standard output; set once the plan has
    /// checked `outputText` against the other lines' and the out-dir.
    var output: BatchOutputPath? = nil
    /// The line's request when it gives numbers only.
    let numbersOnly: NumbersOnlyRequest?

    /// A line checked on its own, not yet set against the lines before it.
    init(line: Int, range: Range<Int>, idPrefix: String, outputText: String? = nil, numbersOnly: NumbersOnlyRequest? = nil) {
        self.line = line
        self.range = range
        self.idPrefix = idPrefix
        idPrefixKey = IDPrefixCounts.Key(idPrefix)
        self.outputText = outputText
        self.numbersOnly = numbersOnly
    }

    /// The rating's bytes, exactly as `starsvg` with the same options writes them.
    /// - Parameters:
    ///   - input: the whole input the plan was read from.
    ///   - writer: a compact writer this thread reuses from rating to rating, with its templates.
    func render(from input: [UInt8], using writer: inout RatingSVGWriter) -> [UInt8] {
        writer.reset()
        if writeNumbersOnly(after: &writer) { return writer.bytes }
        let request = request(from: input)
        guard let output = try? request.output(for: rating(of: request), reusing: &writer) else {
            preconditionFailure("line \(line) was checked")
        }
        return output.main
    }

    /// Writes the rating for standard output: a still SVG into `writer`, after what it holds,
    /// so that a share's ratings are gathered there one after another without a copy, and
    /// returns `nil`; any other output (HTML) it returns.
    func render(from input: [UInt8], after writer: inout RatingSVGWriter) -> [UInt8]? {
        if writeNumbersOnly(after: &writer) { return nil }
        let request = request(from: input)
        do {
            return try request.writeMainOutput(for: rating(of: request), after: &writer)
        } catch {
            preconditionFailure("line \(line) was checked")
        }
    }

    // The line, its request and its output were checked when the plan was made; none of what
    // follows can fail now. (The request and its rating are made and passed one at a time:
    // a tuple of them was copied and destroyed whole, and a request costs as much to copy as
    // the rest of its reading.)

    /// Writes the rating of a line of numbers only into `writer`, after what it holds, and
    /// says whether the line is one. Such a line's output is its still SVG, compact and
    /// without `xlink:href` (it gives no key that would make it anything else), so it is
    /// written straight from its numbers, without a `RatingRequest` (see `NumbersOnlyRequest`).
    private func writeNumbersOnly(after writer: inout RatingSVGWriter) -> Bool {
        guard let numbersOnly, writer.options == .compact else { return false }
        guard let rating = try? numbersOnly.rating(idPrefix: replacesIDPrefix ? idPrefix : nil,
                                                   knownDerivedIDPrefix: replacesIDPrefix ? nil : idPrefix) else {
            preconditionFailure("line \(line) was checked")
        }
        writer.write(rating)
        return true
    }

    /// The line's request, with this plan's id prefix.
    private func request(from input: [UInt8]) -> RatingRequest {
        var request: RatingRequest
        if let read = BatchLineReader.read(input[range]) {
            request = read.request
        } else {
            guard let read = try? BatchPlan.read(line, input[range]).request() else { preconditionFailure("line \(line) was checked") }
            request = read
        }
        if replacesIDPrefix { request.id = idPrefix }
        return request
    }

    /// The rating `request` (from `request(from:)`) asks for.
    private func rating(of request: RatingRequest) -> StarRating {
        // A derived prefix was derived when the line was checked; it is not hashed again.
        guard let rating = try? request.rating(knownDerivedIDPrefix: request.id == nil ? idPrefix : nil) else {
            preconditionFailure("line \(line) was checked")
        }
        return rating
    }
}
