/// Why a file is no style sheet a run of starsvg may add to (`SharedStyleSheet(reading:)`).
package enum SharedStyleSheetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not start as a sheet starsvg wrote: another file, a sheet of the site's
    /// own, or one written by starsvg 1.0, which marked none.
    case notWrittenByStarsvg
    /// The file starts as starsvg's, but its check no longer holds: it was edited.
    case edited
    /// The file is compact and the run pretty, or the other way round.
    case otherMode(fileIsPretty: Bool)

    /// What is wrong, and what to do.
    package var description: String {
        switch self {
        case .notWrittenByStarsvg:
            "it is not a style sheet starsvg wrote (a sheet of the page's own, or one of starsvg 1.0, which marks none); name a new file, or remove it first"
        case .edited:
            "it is a style sheet starsvg wrote, but edited since (its first line's check no longer holds); remove it, and write it again"
        case .otherMode(let fileIsPretty):
            fileIsPretty ? "it was written indented, and this run writes compact; write every run that adds to it the same way"
                : "it was written compact, and this run writes indented; write every run that adds to it the same way"
        }
    }
}
