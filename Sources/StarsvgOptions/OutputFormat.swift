import StarRatingSVG

/// What `starsvg` writes (`--format`): one of the library's face formats, `RatingFaces.formats`
/// (`svg`, `html`, `png`, `img`), so that a face added there is a value here, in the help's
/// values and in the completions.
package struct OutputFormat: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// The format's name, as `--format` and a batch's `format` key take it.
    package let rawValue: String

    /// The format called `rawValue`, when a face writes it.
    package init?(rawValue: String) {
        guard RatingFaces.formats.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// The format `face` writes.
    init(_ face: any RatingFace.Type) {
        rawValue = face.format
    }

    /// Every format, in the order of `RatingFaces.all`.
    package static let allCases = RatingFaces.formats.compactMap(OutputFormat.init(rawValue:))

    /// A standalone SVG file (`SVGFace`), the default.
    package static let svg = OutputFormat(SVGFace.self)

    /// The face of output the format writes: the first face of `RatingFaces.all` with this
    /// format (an option may choose another, `FaceDeclaration.selector`).
    var face: OutputFaces {
        guard let face = RatingFaces.all.first(where: { $0.format == rawValue }) else {
            preconditionFailure("every format is some face's: \(rawValue)")
        }
        return OutputFaces(face)
    }

    /// Every face that writes the format: its first, and those an option chooses instead.
    var faces: OutputFaces {
        var faces: OutputFaces = []
        for face in RatingFaces.all where face.format == rawValue { faces.insert(OutputFaces(face)) }
        return faces
    }
}
