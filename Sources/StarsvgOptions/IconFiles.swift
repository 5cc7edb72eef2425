import Foundation
import StarRatingSVG

/// The icon files read so far, by path: a batch of 100,000 lines naming one icon reads and
/// measures it once, and each line after takes the shape (or the same refusal) from here.
package enum IconFiles {
    /// The most files kept; the memo starts afresh when full, a bound on memory.
    static let limit = 64

    private static let lock = NSLock()
    nonisolated(unsafe) private static var shapes: [String: Result<RatingShape, OptionValueError>] = [:]

    /// The shape of the icon file at `path`, read once.
    /// - Throws: `OptionValueError` when the file cannot be read, is larger than
    ///   `SVGIcon.maximumByteCount`, or is not an icon file this tool takes.
    package static func shape(atPath path: String) throws(OptionValueError) -> RatingShape {
        // Read under the lock: a batch's threads asking for a new file at once would otherwise
        // each read and measure it.
        lock.lock()
        defer { lock.unlock() }
        if let known = shapes[path] { return try known.get() }
        let result = read(path)
        if shapes.count == limit { shapes.removeAll(keepingCapacity: true) }
        shapes[path] = result
        return try result.get()
    }

    private static func read(_ path: String) -> Result<RatingShape, OptionValueError> {
        guard !path.utf8.contains(0) else { return .failure(.invalid("a file path cannot contain a NUL character")) }
        guard let bytes = StandardStream.readFile(atPath: path, atMost: SVGIcon.maximumByteCount) else {
            return .failure(.invalid("cannot read the icon file: \(String(cString: strerror(errno)))"))
        }
        do {
            return .success(try RatingShape(iconFile: bytes))
        } catch {
            return .failure(.invalid("not an icon file this tool takes: \(DisplayText.defused(error.description))"))
        }
    }
}
