#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// The path `path` leads to once its missing folders are made, with no symbolic link, `.`
    /// or `..` left in it: the real path (`realpath`) of the deepest part of it that is there,
    /// and the rest as `mkdir` would make it, each `.` dropped and each `..` a step back up
    /// (a folder just made is no link, so the step is the one the system would take). Two
    /// paths to one place, however spelt, are the same bytes; what compares them can tell
    /// whether one place is inside the other.
    /// - Returns: an absolute path as bytes (a folder's real name need not be UTF-8), without
    ///   a final `/` (but `/` itself); `nil` when a part that is there cannot be resolved (no
    ///   permission, a loop of links, a file on the way).
    package static func resolvedPath(_ path: String) -> [UInt8]? {
        guard !path.isEmpty, !path.utf8.contains(0) else { return nil }
        let slash = UInt8(ascii: "/")
        var existing = Array(path.utf8)
        // The parts not there yet, from the first.
        var missing: [ArraySlice<UInt8>] = []
        var resolved: [UInt8]
        while true {
            if let real = realpath(existing.map { CChar(bitPattern: $0) } + [0], nil) {
                resolved = Array(UnsafeBufferPointer(start: real, count: strlen(real))).map { UInt8(bitPattern: $0) }
                free(real)
                break
            }
            // "/" and the current folder are always there; should either fail, nothing is.
            guard errno == ENOENT, existing != [slash], existing != Array(".".utf8) else { return nil }
            while existing.count > 1, existing.last == slash { existing.removeLast() }
            guard let last = existing.lastIndex(of: slash) else {
                // A relative path whose first part is missing: it starts in the current folder.
                missing.insert(existing[...], at: 0)
                existing = Array(".".utf8)
                continue
            }
            missing.insert(existing[(last + 1)...], at: 0)
            existing = last == 0 ? [slash] : Array(existing[..<last])
        }
        for part in missing where !part.isEmpty && !part.elementsEqual(".".utf8) {
            if part.elementsEqual("..".utf8) {
                // The real path's parent, as the system finds it; "/.." is "/".
                let last = resolved.lastIndex(of: slash) ?? 0
                resolved = last == 0 ? [slash] : Array(resolved[..<last])
            } else {
                resolved += (resolved == [slash] ? [] : [slash]) + part
            }
        }
        return resolved
    }
}
