/// Why a rating has no plain-text line (`TextFace.plan(_:)`).
public enum TextFaceError: RatingParameterError, Equatable {
    /// The rating's shape is an icon file's, which no character stands for.
    case iconShape

    /// `.shape`.
    public var parameter: RatingParameter { .shape }

    /// What the shape must be for a line of text.
    public var requirement: String {
        "plain text writes a star as ★, a heart as ♥ and a circle as ● (an icon file has no character); give star, heart or circle"
    }

    /// The requirement: the icon is at fault as a whole, not a value to quote.
    public var description: String { requirement }
}
