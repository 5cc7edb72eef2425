import Foundation
import Testing
@testable import StarsvgSystem
import TestSupport

/// Reading a whole input: a file straight into room for all of it, a pipe a chunk at a time,
/// every byte either way.
@Suite struct StandardStreamTests {
    /// Bytes that differ from place to place, so that a chunk read twice or skipped shows.
    static func pattern(_ count: Int) -> [UInt8] {
        var random = SplitMix64(seed: UInt64(count))
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }

    /// Sizes around the chunk (64 KiB) and past a huge page (2 MiB), whose advice must change
    /// no byte.
    @Test(.cases(7), arguments: [0, 1, 65_535, 65_536, 65_537, (2 << 20) + 4_097, 5 << 20])
    func aFileIsReadWhole(count: Int) throws {
        try withScratchFolder("read-all") { folder in
            let bytes = Self.pattern(count)
            try Data(bytes).write(to: URL(fileURLWithPath: folder.file("input")))
            let descriptor = open(folder.file("input"), O_RDONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            #expect(StandardStream.readAll(from: descriptor) == bytes)
        }
    }

    @Test(.cases(3), arguments: [0, 70_000, 3 << 20])
    func aPipeIsReadWhole(count: Int) throws {
        let bytes = Self.pattern(count)
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let writeEnd = ends[1]
        let writer = Thread {
            _ = StandardStream.write(bytes, to: writeEnd)
            close(writeEnd)
        }
        writer.start()
        defer { close(ends[0]) }
        #expect(StandardStream.readAll(from: ends[0]) == bytes)
    }

    @Test func aFolderIsAReadError() throws {
        try withScratchFolder("read-all-folder") { folder in
            let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            #expect(StandardStream.readAll(from: descriptor) == nil)
            #expect(errno == EISDIR)
        }
    }
}
