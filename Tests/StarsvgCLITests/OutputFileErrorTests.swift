import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// `-o FILE` when things go wrong: a failed run, for bad input or for I/O, leaves an existing
/// file byte-identical and no temporary file behind; a full disk, a file-size limit, a
/// read-only or impossible folder give exit 1 and one clear `Error:` line. The tests run as
/// root, which `chmod` cannot stop, so unwritable places are made of things that stop root
/// too: a path through a regular file, a read-only mount, a full tmpfs, `ulimit -f`, a full
/// device.
@Suite struct OutputFileErrorTests {
    /// Bytes no SVG could be: binary, not UTF-8, no final newline.
    static let precious: [UInt8] = Array("precious\n".utf8) + [0x00, 0xFF, 0xFE, 0x80] + Array("end".utf8)

    /// Runs `body` with a scratch folder holding `keep.svg` with `precious` bytes and mode 0640,
    /// and that file's path.
    private func withPreciousFile(_ purpose: String, _ body: (ScratchFolder, String) throws -> Void) throws {
        try withScratchFolder(purpose) { folder in
            let path = folder.file("keep.svg")
            try Data(Self.precious).write(to: URL(fileURLWithPath: path))
            chmod(path, 0o640)
            try body(folder, path)
        }
    }

    /// Checks the file is exactly as `withPreciousFile` made it and nothing else is there.
    private func expectUntouched(_ folder: ScratchFolder, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(folder.contents("keep.svg") == Self.precious, "keep.svg changed: \(context)", sourceLocation: sourceLocation)
        var status = stat()
        stat(folder.file("keep.svg"), &status)
        #expect(status.st_mode & 0o7777 == 0o640, "keep.svg's mode changed: \(context)", sourceLocation: sourceLocation)
        #expect(folder.names() == ["keep.svg"], "left behind: \(folder.names()): \(context)", sourceLocation: sourceLocation)
    }

    @Test func usageErrorsLeaveTheFileByteIdentical() throws {
        try withPreciousFile("usage-errors") { folder, path in
            let refusals: [[String?]] = [
                ["--value", "99", "-o", path], ["-o", path, "--value", "nan"], ["--output=" + path, "--colors", "red;}</style>"],
                ["-o", path, "--label", "a\u{1B}b"], ["-o", path, "--id", "1x"], ["-o", path, "--levels", "1,2,3"],
                ["-o", path, "--stars"], ["-o", path, "--bogus"], ["-o", path, "stray"], ["-o", path, "--", "--pretty"],
                ["-o", path, "--label", nil], [nil, "-o", path], ["-o", path, "--size", "1e400"], ["-o", path, "--gap=-0"],
                ["-o", path, "-o", ""], ["-o", path + "\u{0}.svg"],
            ]
            for arguments in refusals {
                let result = StarsvgCommand.run(arguments: arguments)
                #expect(result.exitCode == 64 && result.standardOutput.isEmpty, "\(arguments)")
                expectUntouched(folder, "\(arguments)")
            }
            // Help and version do not write the file either.
            for arguments in [["-o", path, "--help"], ["-o", path, "--version"]] {
                #expect(StarsvgCommand.run(arguments: arguments).exitCode == 0)
                expectUntouched(folder, "\(arguments)")
            }
        }
    }

    @Test func aPathThroughARegularFileFailsWithStatusOne() throws {
        try withPreciousFile("not-a-folder") { folder, path in
            let impossible = path + "/out.svg"  // keep.svg is a file, so it cannot hold out.svg
            let result = StarsvgCommand.run(arguments: ["--value", "1", "-o", impossible])
            #expect(result.exitCode == 1 && result.standardOutput.isEmpty)
            #expect(result.standardError == "Error: cannot write '\(impossible)': '\(path)' is not a folder.\n")
            expectUntouched(folder, impossible)
        }
    }

    @Test func aFolderInTheFilesPlaceIsRefused() throws {
        try withScratchFolder("folder-target") { folder in
            let result = StarsvgCommand.run(arguments: ["--value", "1", "-o", folder.path])
            #expect(result.exitCode == 1)
            #expect(result.standardError == "Error: cannot write '\(folder.path)': it is a folder, not a file.\n")
            #expect(folder.names().isEmpty)
        }
    }

    /// `ulimit -f`: the kernel stops the file growing. Without SIGXFSZ ignored the process
    /// would be killed mid-write, leaving its temporary file; it must instead exit 1 cleanly.
    @Test func aFileSizeLimitExitsOneAndLeavesNoTemporaryFile() throws {
        try withPreciousFile("file-size-limit") { folder, path in
            let run = try StarsvgBinary.run(["--stars", "100", "--pretty", "-o", path], in: folder.path, fileSizeLimitInBlocks: 1)
            #expect(run.signal == nil, "killed by signal \(run.signal ?? 0)")
            #expect(run.exitStatus == 1 && run.standardOutput.isEmpty)
            #expect(run.standardError == "Error: cannot write '\(path)': File too large.\n")
            expectUntouched(folder, "ulimit -f 1")
        }
    }

    /// A really full disk: a 16 KiB tmpfs filled to the last byte.
    @Test(.enabled(if: TemporaryMount.isAvailable, "needs root and permission to mount a tmpfs"))
    func aFullDiskExitsOneAndLeavesTheFileAlone() throws {
        try withPreciousFile("full-disk") { folder, _ in
            let mountPoint = folder.file("disk")
            try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: false)
            let disk = try TemporaryMount(tmpfsAt: mountPoint, options: "size=16k,mode=0755")
            defer { disk.unmount() }
            let path = mountPoint + "/keep.svg"
            try Data(Self.precious).write(to: URL(fileURLWithPath: path))
            try disk.fill(withFileNamed: "filler")
            let names = try FileManager.default.contentsOfDirectory(atPath: mountPoint).sorted()

            let inProcess = StarsvgCommand.run(arguments: ["--stars", "100", "-o", path])
            #expect(inProcess.exitCode == 1 && inProcess.standardOutput.isEmpty)
            #expect(inProcess.standardError == "Error: cannot write '\(path)': No space left on device.\n")
            let run = try StarsvgBinary.run([Array("--stars".utf8), Array("100".utf8), Array("-o".utf8), Array(path.utf8)], in: folder.path)
            #expect(run.exitStatus == 1 && run.standardError == inProcess.standardError)

            #expect(FileManager.default.contents(atPath: path).map { [UInt8]($0) } == Self.precious)
            #expect(try FileManager.default.contentsOfDirectory(atPath: mountPoint).sorted() == names, "a temporary file was left")
        }
    }

    /// A read-only file system, which stops root as it stops anyone: refused for a new file
    /// and for an existing one, which stays as it was.
    @Test(.enabled(if: TemporaryMount.isAvailable, "needs root and permission to mount a tmpfs"))
    func aReadOnlyFolderExitsOne() throws {
        try withScratchFolder("read-only") { folder in
            let disk = try TemporaryMount(tmpfsAt: folder.path, options: "size=16k")
            defer { disk.unmount() }
            try Data(Self.precious).write(to: URL(fileURLWithPath: folder.file("keep.svg")))
            try disk.remountReadOnly()
            for name in ["new.svg", "keep.svg"] {
                let path = folder.file(name)
                let result = StarsvgCommand.run(arguments: ["--value", "4", "-o", path])
                #expect(result.exitCode == 1 && result.standardOutput.isEmpty)
                #expect(result.standardError == "Error: cannot write '\(path)': Read-only file system.\n")
            }
            #expect(folder.names() == ["keep.svg"] && folder.contents("keep.svg") == Self.precious)
        }
    }

    #if os(Linux)
    // Linux's /dev/full and device numbers: macOS has no full device, and numbers its own.
    /// A full device (a private copy of /dev/full, so a bug could never replace the real one):
    /// written in place, and its ENOSPC reported; the device node survives.
    @Test(.enabled(if: geteuid() == 0, "mknod needs root"))
    func aFullDeviceExitsOneAndStaysADevice() throws {
        try withScratchFolder("full-device") { folder in
            let device = folder.file("full")
            var full = stat()
            try #require(stat("/dev/full", &full) == 0)
            // Same device number as /dev/full (1, 7): the kernel's full device, under our own name.
            #expect(mknod(device, S_IFCHR | 0o666, full.st_rdev) == 0, "mknod: \(String(cString: strerror(errno)))")
            let result = StarsvgCommand.run(arguments: ["--value", "2", "-o", device])
            #expect(result.exitCode == 1)
            #expect(result.standardError == "Error: cannot write '\(device)': No space left on device.\n")
            #expect(Self.fileType(device) == S_IFCHR)
            #expect(folder.names() == ["full"])
        }
    }

    /// Any other kind of file (here a block device, numbered where no driver answers, so even a
    /// regression could not write to a disk) is refused, and stays what it was.
    @Test(.enabled(if: geteuid() == 0, "mknod needs root"))
    func aBlockDeviceIsRefused() throws {
        try withScratchFolder("block-device") { folder in
            let device = folder.file("disk")
            // Major 240 is reserved for local use; (240 << 8) is makedev(240, 0), a macro Swift cannot import.
            try #require(mknod(device, S_IFBLK | 0o600, 240 << 8) == 0, "mknod: \(String(cString: strerror(errno)))")
            let result = StarsvgCommand.run(arguments: ["--value", "2", "-o", device])
            #expect(result.exitCode == 1)
            #expect(result.standardError == "Error: cannot write '\(device)': it is not a regular file.\n")
            #expect(Self.fileType(device) == S_IFBLK)
            #expect(folder.names() == ["disk"])
        }
    }

    /// A full standard output (`> /dev/full`) is an I/O failure too.
    @Test func aFullStandardOutputExitsOne() throws {
        try withScratchFolder("full-stdout") { folder in
            let run = try StarsvgBinary.run([Array("--value".utf8), Array("3".utf8)], in: folder.path, standardOutputPath: "/dev/full")
            #expect(run.exitStatus == 1)
            #expect(run.standardError == "Error: cannot write to standard output: No space left on device\n")
        }
    }
    #endif

    /// Renaming over a link would replace the link with a file: the file it points to is
    /// replaced instead, and the link stays a link.
    @Test func aSymbolicLinkIsFollowedNotReplaced() throws {
        try withScratchFolder("symlink") { folder in
            try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: false)
            let target = folder.file("real/rating.svg")
            try Data("old".utf8).write(to: URL(fileURLWithPath: target))
            let link = folder.file("link.svg")
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/rating.svg")
            let result = StarsvgCommand.run(arguments: ["--value", "2", "-o", link])
            #expect(result.exitCode == 0)
            #expect(Self.fileType(link, following: false) == S_IFLNK)
            #expect(FileManager.default.contents(atPath: target) == Data(StarsvgCommand.run(arguments: ["--value", "2"]).standardOutput))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("real")) == ["rating.svg"])

            // A link to nothing: refused, and left as it is.
            let dangling = folder.file("dangling.svg")
            try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "nowhere/x.svg")
            let failure = StarsvgCommand.run(arguments: ["--value", "2", "-o", dangling])
            #expect(failure.exitCode == 1 && failure.standardError.hasPrefix("Error: cannot write '\(dangling)': "))
            #expect(Self.fileType(dangling, following: false) == S_IFLNK)
        }
    }

    /// A pipe is written like a shell redirection writes it, and stays a pipe.
    @Test func aPipeIsWrittenInPlace() throws {
        try withScratchFolder("fifo") { folder in
            let fifo = folder.file("pipe")
            try #require(mkfifo(fifo, 0o600) == 0)
            // Held open for reading and writing, the pipe lets the command's open return at once,
            // and keeps what it writes (far less than a pipe's buffer) for reading afterwards.
            let descriptor = open(fifo, O_RDWR | O_NONBLOCK)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let result = StarsvgCommand.run(arguments: ["--value", "1", "-o", fifo])
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while case let count = read(descriptor, &buffer, buffer.count), count > 0 { received += buffer[..<count] }
            #expect(result.exitCode == 0)
            #expect(received == StarsvgCommand.run(arguments: ["--value", "1"]).standardOutput)
            #expect(Self.fileType(fifo) == S_IFIFO)
            #expect(folder.names() == ["pipe"])
        }
    }

    /// `-o /dev/stdout` writes to standard output, a pipe here, through the links
    /// /dev/stdout → /proc/self/fd/1 → pipe (on Linux; on macOS /dev/fd/1 is the descriptor
    /// itself). A private link of the same kind stands in for /dev/stdout, which a bug could
    /// otherwise replace for the whole machine.
    @Test func aLinkToStandardOutputWritesToIt() throws {
        try withScratchFolder("stdout-link") { folder in
            let link = folder.file("stdout")
            #if os(Linux)
            let standardOutput = "/proc/self/fd/1"
            #else
            let standardOutput = "/dev/fd/1"
            #endif
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: standardOutput)
            let run = try StarsvgBinary.run(["--value", "3", "-o", link])
            #expect(run.exitStatus == 0 && run.standardError.isEmpty, "\(run.standardError)")
            #expect(run.standardOutput == StarsvgCommand.run(arguments: ["--value", "3"]).standardOutput)
            #expect(Self.fileType(link, following: false) == S_IFLNK)
            #expect(folder.names() == ["stdout"])
        }
    }

    /// A name of 255 bytes, the most a file system allows: the temporary file's name must
    /// still fit, so the write works. Cut at 200 bytes, the multi-byte characters break in the
    /// middle, and the temporary file must still be found and removed.
    @Test func theLongestFileNamesStillWork() throws {
        try withScratchFolder("long-name") { folder in
            for name in [String(repeating: "n", count: 251) + ".svg", "a" + String(repeating: "é", count: 125) + ".svg"] {
                #expect(name.utf8.count <= 255)
                let path = folder.file(name)
                let result = StarsvgCommand.run(arguments: ["--value", "1", "-o", path])
                #expect(result.exitCode == 0, "\(result.standardError)")
                #expect(folder.names() == [name])
                try FileManager.default.removeItem(atPath: path)
            }
        }
    }

    /// The type bits of the file at `path` (`S_IFREG`, `S_IFLNK`, …).
    static func fileType(_ path: String, following: Bool = true) -> mode_t {
        var status = stat()
        let found = following ? stat(path, &status) : lstat(path, &status)
        return found == 0 ? status.st_mode & S_IFMT : 0
    }
}
