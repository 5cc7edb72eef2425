import StarsvgSystem
import StarRatingSVG

extension RequestOutput {
    /// What a face that writes no file beside its rating wrote (`RatingFaceOutput`): a PNG, a
    /// tag, a line of text. (An HTML face's sheet and script go by `init(_:styleSheetPath:scriptPath:)`.)
    init(_ output: RatingFaceOutput) {
        self.init(main: output.main.bytes, sideFiles: [])
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
