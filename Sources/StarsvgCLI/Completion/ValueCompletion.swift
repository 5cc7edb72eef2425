
/// What a shell offers when completing an option's value.
enum ValueCompletion: Equatable, Sendable {
    /// Nothing: the value is free text or a number, which no list could cover.
    case nothing
    /// One of these words.
    case words([String])
    /// A file's name.
    case files
    /// A folder's name.
    case folders
}
