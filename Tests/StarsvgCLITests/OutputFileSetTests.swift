import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif
@testable import StarsvgCLI
@testable import StarsvgSystem
@testable import StarsvgOptions
@testable import StarsvgBatch

/// `-o`, `--css-out` and `--js-out` together: written atomically and all or nothing. When any
/// of them cannot be written, none is left changed, whichever step fails: the temporary files
/// (a missing folder), or a device written in
/// place after them (a full device; a failing rename is `AtomicFileWriterTests`'s). No temporary file or backup is ever left behind.
@Suite struct OutputFileSetTests {
    static let precious = Array("precious\n".utf8) + [0x00, 0xFF]

    @Test func writesAllThreeAndNothingToStandardOutput() throws {
        try withScratchFolder("file-set") { folder in
            let result = StarsvgCommand.run(arguments: ["--interactive", "--value", "3", "-o", folder.file("r.html"),
                                                        "--css-out", folder.file("r.css"), "--js-out", folder.file("r.js")])
            #expect(result.exitCode == 0 && result.standardOutput.isEmpty && result.standardError.isEmpty)
            #expect(folder.names() == ["r.css", "r.html", "r.js"])
            let html = String(decoding: folder.contents("r.html") ?? [], as: UTF8.self)
            #expect(!html.contains("<style") && !html.contains("<script") && !html.contains("style="))
            #expect(folder.contents("r.js") == Array(ExpectedScript.compact.utf8))
            #expect(String(decoding: folder.contents("r.css") ?? [], as: UTF8.self).contains(":checked~svg .starsvg-slide"))
            // The snippet on standard output is the same one.
            let toStandardOutput = StarsvgCommand.run(arguments: ["--interactive", "--value", "3", "--css-out", folder.file("s.css"),
                                                                  "--js-out", folder.file("s.js")])
            #expect(toStandardOutput.standardOutput == folder.contents("r.html"))
            #expect(folder.contents("s.css") == folder.contents("r.css"))
        }
    }

    /// A style sheet that cannot be written (its folder does not exist) leaves the snippet's
    /// existing file exactly as it was, and writes no script either.
    @Test func oneUnwritableFileLeavesTheOthersUntouched() throws {
        try withScratchFolder("file-set-missing") { folder in
            try Data(Self.precious).write(to: URL(fileURLWithPath: folder.file("r.html")))
            let missing = folder.file("nowhere/r.css")
            for order in [["--css-out", missing, "--js-out", folder.file("r.js")], ["--js-out", folder.file("r.js"), "--css-out", missing]] {
                let result = StarsvgCommand.run(arguments: ["--interactive", "-o", folder.file("r.html")] + order)
                #expect(result.exitCode == 1 && result.standardOutput.isEmpty)
                #expect(result.standardError == "Error: cannot write '\(missing)': the folder '\(folder.file("nowhere"))' does not exist.\n")
                #expect(folder.names() == ["r.html"] && folder.contents("r.html") == Self.precious)
            }
        }
    }

    /// The same file under two spellings is refused before anything is written.
    @Test func theSameFileTwiceIsRefused() throws {
        try withScratchFolder("file-set-same") { folder in
            try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: false)
            let result = StarsvgCommand.run(arguments: ["--interactive", "-o", folder.file("sub/../r.x"), "--css-out", folder.file("r.x")])
            #expect(result.exitCode == 1)
            #expect(result.standardError == "Error: cannot write '\(folder.file("r.x"))': it is the same file as '\(folder.file("sub/../r.x"))'.\n")
            #expect(folder.names() == ["sub"])
        }
    }

    #if os(Linux)
    /// A device is written in place, after every rename: when it fails (a full device, a copy
    /// of Linux's /dev/full), the renamed files are put back.
    @Test(.enabled(if: geteuid() == 0, "mknod needs root"))
    func aFailingDeviceRollsBackTheRenamedFiles() throws {
        try withScratchFolder("file-set-device") { folder in
            var full = stat()
            try #require(stat("/dev/full", &full) == 0)
            try #require(mknod(folder.file("full"), S_IFCHR | 0o666, full.st_rdev) == 0)
            try Data(Self.precious).write(to: URL(fileURLWithPath: folder.file("r.html")))
            let result = StarsvgCommand.run(arguments: ["--interactive", "-o", folder.file("r.html"), "--css-out", folder.file("r.css"),
                                                        "--js-out", folder.file("full")])
            #expect(result.exitCode == 1)
            #expect(result.standardError == "Error: cannot write '\(folder.file("full"))': No space left on device.\n")
            #expect(folder.names() == ["full", "r.html"] && folder.contents("r.html") == Self.precious)
        }
    }
    #endif

    /// The real binary writes the same three files.
    @Test func theBinaryWritesTheSameFiles() throws {
        try withScratchFolder("file-set-process") { folder in
            let arguments = ["--interactive", "--stars", "10", "--value", "7", "-o", "r.html", "--css-out", "r.css", "--js-out", "r.js"]
            let run = try StarsvgBinary.run(arguments.map { Array($0.utf8) }, in: folder.path)
            #expect(run.exitStatus == 0 && run.standardOutput.isEmpty && run.standardError.isEmpty)
            let written = folder.names().map { folder.contents($0) }
            for name in folder.names() { unlink(folder.file(name)) }
            let inProcess = StarsvgCommand.run(arguments: arguments.map { $0.hasPrefix("r.") ? folder.file($0) : $0 })
            #expect(inProcess.exitCode == 0)
            #expect(folder.names().map { folder.contents($0) } == written)
        }
    }
}
