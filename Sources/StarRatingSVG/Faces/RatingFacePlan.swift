/// A rating checked to go with a face (`RatingFace.plan(_:)`): what the face writes of it,
/// made without failing.
public protocol RatingFacePlan: Sendable {
    /// The rating in its face, and the style sheet and script when they go apart.
    /// - Complexity: O(*n*) in the number of stars; O(pixels) for a PNG.
    func output() -> RatingFaceOutput
}
