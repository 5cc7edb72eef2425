import StarsvgSystem
import StarRatingSVG
import StarsvgCLI
import StarsvgOptions
import TestSupport

/// One picture of the gallery, `Samples/index.html`: the command's arguments, from which come
/// both the file in `Samples/` and the command shown beside it, so the two cannot disagree.
struct Sample: Sendable {
    /// The file in `Samples/`: a standalone SVG (`.svg`) or a PNG (`.png`), shown as an image,
    /// or an HTML snippet (`.html`, pasted into the page).
    let fileName: String
    /// The command's arguments, after `starsvg`.
    let arguments: [String]
    /// What the picture shows, in a few words, for its caption; empty for nothing more than the
    /// command.
    var note = ""

    /// Whether the file is a standalone SVG.
    var isStandaloneSVG: Bool { fileName.hasSuffix(".svg") }
    /// Whether the file is a PNG (`--format png`).
    var isPNG: Bool { fileName.hasSuffix(".png") }
    /// Whether the page shows the file as an image: a standalone SVG or a PNG.
    var isImage: Bool { isStandaloneSVG || isPNG }

    /// The command as a shell takes it, each argument quoted when a shell would read anything
    /// into it (`'#d7263d,#1b998b'`, `'hsl(4 90% 58%)'`).
    var commandLine: String {
        (["starsvg"] + arguments.map(Self.shellWord)).joined(separator: " ")
    }

    /// What the command does with the arguments, run in-process. A sample that names its file
    /// with `-o` (a PNG, which a terminal would refuse) is run with a file writer that keeps the
    /// file's bytes instead of writing them: they are its output here.
    func run() -> CommandResult {
        var written: [OutputFile] = []
        var result = StarsvgCommand.run(arguments: arguments) { files in written = files }
        if let file = written.first { result.standardOutput = file.bytes }
        return result
    }

    /// What the command writes.
    func output() -> String {
        String(decoding: run().standardOutput, as: UTF8.self)
    }

    /// The rating's accessible name: the `<title>` that names its `<svg>` (or an input's
    /// `aria-label`), or a PNG's description; what an image of it says in its alt text. `nil`
    /// when the output has no such `<svg>` or description.
    func accessibleName() -> String? {
        Self.accessibleName(ofFile: run().standardOutput)
    }

    /// The accessible name of a sample's bytes: a PNG's description, or the name of the first
    /// `<svg>` of an SVG or a snippet.
    static func accessibleName(ofFile bytes: [UInt8]) -> String? {
        if bytes.starts(with: PNGOutputAudit.signature) { return PNGOutputAudit.description(of: bytes) }
        let root = try? ParsedXMLDocument(parsing: Array("<file>".utf8) + bytes + Array("</file>".utf8)).root
        return root?.allElements.first { $0.name == "svg" }.flatMap(Self.accessibleName(of:))
    }

    /// The name of an `<svg>`: its `aria-label`, or else its `<title>`.
    static func accessibleName(of svg: ParsedXMLElement) -> String? {
        svg.attributes["aria-label"] ?? svg.elements.first { $0.name == "title" }?.text
    }

    /// `word` as one shell word: as it is when it holds only characters no shell treats
    /// specially, otherwise in single quotes (a quote inside written `'\''`).
    private static func shellWord(_ word: String) -> String {
        let plain = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.,/:=+@%"
        if !word.isEmpty, word.allSatisfy({ plain.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension Sample {
    /// A preview of the reference at `value`, in `fillMode` and at `size` when given, named
    /// after them: `stars10-value7.svg`, `stars5-value2.5-width.svg`, `stars3-value2.8-size16.svg`.
    static func preview(_ preview: ReferencePreview, value: String, fillMode: FillMode? = nil, size: Int? = nil) -> Sample {
        var arguments = ["--stars", String(preview.starCount), "--levels", preview.levelsText, "--value", value]
        var name = "stars\(preview.starCount)-value\(value)"
        if let fillMode {
            arguments += ["--fill-mode", fillMode.rawValue]
            name += "-\(fillMode.rawValue)"
        }
        if let size {
            arguments += ["--size", String(size)]
            name += "-size\(size)"
        }
        return Sample(fileName: name + ".svg", arguments: arguments)
    }
}

extension ReferencePreview {
    /// The levels as the command takes them: `1,4`.
    var levelsText: String { levels.map(String.init).joined(separator: ",") }

    /// What the gallery calls it: `5 stars, levels 1,4`.
    var title: String { "\(starCount) stars, levels \(levelsText)" }
}
