import StarRatingSVG

/// The outputs of shares already written, for the next shares to render into: a batch's
/// threads pass a few buffers round, each grown once to a share's size, instead of making a
/// new one for every share.
final class SpareOutputs: @unchecked Sendable {
    // @unchecked: `outputs` is only touched under `lock`.
    private let lock = ThreadLock()
    private var outputs: [SVGOutput] = []

    /// A spare output, or a new one when none is spare.
    func take() -> SVGOutput {
        lock.withLock { outputs.popLast() } ?? SVGOutput()
    }

    /// `output` is written and done with.
    func put(_ output: SVGOutput) {
        lock.withLock { outputs.append(output) }
    }
}
