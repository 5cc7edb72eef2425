import StarRatingSVG
import StarsvgOptions
import StarsvgSystem

/// `starsvg batch`: many ratings from JSON Lines in one run, each byte for byte what `starsvg`
/// writes for the same options (only the ids of repeated ratings differ, so that all of them can
/// share a page), in input order, all or nothing.
///
/// A straight pipeline, in shares of `linesPerShare` lines: every line is read and checked
/// into its record (`BatchLineReader`) on `jobs` threads, and each share set against the
/// lines before it (`PageCheck`) by this thread in order as the shares come; then the shares
/// are rendered from the records on `jobs` threads and written in order by this one, each
/// file staged and all of them committed at the end. Nothing is written before every line is
/// checked.
package enum Batch {
    /// The most threads `jobs` may be.
    package static let maximumJobs = 64
    /// The lines of a share, the piece of the batch a thread checks and renders at a time: a
    /// share's output stays in a core's cache until it is written. Much smaller shares make
    /// `--jobs 2` measurably slower (the threads hand off too often); larger ones gain nothing
    /// (Documentation/performance.md, "Mechanisms kept for speed").
    static let linesPerShare = 128
    /// How many shares each thread may render ahead of the next to write: enough that a share
    /// slower to render than its neighbours seldom holds up the others, few enough that the
    /// output waiting to be written stays small against the batch's input and records. One
    /// makes `--jobs 2` slower; more than four gains nothing.
    static let sharesInFlightPerJob = 4

    /// Why a batch failed.
    package enum Failure: Error, CustomStringConvertible {
        /// A line is bad (nothing was written): exit status 64.
        case badLine(BatchLineError)
        /// Standard output or a file could not be written (no file is left): exit status 1.
        case writeFailed(String)

        package var description: String {
            switch self {
            case .badLine(let error): "\(error)"
            case .writeFailed(let reason): reason
            }
        }
    }

    /// Runs the batch over `input`.
    /// - Parameters:
    ///   - input: JSON Lines; lines end with LF (a CR before it is whitespace), blank ones are
    ///     skipped.
    ///   - outDir: the folder that lines with an `output` write under, if given.
    ///   - jobs: the threads to check and render on, 1 to `maximumJobs`.
    ///   - styleSheetPath: with a path, every HTML snippet is written without its `<style>`,
    ///     and their groups of rules, each once, are added to the style sheet there, or make a
    ///     new one, once every rating is (`--css-out`, `SharedStyleSheetFile`; the command
    ///     checked the file before).
    ///   - scriptPath: with a path, every rating input is written without its `<script>`, and
    ///     the one script they share is written there once every rating is (`--js-out`):
    ///     empty when no line has one. The sheet and the script are written together,
    ///     atomically, or not at all.
    ///   - writeStandardOutput: writes bytes to standard output (valid only during the call);
    ///     `false` when it cannot, with `errno` set. Called from this thread, in order.
    /// - Throws: `Failure`.
    package static func run(_ input: consuming [UInt8], outDir: String?, jobs: Int, styleSheetPath: String? = nil,
                            scriptPath: String? = nil, writeStandardOutput: (UnsafeBufferPointer<UInt8>) -> Bool) throws(Failure) {
        let files = outDir.map(BatchFileSet.init(folder:))
        let pagePaths = [(styleSheetPath, OptionID.cssOut), (scriptPath, .jsOut)].compactMap { path, option in path.map { ($0, option) } }
        let shares = try check(input, jobs: jobs, files: files, pageFiles: pagePaths)
        // The records are all that rendering needs: the input goes before it starts.
        _ = consume input
        do {
            let page = try write(shares, jobs: jobs, files: files, sharesStyleSheet: styleSheetPath != nil,
                                 sharesScript: scriptPath != nil, writeStandardOutput: writeStandardOutput)
            // The sheet is read again and added to with its folder locked, so that runs beside
            // this one that add to it lose nothing of each other's.
            func writePageFiles() throws {
                let sheet = try styleSheetPath.map { path in
                    do throws(RequestError) {
                        return OutputFile(path: path, bytes: try SharedStyleSheetFile.bytes(adding: page.sheet.groups, to: path, isPretty: false))
                    } catch {
                        // Checked before the lines; changed since, by something other than starsvg.
                        guard case .invalid(_, let requirement) = error.problem else { throw error }
                        throw AtomicFileWriter.Failure(path: path, reason: requirement)
                    }
                }
                let pageFiles = [sheet, scriptPath.map { OutputFile(path: $0, bytes: page.script ?? []) }].compactMap { $0 }
                if !pageFiles.isEmpty { try AtomicFileWriter.write(pageFiles) }
            }
            if let styleSheetPath { try FileSystem.withLockedFolder(of: styleSheetPath, writePageFiles) } else { try writePageFiles() }
            try files?.commit()
        } catch {
            files?.discard()
            throw .writeFailed("\(error)")
        }
    }

    /// A share's records, up to its first bad line, and that line's error.
    typealias CheckedShare = (lines: [CheckedLine], error: BatchLineError?)

    /// Every line's record, in shares: each line checked on its own, on `jobs` threads, and
    /// each share set against the lines before it (`PageCheck`) by this thread, in order, as
    /// the shares come. (After the check instead, on one thread while the others waited, the
    /// page check was a tenth of a `--jobs 2` batch's time.) The page's files, `pageFiles`,
    /// are claimed first: a line may not meet them.
    /// - Throws: `Failure.badLine` for the first bad line.
    private static func check(_ input: [UInt8], jobs: Int, files: BatchFileSet?,
                              pageFiles: [(path: String, option: OptionID)]) throws(Failure) -> [[CheckedLine]] {
        let (starts, lineCount) = input.withUnsafeBufferPointer { LineScanner.starts(of: $0, every: linesPerShare) }
        var pageCheck = PageCheck(files: files, lineCount: lineCount)
        for file in pageFiles { pageCheck.claimPageFile(at: file.path, of: file.option) }
        // The page's style sheet meets a line's need of a linked one (`RatingRequest.givenByRun`).
        let givenByRun = pageFiles.map(\.option)
        var shares: [[CheckedLine]] = []
        shares.reserveCapacity(starts.count)
        // Every share is kept, so none waits for room.
        try ParallelWork.inOrder(count: starts.count, workers: jobs, limit: starts.count, worker: {
            { share in checkShare(from: starts[share], of: input, givenByRun: givenByRun) }
        }, take: { (share: consuming CheckedShare) throws(Failure) in
            // The share is this closure's own, so its records are set in place, not copied.
            var share = share
            do throws(BatchLineError) {
                for line in share.lines.indices { try pageCheck.check(&share.lines[line]) }
                if let error = share.error { throw error }
            } catch {
                throw .badLine(error)
            }
            shares.append(share.lines)
        })
        return shares
    }

    /// The records of the share of lines at `start`, up to the first bad one, and its error;
    /// `givenByRun` as `BatchLineReader.read(_:number:givenByRun:)` takes it.
    private static func checkShare(from start: LineScanner.Position, of input: [UInt8], givenByRun: [OptionID]) -> CheckedShare {
        var records: [CheckedLine] = []
        records.reserveCapacity(linesPerShare)
        let error = input.withUnsafeBufferPointer { input -> BatchLineError? in
            var scanner = LineScanner(input, at: start)
            while records.count < linesPerShare, let (number, range) = scanner.next() {
                do throws(BatchLineError) {
                    records.append(try BatchLineReader.read(UnsafeBufferPointer(rebasing: input[range]), number: number, givenByRun: givenByRun))
                } catch {
                    return error
                }
            }
            return nil
        }
        return (records, error)
    }

    /// Renders the shares on `jobs` threads and writes them in order on this one: each file
    /// staged under the out-dir, the other ratings to standard output.
    /// - Returns: with `sharesStyleSheet`, the groups of every snippet's style sheet, in the
    ///   order they first come in the input (the snippets are written without them); with
    ///   `sharesScript`, the script that the inputs leave to the page, if any does.
    private static func write(_ shares: [[CheckedLine]], jobs: Int, files: BatchFileSet?, sharesStyleSheet: Bool, sharesScript: Bool,
                              writeStandardOutput: (UnsafeBufferPointer<UInt8>) -> Bool)
        throws(RenderedShare.WriteFailure) -> (sheet: StyleGroupSet, script: [UInt8]?) {
        var sheet = StyleGroupSet()
        var script: [UInt8]? = nil
        // Each thread keeps its writers, with their templates, from share to share.
        try ParallelWork.inOrder(count: shares.count, workers: jobs, limit: sharesInFlightPerJob * jobs, worker: {
            var writers = RenderedShare.Writers()
            return { share in
                RenderedShare(shares[share], writers: &writers, sharesStyleSheet: sharesStyleSheet, sharesScript: sharesScript)
            }
        }, take: { (share: consuming RenderedShare) throws(RenderedShare.WriteFailure) in
            sheet.insert(contentsOf: share.styleGroups)
            if script == nil { script = share.script }
            try share.write(to: files, standardOutput: writeStandardOutput)
        })
        return (sheet, script)
    }
}
