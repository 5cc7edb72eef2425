import Foundation
import Testing
import TestSupport
@testable import PNGKit

/// Every stream `Zlib.compress` writes is read back exactly by Python's `zlib.decompress`, all
/// of them in one Python process.
@Suite struct ZlibRoundTripTests {
    @Test(.enabled(if: InstalledProgram.isCI || PNGOracle.python.path != nil, PNGOracle.pythonSkipReason))
    func pythonReadsEveryStreamBack() throws {
        let inputs = ZlibInputs.all()
        let lines = try withScratchFolder("zlib") { folder in
            for (name, bytes) in inputs {
                try Data(bytes).write(to: URL(fileURLWithPath: folder.file(name + ".raw")))
                try Data(Zlib.compress(bytes)).write(to: URL(fileURLWithPath: folder.file(name + ".z")))
            }
            return try PNGOracle.run("zlib", folder: folder)
        }
        #expect(lines.count == inputs.count, "the oracle answered \(lines.count) of \(inputs.count) streams")
        for line in lines {
            #expect(line.count == 3 && line[2] == "ok", "\(line.joined(separator: " "))")
        }
    }

    /// Inputs of more than 1 GiB are compressed in segments with fresh tables: the same code
    /// with segments of 40,000 bytes, read back by Python.
    @Test(.enabled(if: InstalledProgram.isCI || PNGOracle.python.path != nil, PNGOracle.pythonSkipReason))
    func segmentsJoinSeamlessly() throws {
        var parameters = DeflateParameters.standard
        parameters.segmentLength = 40_000
        let inputs = ZlibInputs.all().filter { $0.bytes.count > 40_000 }
        let lines = try withScratchFolder("segments") { folder in
            for (name, bytes) in inputs {
                try Data(bytes).write(to: URL(fileURLWithPath: folder.file(name + ".raw")))
                let stream = bytes.withUnsafeBufferPointer { Zlib.compress($0, parameters: parameters) }
                try Data(stream).write(to: URL(fileURLWithPath: folder.file(name + ".z")))
            }
            return try PNGOracle.run("zlib", folder: folder)
        }
        #expect(lines.count == inputs.count)
        for line in lines {
            #expect(line.count == 3 && line[2] == "ok", "\(line.joined(separator: " "))")
        }
    }

    @Test func compressionIsWorthIt() {
        // Not a budget: a check that matches and codes are found at all. The window case is
        // two thirds repeats, all of them 32768 bytes back.
        let ceilings = ["zeros-300k": 0.01, "text": 0.1, "window-edge": 0.51, "runs-150k": 0.1]
        var checked: [String] = []
        for (name, bytes) in ZlibInputs.all() {
            guard let ceiling = ceilings[name] else { continue }
            let ratio = Double(Zlib.compress(bytes).count) / Double(bytes.count)
            #expect(ratio < ceiling, "\(name): \(ratio)")
            checked.append(name)
        }
        // Each ceiling met its input: a renamed input is not silently left unchecked.
        #expect(checked.sorted() == ceilings.keys.sorted())
        // Noise cannot be compressed: stored blocks keep it within a few bytes a block of its size.
        let noise = ZlibInputs.all().first { $0.name == "noise-100k" }!.bytes
        #expect(Zlib.compress(noise).count <= noise.count + noise.count / 1000 + 16)
    }

    @Test func emptyInputIsTheShortestStream() {
        // Header, one final fixed block holding only its end (10 bits, two bytes), Adler-32 of
        // nothing: what zlib itself writes.
        #expect(Zlib.compress([]) == [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
    }

    @Test func sameInputSameBytes() {
        for (name, bytes) in ZlibInputs.all() {
            #expect(Zlib.compress(bytes) == Zlib.compress(bytes), "\(name)")
        }
    }
}
