/// Why a text is not a URL an `<img>` tag's `src` takes (`ImageSource.init(_:)`).
public enum ImageSourceError: RatingParameterError, Equatable {
    /// The text, as given, breaks `ImageSource.requirement`: a scheme other than http, https
    /// and cid, white space, a control or format character, a backslash, or too long.
    case unacceptable(String)
    /// The text, as given, is an http or https URL without a host (`https://:80/x`,
    /// `http://user@/x`): `ImageSource.hostRequirement`.
    case noHost(String)

    /// `.imageSource`.
    public var parameter: RatingParameter { .imageSource }

    /// What a `src` must be, without the text given: `ImageSource.requirement`, or
    /// `ImageSource.hostRequirement`.
    public var requirement: String {
        switch self {
        case .unacceptable: ImageSource.requirement
        case .noHost: ImageSource.hostRequirement
        }
    }

    /// The requirement, then the text given: `… (got 'javascript:alert(1)')`.
    public var description: String {
        switch self {
        case .unacceptable(let text), .noHost(let text): "\(requirement) (got '\(text)')"
        }
    }
}
