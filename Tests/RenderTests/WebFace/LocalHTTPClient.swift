import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Plain HTTP/1.1 to a server on 127.0.0.1, over a socket: one request a connection, the
/// response read to the end its head announces.
///
/// Not `URLSession`: FoundationNetworking on Linux refuses chromedriver's responses ("Failed
/// writing header"), whose header lines have no space after the colon (`Content-Length:251`),
/// which HTTP allows.
enum LocalHTTPClient {
    /// A response: its status code and its body.
    struct Response {
        let status: Int
        let body: Data
    }

    /// Sends one request and waits for the whole response, on a thread of its own so that no
    /// Swift concurrency thread blocks.
    static func send(_ method: String, port: Int, path: String, body: Data? = nil, timeout: Duration = .seconds(60)) async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try sendBlocking(method, port: port, path: path, body: body, timeout: timeout) })
            }.start()
        }
    }

    private static func sendBlocking(_ method: String, port: Int, path: String, body: Data?, timeout: Duration) throws -> Response {
        let descriptor = StreamSocket.make()
        guard descriptor >= 0 else { throw WebDriverError(description: "socket: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var limit = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw WebDriverError(description: "cannot connect to 127.0.0.1:\(port): \(String(cString: strerror(errno)))") }

        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let body { head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n" }
        let request = Array((head + "\r\n").utf8) + [UInt8](body ?? Data())
        var offset = 0
        while offset < request.count {
            let written = request[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { throw WebDriverError(description: "cannot send to 127.0.0.1:\(port)") }
            offset += written
        }

        // Read until the body is complete by its Content-Length (or its last chunk): a server
        // may keep the connection open whatever the request asked.
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var parsed: Response? = nil
        while parsed == nil {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count < 0 { throw WebDriverError(description: "no answer from 127.0.0.1:\(port)\(path): \(String(cString: strerror(errno)))") }
            if count == 0 {
                parsed = try parse(response, isComplete: true)
                break
            }
            response += buffer[..<count]
            parsed = try parse(response, isComplete: false)
        }
        guard let parsed else { throw WebDriverError(description: "a cut response from 127.0.0.1:\(port)\(path)") }
        return parsed
    }

    /// The response in `bytes`, or `nil` when more is to come.
    private static func parse(_ bytes: [UInt8], isComplete: Bool) throws -> Response? {
        let separator = Array("\r\n\r\n".utf8)
        guard bytes.count >= 4, let end = (0...(bytes.count - 4)).first(where: { bytes[$0..<($0 + 4)].elementsEqual(separator) }) else {
            if isComplete { throw WebDriverError(description: "a response without a head") }
            return nil
        }
        let headLines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = headLines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        func header(_ name: String) -> String? {
            headLines.dropFirst().first { $0.lowercased().hasPrefix(name + ":") }
                .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
        }
        let payload = Array(bytes[(end + 4)...])
        if let length = header("content-length").flatMap({ Int($0) }) {
            return payload.count >= length ? Response(status: status, body: Data(payload.prefix(length))) : nil
        }
        if header("transfer-encoding")?.lowercased().contains("chunked") == true {
            let isLastChunkIn = payload.count >= 5 && Array(payload.suffix(5)) == Array("0\r\n\r\n".utf8)
            return isLastChunkIn || isComplete ? Response(status: status, body: Data(dechunked(payload))) : nil
        }
        return isComplete ? Response(status: status, body: Data(payload)) : nil
    }

    /// The body of a chunked response: each chunk's size in hex, a line, its bytes, a line.
    private static func dechunked(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard let lineEnd = (index..<bytes.count - 1).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }),
                  let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";").first ?? "", radix: 16),
                  size > 0 else { break }
            let start = lineEnd + 2
            result += bytes[start..<min(bytes.count, start + size)]
            index = start + size + 2
        }
        return result
    }
}
