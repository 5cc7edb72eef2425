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

    /// Every face of `RatingFaces.all`.
    package static let all = OutputFaces(rawValue: UInt8(truncatingIfNeeded: (1 << RatingFaces.all.count) - 1))
}
