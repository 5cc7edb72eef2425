import Foundation
import Testing
import TestSupport
import StarRatingSVG
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// PNGs and their `<img>` tags in `starsvg batch` (issue 34): the keys `format`, `scale` and
/// `src` mean what the options do; a PNG goes to its line's file, never to standard output;
/// each is byte for byte the single run's, whatever `--jobs`.
@Suite struct BatchPictureTests {
    /// A batch of PNGs, tags and SVGs: every file and every line of standard output is what a
    /// single run writes, and the same with one thread as with three.
    @Test func picturesAreTheSingleRunsBytesWhateverTheJobs() throws {
        var lines: [String] = []
        var files: [(path: String, arguments: [String])] = []
        var standardOutput: [[String]] = []
        for index in 0..<40 {
            let value = String(Double(index % 11) / 2)
            let scale = 1 + index % 4
            switch index % 4 {
            case 0, 1:
                let locale = index % 8 == 0 ? ",\"locale\":\"pl\"" : ""
                lines.append("{\"format\":\"png\",\"value\":\(value),\"scale\":\(scale),\"size\":\(8 + index)\(locale),\"output\":\"p/\(index).png\"}")
                files.append(("p/\(index).png", ["--format", "png", "--value", value, "--scale", String(scale), "--size", String(8 + index)]
                              + (locale.isEmpty ? [] : ["--locale", "pl"])))
            case 2:
                lines.append("{\"format\":\"img\",\"src\":\"https://example.com/r/\(index).png?s=\\\"x\\\"\",\"value\":\(value),\"scale\":\(scale)}")
                standardOutput.append(["--format", "img", "--src", "https://example.com/r/\(index).png?s=\"x\"", "--value", value])
            default:
                // The same SVG again and again: its repeats get ids of their own, the pictures none.
                lines.append("{\"value\":2}")
                standardOutput.append(["--value", "2"])
            }
        }
        var outputs: [[UInt8]] = []
        for jobs in ["1", "3"] {
            try withScratchFolder("batch-png-\(jobs)") { folder in
                let run = BatchTests.batch(lines.joined(separator: "\n"), "--out-dir", folder.path, "--jobs", jobs)
                #expect(run.result.exitCode == 0, "\(run.result.standardError)")
                var written: [UInt8] = []
                for (path, arguments) in files {
                    let bytes = try #require(folder.contents(path), "\(path)")
                    #expect(bytes == BatchTests.single(arguments), "\(path)")
                    written += bytes
                }
                let printed = run.lines
                #expect(printed.count == standardOutput.count)
                for (line, arguments) in zip(printed, standardOutput) where arguments.first == "--format" {
                    #expect(Array(line.utf8) + [10] == BatchTests.single(arguments), "\(arguments)")
                }
                let svgs = printed.filter { $0.hasPrefix("<svg") }
                #expect(Set(svgs.map(BatchTests.idPrefix)).count == svgs.count, "the repeated SVGs share an id")
                outputs.append(written + run.output)
            }
        }
        #expect(outputs.count == 2 && outputs[0] == outputs[1], "the output depends on --jobs")
    }

    @Test(.cases(9), arguments: [
        ("{\"format\":\"png\",\"value\":3}",
         "Error: line 1: \"format\": needs \"output\": a PNG is binary, and goes to a file under --out-dir, not to standard output\n"),
        ("{\"format\":\"img\",\"value\":3}", "Error: line 1: \"format\": needs \"src\": the tag names the PNG by the URL it is served at\n"),
        ("{\"format\":\"png\",\"scale\":5,\"output\":\"r.png\"}",
         "Error: line 1: \"scale\": the scale must be a whole number of device pixels per CSS pixel from 1 to 4 (got 5)\n"),
        ("{\"format\":\"png\",\"scale\":\"2\",\"output\":\"r.png\"}", "Error: line 1: \"scale\": must be a number (got \"2\")\n"),
        ("{\"format\":\"png\",\"stars\":100,\"size\":2000,\"scale\":4,\"output\":\"r.png\"}",
         "Error: line 1: \"scale\": the PNG would be 1002000 × 8000 pixels, and a PNG may hold at most 16777216 (4096 × 4096); use fewer stars, a smaller size or a smaller scale (got 4)\n"),
        ("{\"format\":\"img\",\"src\":\"javascript:alert(1)\"}", "Error: line 1: \"src\": \(ImageSource.requirement) (got \"javascript:alert(1)\")\n"),
        ("{\"format\":\"png\",\"animate\":true,\"output\":\"r.png\"}",
         "Error: line 1: \"animate\": cannot go with \"format\" \"png\": a PNG is the still picture's pixels and nothing more\n"),
        ("{\"scale\":2}", "Error: line 1: \"scale\": needs \"format\": give --format png (an SVG or HTML picture is drawn sharp at any screen's density; only a PNG has pixels to scale)\n"),
        ("{\"src\":\"r.png\",\"format\":\"png\",\"output\":\"r.png\"}", "Error: line 1: \"src\": cannot go with \"format\" \"png\": only an <img> tag has a src\n"),
    ])
    func aBadPictureLineIsNamedWithItsKey(line: String, message: String) throws {
        try withScratchFolder("batch-png-bad") { folder in
            // Good lines first, one of them a PNG: nothing is written for any of them.
            let input = "{\"format\":\"png\",\"output\":\"first.png\"}\n{\"value\":1}\n" + line
            let run = BatchTests.batch(input, "--out-dir", folder.path)
            #expect(run.result.exitCode == 64 && run.output.isEmpty && folder.names().isEmpty)
            #expect(run.result.standardError == message.replacingOccurrences(of: "line 1:", with: "line 3:"), "\(run.result.standardError)")
        }
    }
}
