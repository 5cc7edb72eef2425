// Shared helpers for the icon tests: reading a file given as text, and finding where a piece of
// it is, counted independently of the reader (by splitting lines), for the expected errors.

import SVGKit

/// Reads `text`, as UTF-8, as an icon file.
func readIcon(_ text: String) throws(SVGIconError) -> SVGIcon {
    try SVGIcon(parsing: Array(text.utf8))
}

/// The line and column where the first `needle` in `text` starts, columns counted in Unicode
/// scalars from 1; lines end at "\n" (the test files have no other line breaks).
func location(of needle: String, in text: String, occurrence: Int = 1) -> SVGIconError.Location {
    var remaining = occurrence
    var lineNumber = 1
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        var searchStart = line.startIndex
        while let range = line[searchStart...].range(of: needle) {
            remaining -= 1
            if remaining == 0 {
                let column = line.unicodeScalars[line.startIndex..<range.lowerBound].count + 1
                return SVGIconError.Location(line: lineNumber, column: column)
            }
            searchStart = line.index(after: range.lowerBound)
        }
        lineNumber += 1
    }
    preconditionFailure("'\(needle)' is not in the text")
}
