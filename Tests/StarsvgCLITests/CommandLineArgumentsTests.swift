import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarsvgSystem
@testable import StarsvgOptions
@testable import StarsvgBatch

/// Decoding `argv`, including the shapes `execve` allows but shells never produce.
@Suite struct CommandLineArgumentsTests {
    /// Runs `decode` on an `argv` made of `words` (each `nil`-terminated), with `count` as argc.
    private func decode(_ words: [[UInt8]], count: Int) -> [String?] {
        withCStringArray(words) { CommandLineArguments.decode(count: count, values: $0) }
    }

    /// `execve(path, {NULL}, envp)` starts a program with argc 0 and no name at all. The range
    /// `1..<argc` then trapped before a single option was read.
    @Test func anEmptyArgvGivesNoArguments() {
        #expect(decode([], count: 0) == [])
    }

    @Test func theProgramNameIsDropped() {
        #expect(decode([Array("starsvg".utf8)], count: 1) == [])
        #expect(decode([Array("starsvg".utf8), Array("--value".utf8), Array("3".utf8)], count: 3) == ["--value", "3"])
    }

    /// Anything that is not UTF-8 becomes `nil`, to be refused, never repaired to U+FFFD.
    @Test func invalidUTF8BecomesNil() {
        for bytes in HostilePayloads.invalidUTF8 {
            #expect(decode([Array("starsvg".utf8), bytes, Array("ok".utf8)], count: 3) == [nil, "ok"], "\(bytes)")
        }
        #expect(decode([Array("starsvg".utf8), Array("é★👩‍👩‍👧".utf8)], count: 2) == ["é★👩‍👩‍👧"])
    }
}
