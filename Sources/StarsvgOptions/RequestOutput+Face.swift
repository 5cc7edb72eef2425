import StarsvgSystem
import StarRatingSVG

extension RequestOutput {
    /// What a face wrote (`RatingFaceOutput`), its script going to the file given, when the
    /// face wrote it apart and a path was given.
    init(_ output: RatingFaceOutput, scriptPath: String? = nil) {
        var files: [OutputFile] = []
        if let path = scriptPath, let script = output.script { files.append(OutputFile(path: path, bytes: Array(script.utf8))) }
        self.init(main: output.main.bytes, sideFiles: files)
    }

    /// What an HTML face's plan writes: the snippet, its style groups for the shared sheet at
    /// `styleSheetPath` when the page links it, and its script at `scriptPath`.
    init(_ plan: HTMLFacePlan, styleSheetPath: String?, scriptPath: String?) {
        let snippet = plan.snippetPlan.snippet(writerOptions: plan.writerOptions)
        let options = plan.snippetPlan.options
        var files: [OutputFile] = []
        if let path = scriptPath, options.input?.script == .linked, let script = snippet.script {
            files.append(OutputFile(path: path, bytes: Array(script.utf8)))
        }
        let sheet = styleSheetPath.flatMap { path in
            options.isStyleSheetLinked ? StyleSheetGroups(path: path, groups: snippet.styleGroups, isPretty: plan.writerOptions.indentation != nil) : nil
        }
        self.init(main: Array(snippet.html.utf8), sideFiles: files, styleSheet: sheet)
    }
}
