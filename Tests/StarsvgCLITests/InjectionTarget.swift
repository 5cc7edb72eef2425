import Testing

/// One place where the injection corpus puts its payloads, and what must come of them there.
///
/// A row per option and face (the label lands in an SVG's `<title>`, a snippet's `aria-label`,
/// an input's `<legend>`); `InjectionCorpusTests` checks that every value-taking option of
/// the command has a row here.
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
        /// file in it, a clean failure; what is written is `fileKind`.
        case fileName
        /// Accepted only when it is a form field's name (`[A-Za-z][A-Za-z0-9_.:-]*`, 64 at
        /// most), and then every radio button carries it exactly; refused otherwise.
        case inputName
    }

    /// What a row writes, to audit it by the right rules.
    enum Face: Sendable {
        /// A standalone SVG.
        case svg
        /// An HTML picture (`--format html`).
        case html
        /// A rating input (`--interactive`).
        case input
        /// A style sheet file (`--css-out`), beside an HTML picture.
        case styleSheetFile
        /// A script file (`--js-out`), beside an input.
        case scriptFile
    }

    /// The option, as its long name.
    let option: String
    /// The words of the command line, with the payload in place (`folder` for file names).
    let words: @Sendable (_ payload: String, _ folder: String) -> [String]
    let expectation: Expectation
    /// What the command writes with this row.
    var face: Face = .svg

    var testDescription: String { "\(option) (\(face))" }

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
        InjectionTarget(option: "--label", words: { payload, _ in ["--format", "html", "--value", "3", "--label", payload] },
                        expectation: .shownAsLabel, face: .html),
        InjectionTarget(option: "--label", words: { payload, _ in ["--interactive", "--value", "3", "--label", payload] },
                        expectation: .shownAsLabel, face: .input),
        InjectionTarget(option: "--name", words: { payload, _ in ["--interactive", "--name", payload] }, expectation: .inputName, face: .input),
        InjectionTarget(option: "--format", words: { payload, _ in ["--format", payload] }, expectation: .refused),
        InjectionTarget(option: "--rating-count", words: { payload, _ in ["--format", "html", "--schema", "--rating-count", payload] },
                        expectation: .refused),
        InjectionTarget(option: "--generate-completion-script", words: { payload, _ in ["--generate-completion-script", payload] },
                        expectation: .refused),
        InjectionTarget(option: "--css-out", words: { payload, folder in ["--format", "html", "--value", "2", "--css-out", folder + "/" + payload] },
                        expectation: .fileName, face: .styleSheetFile),
        InjectionTarget(option: "--js-out", words: { payload, folder in ["--interactive", "--js-out", folder + "/" + payload] },
                        expectation: .fileName, face: .scriptFile),
    ]
}
