import StarsvgSystem
import StarsvgBatch
import StarsvgOptions

/// `starsvg batch`: the command's face of the batch (`Batch`), its options and its help.
enum BatchCommand {
    /// `starsvg batch`.
    static let command = Command(
        name: "starsvg batch",
        abstract: "Write many ratings from JSON Lines, one object a line, in one run.",
        discussion: [
            "Each line's keys are the long option names without their dashes (\"stars\", \"value\",",
            "\"levels\": [2, 8], \"colors\": [\"red\", \"gold\", \"green\"], \"fill-mode\", …; flags as",
            "true or false), and \"output\", a file under \(option: .outDir). A line without \"output\" goes to",
            "standard output, in input order, followed by a newline. Every line is read and checked",
            "before anything is written; files are written all or none. Each rating is byte for byte",
            "what starsvg writes for the same options, except that lines asking for the same rating",
            "get ids of their own, so that all of them can share one page.",
        ],
        argument: Command.Argument(placeholder: "FILE", summary: "The JSON Lines to read; - or none for standard input."),
        options: [
            OptionDefinition(.outDir, .setting, .value(placeholder: "DIR", grammar: .folderPath),
                             "Folder that the lines with an \"output\" are written under (required then); no line can write outside it."),
            // The rating's own, its grammar and its rule on paths; here one sheet serves every snippet.
            RatingOptions[.cssOut].described(
                as: "Write one style sheet for every HTML snippet of the batch to FILE, and the snippets without their <style> (link it once on the page); into a sheet starsvg wrote, add the rules it lacks (any other file is refused)."),
            RatingOptions[.jsOut].described(
                as: "Write the one script of every rating input of the batch to FILE, and the inputs without their <script> (load it once on the page with <script src=… defer>); with \(option: .cssOut), a page under a strict Content-Security-Policy."),
            OptionDefinition(.jobs, .setting, .value(placeholder: "N", grammar: .wholeNumber), default: "the number of cores",
                             "Threads rendering at once, 1 to \(Batch.maximumJobs); the output order never changes."),
            .help,
        ],
        examples: [
            "starsvg batch ratings.jsonl \(option: .outDir) public/ratings",
            "some-generator | starsvg batch - > snippets.txt",
            "starsvg batch reviews.jsonl \(option: .cssOut) public/ratings.css > reviews.html",
            "starsvg batch page.jsonl \(option: .cssOut) static/ratings.css \(option: .jsOut) static/ratings.js > ratings.html",
        ],
        rules: ["A bad line exits with status 64 and one 'Error: line N: \"key\": …' line, writing nothing."],
        run: run)

    /// Reads the input the arguments name and runs the batch over it.
    private static func run(_ parsed: ParsedArguments, _ environment: CommandEnvironment) -> CommandResult {
        let jobs: Int
        let folder = parsed.lastText(of: .outDir)
        let styleSheet: String?
        let script: String?
        do throws(UsageError) {
            jobs = try jobCount(parsed)
            styleSheet = try pageFilePath(.cssOut, parsed)
            script = try pageFilePath(.jsOut, parsed)
            if let styleSheet, let script, let sheet = AtomicFileWriter.fileIdentity(ofPath: styleSheet),
               sheet == AtomicFileWriter.fileIdentity(ofPath: script) {
                throw .invalidValue(option: .jsOut, value: script, requirement: "the script's file is the style sheet's (\(option: .cssOut)); give each its own")
            }
            if let folder, folder.isEmpty || folder.utf8.contains(0) {
                throw .invalidValue(option: .outDir, value: folder, requirement: "the out-dir must be a folder path")
            }
            // What is missing of the out-dir is made; a file on the way cannot be.
            if let folder, let problem = FileSystem.partNotAFolder(on: Array(folder.utf8)) {
                throw .invalidValue(option: .outDir, value: folder, requirement: problem)
            }
            // A page's file under the out-dir is claimed against the lines' (`Batch`); one where
            // the out-dir, or a folder on its way, is still to be made would be a folder too.
            for (option, path) in [(OptionID.cssOut, styleSheet), (.jsOut, script)] {
                if let path, let folder, isOnTheWay(toFolder: folder, path) {
                    throw .invalidValue(option: option, value: path,
                                        requirement: "the \(option == .cssOut ? "style sheet" : "script")'s file is \(option: .outDir) or a folder on its way")
                }
            }
        } catch {
            return command.refusal(error)
        }
        let source = parsed.positionals.first ?? "-"
        guard let input = source == "-" ? environment.readStandardInput() : StandardStream.readFile(atPath: source) else {
            return CommandResult(exitCode: CommandResult.failureExitCode, standardOutput: [],
                                 standardError: "Error: cannot read \(DisplayText.quoted(source)): \(SystemError.lastReason).\n")
        }
        do {
            try Batch.run(consume input, outDir: folder, jobs: jobs, styleSheetPath: styleSheet, scriptPath: script,
                          writeStandardOutput: environment.writeStandardOutput)
        } catch {
            let exitCode = if case .badLine = error { CommandResult.usageExitCode } else { CommandResult.failureExitCode }
            return CommandResult(exitCode: exitCode, standardOutput: [], standardError: "Error: \(error)\n")
        }
        return CommandResult(exitCode: 0, standardOutput: [], standardError: "")
    }

    /// The page's style sheet (`--css-out`) or script (`--js-out`), the last one given, read
    /// as a single rating reads its own (a file path, not standard output), and checked before
    /// anything is read: it is written after every rating, and a batch that could not write it
    /// would have written snippets that look for it.
    private static func pageFilePath(_ option: OptionID, _ parsed: ParsedArguments) throws(UsageError) -> String? {
        guard let text = parsed.lastText(of: option) else { return nil }
        let path: String?
        do {
            let request = try RatingOptions.request([(option: option, input: .text(text))])
            path = option == .cssOut ? request.cssOutput : request.jsOutput
        } catch {
            throw UsageError(error, in: parsed)
        }
        if let path, let problem = pageFileProblem(path, name: option == .cssOut ? "style sheet" : "script") {
            throw .invalidValue(option: option, value: path, requirement: problem)
        }
        // A sheet is added to: one that starsvg did not write is refused before a line is read.
        if let path, option == .cssOut {
            do {
                _ = try SharedStyleSheetFile.read(path, isPretty: false)
            } catch {
                throw UsageError(error, in: parsed)
            }
        }
        return path
    }

    /// Why the page's file, the `name` (style sheet or script), cannot be written at `path`,
    /// or `nil`: its folder must exist, and the path must not be a folder.
    private static func pageFileProblem(_ path: String, name: String) -> String? {
        if FileStatus(path: path)?.kind == .folder { return "the \(name)'s file is a folder" }
        let folder = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        guard FileStatus(path: folder)?.kind == .folder else {
            return "the \(name)'s folder \(DisplayText.quoted(folder)) must exist"
        }
        return nil
    }

    /// Whether `path` leads to `folder` or to a folder on its way, however each is spelt.
    private static func isOnTheWay(toFolder folder: String, _ path: String) -> Bool {
        guard let file = FileSystem.resolvedPath(path), let folder = FileSystem.resolvedPath(folder) else { return false }
        return folder == file || folder.starts(with: file + Array("/".utf8))
    }

    /// `--jobs`, or the number of cores.
    private static func jobCount(_ parsed: ParsedArguments) throws(UsageError) -> Int {
        guard let text = parsed.lastText(of: .jobs) else {
            return min(WorkerThreads.processorCount, Batch.maximumJobs)
        }
        guard let jobs = ValueGrammar.wholeNumber(text), (1...Batch.maximumJobs).contains(jobs) else {
            throw .invalidValue(option: .jobs, value: text, requirement: "the number of jobs must be a whole number from 1 to \(Batch.maximumJobs)")
        }
        return jobs
    }
}
