#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StarRatingSVG

/// `starsvg batch`: many ratings from JSON Lines in one run, each byte for byte what `starsvg`
/// writes for the same options (only the ids of repeated ratings differ, so that all of them can
/// share a page), in input order, all or nothing.
public enum BatchCommand {
    /// The most threads `--jobs` may ask for.
    public static let maximumJobs = 64
    /// The ratings of a share, the piece of the batch a thread renders at a time: a share's
    /// output (about 180 kB of typical ratings) stays in a core's cache until it is written.
    static let ratingsPerShare = 128
    /// How many shares each thread may be ahead of the next to write.
    static let sharesInFlightPerJob = 4

    /// The parser of the batch options.
    static let parser = ArgumentParser(options: OptionTable.batch, maximumPositionalCount: 1)

    /// Runs the batch.
    /// - Parameters:
    ///   - arguments: the words after `batch`; `nil` for one that was not valid UTF-8.
    ///   - readStandardInput: reads all of standard input; `nil` when it cannot be read.
    ///   - writeStandardOutput: writes bytes to standard output (valid only during the call);
    ///     `false` when it cannot, with `errno` set. It is called from any of the batch's
    ///     threads, one call at a time, in order: the thread that writes the next share.
    /// - Returns: the exit status and standard error; standard output has been written through
    ///   `writeStandardOutput` as the ratings were rendered.
    public static func run(arguments: [String?], readStandardInput: () -> [UInt8]?,
                           writeStandardOutput: (UnsafeBufferPointer<UInt8>) -> Bool) -> CommandResult {
        let parsed: ParsedArguments
        let jobs: Int
        do throws(UsageError) {
            parsed = try parser.parse(arguments)
            jobs = try jobCount(parsed)
            if let folder = parsed.lastText(of: .outDir), folder.isEmpty || folder.utf8.contains(0) {
                throw .invalidValue(option: "--out-dir", value: folder, requirement: "the out-dir must be a folder path")
            }
        } catch {
            return refusal("Error: \(error.message)\n" + HelpText.batchUsageHint)
        }
        if parsed.action != .run {
            // Help (and version, which batch does not list but the parser knows) print the help.
            return CommandResult(exitCode: 0, standardOutput: Array(HelpText.batchHelp.utf8), standardError: "")
        }
        let source = parsed.positionals.first ?? "-"
        guard let input = source == "-" ? readStandardInput() : readFile(source) else {
            return CommandResult(exitCode: CommandResult.failureExitCode, standardOutput: [],
                                 standardError: "Error: cannot read \(UsageError.quoted(source)): \(String(cString: strerror(errno))).\n")
        }
        let files = parsed.lastText(of: .outDir).map(BatchFileSet.init(folder:))
        let plan: [PlannedRating]
        do {
            plan = try BatchPlan.read(input, files: files, jobs: jobs)
        } catch {
            return refusal("Error: \(error)\n")
        }
        return write(plan, from: input, jobs: jobs, files: files, writeStandardOutput: writeStandardOutput)
    }

    /// Renders every rating on `jobs` threads, a share at a time, and writes them in order as
    /// they are done: each file staged under the out-dir, the other ratings to standard output,
    /// each ending with one newline (a rating's text already ends with one).
    ///
    /// The shares are the steps of `InOrderSteps`: the thread that renders the next share to
    /// write writes it, and any rendered after it, while the other threads render on. A thread
    /// does not start a share more than `sharesInFlightPerJob × jobs` after the next to write,
    /// so memory holds a few shares of output whatever the batch's size.
    private static func write(_ plan: [PlannedRating], from input: [UInt8], jobs: Int, files: BatchFileSet?,
                              writeStandardOutput: (UnsafeBufferPointer<UInt8>) -> Bool) -> CommandResult {
        let shareCount = (plan.count + ratingsPerShare - 1) / ratingsPerShare
        let queue = ItemQueue(count: shareCount)
        let steps = InOrderSteps<RenderedShare, RenderedShare.WriteFailure>(count: shareCount)
        // Each thread's writers share the templates they record with the others'.
        let templates = RatingTemplateStore(options: .compact)
        // The outputs of shares written, for the next shares to render into: a few buffers,
        // each as large as a share's output, used again and again.
        let spareOutputs = SpareOutputs()
        withoutActuallyEscaping(writeStandardOutput) { writeStandardOutput in
            // Called by one thread at a time: the one running the steps.
            let write = UncheckedSendable(writeStandardOutput)
            ParallelWork.run(workers: max(1, min(jobs, shareCount))) { _ in
                var writers = RenderedShare.Writers(sharingTemplatesWith: templates)
                while let share = queue.next(), steps.waitForRoom(before: share, limit: sharesInFlightPerJob * jobs) {
                    let ratings = plan[(share * ratingsPerShare)..<min(plan.count, (share + 1) * ratingsPerShare)]
                    let rendered = RenderedShare(ratings, from: input, writers: &writers, spareOutput: spareOutputs.take())
                    steps.finish(share, with: rendered) { _, rendered throws(RenderedShare.WriteFailure) in
                        try rendered.write(to: files, standardOutput: write.value)
                        spareOutputs.put(rendered.standardOutput)
                    }
                }
            }
        }
        do {
            if let failure = steps.failure { throw failure }
            try files?.commit()
        } catch {
            files?.discard()
            return CommandResult(exitCode: CommandResult.failureExitCode, standardOutput: [], standardError: "Error: \(error)\n")
        }
        return CommandResult(exitCode: 0, standardOutput: [], standardError: "")
    }

    /// `--jobs`, or the number of cores.
    private static func jobCount(_ parsed: ParsedArguments) throws(UsageError) -> Int {
        guard let text = parsed.lastText(of: .jobs) else {
            return max(1, min(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), maximumJobs))
        }
        guard let jobs = ValueGrammar.wholeNumber(text), (1...maximumJobs).contains(jobs) else {
            throw .invalidValue(option: "--jobs", value: text, requirement: "the number of jobs must be a whole number from 1 to \(maximumJobs)")
        }
        return jobs
    }

    private static func refusal(_ message: String) -> CommandResult {
        CommandResult(exitCode: CommandResult.usageExitCode, standardOutput: [], standardError: message)
    }

    /// The whole of a file, or `nil` (with `errno` set) when it cannot be read.
    private static func readFile(_ path: String) -> [UInt8]? {
        guard !path.utf8.contains(0) else {
            errno = EINVAL
            return nil
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return StandardStream.readAll(from: descriptor)
    }
}
