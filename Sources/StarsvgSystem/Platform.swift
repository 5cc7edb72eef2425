// The one file of the command that names the operating systems it runs on (the library's one
// read of a file, an icon's by its path, does too: StarRatingSVG's Internal/FileBytes.swift).
// Everything the command asks of the system (streams, files, a file's identity, locks,
// threads) is in this module, written against the C library imported here:
//
//   Linux   Glibc   tested: every test runs on it in CI.
//   macOS   Darwin  written for, not tested here (no macOS machine): where the two libraries
//                   name a thing differently, both names are below, side by side.
//
// Elsewhere the build stops with the message below, rather than failing on a missing name.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#else
#error("starsvg's system calls are written for Linux (Glibc) and macOS (Darwin) only")
#endif

/// The names that differ between the platforms' C libraries, each beside its twin.
enum Platform {
    /// A file's last modification time from `stat`: `st_mtim` in Glibc, `st_mtimespec` in Darwin.
    static func modificationTime(of status: stat) -> timespec {
        #if canImport(Glibc)
        status.st_mtim
        #else
        status.st_mtimespec
        #endif
    }

    /// A file's last status change time from `stat`: `st_ctim` in Glibc, `st_ctimespec` in Darwin.
    static func statusChangeTime(of status: stat) -> timespec {
        #if canImport(Glibc)
        status.st_ctim
        #else
        status.st_ctimespec
        #endif
    }

    /// `read(2)`, named through its module: both modules also hold other `read`s.
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// `write(2)`, named through its module.
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
}
