import StarsvgSystem
/// What a rating request writes: the rating itself, and the files that go with it.
package struct RequestOutput: Equatable, Sendable {
    /// The rating (SVG, HTML, a PNG or its `<img>` tag, a line of text), for standard output or
    /// the file `-o` names.
    package let main: [UInt8]
    /// The files written whole beside it: the rating input's script (`--js-out`), with its path.
    package let sideFiles: [OutputFile]
    /// The snippet's groups of style rules, for the shared style sheet at `path` (`--css-out`),
    /// which they are added to (`SharedStyleSheetFile`) rather than written over; `nil` for an
    /// output with its style inside, or none.
    package let styleSheet: StyleSheetGroups?

    /// Groups of style rules for the shared sheet at `path`, written compact or `isPretty`.
    package struct StyleSheetGroups: Equatable, Sendable {
        /// The sheet's path.
        package let path: String
        /// The groups, in the snippet's order.
        package let groups: [String]
        /// Whether they are indented (`--pretty`).
        package let isPretty: Bool
    }

    /// An output of `main`, `sideFiles` and the groups for a shared `styleSheet`.
    package init(main: [UInt8], sideFiles: [OutputFile], styleSheet: StyleSheetGroups? = nil) {
        self.main = main
        self.sideFiles = sideFiles
        self.styleSheet = styleSheet
    }

    /// Every file to write, the shared sheet with what this output adds to what it holds (read
    /// now: call it with the sheet's folder locked, `FileSystem.withLockedFolder(of:_:)`), then
    /// `main` at `mainPath` when given.
    /// - Throws: `RequestError` for a sheet that starsvg may not add to.
    package func files(writingMainTo mainPath: String?) throws(RequestError) -> [OutputFile] {
        var files = mainPath.map { [OutputFile(path: $0, bytes: main)] } ?? []
        if let styleSheet {
            files.append(OutputFile(path: styleSheet.path, bytes: try SharedStyleSheetFile.bytes(adding: styleSheet.groups, to: styleSheet.path,
                                                                                                  isPretty: styleSheet.isPretty)))
        }
        return files + sideFiles
    }
}
