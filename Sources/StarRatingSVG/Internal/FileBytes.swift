// The library reads one kind of file, an icon (`RatingShape(iconFileAtPath:)`), and reads it
// with the C library rather than Foundation, which no product links. Its only system calls,
// written for Glibc (Linux, tested) and Darwin (macOS) side by side as StarsvgSystem's are;
// the command's own reads stay there, beside its other calls.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#else
#error("StarRatingSVG reads icon files with the C library of Linux (Glibc) or macOS (Darwin) only")
#endif

/// A file's bytes, read whole with `open`, `fstat` and `read`.
enum FileBytes {
    /// What reading a file gave.
    enum Reading: Equatable {
        /// The file's bytes, at most the limit.
        case bytes([UInt8])
        /// The file holds more than the limit: its size, when it is a regular file, or `nil`
        /// for a stream (a pipe, a device), which was read only one byte past the limit.
        case tooLarge(byteCount: Int?)
        /// The file cannot be read: the system's words for why.
        case failed(String)
    }

    /// The bytes of the file at `path`, when it holds at most `limit`: a regular file larger than
    /// that is refused by its size, before a byte is read, and a stream once it has given one
    /// byte more.
    /// - Complexity: O(n) in the file's n bytes, at most `limit` + 1 of them read.
    static func contents(ofFile path: String, atMost limit: Int) -> Reading {
        guard !path.utf8.contains(0) else { return .failed("a path cannot contain a NUL character") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed(reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failed(reason(errno)) }
        let size = status.st_mode & S_IFMT == S_IFREG ? Int(exactly: status.st_size) : nil
        if let size, size > limit { return .tooLarge(byteCount: size) }
        // Room for the whole of a regular file and the byte past its end that shows it ended;
        // a stream grows as it comes.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(size ?? 0, limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { buffer in systemRead(descriptor, buffer.baseAddress!, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(reason(errno))
            }
            if count == 0 { return .bytes(bytes) }
            bytes.append(contentsOf: chunk[..<count])
        }
        // More than the limit: a stream, or a regular file that grew while it was read.
        return .tooLarge(byteCount: nil)
    }

    /// `read(2)`, named through its module: both modules also hold other `read`s.
    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// The system's words for the error number `code`.
    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
