import Foundation
import Testing
import TestSupport
import StarRatingSVG
@testable import StarsvgOptions
import StarsvgSystem

/// The icon memo: a file named by many lines, on several threads, is read once; a file changed
/// since is read again; the memo holds at most its limit.
@Suite struct IconFilesTests {
    /// A memo whose reader counts its reads of each path.
    final class CountingMemo: @unchecked Sendable {
        // @unchecked: `reads` is touched under `lock` only.
        private let lock = ThreadLock()
        private var reads: [String: Int] = [:]
        private(set) lazy var memo = IconFiles(limit: 3) { [unowned self] path in
            self.lock.withLock { self.reads[path, default: 0] += 1 }
            return IconFiles.read(path)
        }

        func readCount(_ path: String) -> Int { lock.withLock { reads[path, default: 0] } }
    }

    static let square = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M2 2h20v20H2z\"/></svg>"
    static let triangle = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M12 2L22 22H2z\"/></svg>"

    @Test func aFileNamedOnManyThreadsIsReadOnce() throws {
        try withScratchFolder("icon-memo-once") { folder in
            let path = folder.file("icon.svg")
            try Data(Self.square.utf8).write(to: URL(fileURLWithPath: path))
            let counting = CountingMemo()
            let memo = counting.memo
            let expected = try memo.shape(atPath: path)
            let threads = WorkerThreads(count: 4) { _ in
                for _ in 0..<500 { _ = try? memo.shape(atPath: path) }
            }
            threads.join()
            #expect(counting.readCount(path) == 1)
            #expect(try memo.shape(atPath: path) == expected)
        }
    }

    @Test func aChangedFileIsReadAgain() throws {
        try withScratchFolder("icon-memo-changed") { folder in
            let path = folder.file("icon.svg")
            try Data(Self.square.utf8).write(to: URL(fileURLWithPath: path))
            let counting = CountingMemo()
            let square = try counting.memo.shape(atPath: path)
            #expect(try counting.memo.shape(atPath: path) == square)
            #expect(counting.readCount(path) == 1)
            try Data(Self.triangle.utf8).write(to: URL(fileURLWithPath: path))
            let triangle = try counting.memo.shape(atPath: path)
            #expect(counting.readCount(path) == 2)
            #expect(triangle != square)
        }
    }

    /// A refusal is kept too, and a missing file is asked for again on every use (it has no
    /// identity to keep it by).
    @Test func refusalsAreKeptAndMissingFilesAskedAgain() throws {
        try withScratchFolder("icon-memo-refusal") { folder in
            let bad = folder.file("bad.svg"), missing = folder.file("missing.svg")
            try Data("<svg/>".utf8).write(to: URL(fileURLWithPath: bad))
            let counting = CountingMemo()
            for _ in 0..<3 {
                #expect(throws: OptionValueError.self) { try counting.memo.shape(atPath: bad) }
                #expect(throws: OptionValueError.self) { try counting.memo.shape(atPath: missing) }
            }
            #expect(counting.readCount(bad) == 1)
            #expect(counting.readCount(missing) == 3)
        }
    }

    /// Past its limit the memo starts afresh: a file it held is read again.
    @Test func theMemoHoldsAtMostItsLimit() throws {
        try withScratchFolder("icon-memo-limit") { folder in
            let counting = CountingMemo()
            let paths = (0..<4).map { folder.file("icon\($0).svg") }
            for path in paths { try Data(Self.square.utf8).write(to: URL(fileURLWithPath: path)) }
            for path in paths { _ = try counting.memo.shape(atPath: path) }
            _ = try counting.memo.shape(atPath: paths[0])
            #expect(counting.memo.limit == 3)
            #expect(counting.readCount(paths[0]) == 2)
        }
    }
}
