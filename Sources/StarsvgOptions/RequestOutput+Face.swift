import StarsvgSystem
import StarRatingSVG

extension RequestOutput {
    /// What a face wrote (`RatingFaceOutput`), its style sheet and script going to the files
    /// given: each only when the face wrote it apart and a path was given.
    init(_ output: RatingFaceOutput, styleSheetPath: String? = nil, scriptPath: String? = nil) {
        var files: [OutputFile] = []
        if let path = styleSheetPath, let styleSheet = output.styleSheet { files.append(OutputFile(path: path, bytes: Array(styleSheet.utf8))) }
        if let path = scriptPath, let script = output.script { files.append(OutputFile(path: path, bytes: Array(script.utf8))) }
        self.init(main: output.main.bytes, sideFiles: files)
    }
}
