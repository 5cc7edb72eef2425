import Foundation
import Testing
import TestSupport
import StarRatingSVG
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// `--format png` and `--scale` (issue 34): the still picture as a PNG, to a file or to
/// standard output but never to a terminal, of every option of the still picture, refused
/// before a pixel is drawn when it is too large, and refused with an option that only SVG or
/// HTML has.
@Suite struct PNGCommandTests {
    /// The command run in-process, its standard output a terminal or not.
    static func run(_ arguments: [String], terminal: Bool = false) -> CommandResult {
        StarsvgCommand.command.main(arguments, in: CommandEnvironment(standardOutputIsTerminal: terminal))
    }

    /// The PNG's size for `arguments` (a rating's), as the library gives it.
    static func pixelSize(stars: Int = 5, size: Double = 24, gap: Double = 0.25, scale: Int = 1) throws -> (width: Int, height: Int) {
        try StarRating(starCount: stars, value: 0, cellSize: size, gapRatio: gap).pngPixelSize(scale: scale)
    }

    /// The first line of standard error and what must follow it: one `Error:` line, the usage.
    static func expectRefusal(_ result: CommandResult, _ message: String, _ context: String) {
        #expect(result.exitCode == 64 && result.standardOutput.isEmpty, "\(context)")
        #expect(result.standardError == message + "\n" + StarsvgCommand.usageHint, "\(context): \(result.standardError)")
    }

    // MARK: Writing

    /// To a file (atomically, as every output) and to standard output, the same bytes: a PNG
    /// of the CSS size times the scale, its description the accessible name, at every scale
    /// and with every option of the still picture.
    @Test(.cases(6), arguments: [
        ["--value", "3.5"],
        ["--stars", "10", "--levels", "2,8", "--value", "7.25", "--fill-mode", "width", "--scale", "2"],
        ["--value", "4", "--dir", "rtl", "--blur", "0", "--scale", "3", "--size", "16"],
        ["--stars", "3", "--value", "2.8", "--colors", "crimson,orange,rgb(0 128 128 / 50%)", "--gap", "0.5", "--scale", "4", "--size", "10px"],
        ["--value", "1.5", "--fill-mode", "linear", "--locale", "de", "--label", "Sehr gut"],
        ["--value", "2", "--locale", "ar", "--dir", "ltr", "--size", "33.3"],
    ])
    func writesThePNGToAFileAndToStandardOutput(arguments: [String]) throws {
        try withScratchFolder("png-file") { folder in
            let words = ["--format", "png"] + arguments
            let toFile = Self.run(words + ["-o", folder.file("r.png")])
            #expect(toFile.exitCode == 0 && toFile.standardOutput.isEmpty && toFile.standardError.isEmpty, "\(toFile.standardError)")
            let bytes = try #require(folder.contents("r.png"))
            #expect(folder.names() == ["r.png"], "a temporary file left behind: \(folder.names())")
            #expect(Self.run(words).standardOutput == bytes, "standard output and the file differ")
            let options = EffectiveOptions(words)
            let size = try Self.pixelSize(stars: options.number("--stars").map(Int.init) ?? 5, size: options.number("--size") ?? 24,
                                          gap: options.number("--gap") ?? 0.25, scale: options.number("--scale").map(Int.init) ?? 1)
            let wording = try ExpectedWording(stars: options.number("--stars").map(Int.init) ?? 5, valueText: options["--value"],
                                              locale: options["--locale"], texts: nil)
            let stars = options.number("--stars").map(Int.init) ?? 5
            let label = options["--label"] ?? wording.label ?? "Rating: \(options["--value"]!) out of \(stars)"
            let problems = PNGOutputAudit(expectedWidth: size.width, expectedHeight: size.height, expectedDescription: label,
                                          expectedLanguage: wording.language).problems(in: bytes)
            #expect(problems.isEmpty, "\(arguments): \(problems)")
        }
    }

    /// Each scale multiplies the CSS size, rounded up to whole pixels: 156 × 24 at 24 px, and
    /// a row of 33.3 px stars is 217 × 34 CSS pixels.
    @Test func theScaleMultipliesTheCSSSize() throws {
        for scale in StarRating.pngScaleRange {
            for (size, css) in [("24", (156, 24)), ("33.3", (217, 34))] {
                let bytes = Self.run(["--format", "png", "--size", size, "--scale", String(scale)]).standardOutput
                let header = try PNGOutputAudit.chunks(of: bytes).get().first
                let data = Array(try #require(header).data)
                #expect(Int(PNGOutputAudit.bigEndian(data, at: 0)) == css.0 * scale && Int(PNGOutputAudit.bigEndian(data, at: 4)) == css.1 * scale,
                        "--size \(size) --scale \(scale)")
            }
        }
    }

    /// The same options give the same bytes: twice in-process, and from the real binary.
    @Test func theSameOptionsGiveTheSameBytes() throws {
        let arguments = ["--format", "png", "--stars", "10", "--levels", "2,8", "--value", "7.5", "--scale", "2", "--locale", "pl"]
        let first = Self.run(arguments)
        #expect(first.exitCode == 0 && first.standardOutput.starts(with: PNGOutputAudit.signature))
        #expect(Self.run(arguments) == first)
        let process = try StarsvgBinary.run(arguments)
        #expect(process.exitStatus == 0 && process.standardError.isEmpty && process.standardOutput == first.standardOutput)
    }

    /// Python's zlib inflates the image data to whole rows behind their filter bytes (RGBA,
    /// grey and alpha, or palette indices, expanded to RGBA), and Pillow (when it is there: `.build/ci-tools/python`, or `STARSVG_PYTHONPATH`) reads
    /// the picture, its size, mode and description; at the centre of a full star of a hard
    /// edge the band's colour is exact, the corners are transparent, and right to left the
    /// filled star is the last one.
    @Test(.enabled(if: PythonPNGReader.isAvailableOrRequired, Comment(rawValue: PythonPNGReader.skipReason)))
    func pythonDecodesThePNG() throws {
        try withScratchFolder("png-python") { folder in
            let cases: [(name: String, arguments: [String])] = [
                ("full.png", ["--value", "5", "--blur", "0"]),
                ("rtl.png", ["--value", "1", "--blur", "0", "--dir", "rtl", "--scale", "2"]),
                ("empty.png", ["--value", "0"]),
                ("de.png", ["--value", "3.5", "--locale", "de", "--stars", "8", "--levels", "2,6"]),
            ]
            for (name, arguments) in cases {
                let result = Self.run(["--format", "png", "-o", folder.file(name)] + arguments)
                #expect(result.exitCode == 0, "\(result.standardError)")
            }
            let pictures = try PythonPNGReader.read(cases.map { folder.file($0.name) })
            try #require(pictures.count == cases.count)
            let (full, rtl, empty, german) = (pictures[0], pictures[1], pictures[2], pictures[3])
            // The smallest lossless form: hard edges have few colours, an empty rating is grey.
            #expect([full.colorType, rtl.colorType, empty.colorType, german.colorType] == [Int]([3, 3, 4, 6]))
            let grayPixels = stride(from: 0, to: empty.rgba.count, by: 4).filter { (index: Int) -> Bool in
                empty.rgba[index] == empty.rgba[index + 1] && empty.rgba[index] == empty.rgba[index + 2]
            }
            #expect(empty.rgba.count == 156 * 24 * 4 && grayPixels.count == 156 * 24)
            #expect(full.width == 156 && full.height == 24 && rtl.width == 312 && rtl.height == 48)
            // Default colours: green above the second level, red below the first.
            #expect(full.pixel(18, 12) == [0x34, 0xC7, 0x59, 255] && full.pixel(0, 0)[3] == 0 && full.pixel(155, 23)[3] == 0)
            let lastStarCentre = 2 * (156 - 18), firstStarCentre = 2 * 18
            #expect(rtl.pixel(lastStarCentre, 24) == [0xFF, 0x3B, 0x30, 255], "\(rtl.pixel(lastStarCentre, 24))")
            let track = rtl.pixel(firstStarCentre, 24)
            #expect(track[3] > 0 && track[3] < 255 && track[0] == track[1] && track[1] == track[2], "the first star is the track: \(track)")
            if PythonPNGReader.hasPillow {
                // Pillow names the form the file stores: RGBA, grey and alpha, or a palette.
                #expect(pictures.allSatisfy { $0.pillowMode == PillowMode.name(colorType: $0.colorType) }, "\(pictures.map { ($0.colorType, $0.pillowMode) })")
                #expect(german.pillowDescription == "Bewertung: 3,5 von 8" && full.pillowDescription == "Rating: 5 out of 5")
            }
        }
    }

    // MARK: Standard output

    /// As curl does: a PNG is not written to a terminal, unless `-o -` asks for it; `-o FILE`
    /// and the text formats go on as ever. The refusal comes after every check of the
    /// options, before a pixel is drawn.
    @Test func refusesToWriteBinaryDataToATerminal() throws {
        let message = "Error: refusing to write binary PNG data to a terminal; use -o FILE or redirect standard output (-o - writes it anyway)."
        Self.expectRefusal(Self.run(["--format", "png", "--value", "3"], terminal: true), message, "a terminal")
        Self.expectRefusal(Self.run(["--format", "png", "--stars", "100", "--size", "10", "--scale", "4"], terminal: true), message, "a large one")
        let bad = Self.run(["--format", "png", "--value", "9"], terminal: true)
        #expect(bad.standardError.hasPrefix("Error: invalid value '9' for --value"), "the options' errors first: \(bad.standardError)")
        let asked = Self.run(["--format", "png", "--value", "3", "-o", "-"], terminal: true)
        #expect(asked.exitCode == 0 && asked.standardOutput == Self.run(["--format", "png", "--value", "3"]).standardOutput)
        for format in ["svg", "html"] {
            #expect(Self.run(["--format", format], terminal: true).exitCode == 0, "\(format)")
        }
        #expect(Self.run(["--format", "img", "--src", "r.png"], terminal: true).exitCode == 0)
        try withScratchFolder("png-terminal") { folder in
            let result = Self.run(["--format", "png", "-o", folder.file("r.png")], terminal: true)
            #expect(result.exitCode == 0 && folder.contents("r.png")?.starts(with: PNGOutputAudit.signature) == true)
        }
    }

    /// The binary asks `isatty`: on a pseudo-terminal (util-linux's `script`) it refuses, and
    /// through a pipe it writes.
    @Test(.enabled(if: Self.script.isTestable, Comment(rawValue: Self.script.skipReason)))
    func theBinaryRefusesARealTerminal() throws {
        let script = try #require(Self.script.path, "\(Self.script.skipReason)")
        let command = "'\(StarsvgBinary.url.path)' --format png --value 3"
        let run = try ProcessRunner(script, ["-q", "-e", "-c", command, "/dev/null"], timeout: .seconds(60)).run()
        let output = String(decoding: run.standardOutput, as: UTF8.self)
        #expect(run.exitStatus == 64 && output.hasPrefix("Error: refusing to write binary PNG data to a terminal"), "\(output.debugDescription)")
        #expect(!run.standardOutput.contains(0x89), "PNG bytes reached the terminal")
        let piped = try StarsvgBinary.run(["--format", "png", "--value", "3"])
        #expect(piped.exitStatus == 0 && piped.standardOutput.starts(with: PNGOutputAudit.signature))
    }

    static let script = InstalledProgram("script", package: "bsdutils")

    // MARK: Refusals

    /// The pixel limit is checked before any memory is taken: under a limit of 300 MB of
    /// address space, a picture of 8 billion pixels is refused in a line naming the option that
    /// made it so large, and no file is made.
    @Test func aPictureTooLargeIsRefusedBeforeItIsDrawn() throws {
        try withScratchFolder("png-large") { folder in
            let run = try ProcessRunner("/bin/sh", ["-c", "ulimit -v 300000 && exec \"$0\" \"$@\"", StarsvgBinary.url.path,
                                                    "--stars", "100", "--size", "2000", "--scale", "4", "--format", "png", "-o", "r.png"],
                                        in: folder.path).run()
            #expect(run.exitStatus == 64 && run.standardOutput.isEmpty && folder.names().isEmpty)
            #expect(run.standardError.hasPrefix("Error: invalid value '4' for --scale: the PNG would be 1002000 × 8000 pixels, and a PNG may hold at most 16777216 (4096 × 4096); use fewer stars, a smaller size or a smaller scale.\n"),
                    "\(run.standardError)")
            // Under the same limit, a PNG of half a million pixels is drawn.
            let near = try ProcessRunner("/bin/sh", ["-c", "ulimit -v 300000 && exec \"$0\" \"$@\"", StarsvgBinary.url.path,
                                                     "--stars", "10", "--size", "100", "--scale", "2", "--format", "png", "-o", "r.png"],
                                         in: folder.path).run()
            #expect(near.exitStatus == 0 && folder.names() == ["r.png"], "\(near.standardError)")
        }
    }

    @Test(.cases(22), arguments: [
        (["--stars", "100", "--size", "2000", "--format", "png"],
         "Error: invalid value '2000' for --size: the PNG would be 250500 × 2000 pixels, and a PNG may hold at most 16777216 (4096 × 4096); use fewer stars, a smaller size or a smaller scale."),
        (["--stars", "100", "--gap", "4", "--size", "400", "--format", "png", "--scale", "1"],
         "Error: invalid value '1' for --scale: the PNG would be 201600 × 400 pixels, and a PNG may hold at most 16777216 (4096 × 4096); use fewer stars, a smaller size or a smaller scale."),
        (["--format", "png", "--scale", "0"], "Error: invalid value '0' for --scale: the scale must be a whole number of device pixels per CSS pixel from 1 to 4."),
        (["--format", "png", "--scale", "5"], "Error: invalid value '5' for --scale: the scale must be a whole number of device pixels per CSS pixel from 1 to 4."),
        (["--format", "png", "--scale", "2.0"], "Error: invalid value '2.0' for --scale: the scale must be a whole number of device pixels per CSS pixel from 1 to 4."),
        (["--format", "png", "--scale", "-1"], "Error: invalid value '-1' for --scale: the scale must be a whole number of device pixels per CSS pixel from 1 to 4."),
        (["--scale", "2"], "Error: --scale '2' needs --format: give --format png (an SVG or HTML picture is drawn sharp at any screen's density; only a PNG has pixels to scale)."),
        (["--format", "html", "--scale", "2"], "Error: --scale '2' cannot be used with --format 'html': an SVG or HTML picture is drawn sharp at any screen's density; only a PNG has pixels to scale."),
        (["--format", "svg", "--scale", "1"], "Error: --scale '1' cannot be used with --format 'svg': an SVG or HTML picture is drawn sharp at any screen's density; only a PNG has pixels to scale."),
        (["--interactive", "--scale", "2"], "Error: --scale '2' cannot be used with --interactive: an SVG or HTML picture is drawn sharp at any screen's density; only a PNG has pixels to scale."),
        (["--format", "png", "--animate"], "Error: --animate cannot be used with --format 'png': a PNG is the still picture's pixels and nothing more."),
        (["--format", "png", "--interactive"], "Error: --interactive cannot be used with --format 'png': a rating input is HTML (leave out --format, or give --format html)."),
        (["--format", "png", "--id", "r1"], "Error: --id 'r1' cannot be used with --format 'png': a PNG is the still picture's pixels and nothing more."),
        (["--format", "png", "--pretty"], "Error: --pretty cannot be used with --format 'png': a PNG is the still picture's pixels and nothing more."),
        (["--format", "png", "--xlink"], "Error: --xlink cannot be used with --format 'png': a PNG is the still picture's pixels and nothing more."),
        (["--format", "png", "--schema"], "Error: --schema cannot be used with --format 'png': a PNG is the still picture's pixels and nothing more."),
        (["--format", "png", "--css-out", "r.css"], "Error: --css-out 'r.css' cannot be used with --format 'png': a PNG is the still picture's pixels and nothing more."),
        (["--format", "png", "--name", "r"], "Error: --name 'r' needs --interactive: it only applies to a rating input."),
        (["--format", "png", "--size", "1.5em"], "Error: --size '1.5em' cannot be used with --format 'png': a PNG has no text around it to take ems of; give its size in pixels."),
        (["--format", "png", "--dir", "auto"], "Error: --dir 'auto' cannot be used with --format 'png': a PNG has no page whose direction it could follow; give ltr or rtl."),
        (["--format", "png", "--src", "r.png"], "Error: --src 'r.png' cannot be used with --format 'png': only an <img> tag has a src."),
        (["--format", "PNG"], "Error: invalid value 'PNG' for --format: the format must be one of svg, html, png, img, text."),
    ])
    func refusesWhatAPNGCannotBe(arguments: [String], message: String) throws {
        try withScratchFolder("png-refused") { folder in
            Self.expectRefusal(Self.run(arguments + ["-o", folder.file("r.png")]), message, "\(arguments)")
            #expect(folder.names().isEmpty, "\(arguments)")
        }
    }
}
