import StarRatingSVG
import StarsvgSystem

/// The icon files read so far, by path: a batch of 100,000 lines naming one icon reads and
/// measures it once, and each line after takes the shape (or the same refusal) from here.
///
/// A file is taken from the memo only while it is the same file unchanged: same device, inode,
/// size, and modification and status-change times (`FileStatus`), asked of the file system on
/// every use. A library caller that draws, edits the icon and draws again in one process gets
/// the new icon. That look-up is what naming a file adds to a line, against a built-in shape
/// (`Benchmarks/icon-batch.sh` measures it).
package enum IconFiles {
    /// The most files kept; the memo starts afresh when full, a bound on memory.
    static let limit = 64

    private static let lock = ThreadLock()
    nonisolated(unsafe) private static var shapes: [String: (identity: FileStatus?, shape: Result<RatingShape, OptionValueError>)] = [:]
    nonisolated(unsafe) private static var reads: [String: Int] = [:]

    /// How many times the file at `path` has been read and measured in this process, for the
    /// tests of the memo.
    package static func readCount(ofPath path: String) -> Int {
        lock.withLock { reads[path, default: 0] }
    }

    /// The shape of the icon file at `path`, read once while the file is unchanged.
    /// - Throws: `OptionValueError` when the file cannot be read, is larger than
    ///   `SVGIcon.maximumByteCount`, or is not an icon file this tool takes.
    package static func shape(atPath path: String) throws(OptionValueError) -> RatingShape {
        guard !path.utf8.contains(0) else { throw .invalid("a file path cannot contain a NUL character") }
        let identity = FileStatus(path: path)
        // Read under the lock: a batch's threads asking for a new file at once would otherwise
        // each read and measure it.
        let result = lock.withLock {
            if let identity, let known = shapes[path], known.identity == identity { return known.shape }
            let result = read(path)
            if shapes.count == limit {
                shapes.removeAll(keepingCapacity: true)
                reads.removeAll(keepingCapacity: true)
            }
            reads[path, default: 0] += 1
            shapes[path] = (identity, result)
            return result
        }
        return try result.get()
    }

    private static func read(_ path: String) -> Result<RatingShape, OptionValueError> {
        guard let bytes = StandardStream.readFile(atPath: path, atMost: SVGIcon.maximumByteCount) else {
            return .failure(.invalid("cannot read the icon file: \(SystemError.lastReason)"))
        }
        // The reader stops one byte past the limit, so the count says only "too large".
        guard bytes.count <= SVGIcon.maximumByteCount else {
            return .failure(.invalid("not an icon file this tool takes: it must be at most \(SVGIcon.maximumByteCount) bytes (it has more)"))
        }
        do {
            return .success(try RatingShape(iconFile: bytes))
        } catch {
            return .failure(.invalid("not an icon file this tool takes: \(DisplayText.defused(error.description))"))
        }
    }
}
