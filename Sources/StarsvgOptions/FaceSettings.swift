/// What a face's own options set in a request (a PNG's `--scale`, a rating input's `--name`),
/// declared with the face (`Faces/`), kept apart from the options every face shares: a
/// request holds the settings of each face whose options were given
/// (`RatingRequest.subscript(_:)`), and the face's declaration reads its own when it plans.
/// `init()` is every option at its default: not given.
package protocol FaceSettings: Equatable, Sendable {
    /// The settings with none of the face's options given.
    init()
}

extension FaceSettings {
    /// Whether `other` holds the same settings of the same face.
    func isEqual(to other: any FaceSettings) -> Bool {
        (other as? Self) == self
    }
}
