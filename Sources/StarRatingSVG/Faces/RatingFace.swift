/// A face of a rating: one way of writing it, as a standalone SVG, an HTML picture, a rating
/// input, a PNG or an `<img>` tag. Every face realises the same scene (`RatingScene`) on its
/// own; `RatingFaces.all` lists them, and the command's formats are their `format`s.
///
/// A face's value holds what it needs besides the rating, typed (a PNG's scale, an `<img>`
/// tag's `src`). Writing is two steps, as a batch needs them: `plan(_:)` checks a rating
/// against the face and throws what is wrong; the plan it returns writes without failing, as
/// often as needed.
///
/// To add a face, see "Adding a face" in Documentation/library.md.
public protocol RatingFace: Sendable {
    /// A rating checked to go with this face, ready to write.
    associatedtype Plan: RatingFacePlan
    /// What `plan(_:)` throws: only what this face can refuse (`Never` for a face that takes
    /// every rating), each error naming the rating's parameter at fault.
    associatedtype Failure: Error

    /// The face's own name, unique among `RatingFaces.all`: `svg`, `html`, `input`, `png`,
    /// `img`.
    static var name: String { get }
    /// What `starsvg --format` and a batch's `format` key call what the face writes. Faces
    /// may share one: the HTML picture and the rating input are both `html`.
    static var format: String { get }
    /// The Internet media type of `RatingFaceOutput.main`: `image/svg+xml`, `text/html`,
    /// `image/png`.
    static var mediaType: String { get }
    /// Whether `RatingFaceOutput.main` is binary (`.binary`) rather than text (`.text`): never
    /// written to a terminal, nor between a batch's text ratings.
    static var isBinary: Bool { get }

    /// `rating`, checked to go with this face.
    /// - Throws: what the rating cannot be in this face (an input's value that is none of its
    ///   options, a PNG too large); nothing for a face that takes every rating.
    func plan(_ rating: StarRating) throws(Failure) -> Plan
}

extension RatingFace {
    /// What the face writes of `rating`: `plan(_:)`, then `RatingFacePlan.output()`.
    /// - Throws: what `plan(_:)` throws.
    public func output(of rating: StarRating) throws(Failure) -> RatingFaceOutput {
        try plan(rating).output()
    }
}
