#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, as `lstat` says: symbolic links are not followed.
enum FileKind: Equatable {
    case folder, other, missing

    /// The kind of what is at `path`.
    init(path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            self = .missing
            return
        }
        self = status.st_mode & S_IFMT == S_IFDIR ? .folder : .other
    }
}
