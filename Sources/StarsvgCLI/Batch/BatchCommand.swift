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
    /// Ratings rendered a window at a time: enough to keep every thread busy, few enough that
    /// memory never holds more than a window of output.
    static let windowPerJob = 2048
    /// The shares of a window for each thread, which the threads take in turn.
    static let sharesPerJob = 8

    /// The parser of the batch options.
    static let parser = ArgumentParser(options: OptionTable.batch, maximumPositionalCount: 1)

    /// Runs the batch.
    /// - Parameters:
    ///   - arguments: the words after `batch`; `nil` for one that was not valid UTF-8.
    ///   - readStandardInput: reads all of standard input; `nil` when it cannot be read.
    ///   - writeStandardOutput: writes bytes to standard output (valid only during the call);
    ///     `false` when it cannot.
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

    /// Renders every rating, a window at a time on `jobs` threads, and writes them in order: each
    /// file staged under the out-dir, the other ratings to standard output, each ending with one
    /// newline (a rating's text already ends with one), straight from each thread's writer.
    private static func write(_ plan: [PlannedRating], from input: [UInt8], jobs: Int, files: BatchFileSet?,
                              writeStandardOutput: (UnsafeBufferPointer<UInt8>) -> Bool) -> CommandResult {
        let window = jobs * windowPerJob
        // Each worker keeps its writers, and with them their templates, from window to window;
        // every writer shares the templates it records with the others.
        let templates = RatingTemplateStore(options: .compact)
        let writers = ParallelSlots<WorkerWriters?>(count: jobs, initial: nil)
        defer { _ = writers.take() }
        var start = 0
        while start < plan.count {
            let slice = plan[start..<min(start + window, plan.count)]
            for share in render(slice, from: input, jobs: jobs, writers: writers, templates: templates) {
                for (index, bytes) in share.files {
                    guard let path = slice[index].output, let files else { continue }
                    do {
                        try files.stage(bytes, at: path)
                    } catch {
                        files.discard()
                        return CommandResult(exitCode: CommandResult.failureExitCode, standardOutput: [], standardError: "Error: \(error)\n")
                    }
                }
                // The workers are done: the main thread reads each share from the writer of the
                // worker that rendered it, in order.
                let workerWriters = writers.exchange(nil, at: share.worker)
                let isWritten = workerWriters?.standardOutput.withBytes { share.writeStandardOutput(from: $0, through: writeStandardOutput) } ?? true
                _ = writers.exchange(workerWriters, at: share.worker)
                if !isWritten {
                    files?.discard()
                    return CommandResult(exitCode: CommandResult.failureExitCode, standardOutput: [],
                                         standardError: "Error: cannot write to standard output: \(String(cString: strerror(errno))).\n")
                }
            }
            start += slice.count
        }
        do {
            try files?.commit()
        } catch {
            files?.discard()
            return CommandResult(exitCode: CommandResult.failureExitCode, standardOutput: [], standardError: "Error: \(error)\n")
        }
        return CommandResult(exitCode: 0, standardOutput: [], standardError: "")
    }

    /// A worker's writers: one that gathers its share's still SVGs for standard output one
    /// after another, written out from its buffer without a copy, and one for files.
    private struct WorkerWriters: Sendable {
        var standardOutput: RatingSVGWriter
        var files: RatingSVGWriter

        init(sharingTemplatesWith templates: RatingTemplateStore) {
            standardOutput = RatingSVGWriter(sharingTemplatesWith: templates)
            files = RatingSVGWriter(sharingTemplatesWith: templates)
        }
    }

    /// One share of a window as a thread rendered it: where its still SVGs lie in that
    /// thread's writer, the other ratings for standard output (HTML), each with the writer's
    /// byte count where it goes, and the ratings for files with their index in the window.
    private struct RenderedShare: Sendable {
        /// The worker whose writer holds the share's still SVGs.
        var worker = 0
        /// Where they lie in its buffer.
        var byteRange = 0..<0
        var otherOutputs: [(writerByteCount: Int, bytes: [UInt8])] = []
        var files: [(index: Int, bytes: [UInt8])] = []

        /// Writes the share's ratings for standard output in order: its bytes of the writer's
        /// `gathered` ones, with the other outputs where they go.
        func writeStandardOutput(from gathered: UnsafeBufferPointer<UInt8>,
                                 through write: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
            var from = byteRange.lowerBound
            for other in otherOutputs {
                if other.writerByteCount > from {
                    guard write(UnsafeBufferPointer(rebasing: gathered[from..<other.writerByteCount])) else { return false }
                    from = other.writerByteCount
                }
                guard other.bytes.withUnsafeBufferPointer(write) else { return false }
            }
            return from == byteRange.upperBound || write(UnsafeBufferPointer(rebasing: gathered[from..<byteRange.upperBound]))
        }
    }

    /// The window's ratings, rendered on up to `jobs` threads in contiguous shares, each thread
    /// taking the next share when it is done (this machine's cores do not run alike), returned
    /// in order. Each thread gathers the still SVGs of its shares for standard output in its
    /// own writer, one share after another: no copy of them is made, and memory made and
    /// freed by one thread stays off the others' allocator locks.
    private static func render(_ slice: ArraySlice<PlannedRating>, from input: [UInt8], jobs: Int,
                               writers: ParallelSlots<WorkerWriters?>, templates: RatingTemplateStore) -> [RenderedShare] {
        let shareCount = jobs == 1 ? 1 : max(1, min(jobs * sharesPerJob, slice.count / 64))
        let results = ParallelSlots(count: shareCount, initial: RenderedShare())
        let queue = ItemQueue(count: shareCount)
        ParallelWork.run(workers: min(jobs, shareCount)) { worker in
            var own = writers.exchange(nil, at: worker) ?? WorkerWriters(sharingTemplatesWith: templates)
            defer { _ = writers.exchange(own, at: worker) }
            own.standardOutput.reset()
            while let shareIndex = queue.next() {
                var share = RenderedShare(worker: worker)
                let start = own.standardOutput.byteCount
                for index in (slice.count * shareIndex / shareCount)..<(slice.count * (shareIndex + 1) / shareCount) {
                    let item = slice[slice.startIndex + index]
                    if item.output != nil {
                        share.files.append((index, item.render(from: input, using: &own.files)))
                        continue
                    }
                    guard var bytes = item.render(from: input, after: &own.standardOutput) else { continue }
                    if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
                    share.otherOutputs.append((own.standardOutput.byteCount, bytes))
                }
                share.byteRange = start..<own.standardOutput.byteCount
                results.store(share, at: shareIndex)
            }
        }
        return results.take()
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
