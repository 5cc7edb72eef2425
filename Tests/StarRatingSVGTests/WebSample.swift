import StarsvgCLI
import TestSupport

/// The web samples in `Samples/`: the faces of `--format html`, `--animate` and
/// `--interactive`, each made by the command from the arguments its caption shows. The
/// index page pastes the HTML ones in, live: the reference's three previews as inputs to click.
struct WebSample {
    /// The file name in `Samples/`.
    let fileName: String
    /// The command's arguments.
    let arguments: [String]
    /// What the sample shows.
    let summary: String

    /// The command as the caption shows it.
    var commandLine: String {
        (["starsvg"] + arguments.map { $0.contains(" ") ? "\"\($0)\"" : $0 }).joined(separator: " ")
    }

    /// What the command writes.
    func output() -> String {
        String(decoding: StarsvgCommand.run(arguments: arguments).standardOutput, as: UTF8.self)
    }

    /// The reference's three previews as rating inputs, at 48 px, each with a name of its own.
    static let inputs: [WebSample] = ReferencePreview.all.map { preview in
        WebSample(fileName: "input-stars\(preview.starCount).html",
                  arguments: ["--interactive", "--stars", String(preview.starCount),
                              "--levels", preview.levels.map(String.init).joined(separator: ","), "--size", "48",
                              "--name", "stars\(preview.starCount)"],
                  summary: "\(preview.starCount) stars, levels \(preview.levels.map(String.init).joined(separator: ","))")
    }

    /// An HTML picture, the same animated, and the animated standalone SVG.
    static let pictures: [WebSample] = [
        WebSample(fileName: "picture-stars10-value7.html",
                  arguments: ["--format", "html", "--stars", "10", "--levels", "2,8", "--value", "7", "--size", "48"],
                  summary: "an HTML picture: colours from --starsvg-color-0…2"),
        WebSample(fileName: "animated-stars10-value7.html",
                  arguments: ["--format", "html", "--animate", "--stars", "10", "--levels", "2,8", "--value", "7", "--size", "48"],
                  summary: "the same, animated on load"),
        WebSample(fileName: "animated-stars5-value4.svg",
                  arguments: ["--animate", "--stars", "5", "--levels", "1,4", "--value", "4", "--size", "48"],
                  summary: "a standalone SVG animated on load, shown as an image; librsvg and resvg show it still, at its value"),
    ]

    /// Every web sample.
    static let all = inputs + pictures
}
