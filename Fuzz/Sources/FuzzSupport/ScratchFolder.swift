#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of a target's own for the files the command reads and writes: in memory where the
/// system has one (`/dev/shm`), else under `$TMPDIR` or `/tmp`; made once a process, emptied
/// after every input so that no input sees another's files, and removed at exit.
///
/// The command has no file system of its own to stand in for, as its file writer does for
/// `-o`: an icon file is read by path (`--shape`), and a batch stages and renames its files
/// under `--out-dir`; so these are real files, in a folder nothing else uses.
public final class ScratchFolder: @unchecked Sendable {
    // @unchecked: libFuzzer runs its inputs one at a time, on one thread.

    /// The folder's path, without a final slash.
    public let path: String

    /// A new, empty folder named `starsvg-fuzz-PURPOSE.PID`, after this process.
    public init(purpose: String) {
        var base = "/dev/shm"
        if FileKind(path: base) != .folder || access(base, W_OK) != 0 {
            base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        }
        // A process that does not exit (killed: a timeout, an out-of-memory, a fork-mode job
        // ended) leaves its folder behind: named after its process, each is removed by the next
        // process once that one is gone.
        let prefix = "starsvg-fuzz-\(purpose)."
        for name in Self.names(in: base) where name.hasPrefix(prefix) {
            guard let process = pid_t(name.dropFirst(prefix.count)),
                  process == getpid() || (kill(process, 0) != 0 && errno == ESRCH) else { continue }
            Self.remove(base + "/" + name)
        }
        path = base + "/" + prefix + String(getpid())
        guard mkdir(path, 0o700) == 0 else { fatalError("cannot make the scratch folder \(path): errno \(errno)") }
        Self.made.append(path)
        if Self.made.count == 1 { atexit { for folder in ScratchFolder.made { ScratchFolder.remove(folder) } } }
    }

    /// The folders made by this process, removed at exit.
    nonisolated(unsafe) private static var made: [String] = []

    /// Makes the file `name` in the folder holding `bytes`, replacing any, and returns its path.
    public func makeFile(_ name: String, holding bytes: UnsafeBufferPointer<UInt8>) -> String {
        let file = path + "/" + name
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { fatalError("cannot make \(file): errno \(errno)") }
        defer { close(descriptor) }
        var done = 0
        while done < bytes.count, let start = bytes.baseAddress {
            let count = write(descriptor, start + done, bytes.count - done)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { fatalError("cannot write \(file): errno \(errno)") }
            done += count
        }
        return file
    }

    /// Makes the folder `name` in the folder, and returns its path.
    public func makeFolder(_ name: String) -> String {
        let folder = path + "/" + name
        guard mkdir(folder, 0o700) == 0 else { fatalError("cannot make \(folder): errno \(errno)") }
        return folder
    }

    /// Everything in the folder, at any depth, as paths relative to it (`out`, `out/a.svg`),
    /// sorted; each folder's path ends with `/`.
    public func entries() -> [String] {
        var found: [String] = []
        Self.walk(path, relative: "") { relative, kind in found.append(kind == .folder ? relative + "/" : relative) }
        return found.sorted()
    }

    /// Removes everything in the folder, which stays.
    public func removeContents() {
        Self.walk(path, relative: "", foldersLast: true) { relative, kind in
            let full = path + "/" + relative
            _ = kind == .folder ? rmdir(full) : unlink(full)
        }
    }

    /// Removes `folder` and everything in it.
    private static func remove(_ folder: String) {
        walk(folder, relative: "", foldersLast: true) { relative, kind in
            let full = folder + "/" + relative
            _ = kind == .folder ? rmdir(full) : unlink(full)
        }
        rmdir(folder)
    }

    /// Calls `visit` with each entry under `root` + `relative` (symbolic links not followed),
    /// a folder before what it holds, or after it with `foldersLast`.
    private static func walk(_ root: String, relative: String, foldersLast: Bool = false,
                             _ visit: (_ relative: String, _ kind: FileKind) -> Void) {
        for name in names(in: relative.isEmpty ? root : root + "/" + relative) {
            let child = relative.isEmpty ? name : relative + "/" + name
            let kind = FileKind(path: root + "/" + child)
            if kind == .folder {
                if !foldersLast { visit(child, kind) }
                walk(root, relative: child, foldersLast: foldersLast, visit)
                if foldersLast { visit(child, kind) }
            } else {
                visit(child, kind)
            }
        }
    }

    /// The names in `folder`, but `.` and `..`; none when it cannot be read.
    private static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
