#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole buffers to file descriptors.
public enum StandardStream {
    /// Writes all of `bytes` to `descriptor`, retrying short writes and interruptions.
    /// - Returns: `false` when the write failed (`errno` says why).
    public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBufferPointer { write($0, to: descriptor) }
    }

    /// Writes all of `bytes` to `descriptor`, retrying short writes and interruptions.
    /// - Returns: `false` when the write failed (`errno` says why).
    package static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = Platform.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// The whole of the file at `path`, or `nil` (with `errno` set) when it cannot be read;
    /// at most `limit` + 1 bytes of it, as `readAll(from:atMost:)` reads.
    package static func readFile(atPath path: String, atMost limit: Int = .max) -> [UInt8]? {
        guard !path.utf8.contains(0) else {
            errno = EINVAL
            return nil
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return readAll(from: descriptor, atMost: limit)
    }

    /// Reads `descriptor` to its end, retrying interruptions, or until it has read more than
    /// `limit` bytes: a reader that refuses a larger input then learns that it is larger
    /// without reading on (`/dev/zero` has no end).
    /// - Returns: every byte (at most `limit` + 1), or `nil` when a read failed (`errno` says why).
    public static func readAll(from descriptor: Int32, atMost limit: Int = .max) -> [UInt8]? {
        // A file says how big it is: it is read straight into room for all of it and one byte
        // more (to meet its end), where growing by doubling would hold up to twice the input (a
        // batch's input stays in memory) and zero each chunk before reading into it. Kept for
        // memory: read by chunks, a large batch's peak memory is over its budget.
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0,
              let size = Int(exactly: status.st_size).map({ min($0, limit) }), size < Int.max / 2 else {
            return appendChunks(from: descriptor, to: [], atMost: limit)
        }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            while count < buffer.count {
                let read = Platform.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if read < 0 && errno == EINTR { continue }
                guard read > 0 else {
                    failed = read < 0
                    return
                }
                count += read
            }
        }
        if failed { return nil }
        // A file that grew while it was read is read on to its new end.
        return bytes.count <= size || bytes.count > limit ? bytes : appendChunks(from: descriptor, to: bytes, atMost: limit)
    }

    /// `bytes` and the rest of `descriptor`, read a chunk at a time, until more than `limit`.
    private static func appendChunks(from descriptor: Int32, to bytes: [UInt8], atMost limit: Int) -> [UInt8]? {
        var bytes = bytes
        while bytes.count <= limit {
            let start = bytes.count
            let room = limit - start
            let chunk = room < 1 << 16 ? room + 1 : 1 << 16
            bytes.append(contentsOf: repeatElement(0, count: chunk))
            let count = bytes.withUnsafeMutableBytes { buffer in Platform.read(descriptor, buffer.baseAddress! + start, chunk) }
            if count < 0 {
                bytes.removeLast(chunk)
                if errno == EINTR { continue }
                return nil
            }
            bytes.removeLast(chunk - count)
            if count == 0 { return bytes }
        }
        return bytes
    }
}
