import StarRatingSVG

/// Faces of what a request writes, as far as its options care: each option applies to some
/// of them (`OptionDefinition.faces`) and is refused with the others; a request writes one.
/// A set of bits, not a `Set`: made at every start, a `Set`'s generic type was a tenth of what
/// a single run spends on its options.
package struct OutputFaces: OptionSet, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The face of `face`, one bit: its place in `RatingFaces.all`.
    init(_ face: any RatingFace.Type) {
        guard let index = RatingFaces.all.firstIndex(where: { $0 == face }), index < UInt8.bitWidth else {
            preconditionFailure("\(face.name) is not among RatingFaces.all, or past the set's bits")
        }
        rawValue = 1 << index
    }

    /// A standalone SVG (`--format svg`, the default).
    package static let svg = OutputFaces(SVGFace.self)
    /// An HTML picture (`--format html`).
    package static let html = OutputFaces(HTMLPictureFace.self)
    /// A rating input (`--interactive`), which is HTML too.
    package static let input = OutputFaces(RatingInputFace.self)
    /// A PNG image of the still picture (`--format png`).
    package static let png = OutputFaces(PNGFace.self)
    /// The `<img>` tag of that PNG (`--format img`).
    package static let img = OutputFaces(ImageTagFace.self)

    /// The faces that write markup of their own, with ids, style and structure: the options
    /// of SVG and HTML apply to these alone.
    package static let markup: OutputFaces = [.svg, .html, .input]
    /// The PNG and its tag: the still picture's pixels, and nothing else.
    package static let pictures: OutputFaces = [.png, .img]
    /// Every face of `RatingFaces.all`.
    package static let all = OutputFaces(rawValue: UInt8(truncatingIfNeeded: (1 << RatingFaces.all.count) - 1))

    /// Why an option of the markup faces alone means nothing to this face, when it is the PNG
    /// or its tag: one clause for every such option (the options' own reasons speak of SVG
    /// and HTML); `nil` for the markup faces.
    var pictureRefusal: String? {
        switch self {
        case .png: "a PNG is the still picture's pixels and nothing more"
        case .img: "the <img> tag only shows the PNG, which is the still picture's pixels and nothing more"
        default: nil
        }
    }

    /// What the face is, as the refusals of a size in ems and of `--dir auto` name it: the
    /// faces that have no page or text around them; `nil` for HTML.
    var standalonePicture: String? {
        switch self {
        case .svg: "a standalone SVG"
        case .png: "a PNG"
        case .img: "the PNG that an <img> tag shows"
        default: nil
        }
    }
}
