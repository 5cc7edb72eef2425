import Foundation
import Testing
@testable import StarsvgCLI

/// `-o FILE`: written atomically, and left exactly as it was on any error.
@Suite struct OutputFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("starsvg-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func contents(_ name: String) -> Data? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
    }

    @Test func writesTheFileAndNothingToStandardOutput() throws {
        let path = folder.appendingPathComponent("r.svg").path
        let result = StarsvgCommand.run(arguments: ["--value", "3", "-o", path])
        #expect(result.exitCode == 0 && result.standardOutput.isEmpty && result.standardError.isEmpty)
        #expect(contents("r.svg") == Data(StarsvgCommand.run(arguments: ["--value", "3"]).standardOutput))
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["r.svg"])
    }

    @Test func dashMeansStandardOutput() {
        let result = StarsvgCommand.run(arguments: ["--value", "3", "--output", "-"])
        #expect(result == StarsvgCommand.run(arguments: ["--value", "3"]))
    }

    @Test func badInputLeavesAnExistingFileUntouched() throws {
        let url = folder.appendingPathComponent("keep.svg")
        let original = Data("precious\n".utf8)
        try original.write(to: url)
        for arguments in [["--value", "99", "-o", url.path], ["-o", url.path, "--colors", "nope"], ["-o", url.path, "--bogus"]] {
            let result = StarsvgCommand.run(arguments: arguments)
            #expect(result.exitCode == 64 && result.standardOutput.isEmpty)
            #expect(contents("keep.svg") == original, "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.svg"])
    }

    @Test func replacesAnExistingFileKeepingItsMode() throws {
        let url = folder.appendingPathComponent("mode.svg")
        try Data("old".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
        #expect(StarsvgCommand.run(arguments: ["--value", "1", "-o", url.path]).exitCode == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect(contents("mode.svg")?.starts(with: Data("<svg".utf8)) == true)
    }

    @Test func unwritablePlacesFailWithStatusOne() throws {
        let missing = folder.appendingPathComponent("no/such/folder/r.svg").path
        let result = StarsvgCommand.run(arguments: ["--value", "1", "-o", missing])
        #expect(result.exitCode == 1 && result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("Error: cannot write '\(missing)': No such file or directory."))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)

        // A folder in the file's place: the rename fails and the folder is untouched.
        let directory = folder.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        let clash = StarsvgCommand.run(arguments: ["--value", "1", "-o", directory.path])
        #expect(clash.exitCode == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["taken"])
        #expect(StarsvgCommand.run(arguments: ["--value", "1", "-o", directory.path + "/"]).exitCode == 1)
    }
}
