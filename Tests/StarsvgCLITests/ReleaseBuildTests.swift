import Foundation
import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// `Scripts/build-release.sh`, as the README's install step runs it: the static release binary
/// it builds writes, for a page's worth of ratings, exactly what the command writes in-process.
///
/// The script builds in its own scratch folder (`.build/static-release`), so the build does not
/// wait for the lock of the `swift test` running this, and a second run is incremental (about
/// 10 s; the first takes a minute or more on two cores). It runs at a lower priority, so that
/// the other tests running beside it keep their pace.
///
/// The build is awaited, not waited for: a blocking wait would hold one of the test run's
/// threads (two, on two cores) for the whole build, and the suites that wait on browsers would
/// queue behind it.
@Suite struct ReleaseBuildTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theStaticReleaseBinaryWritesWhatTheCommandWrites() async throws {
        let script = Self.packageRoot.appendingPathComponent("Scripts/build-release.sh").path
        let build = try await ProcessRunner("/usr/bin/nice", ["-n", "10", script], in: Self.packageRoot.path, timeout: .seconds(1800)).run()
        try #require(build.exitStatus == 0, "the build failed: \(build.standardError.suffix(2000))")
        let lines = String(decoding: build.standardOutput, as: UTF8.self).split(separator: "\n")
        let binary = try #require(lines.count == 1 ? String(lines[0]) : nil, "standard output is not the path alone: \(lines)")
        #expect(binary.hasPrefix("/") && FileManager.default.isExecutableFile(atPath: binary))

        // Linked with the Swift runtime inside: no libswift*.so to ship beside it.
        let libraries = try await ProcessRunner("/usr/bin/ldd", [binary]).run()
        let linked = String(decoding: libraries.standardOutput, as: UTF8.self)
        #expect(libraries.exitStatus == 0 && linked.contains("libc.so") && !linked.contains("libswift"), "\(linked)")

        try withScratchFolder("release") { folder in
            // A page's worth of ratings in one batch: every face, many values, stars and modes.
            let input = folder.file("ratings.jsonl")
            try Data(Self.batchLines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: input))
            let batch = try ProcessRunner(binary, ["batch", input], in: folder.path).run()
            let run = InProcessBatch.run([input], input: nil)
            let (inProcess, expected) = (run.result, run.output)
            #expect(inProcess.exitCode == 0 && batch.exitStatus == 0 && batch.standardError.isEmpty, "\(batch.standardError)")
            #expect(batch.standardOutput == expected, "the release binary's batch differs from the command's")
            #expect(expected.count > 50 * 1000, "the batch wrote too little to be a page of ratings")

            for arguments in Self.singleRuns {
                let run = try ProcessRunner(binary, arguments, in: folder.path).run()
                let command = StarsvgCommand.run(arguments: arguments)
                #expect(run.exitStatus == command.exitCode && run.standardOutput == command.standardOutput
                        && run.standardError == command.standardError, "\(arguments)")
            }
        }
    }

    /// Fifty batch lines: the three previews at several values, every fill mode, the web faces.
    static let batchLines: [String] = (0..<50).map { index in
        let stars = [5, 10, 3, 1, 7][index % 5]
        let value = Double(index % (stars * 4 + 1)) / 4
        var line = "{\"stars\": \(stars), \"value\": \(value), \"fill-mode\": \"\(["area", "width", "linear"][index % 3])\""
        switch index % 5 {
        case 1: line += ", \"format\": \"html\""
        case 2: line += ", \"format\": \"html\", \"animate\": true, \"schema\": true, \"rating-count\": \(index * 37 + 1)"
        case 3 where value == value.rounded(): line += ", \"interactive\": true, \"name\": \"r\(index)\""
        case 4: line += ", \"size\": \(16 + index), \"colors\": [\"tomato\", \"gold\", \"seagreen\"]"
        default: break
        }
        return line + "}"
    }

    /// Single runs: success in each format, the help, a completion script and a refusal.
    static let singleRuns: [[String]] = [
        ["--stars", "10", "--levels", "2,8", "--value", "7"],
        ["--value", "3.5", "--format", "html", "--schema", "--pretty"],
        ["--interactive", "--value", "2", "--name", "stars"],
        ["--animate", "--value", "4.25", "--xlink"],
        ["--help"],
        ["--generate-completion-script", "zsh"],
        ["--value", "9"],
    ]
}
