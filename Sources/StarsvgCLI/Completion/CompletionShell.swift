
/// A shell that `--generate-completion-script` writes a completion script for.
public enum CompletionShell: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish

    /// The completion script for this shell, generated from the command values: every option of
    /// `starsvg` and of `starsvg batch`, the values of options with a fixed set of them, file
    /// names for files and folder names for folders.
    public var completionScript: String {
        switch self {
        case .bash: BashCompletionScript.text
        case .zsh: ZshCompletionScript.text
        case .fish: FishCompletionScript.text
        }
    }
}
