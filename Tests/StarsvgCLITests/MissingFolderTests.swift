import Foundation
import Testing
import TestSupport
@testable import StarsvgCLI

/// A file that cannot be written because its folder is not there names that folder in its one
/// `Error:` line, for every file the command writes (`-o`, `--css-out`, `--js-out`) and for
/// the batch's (`--out-dir`, `--css-out`, `--js-out`): "No such file or directory" alone does
/// not say which part of the path to make.
@Suite struct MissingFolderTests {
    /// Each file of a single run, in a folder that does not exist, and a folder deeper down:
    /// exit 1 (an I/O failure, as before), the folder named, nothing written.
    @Test(.cases(3), arguments: ["-o", "--css-out", "--js-out"])
    func aSingleRunNamesTheMissingFolder(option: String) throws {
        try withScratchFolder("missing-folder") { folder in
            for missingFolder in ["nope", "nope/deeper"] {
                let path = folder.file(missingFolder + "/r.x")
                let others = ["-o", folder.file("r.html"), "--css-out", folder.file("r.css"), "--js-out", folder.file("r.js")]
                var arguments = ["--interactive"]
                for index in stride(from: 0, to: others.count, by: 2) {
                    arguments += [others[index], others[index] == option ? path : others[index + 1]]
                }
                let result = StarsvgCommand.run(arguments: arguments)
                #expect(result.exitCode == 1 && result.standardOutput.isEmpty, "\(option) \(missingFolder)")
                #expect(result.standardError == "Error: cannot write '\(path)': the folder '\(folder.file(missingFolder))' does not exist.\n")
                #expect(folder.names().isEmpty, "\(folder.names())")
            }
        }
    }

    /// A file on the way: the file is named as not being a folder, however deep the path goes.
    @Test func aFileOnTheWayIsNamed() throws {
        try withScratchFolder("file-on-the-way") { folder in
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder.file("plain")))
            for path in [folder.file("plain/r.svg"), folder.file("plain/sub/r.svg")] {
                let result = StarsvgCommand.run(arguments: ["-o", path])
                #expect(result.exitCode == 1)
                #expect(result.standardError == "Error: cannot write '\(path)': '\(folder.file("plain"))' is not a folder.\n")
            }
            #expect(folder.names() == ["plain"])
        }
    }

    /// The batch's page files must have their folder already: refused (exit 64) before
    /// anything is read, the folder named; its out-dir is made where missing, but a file on
    /// the way to it is refused likewise.
    @Test func theBatchNamesTheFolderOfEachOfItsFiles() throws {
        try withScratchFolder("batch-missing-folder") { folder in
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder.file("plain")))
            let line = Array(#"{"interactive":true,"output":"r.html"}"#.utf8)
            let cases: [([String], String)] = [
                (["--css-out", folder.file("nope/r.css")], "invalid value '\(folder.file("nope/r.css"))' for --css-out: the style sheet's folder '\(folder.file("nope"))' must exist."),
                (["--js-out", folder.file("nope/r.js")], "invalid value '\(folder.file("nope/r.js"))' for --js-out: the script's folder '\(folder.file("nope"))' must exist."),
                (["--out-dir", folder.file("plain/out")], "invalid value '\(folder.file("plain/out"))' for --out-dir: '\(folder.file("plain"))' is not a folder."),
                (["--out-dir", folder.file("plain")], "invalid value '\(folder.file("plain"))' for --out-dir: '\(folder.file("plain"))' is not a folder."),
            ]
            for (arguments, message) in cases {
                let run = InProcessBatch.run(["--out-dir", folder.file("out")] + arguments, input: line)
                #expect(run.result.exitCode == 64 && run.output.isEmpty, "\(arguments)")
                #expect(run.result.standardError.split(separator: "\n").first.map(String.init) == "Error: " + message)
                #expect(folder.names() == ["plain"], "\(folder.names())")
            }
        }
    }

    #if os(Linux)
    /// A folder the batch cannot make (nothing can be made in /proc) is named with the
    /// system's reason.
    @Test func aFolderTheBatchCannotMakeIsNamed() {
        let run = InProcessBatch.run(["--out-dir", "/proc/starsvg-none"], input: Array(#"{"value":1,"output":"a/r.svg"}"#.utf8))
        #expect(run.result.exitCode == 1)
        #expect(run.result.standardError
                == "Error: cannot write '/proc/starsvg-none/a/r.svg': cannot make the folder '/proc/starsvg-none': No such file or directory.\n")
    }
    #endif
}
