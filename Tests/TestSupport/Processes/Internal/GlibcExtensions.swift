#if canImport(Glibc)
import Glibc

/// glibc functions that Swift's Glibc module does not declare (it leaves out GNU extensions),
/// looked up at run time; `nil` where this C library lacks them. Linux only: Darwin declares
/// the first itself and has neither of the others (`SpawnPlan` says what it does instead).
enum GlibcExtensions {
    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29 and later): the child's folder.
    static let addChangeFolderAction: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32)? =
        lookUp("posix_spawn_file_actions_addchdir_np")

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later): the child closes every
    /// descriptor from a number up, so it inherits only what it is given.
    static let addCloseFromAction: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? =
        lookUp("posix_spawn_file_actions_addclosefrom_np")

    /// `pipe2` (glibc 2.9 and later): a pipe whose ends get flags such as `O_CLOEXEC` at once,
    /// with no moment in which another thread's child could inherit them.
    static let pipe2: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32)? = lookUp("pipe2")

    private static func lookUp<Function>(_ name: String) -> Function? {
        // glibc's RTLD_DEFAULT is the null handle (Darwin's is not; this is Glibc's branch).
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }
}
#endif
