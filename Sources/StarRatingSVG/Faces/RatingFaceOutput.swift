/// What a face writes of a rating (`RatingFacePlan.output()`): the rating itself, text or a
/// binary file, and for an HTML face whose style sheet or script the page links, those files.
public struct RatingFaceOutput: Equatable, Sendable {
    /// The rating as a face writes it: text for every face whose output is (`RatingFace.isBinary`
    /// is `false`), bytes for a binary one.
    public enum Content: Equatable, Sendable {
        /// Text: an SVG document, HTML to paste, an `<img>` tag.
        case text(String)
        /// A binary file: a PNG.
        case binary([UInt8])

        /// The bytes to write to a file: the text's UTF-8, or the binary file's.
        /// - Complexity: O(*n*) in the text's length, to copy it; O(1) for a binary file.
        public var bytes: [UInt8] {
            switch self {
            case .text(let text): Array(text.utf8)
            case .binary(let bytes): bytes
            }
        }

        /// The text, or `nil` for a binary file.
        public var text: String? {
            switch self {
            case .text(let text): text
            case .binary: nil
            }
        }
    }

    /// The rating: an SVG document, HTML to paste or an `<img>` tag as `.text`, a PNG file as
    /// `.binary`.
    public let main: Content
    /// The style sheet when the snippet links it rather than holding it
    /// (`HTMLSnippetOptions.isStyleSheetLinked`); `nil` otherwise.
    public let styleSheet: String?
    /// The rating input's script when the snippet links it (`ScriptPlacement.linked`); `nil`
    /// otherwise.
    public let script: String?

    /// An output of `main`, with the style sheet and script that go apart, if any.
    public init(main: Content, styleSheet: String? = nil, script: String? = nil) {
        self.main = main
        self.styleSheet = styleSheet
        self.script = script
    }
}
