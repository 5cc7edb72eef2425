import Foundation
import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// `-o FILE`: written atomically, and left exactly as it was on any error.
@Suite struct OutputFileTests {
    @Test func writesTheFileAndNothingToStandardOutput() throws {
        try withScratchFolder("output-file") { folder in
            let path = folder.file("r.svg")
            let result = StarsvgCommand.run(arguments: ["--value", "3", "-o", path])
            #expect(result.exitCode == 0 && result.standardOutput.isEmpty && result.standardError.isEmpty)
            #expect(folder.contents("r.svg") == StarsvgCommand.run(arguments: ["--value", "3"]).standardOutput)
            // No temporary file is left behind.
            #expect(folder.names() == ["r.svg"])
        }
    }

    @Test func dashMeansStandardOutput() {
        let result = StarsvgCommand.run(arguments: ["--value", "3", "--output", "-"])
        #expect(result == StarsvgCommand.run(arguments: ["--value", "3"]))
    }

    @Test func badInputLeavesAnExistingFileUntouched() throws {
        try withScratchFolder("output-file") { folder in
            let path = folder.file("keep.svg")
            let original = Array("precious\n".utf8)
            try Data(original).write(to: URL(fileURLWithPath: path))
            for arguments in [["--value", "99", "-o", path], ["-o", path, "--colors", "nope"], ["-o", path, "--bogus"]] {
                let result = StarsvgCommand.run(arguments: arguments)
                #expect(result.exitCode == 64 && result.standardOutput.isEmpty)
                #expect(folder.contents("keep.svg") == original, "\(arguments)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.svg"])
        }
    }

    @Test func replacesAnExistingFileKeepingItsMode() throws {
        try withScratchFolder("output-file") { folder in
            let path = folder.file("mode.svg")
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
            #expect(StarsvgCommand.run(arguments: ["--value", "1", "-o", path]).exitCode == 0)
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? Int) == 0o640)
            #expect(folder.contents("mode.svg")?.starts(with: Array("<svg".utf8)) == true)
        }
    }

    @Test func unwritablePlacesFailWithStatusOne() throws {
        try withScratchFolder("output-file") { folder in
            let missing = folder.file("no/such/folder/r.svg")
            let result = StarsvgCommand.run(arguments: ["--value", "1", "-o", missing])
            #expect(result.exitCode == 1 && result.standardOutput.isEmpty)
            #expect(result.standardError == "Error: cannot write '\(missing)': the folder '\(folder.file("no/such/folder"))' does not exist.\n")
            #expect(result.standardError.filter { $0 == "\n" }.count == 1)

            // A folder in the file's place: the rename fails and the folder is untouched.
            let directory = folder.file("taken")
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
            let clash = StarsvgCommand.run(arguments: ["--value", "1", "-o", directory])
            #expect(clash.exitCode == 1)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["taken"])
            #expect(StarsvgCommand.run(arguments: ["--value", "1", "-o", directory + "/"]).exitCode == 1)
        }
    }
}
