import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP socket for 127.0.0.1, as each C library spells its type: Glibc imports `SOCK_STREAM`
/// as a case of its `__socket_type` enum, Darwin as a plain `Int32`.
enum StreamSocket {
    /// A new IPv4 stream socket's descriptor, or -1 (and `errno`).
    static func make() -> Int32 {
        #if canImport(Glibc)
        socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socket(AF_INET, SOCK_STREAM, 0)
        #endif
    }
}
