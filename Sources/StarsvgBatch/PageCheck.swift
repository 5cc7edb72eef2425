import StarRatingSVG
import StarsvgJSON
import StarsvgOptions

/// The checks of a batch that need the lines before each one, made in line order as the
/// shares of lines are checked on their own: ratings asked for again get ids of their own, so
/// that all of them can share one page, and no two outputs meet (`OutputClaims`).
struct PageCheck {
    /// The files under `--out-dir`, or `nil` without it.
    let files: BatchFileSet?
    /// Every id prefix in use, as a `RatingPage` holds them.
    private var ids: PageIDPrefixes
    /// The paths written so far, files and folders, and by whom.
    private var outputs = OutputClaims()

    /// A check of `lineCount` lines, its set of ids made for as many at once (see
    /// `PageIDPrefixes.init(capacity:)`).
    init(files: BatchFileSet?, lineCount: Int) {
        self.files = files
        ids = PageIDPrefixes(capacity: lineCount)
    }

    /// Claims the page's file of `option` (`--css-out`, `--js-out`), written at `path`, when it
    /// is under the out-dir, before any line: a line's output may not meet it. (The page's
    /// files cannot meet each other: the command refuses one that is the other, and one's
    /// folder, which must exist, cannot be the other's file.)
    mutating func claimPageFile(at path: String, of option: OptionID) {
        guard let output = files?.outputPath(ofPageFile: path) else { return }
        _ = outputs.claim(output, for: .pageFile(option))
    }

    /// Sets `line` against the lines before it: a rating asked for again gets an id of its
    /// own (the first keeps the id a single run would write, the next ones that id with -2,
    /// -3, …, skipping any id in use), and its file is checked.
    /// - Throws: `BatchLineError` for an id made too long, or a file that cannot be written.
    mutating func check(_ line: inout CheckedLine) throws(BatchLineError) {
        // An HTML picture, a PNG and its tag write no ids, and so take none.
        if let prefix = line.planned.idPrefix, case let claimed = ids.claim(prefix), claimed != prefix {
            do {
                // The longer id must still be a valid one (a given id may be at the limit).
                line.planned = try line.planned.withIDPrefix(claimed)
            } catch {
                throw BatchLineError(line: line.number, option: .id,
                                     reason: "\(error.requirement) (got \(JSONValue.string(prefix).quotedText()))")
            }
        }
        guard let text = line.outputText else { return }
        guard let files else {
            throw BatchLineError(line: line.number, option: .output, reason: "needs \(option: .outDir), the folder the files go under")
        }
        let output: BatchOutputPath
        do {
            output = try BatchOutputPath(text)
        } catch {
            throw BatchLineError(line: line.number, option: .output, reason: "\(error.reason) (got \(JSONValue.string(text).quotedText()))")
        }
        if let meeting = outputs.claim(output, for: .line(line.number)) {
            throw BatchLineError(line: line.number, option: .output, reason: meeting.reason(forOutput: text))
        }
        if let problem = files.problem(with: output) {
            throw BatchLineError(line: line.number, option: .output, reason: problem)
        }
        line.output = output
    }
}
