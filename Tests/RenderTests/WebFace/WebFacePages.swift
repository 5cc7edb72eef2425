import Foundation
import StarsvgCLI
import TestSupport

/// The pages the browser checks load, each made with the command itself (in-process), as a
/// user would paste its output.
enum WebFacePages {
    /// A rating placed on a page: what the command was asked, and where it sits.
    struct Placement {
        /// The command's arguments.
        let arguments: [String]
        /// Its top-left corner on the page, in CSS pixels.
        let x: Int
        let y: Int
    }

    /// The command's standard output for `arguments`, which must be accepted.
    static func starsvg(_ arguments: [String]) throws -> String {
        let result = StarsvgCommand.run(arguments: arguments)
        guard result.exitCode == 0 else {
            throw RenderFailure(description: "starsvg \(arguments.joined(separator: " ")) failed: \(result.standardError)")
        }
        return String(decoding: result.standardOutput, as: UTF8.self)
    }

    /// What `starsvg batch arguments…` (in-process, no standard input) writes to standard
    /// output; the run must succeed.
    static func batch(_ arguments: [String]) throws -> String {
        var output: [UInt8] = []
        let result = StarsvgCommand.main(arguments: ["batch"] + arguments, readStandardInput: { nil },
                                         writeStandardOutput: { output += $0; return true })
        guard result.exitCode == 0 else {
            throw RenderFailure(description: "starsvg batch \(arguments.joined(separator: " ")) failed: \(result.standardError)")
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The snippets of a batch's standard output, one a line of the batch that writes one
    /// (each starts a line with its root element, a picture's `<svg>` or an input's
    /// `<fieldset>`).
    static func snippets(ofBatchOutput output: String) -> [String] {
        var snippets: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("<svg class=\"starsvg") || line.hasPrefix("<fieldset class=\"starsvg") { snippets.append("") }
            guard !snippets.isEmpty else { continue }
            snippets[snippets.count - 1] += line + "\n"
        }
        return snippets
    }

    /// The reference's first preview as an input: 5 stars, levels 1 and 4, 60 px stars.
    static func ratingA(value: Int = 0, _ extra: [String] = []) -> [String] {
        ["--interactive", "--stars", "5", "--levels", "1,4", "--size", "60", "--value", String(value), "--name", "a",
         "--label", "Rate this recipe", "--id", "ra"] + extra
    }

    /// The reference's second preview: 10 stars, levels 2 and 8, 30 px stars.
    static let ratingB = ["--interactive", "--stars", "10", "--levels", "2,8", "--size", "30", "--value", "7", "--name", "b", "--id", "rb"]
    /// The reference's third preview: 3 stars, levels 1 and 2, 40 px stars.
    static let ratingC = ["--interactive", "--stars", "3", "--levels", "1,2", "--size", "40", "--value", "1", "--name", "c", "--id", "rc"]

    /// Rating A's still picture at `value`, as a standalone SVG shown with `<img>`: what the
    /// input must look like once it has settled.
    static func stillA(value: Int) -> [String] {
        ["--stars", "5", "--levels", "1,4", "--size", "60", "--value", String(value)]
    }

    /// Where rating A's still reference of value 4 sits on the pages that show one.
    static let referenceA4 = (x: 20, y: 420)

    /// A page: each placement's output at its place, inside one form that sends to
    /// `submitted.html`, with a submit button and a still reference of rating A at 4 (as
    /// `<img>`, unless `showsReference` is false), and `head` (links) in the head. The layout is one style sheet: inline, or, for
    /// a page under a strict Content-Security-Policy, the returned text to publish as
    /// `layoutSheet` (the page then has no inline style at all).
    static func page(_ placements: [Placement], head: String = "", background: String = "#fff",
                     layoutSheet: String? = nil, showsReference: Bool = true) throws -> (html: String, layout: String) {
        // Text in the pinned face, but on a page under the strict policy (a layout sheet), whose
        // `default-src 'none'` loads no font.
        var layout = layoutSheet == nil ? PinnedFont.pageRules : "body{font:16px sans-serif}\n"
        layout += "body{margin:0;background:\(background)}\n"
        var body = "<form id=\"form\" action=\"submitted.html\" method=\"get\">\n"
        for (index, placement) in placements.enumerated() {
            layout += "#place\(index){position:absolute;left:\(placement.x)px;top:\(placement.y)px}\n"
            body += "<div id=\"place\(index)\">\(try starsvg(placement.arguments))</div>\n"
        }
        layout += "#send{position:absolute;left:20px;top:360px}\n"
        layout += "#reference{position:absolute;left:\(referenceA4.x)px;top:\(referenceA4.y)px}\n"
        body += "<button id=\"send\" type=\"submit\">Send</button>\n</form>\n"
        if showsReference { body += "<img id=\"reference\" src=\"a-value4.svg\" alt=\"\">\n" }
        let style = layoutSheet.map { "<link rel=\"stylesheet\" href=\"\($0)\">\n" } ?? "<style>\n\(layout)</style>\n"
        let html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>starsvg browser check</title>
            \(style)\(head)</head>
            <body>
            \(body)</body>
            </html>

            """
        return (html, layout)
    }
}
