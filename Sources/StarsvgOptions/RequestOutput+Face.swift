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
        let linked = plan.linkedSnippet()
        var files: [OutputFile] = []
        if let path = scriptPath, let script = linked.script {
            files.append(OutputFile(path: path, bytes: Array(script.utf8)))
        }
        let sheet = styleSheetPath.flatMap { path in
            linked.styleGroups.map { StyleSheetGroups(path: path, groups: $0, isPretty: plan.writerOptions.indentation != nil) }
        }
        self.init(main: Array(linked.snippet.html.utf8), sideFiles: files, styleSheet: sheet)
    }
}
