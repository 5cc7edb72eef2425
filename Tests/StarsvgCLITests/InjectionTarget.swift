import Testing

/// One place where the injection corpus puts its payloads, and what must come of them there.
///
/// For batch mode and templates, add a row per field (a batch line's label, a template value)
/// with the expectation that fits its context; `InjectionCorpusTests` checks that every
/// value-taking option of `OptionTable.all` has a row.
struct InjectionTarget: Sendable, CustomTestStringConvertible {
    /// What a payload must come to in this place.
    enum Expectation: Sendable {
        /// Shown exactly as given, as the label (`<title>` and `aria-label`), unless it holds a
        /// character labels refuse, which must then be refused with an error naming `--label`.
        case shownAsLabel
        /// Refused by a strict grammar, with an error naming the option, unless the payload
        /// happens to match `acceptedGrammar`.
        case refused
        /// Accepted only when it is an id prefix (`[A-Za-z][A-Za-z0-9_-]*`, 64 at most), and then
        /// every id carries it; refused otherwise.
        case idPrefix
        /// Used as a file name in a scratch folder: written there, or, when it cannot name a
        /// file in it, a clean failure.
        case fileName
    }

    /// The option, as its long name.
    let option: String
    /// The words of the command line, with the payload in place (`folder` for file names).
    let words: @Sendable (_ payload: String, _ folder: String) -> [String]
    let expectation: Expectation

    var testDescription: String { option }

    /// Every string option the command has.
    static let all: [InjectionTarget] = [
        InjectionTarget(option: "--label", words: { payload, _ in ["--label", payload] }, expectation: .shownAsLabel),
        InjectionTarget(option: "--id", words: { payload, _ in ["--id=" + payload] }, expectation: .idPrefix),
        InjectionTarget(option: "--colors", words: { payload, _ in ["--colors", "red," + payload + ",green"] }, expectation: .refused),
        InjectionTarget(option: "--levels", words: { payload, _ in ["--levels", "1," + payload] }, expectation: .refused),
        InjectionTarget(option: "--fill-mode", words: { payload, _ in ["--fill-mode", payload] }, expectation: .refused),
        InjectionTarget(option: "--value", words: { payload, _ in ["--value", payload] }, expectation: .refused),
        InjectionTarget(option: "--stars", words: { payload, _ in ["--stars", payload] }, expectation: .refused),
        InjectionTarget(option: "--size", words: { payload, _ in ["--size=" + payload] }, expectation: .refused),
        InjectionTarget(option: "--gap", words: { payload, _ in ["--gap", payload] }, expectation: .refused),
        InjectionTarget(option: "--blur", words: { payload, _ in ["--blur", payload] }, expectation: .refused),
        InjectionTarget(option: "--output", words: { payload, folder in ["--value", "2.5", "-o", folder + "/" + payload] }, expectation: .fileName),
    ]
}
