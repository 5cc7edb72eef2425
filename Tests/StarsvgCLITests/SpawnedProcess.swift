import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program as a real process with arguments given as raw bytes, so that words that are
/// not valid UTF-8 reach its `argv` exactly (Foundation's `Process` only takes Strings).
///
/// Standard output and standard error go to files, never pipes, so a large output cannot
/// block the child; standard output can be sent to any path instead (`/dev/full`). The child
/// starts with the default action for every signal that matters here (SIGXFSZ, SIGPIPE),
/// whatever the test runner ignores, and in a folder of its own.
enum SpawnedProcess {
    /// How the process ended.
    struct Run {
        /// The exit status, or `nil` when a signal ended the process.
        let exitStatus: Int32?
        /// The signal that ended the process, if one did.
        let signal: Int32?
        let standardOutput: [UInt8]
        let standardError: String
    }

    struct SpawnError: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `executable` with `arguments` in `folder` and waits for it.
    /// - Parameter standardOutputPath: where standard output goes instead of a capture file.
    static func run(_ executable: String, arguments: [[UInt8]], in folder: String,
                    standardOutputPath: String? = nil) throws -> Run {
        // Captured outside `folder`, whose contents the tests inspect.
        let capture = NSTemporaryDirectory() + "/starsvg-capture-" + UUID().uuidString
        let outputPath = standardOutputPath ?? capture + ".stdout"
        let errorPath = capture + ".stderr"
        defer {
            if standardOutputPath == nil { unlink(outputPath) }
            unlink(errorPath)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard let changeFolder = addChangeFolderAction else {
            throw SpawnError(description: "posix_spawn_file_actions_addchdir_np is not available")
        }
        guard changeFolder(&actions, folder) == 0 else { throw SpawnError(description: "cannot spawn in \(folder)") }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGXFSZ)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let words = [Array(executable.utf8)] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { bytes in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return copy
        } + [nil]
        defer { for pointer in argv { pointer?.deallocate() } }

        var pid = pid_t()
        let spawned = argv.withUnsafeBufferPointer { argvBuffer in
            posix_spawn(&pid, executable, &actions, &attributes, argvBuffer.baseAddress!, environ)
        }
        guard spawned == 0 else { throw SpawnError(description: "posix_spawn \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw SpawnError(description: "waitpid: \(String(cString: strerror(errno)))") }
        }
        // WIFEXITED and friends are macros Swift cannot import; this is their definition.
        let signal = status & 0x7F
        let output = standardOutputPath == nil ? [UInt8](FileManager.default.contents(atPath: outputPath) ?? Data()) : []
        let error = String(decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self)
        return Run(exitStatus: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal,
                   standardOutput: output, standardError: error)
    }

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), looked up at run time
    /// because Swift's Glibc module does not declare GNU extensions.
    private static let addChangeFolderAction: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32).self)
    }()

    /// Runs the built `starsvg` with `arguments` in `folder`.
    static func runStarsvg(_ arguments: [[UInt8]], in folder: String, standardOutputPath: String? = nil) throws -> Run {
        try run(ProcessTests.binary.path, arguments: arguments, in: folder, standardOutputPath: standardOutputPath)
    }

    /// Runs the built `starsvg` under `sh` after `ulimit -f blocks`: the kernel then refuses to
    /// let any file grow past that many blocks (SIGXFSZ, or EFBIG when the signal is ignored).
    static func runStarsvg(_ arguments: [String], in folder: String, fileSizeLimitInBlocks blocks: Int) throws -> Run {
        try run("/bin/sh", arguments: [Array("-c".utf8), Array("ulimit -f \(blocks) && exec \"$0\" \"$@\"".utf8),
                                       Array(ProcessTests.binary.path.utf8)] + arguments.map { Array($0.utf8) },
                in: folder)
    }
}
