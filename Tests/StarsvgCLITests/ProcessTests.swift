import Foundation
import Testing
import TestSupport

/// A few runs of the real binary, to prove main.swift wires the streams and exit status.
@Suite struct ProcessTests {
    @Test func binaryExists() {
        #expect(FileManager.default.isExecutableFile(atPath: StarsvgBinary.url.path), "\(StarsvgBinary.url.path)")
    }

    @Test func sameArgumentsGiveSameBytesTwice() throws {
        let first = try StarsvgBinary.run(["--stars", "10", "--levels", "2,8", "--value", "7"])
        let second = try StarsvgBinary.run(["--stars", "10", "--levels", "2,8", "--value", "7"])
        #expect(first.exitStatus == 0 && first.standardError.isEmpty)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardOutput.starts(with: Array("<svg ".utf8)))
    }

    @Test func badInputExits64WithNothingOnStandardOutput() throws {
        let run = try StarsvgBinary.run(["--value", "nan"])
        #expect(run.exitStatus == 64)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("Error: invalid value 'nan' for --value"))
        #expect(run.standardError.hasSuffix("See 'starsvg --help' for more information.\n"))
    }

    @Test func ioFailureExits1() throws {
        let run = try StarsvgBinary.run(["--value", "1", "-o", "/nonexistent-folder/r.svg"])
        #expect(run.exitStatus == 1 && run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("Error: cannot write"))
    }

    @Test func helpExits0() throws {
        let run = try StarsvgBinary.run(["--help"])
        #expect(run.exitStatus == 0 && run.standardError.isEmpty)
        #expect(String(decoding: run.standardOutput, as: UTF8.self).hasPrefix("OVERVIEW:"))
    }

    @Test func refusesInvalidUTF8Arguments() throws {
        // Foundation's Process passes Strings, so the raw bytes go through ProcessRunner.
        try withScratchFolder("invalid-utf8") { folder in
            let run = try StarsvgBinary.run([Array("--label".utf8), [UInt8(ascii: "a"), 0xFF, UInt8(ascii: "b")]], in: folder.path)
            #expect(run.exitStatus == 64 && run.standardOutput.isEmpty)
            #expect(run.standardError.hasPrefix("Error: argument 2 (the value of --label) is not valid UTF-8."))
        }
    }
}
