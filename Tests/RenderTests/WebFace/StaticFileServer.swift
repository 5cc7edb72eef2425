import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP server on 127.0.0.1 that serves one folder, for the browser tests: a strict
/// Content-Security-Policy's `'self'` needs a real origin (a `file:` page has none), and the
/// policy is sent as the header a site would send.
///
/// One thread accepts and answers one request at a time (HTTP/1.0, `Connection: close`);
/// only `GET` of files directly in the folder, nothing else. Unchecked Sendable: every stored
/// property is a constant, but `Thread` does not declare itself Sendable.
final class StaticFileServer: @unchecked Sendable {
    /// The policy sent with every page whose name starts with `csp-`.
    static let strictPolicy = "default-src 'none'; style-src 'self'; script-src 'self'"

    /// The folder served.
    let folder: URL
    /// The port it listens on.
    let port: UInt16
    private let listener: Int32
    private let thread: Thread

    /// Starts serving `folder` on a free port.
    init(folder: URL) throws {
        self.folder = folder
        let descriptor = StreamSocket.make()
        guard descriptor >= 0 else { throw RenderFailure(description: "socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard bound == 0, named == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw RenderFailure(description: "cannot listen on 127.0.0.1: \(String(cString: strerror(errno)))")
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        let root = folder
        thread = Thread {
            while true {
                let connection = accept(descriptor, nil, nil)
                if connection < 0 {
                    if errno == EINTR { continue }
                    return  // closed by stop()
                }
                Self.answer(connection, root: root)
                close(connection)
            }
        }
        thread.start()
    }

    /// The URL of `name` in the folder.
    func url(_ name: String) -> String { "http://127.0.0.1:\(port)/\(name)" }

    /// Stops listening; the accepting thread ends.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private static func answer(_ connection: Int32, root: URL) {
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !endsHead(request), request.count < 65_536 {
            let count = read(connection, &buffer, buffer.count)
            if count <= 0 { break }
            request += buffer[..<count]
        }
        let line = String(decoding: request.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self).split(separator: " ")
        var status = "404 Not Found"
        var headers = ["Content-Type: text/plain"]
        var body = Array("not found\n".utf8)
        if line.count >= 2, line[0] == "GET" {
            let path = line[1].split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
            let name = String(path.dropFirst())
            if !name.isEmpty, !name.contains("/"), !name.hasPrefix("."),
               let data = FileManager.default.contents(atPath: root.appendingPathComponent(name).path) {
                status = "200 OK"
                body = [UInt8](data)
                headers = ["Content-Type: " + contentType(of: name), "Cache-Control: no-store"]
                if name.hasPrefix("csp-") { headers.append("Content-Security-Policy: " + strictPolicy) }
            }
        }
        let head = (["HTTP/1.0 " + status] + headers + ["Content-Length: \(body.count)", "Connection: close", "", ""]).joined(separator: "\r\n")
        let response = Array(head.utf8) + body
        var offset = 0
        while offset < response.count {
            let written = response[offset...].withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Whether `request` holds a whole request head (it ends with an empty line).
    private static func endsHead(_ request: [UInt8]) -> Bool {
        let end = Array("\r\n\r\n".utf8)
        guard request.count >= end.count else { return false }
        return (0...(request.count - end.count)).contains { request[$0..<($0 + end.count)].elementsEqual(end) }
    }

    private static func contentType(of name: String) -> String {
        if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if name.hasSuffix(".svg") { return "image/svg+xml" }
        if name.hasSuffix(".ttf") { return "font/ttf" }
        return "application/octet-stream"
    }
}
