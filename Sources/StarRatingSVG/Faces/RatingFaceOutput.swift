/// What a face writes of a rating (`RatingFacePlan.output()`): the rating itself, and for an
/// HTML face whose style sheet or script the page links, those files' bytes.
public struct RatingFaceOutput: Equatable, Sendable {
    /// The rating: an SVG document, HTML to paste, a PNG file or an `<img>` tag. UTF-8 text
    /// unless the face `isBinary`.
    public let main: [UInt8]
    /// The style sheet, UTF-8, when the snippet links it rather than holding it
    /// (`HTMLSnippetOptions.isStyleSheetLinked`); `nil` otherwise.
    public let styleSheet: [UInt8]?
    /// The rating input's script, UTF-8, when the snippet links it (`ScriptPlacement.linked`);
    /// `nil` otherwise.
    public let script: [UInt8]?

    /// An output of `main`, with the style sheet and script that go apart, if any.
    public init(main: [UInt8], styleSheet: [UInt8]? = nil, script: [UInt8]? = nil) {
        self.main = main
        self.styleSheet = styleSheet
        self.script = script
    }
}
