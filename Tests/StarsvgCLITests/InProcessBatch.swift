import Foundation
@testable import StarsvgCLI
@testable import StarsvgBatch

/// `starsvg batch` run in-process, as every test here runs it, one run at a time: a run uses
/// every core, and runs side by side would only queue. A test that reads batch lines itself
/// does it in `exclusively(_:)`.
enum InProcessBatch {
    /// What a run returned, and what it wrote to standard output.
    struct Run {
        let result: CommandResult
        let output: [UInt8]
    }

    private static let lock = NSLock()

    /// `body()`, while no batch runs in-process.
    static func exclusively<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Runs `starsvg batch arguments…` with `input` as standard input (`nil`: unreadable);
    /// `write` takes standard output's bytes (all of them, by default, into `output`).
    static func run(_ arguments: [String], input: [UInt8]?, write: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil) -> Run {
        exclusively { runAlone(arguments, input: input, write: write) }
    }

    /// The run itself, which the callers make one at a time.
    private static func runAlone(_ arguments: [String], input: [UInt8]?, write: ((UnsafeBufferPointer<UInt8>) -> Bool)?) -> Run {
        var output: [UInt8] = []
        let result = StarsvgCommand.main(arguments: ["batch"] + arguments, readStandardInput: { input },
                                         writeStandardOutput: write ?? { output += $0; return true })
        return Run(result: result, output: output)
    }
}
