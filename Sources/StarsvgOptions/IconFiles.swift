import StarRatingSVG
import StarsvgSystem
import SVGKit

/// The icon files read so far, by path: a batch of 100,000 lines naming one icon reads and
/// measures it once, and each line after takes the shape (or the same refusal) from here.
///
/// A file is taken from the memo only while it is the same file unchanged: same device, inode,
/// size, and modification and status-change times (`FileStatus`), asked of the file system on
/// every use. A library caller that draws, edits the icon and draws again in one process gets
/// the new icon. That look-up is what naming a file adds to a line, against a built-in shape
/// (`Benchmarks/icon-batch.sh` measures it).
package final class IconFiles: @unchecked Sendable {
    // @unchecked: `shapes` is read and written under `lock` only.

    /// What reading a file gives: its shape, fitted by its ink, and its `viewBox` (which
    /// `--icon-box viewbox` fits it by), or why it is refused. One reading serves both boxes:
    /// the box is applied to the shape after (`IconShape.framed(by:)`), and a framed icon is
    /// a different shape to every memo keyed by shape.
    package typealias Reading = Result<(shape: RatingShape, viewBox: Rect), OptionValueError>

    /// The process's memo, which the options read through (`shape(atPath:)`).
    package static let shared = IconFiles(reader: IconFiles.read)

    /// The most files kept; the memo starts afresh when full, a bound on memory.
    package let limit: Int
    private let reader: @Sendable (String) -> Reading
    private let lock = ThreadLock()
    private var shapes: [String: (identity: FileStatus?, reading: Reading)] = [:]

    /// A memo that reads a file it does not hold with `reader` (`IconFiles.read`, or a reader
    /// that counts its calls), keeping at most `limit` files.
    package init(limit: Int = 64, reader: @escaping @Sendable (String) -> Reading) {
        self.limit = limit
        self.reader = reader
    }

    /// The shape of the icon file at `path` and its `viewBox`, from the process's memo.
    /// - Throws: as `shape(atPath:)` of an instance.
    package static func reading(atPath path: String) throws(OptionValueError) -> (shape: RatingShape, viewBox: Rect) {
        try shared.reading(atPath: path)
    }

    /// The shape of the icon file at `path`, fitted by its ink, read once while the file is
    /// unchanged.
    /// - Throws: as `reading(atPath:)`.
    package func shape(atPath path: String) throws(OptionValueError) -> RatingShape {
        try reading(atPath: path).shape
    }

    /// The shape of the icon file at `path`, fitted by its ink, and its `viewBox`, read once
    /// while the file is unchanged.
    /// - Throws: `OptionValueError` when the file cannot be read, is larger than
    ///   `SVGIcon.maximumByteCount`, or is not an icon file this tool takes.
    package func reading(atPath path: String) throws(OptionValueError) -> (shape: RatingShape, viewBox: Rect) {
        guard !path.utf8.contains(0) else { throw .invalid("a file path cannot contain a NUL character") }
        let identity = FileStatus(path: path)
        // Read under the lock: a batch's threads asking for a new file at once would otherwise
        // each read and measure it.
        let reading = lock.withLock {
            if let identity, let known = shapes[path], known.identity == identity { return known.reading }
            let reading = reader(path)
            if shapes.count == limit { shapes.removeAll(keepingCapacity: true) }
            shapes[path] = (identity, reading)
            return reading
        }
        return try reading.get()
    }

    /// Reads and measures the icon file at `path`: what the process's memo reads with.
    package static func read(_ path: String) -> Reading {
        guard let bytes = StandardStream.readFile(atPath: path, atMost: SVGIcon.maximumByteCount) else {
            return .failure(.invalid("cannot read the icon file: \(SystemError.lastReason)"))
        }
        // The reader stops one byte past the limit, so the count says only "too large".
        guard bytes.count <= SVGIcon.maximumByteCount else {
            return .failure(.invalid("not an icon file this tool takes: it must be at most \(SVGIcon.maximumByteCount) bytes (it has more)"))
        }
        do {
            let reading = try RatingShape.iconReading(iconFile: bytes)
            return .success((.icon(reading.icon), reading.viewBox))
        } catch {
            return .failure(.invalid("not an icon file this tool takes: \(DisplayText.defused(error.description))"))
        }
    }
}
