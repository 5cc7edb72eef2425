import Foundation
#if canImport(Glibc)
import Glibc
#endif

#if canImport(Glibc) || os(macOS)
/// What a child is given by `posix_spawn`: its standard streams, its folder, its signals and no
/// other descriptor of the test runner's, as file actions and attributes.
///
/// Glibc and Darwin spell these differently, so each difference is here, side by side:
///
/// - The file actions and attributes are structs in Glibc and opaque pointers in Darwin
///   (`void *`, imported as optional raw pointers, which the `_init` functions allocate).
/// - Glibc's `posix_spawn_file_actions_addclosefrom_np` and `_addchdir_np` and its `pipe2` are
///   extensions that Swift's Glibc module leaves out, looked up at run time
///   (`GlibcExtensions`). Darwin declares `posix_spawn_file_actions_addchdir_np` (macOS 10.15
///   and later; not iOS, tvOS or watchOS) and has neither `addclosefrom` nor `pipe2`: its
///   `POSIX_SPAWN_CLOEXEC_DEFAULT` attribute flag closes, in the child, every descriptor that
///   the file actions do not name.
///
/// iOS, tvOS, watchOS and visionOS run no other program (`posix_spawn` is unavailable on tvOS
/// and watchOS, the folder action on all four): there `ProcessRunner` refuses instead.
struct SpawnPlan {
    #if canImport(Glibc)
    private var actions = posix_spawn_file_actions_t()
    private var attributes = posix_spawnattr_t()
    #else
    private var actions: posix_spawn_file_actions_t? = nil
    private var attributes: posix_spawnattr_t? = nil
    #endif
    /// The attribute flags, set on the attributes when the child is spawned.
    private var flags: Int32 = 0

    /// An empty plan; `destroy()` must follow.
    init() {
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
    }

    /// Releases what `init()` allocated.
    mutating func destroy() {
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
    }

    /// The child's `descriptor` is `path` opened with `flags` (and `mode`, should it create it).
    mutating func open(_ descriptor: Int32, _ path: String, _ flags: Int32, mode: mode_t = 0) {
        posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, mode)
    }

    /// The child's `target` is a copy of this process's `descriptor`.
    mutating func duplicate(_ descriptor: Int32, as target: Int32) {
        posix_spawn_file_actions_adddup2(&actions, descriptor, target)
    }

    /// The child keeps only the descriptors that the actions above name: a descriptor a test
    /// holds open (a pipe's end, a file on a mount) must not live on in a child.
    mutating func inheritNothingElse() {
        #if canImport(Glibc)
        // Where glibc is older than 2.34, Swift's own descriptors close on exec anyway.
        if let addCloseFrom = GlibcExtensions.addCloseFromAction { _ = addCloseFrom(&actions, 3) }
        #else
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
    }

    /// The child starts in `folder`.
    /// - Throws: `ProcessRunnerError` when the C library cannot set a child's folder.
    mutating func changeFolder(to folder: String) throws {
        #if canImport(Glibc)
        guard let changeFolder = GlibcExtensions.addChangeFolderAction else {
            throw ProcessRunnerError(description: "posix_spawn_file_actions_addchdir_np is not available")
        }
        let status = changeFolder(&actions, folder)
        #else
        let status = posix_spawn_file_actions_addchdir_np(&actions, folder)
        #endif
        guard status == 0 else { throw ProcessRunnerError(description: "cannot start a program in \(folder)") }
    }

    /// The child starts with the default action for every signal (SIGPIPE, SIGXFSZ, SIGTERM:
    /// whatever the test runner ignores) and no signal blocked.
    mutating func resetSignals() {
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        flags |= Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
    }

    /// Starts `executable` as planned, with `arguments` and `environment` laid out as `argv` and
    /// `envp` (`withCStringArray`).
    /// - Returns: 0 and the child's id, or the error number `posix_spawn` returned.
    mutating func spawn(_ executable: String, arguments: UnsafePointer<UnsafeMutablePointer<CChar>?>,
                        environment: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> (status: Int32, pid: pid_t) {
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var pid = pid_t()
        let status = posix_spawn(&pid, executable, &actions, &attributes, arguments, environment)
        return (status, pid)
    }

    /// A pipe whose ends close on exec, so that no other child started meanwhile keeps the
    /// writing end open.
    /// - Returns: The reading end and the writing end.
    /// - Throws: `ProcessRunnerError` when no pipe can be made.
    static func makePipe() throws -> [Int32] {
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
        // pipe2 sets the flag at once: there is no moment in which another thread's child
        // could inherit the ends.
        guard let pipe2 = GlibcExtensions.pipe2 else { throw ProcessRunnerError(description: "pipe2 is not available") }
        guard pipe2(&ends, O_CLOEXEC) == 0 else {
            throw ProcessRunnerError(description: "pipe2: \(String(cString: strerror(errno)))")
        }
        #else
        // No pipe2: the flag follows at once, and until it does no child of this runner can
        // inherit the ends, since each inherits only what its file actions name.
        guard pipe(&ends) == 0 else {
            throw ProcessRunnerError(description: "pipe: \(String(cString: strerror(errno)))")
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        #endif
        return ends
    }
}
#endif
