import Foundation
import StarRatingSVG
import Testing
import TestSupport
@testable import StarsvgCLI

/// `--icon-box ink|viewbox` (issue 56, item 4): `viewbox` draws an icon file by its own box,
/// in every image face and a batch; `ink` is the default, byte for byte; the option is refused
/// without an icon file, with plain text, and for a box it does not know, each with one
/// `Error:` line and nothing written; a batch mixing both boxes for one file draws each line
/// as the command draws it alone.
@Suite struct IconBoxCommandTests {
    static func run(_ arguments: [String]) -> CommandResult {
        StarsvgCommand.run(arguments: arguments)
    }

    /// A square of ink in the middle third of a 24-unit box: by its ink it fills the cell; by
    /// its box it is a third of it.
    static let square = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M8 8h8v8H8z"/></svg>"#

    @Test func inkIsTheDefaultAndViewboxDrawsAnotherPicture() throws {
        try withScratchFolder("icon-box-faces") { folder in
            let icon = folder.file("square.svg")
            try Data(Self.square.utf8).write(to: URL(fileURLWithPath: icon))
            for format in ["svg", "html", "png"] {
                let plain = Self.run(["--shape", icon, "--value", "2.5", "--format", format, "-o", folder.file("plain." + format)])
                let ink = Self.run(["--shape", icon, "--value", "2.5", "--format", format, "--icon-box", "ink", "-o", folder.file("ink." + format)])
                let box = Self.run(["--shape", icon, "--value", "2.5", "--format", format, "--icon-box", "viewbox", "-o", folder.file("box." + format)])
                #expect(plain.exitCode == 0 && ink.exitCode == 0 && box.exitCode == 0, "\(format): \(plain.standardError)\(ink.standardError)\(box.standardError)")
                let bytes = try ["plain", "ink", "box"].map { try Data(contentsOf: URL(fileURLWithPath: folder.file($0 + "." + format))) }
                #expect(bytes[0] == bytes[1], "\(format): --icon-box ink is not the default")
                #expect(bytes[0] != bytes[2], "\(format): --icon-box viewbox drew the ink's picture")
            }
            // The SVG's path: by its box, the square is drawn 8 px wide at 24 px, from x = 8.
            let svg = String(decoding: Self.run(["--shape", icon, "--value", "1", "--stars", "1", "--gap", "0", "--icon-box", "viewbox"]).standardOutput, as: UTF8.self)
            #expect(svg.contains("d=\"M8 8"), "\(svg)")
        }
    }

    /// Refusals: no icon file, a built-in shape, plain text, an unknown box; each one
    /// `Error:` line, exit 64, nothing on standard output, no file made.
    static let refusals: [(arguments: [String], fragments: [String])] = [
        (["--icon-box", "viewbox"], ["--icon-box 'viewbox' needs --shape", "an icon file"]),
        (["--shape", "heart", "--icon-box", "ink"], ["--icon-box 'ink' cannot be used with --shape 'heart'", "only an icon file has a box"]),
        (["--icon-box", "viewbox", "--shape", "star"], ["--icon-box 'viewbox' cannot be used with --shape 'star'"]),
        (["--shape", IconFixtures.valid[0], "--icon-box", "viewbox", "--format", "text"],
         ["--icon-box 'viewbox' cannot be used with --format 'text'", "plain text"]),
        (["--shape", IconFixtures.valid[0], "--icon-box", "viewBox"], ["'viewBox' for --icon-box", "must be one of ink, viewbox"]),
        (["--shape", IconFixtures.valid[0], "--icon-box", ""], ["for --icon-box", "must be one of ink, viewbox"]),
    ]

    @Test(.cases(6), arguments: refusals)
    func refusedWithoutAnIconFileOrWithText(arguments: [String], fragments: [String]) throws {
        try withScratchFolder("icon-box-refusals") { folder in
            ShapeCommandTests.expectRefusal(Self.run(arguments + ["-o", folder.file("r.svg")]), naming: fragments, "\(arguments)")
            #expect(folder.names().isEmpty, "\(arguments): \(folder.names()) written")
        }
    }

    /// An icon file without a viewBox is refused whatever the box, as it always was: the
    /// reader takes only files that give one (`SVGIcon`).
    @Test func aFileWithoutAViewBoxIsRefused() throws {
        try withScratchFolder("icon-box-no-viewbox") { folder in
            let icon = folder.file("sized.svg")
            try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path d="M8 8h8v8H8z"/></svg>"#.utf8)
                .write(to: URL(fileURLWithPath: icon))
            for box in ["ink", "viewbox"] {
                ShapeCommandTests.expectRefusal(Self.run(["--shape", icon, "--icon-box", box, "-o", folder.file("r.svg")]),
                                                naming: ["for --shape", "has no viewBox"], box)
                #expect(!folder.names().contains("r.svg"))
            }
        }
    }

    /// One file in a batch, by its ink, by its box and by default, line after line on two
    /// threads: each line is the picture the command draws alone, so no memo (the icon files', the fill edges', the
    /// writer's templates) hands one box's drawing to the other.
    @Test func aBatchMixingBothBoxesForOneFileDrawsEachLineAsAlone() throws {
        try withScratchFolder("icon-box-batch") { folder in
            let icon = folder.file("square.svg")
            try Data(Self.square.utf8).write(to: URL(fileURLWithPath: icon))
            let path = JSONStringLiteral.of(icon)
            // Each value twice, by the ink and by the box, and once more (a twentieth on) with
            // neither: two lines alike would be told apart by their ids' suffixes, as any batch's.
            let lines: [(value: Double, box: String?)] = (0..<20).flatMap { step in
                let value = Double(step) / 4
                return step % 2 == 0 ? [(value, "ink"), (value, "viewbox"), (value + 0.05, nil)]
                    : [(value, "viewbox"), (value + 0.05, nil), (value, "ink")]
            }
            let json = lines.map { line in
                "{\"value\":\(line.value),\"shape\":\(path)" + (line.box.map { ",\"icon-box\":\"\($0)\"" } ?? "") + "}"
            }
            let run = InProcessBatch.run(["--jobs", "2"], input: Array(json.joined(separator: "\n").utf8))
            #expect(run.result.exitCode == 0 && run.result.standardError.isEmpty, "\(run.result.standardError)")
            let outputs = String(decoding: run.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(outputs.count == lines.count)
            for (index, (line, output)) in zip(lines, outputs).enumerated() {
                let alone = Self.run(["--value", String(line.value), "--shape", icon] + (line.box.map { ["--icon-box", $0] } ?? []))
                #expect(Array(output.utf8) + [10] == alone.standardOutput, "line \(index + 1) (\(line.box ?? "default"))")
            }
        }
    }
}
