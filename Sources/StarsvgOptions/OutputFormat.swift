import StarRatingSVG

/// What `starsvg` writes (`--format`): one of the library's face formats, `RatingFaces.formats`
/// (`svg`, `html`, `png`, `img`), so that a face added there is a value here, in the help's
/// values and in the completions.
package struct OutputFormat: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// The format's name, as `--format` and a batch's `format` key take it.
    package let rawValue: String

    /// The face of output the format writes: the first face of `RatingFaces.all` with this
    /// format (an option may choose another, `FaceDeclaration.selector`). Found once, when
    /// the format is made, since every request asks for it.
    let face: OutputFaces

    /// The format called `rawValue`, when a face writes it.
    package init?(rawValue: String) {
        guard let face = RatingFaces.all.first(where: { $0.format == rawValue }) else { return nil }
        self.rawValue = rawValue
        self.face = OutputFaces(face)
    }

    /// The format `face` writes.
    init(_ face: any RatingFace.Type) {
        rawValue = face.format
        self.face = OutputFaces(RatingFaces.all.first { $0.format == face.format } ?? face)
    }

    /// Every format, in the order of `RatingFaces.all`.
    package static let allCases = RatingFaces.formats.compactMap(OutputFormat.init(rawValue:))

    /// A standalone SVG file (`SVGFace`), the default.
    package static let svg = OutputFormat(SVGFace.self)

    /// Every face that writes the format: its first, and those an option chooses instead.
    var faces: OutputFaces {
        var faces: OutputFaces = []
        for face in RatingFaces.all where face.format == rawValue { faces.insert(OutputFaces(face)) }
        return faces
    }
}
