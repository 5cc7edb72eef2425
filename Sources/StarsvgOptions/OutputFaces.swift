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

    /// Every face of `RatingFaces.all`.
    package static let all = OutputFaces(rawValue: UInt8(truncatingIfNeeded: (1 << RatingFaces.all.count) - 1))
}
