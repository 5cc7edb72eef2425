/// What one run of the command came to.
enum CommandOutcome: String, CaseIterable {
    /// Exit 0 with a rating (on standard output, or in the -o file).
    case rating
    /// Exit 0 with the help or version text or a completion script, because the command line
    /// asked for it.
    case helpVersionOrScript
    /// Exit 64 with one `Error:` line and nothing else written.
    case refused
}
