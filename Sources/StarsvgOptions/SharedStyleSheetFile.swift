import StarsvgSystem
import StarRatingSVG

/// The style sheet file that `--css-out` names, which runs of the command share: a run adds
/// the groups of rules it lacks to a sheet starsvg wrote (`SharedStyleSheet`), writes a new one
/// where there is none, and refuses any other file, leaving it as it is.
package enum SharedStyleSheetFile {
    /// The sheet at `path` as it is, or an empty one where there is no file or an empty one,
    /// checked to take groups written compact or `isPretty`.
    /// - Throws: `RequestError` against `--css-out` for a file that cannot be read, that
    ///   starsvg did not write or that was edited, or one written the other way.
    package static func read(_ path: String, isPretty: Bool) throws(RequestError) -> SharedStyleSheet {
        guard let bytes = StandardStream.readFile(atPath: path, atMost: maximumFileSize) else {
            guard SystemError.lastWasNoSuchFile else { throw .invalid(.cssOut, "cannot read it: \(SystemError.lastReason)") }
            return SharedStyleSheet(isPretty: isPretty)
        }
        guard bytes.count <= maximumFileSize else {
            throw .invalid(.cssOut, "a style sheet starsvg adds to is at most \(maximumFileSize) bytes (it has more); name a new file")
        }
        // An empty file has nothing to keep: a new sheet goes there (`/dev/null` reads so).
        if bytes.isEmpty { return SharedStyleSheet(isPretty: isPretty) }
        let sheet: SharedStyleSheet
        do throws(SharedStyleSheetError) {
            sheet = try SharedStyleSheet(reading: bytes)
            if sheet.isPretty != isPretty { throw .otherMode(fileIsPretty: sheet.isPretty) }
        } catch {
            throw .invalid(.cssOut, error.description)
        }
        return sheet
    }

    /// The bytes to write at `path`: the sheet there with `groups` added, or a new sheet of
    /// them. Called while the folder is locked (`FileSystem.withLockedFolder(of:_:)`), so that
    /// the sheet read is the one replaced.
    /// - Throws: what `read(_:isPretty:)` throws.
    package static func bytes(adding groups: [String], to path: String, isPretty: Bool) throws(RequestError) -> [UInt8] {
        var sheet = try read(path, isPretty: isPretty)
        sheet.add(groups)
        return Array(sheet.text.utf8)
    }

    /// The largest sheet read back: far above what a site's ratings need (a thousand distinct
    /// looks make a few hundred kilobytes), so that a wrong path to a large file is refused
    /// before it is read whole.
    package static let maximumFileSize = 64 << 20
}
