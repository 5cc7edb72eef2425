import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import StarsvgSystem

/// Several files written as one, when the disk fails part way: every file is put back.
@Suite struct AtomicFileWriterTests {
    static let precious = Array("precious\n".utf8) + [0x00, 0xFF]

    /// A rename that fails after others succeeded: every file is put back as it was, existing
    /// ones from their backups, new ones removed, whichever rename fails.
    @Test(.cases(6), arguments: 0..<3, [false, true])
    func aFailedRenameRollsBackTheOnesBefore(failing: Int, thirdExists: Bool) throws {
        try withScratchFolder("file-set-rollback") { folder in
            try Data(Self.precious).write(to: URL(fileURLWithPath: folder.file("a.html")))
            try Data(Self.precious + [1]).write(to: URL(fileURLWithPath: folder.file("b.css")))
            if thirdExists { try Data(Self.precious + [2]).write(to: URL(fileURLWithPath: folder.file("c.js"))) }
            chmod(folder.file("a.html"), 0o640)
            let before = folder.names().map { ($0, folder.contents($0)) }
            let files = ["a.html", "b.css", "c.js"].map { OutputFile(path: folder.file($0), bytes: Array("new \($0)\n".utf8)) }
            // The disk fails (EIO) at the rename of file `failing`, after the ones before it.
            var renames = 0
            #expect(throws: AtomicFileWriter.Failure(path: folder.file(["a.html", "b.css", "c.js"][failing]), reason: "Input/output error")) {
                try AtomicFileWriter.write(files) { temporary, target in
                    defer { renames += 1 }
                    guard renames != failing else {
                        errno = EIO
                        return false
                    }
                    return rename(temporary, target) == 0
                }
            }
            #expect(renames == failing + 1)
            let after = folder.names().map { ($0, folder.contents($0)) }
            #expect(after.map(\.0) == before.map(\.0), "left behind or lost: \(after.map(\.0))")
            #expect(after.map(\.1) == before.map(\.1))
            var status = stat()
            stat(folder.file("a.html"), &status)
            #expect(status.st_mode & 0o7777 == 0o640)
            // Without the fault the same set is written, and no backup remains.
            try AtomicFileWriter.write(files)
            #expect(folder.names() == ["a.html", "b.css", "c.js"])
            #expect(folder.contents("b.css") == Array("new b.css\n".utf8))
        }
    }

    /// One file, new and then replaced: its bytes, its mode kept, and no temporary file left.
    @Test func replacesAFileKeepingItsMode() throws {
        try withScratchFolder("atomic-one") { folder in
            try AtomicFileWriter.write([OutputFile(path: folder.file("r.svg"), bytes: Self.precious)])
            #expect(folder.names() == ["r.svg"] && folder.contents("r.svg") == Self.precious)
            chmod(folder.file("r.svg"), 0o604)
            try AtomicFileWriter.write([OutputFile(path: folder.file("r.svg"), bytes: [1, 2, 3])])
            #expect(folder.names() == ["r.svg"] && folder.contents("r.svg") == [1, 2, 3])
            var status = stat()
            stat(folder.file("r.svg"), &status)
            #expect(status.st_mode & 0o7777 == 0o604)
        }
    }
}
