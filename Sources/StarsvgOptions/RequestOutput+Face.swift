import StarsvgSystem
import StarRatingSVG

extension RequestOutput {
    /// What a face wrote (`RatingFaceOutput`), its style sheet and script going to the files
    /// given: each only when the face wrote it apart and a path was given.
    init(_ output: RatingFaceOutput, styleSheetPath: String? = nil, scriptPath: String? = nil) {
        var files: [OutputFile] = []
        if let path = styleSheetPath, let styleSheet = output.styleSheet { files.append(OutputFile(path: path, bytes: styleSheet)) }
        if let path = scriptPath, let script = output.script { files.append(OutputFile(path: path, bytes: script)) }
        self.init(main: output.main, sideFiles: files)
    }
}
