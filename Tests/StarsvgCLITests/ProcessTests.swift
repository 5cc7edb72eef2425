import Foundation
import Testing
import TestSupport

/// A few runs of the real binary, to prove main.swift wires the streams and exit status.
@Suite struct ProcessTests {
    struct Run {
        let status: Int32
        let standardOutput: Data
        let standardError: String
    }

    /// The built `starsvg`, beside the test bundle in SwiftPM's products folder.
    static let binary: URL = {
        var folder = Bundle.main.bundleURL
        while !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("starsvg").path),
              folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("starsvg")
    }()

    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, standardOutput: outputData,
                   standardError: String(decoding: errorData, as: UTF8.self))
    }

    @Test func binaryExists() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "\(Self.binary.path)")
    }

    @Test func sameArgumentsGiveSameBytesTwice() throws {
        let first = try Self.run(["--stars", "10", "--levels", "2,8", "--value", "7"])
        let second = try Self.run(["--stars", "10", "--levels", "2,8", "--value", "7"])
        #expect(first.status == 0 && first.standardError.isEmpty)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardOutput.starts(with: Data("<svg ".utf8)))
    }

    @Test func badInputExits64WithNothingOnStandardOutput() throws {
        let run = try Self.run(["--value", "nan"])
        #expect(run.status == 64)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("Error: invalid value 'nan' for --value"))
        #expect(run.standardError.hasSuffix("See 'starsvg --help' for more information.\n"))
    }

    @Test func ioFailureExits1() throws {
        let run = try Self.run(["--value", "1", "-o", "/nonexistent-folder/r.svg"])
        #expect(run.status == 1 && run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("Error: cannot write"))
    }

    @Test func helpExits0() throws {
        let run = try Self.run(["--help"])
        #expect(run.status == 0 && run.standardError.isEmpty)
        #expect(String(decoding: run.standardOutput, as: UTF8.self).hasPrefix("OVERVIEW:"))
    }

    @Test func refusesInvalidUTF8Arguments() throws {
        // Foundation's Process passes Strings, so the raw bytes go through posix_spawn.
        try withScratchFolder("invalid-utf8") { folder in
            let run = try SpawnedProcess.runStarsvg([Array("--label".utf8), [UInt8(ascii: "a"), 0xFF, UInt8(ascii: "b")]], in: folder.path)
            #expect(run.exitStatus == 64 && run.standardOutput.isEmpty)
            #expect(run.standardError.hasPrefix("Error: argument 2 (the value of --label) is not valid UTF-8."))
        }
    }
}
