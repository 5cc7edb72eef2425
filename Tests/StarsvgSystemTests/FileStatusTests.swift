import Foundation
import Testing
import TestSupport
@testable import StarsvgSystem

/// What `FileStatus` reads of a path: its kind, through links or not, and a new version of a
/// file told from the old.
@Suite struct FileStatusTests {
    @Test func tellsTheKinds() throws {
        try withScratchFolder("file-status") { folder in
            try Data([1]).write(to: URL(fileURLWithPath: folder.file("f")))
            try FileManager.default.createDirectory(atPath: folder.file("d"), withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(atPath: folder.file("l"), withDestinationPath: folder.file("d"))
            #expect(FileStatus(path: folder.file("f"))?.kind == .regularFile)
            #expect(FileStatus(path: folder.file("d"))?.kind == .folder)
            #expect(FileStatus(path: folder.file("l"))?.kind == .folder)
            #expect(FileStatus(path: folder.file("l"), followsLinks: false)?.kind == .symbolicLink)
            #expect(FileStatus(path: "/dev/null")?.kind == .characterDevice)
            #expect(FileStatus(path: folder.file("none")) == nil && FileStatus.lastLookUpFoundNothing)
            #expect(FileStatus(path: "a\u{0}b") == nil)
        }
    }

    /// A file rewritten, even with bytes of the same size, is another version; one left alone
    /// is the same.
    @Test func aRewrittenFileIsAnotherVersion() throws {
        try withScratchFolder("file-status-version") { folder in
            let url = URL(fileURLWithPath: folder.file("icon.svg"))
            try Data("one".utf8).write(to: url)
            let first = try #require(FileStatus(path: folder.file("icon.svg")))
            #expect(FileStatus(path: folder.file("icon.svg")) == first)
            #expect(first.size == 3)
            try Data("two".utf8).write(to: url)
            #expect(FileStatus(path: folder.file("icon.svg")) != first)
        }
    }
}
