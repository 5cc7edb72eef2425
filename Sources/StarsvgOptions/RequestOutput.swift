import StarsvgSystem
/// What a rating request writes: the rating itself, and the files that go with it.
package struct RequestOutput: Equatable, Sendable {
    /// The rating (SVG, HTML, a PNG or its `<img>` tag), for standard output or the file `-o`
    /// names.
    package let main: [UInt8]
    /// The style sheet (`--css-out`) and the script (`--js-out`), each with its path.
    package let sideFiles: [OutputFile]

    /// An output of `main` and `sideFiles`.
    package init(main: [UInt8], sideFiles: [OutputFile]) {
        self.main = main
        self.sideFiles = sideFiles
    }
}
