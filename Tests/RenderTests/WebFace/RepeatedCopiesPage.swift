import Foundation
import StarsvgCLI

/// One page holding copies of the same snippets, as a template reused on a page holds them:
/// first a copy of each inside `display: none`, a `<template>` and a closed `<details>`, then two
/// visible copies of each, and beside them the snippet alone in a document of its own (an
/// `<iframe srcdoc>`, whose ids no other copy can take), the picture it must look like.
/// Inline SVGs that share ids fail here: `url(#id)` finds the hidden copy's element, and the
/// visible copies draw nothing.
enum RepeatedCopiesPage {
    /// A snippet placed on the page: its markup, with the sheet a page links (`--css-out`) or none.
    struct Copy {
        let name: String
        /// What the hidden copies are (for inputs: another name's, which must not disturb it).
        let hidden: String
        let html: String
        let sheet: String?
        /// The second visible copy: the same, but for an input, whose copies on one page need
        /// names of their own (one name is one group of radio buttons).
        var second: String? = nil
    }

    /// Where copies and references go: a row each, 40 px apart, from `top`.
    static let top = 20, rowHeight = 40
    /// The x of the two visible copies and of the reference.
    static let columns = [20, 200, 380]
    /// The size of each rating: 5 stars of 24 px.
    static let width = 156, height = 24

    /// The copies: a still picture, an animated one, a heart and an icon file, each with its own
    /// sheet, the first three with a shared sheet too, and rating inputs of three names, the
    /// first's copies hidden.
    static func copies(in folder: URL) throws -> [Copy] {
        let icon = RenderTools.packageRoot.appendingPathComponent("Samples/icons/ring.svg").path
        let pictures: [(String, [String])] = [
            ("picture", ["--value", "4.5"]),
            ("animated", ["--value", "3.5", "--animate"]),
            ("heart", ["--value", "2.5", "--shape", "heart"]),
            ("icon", ["--value", "3.2", "--shape", icon]),
        ]
        var copies: [Copy] = []
        for (name, arguments) in pictures {
            let html = try run(["--format", "html"] + arguments, in: folder).html
            copies.append(Copy(name: name, hidden: html, html: html, sheet: nil))
        }
        for (name, arguments) in [pictures[0], pictures[1], pictures[2]] {
            let shared = try run(["--format", "html"] + arguments, in: folder, linkingSheet: true)
            copies.append(Copy(name: name + " with a shared sheet", hidden: shared.html, html: shared.html, sheet: shared.sheet))
        }
        let input = ["--interactive", "--value", "3", "--no-script"]
        copies.append(Copy(name: "input", hidden: try run(input + ["--name", "first"], in: folder).html,
                           html: try run(input + ["--name", "second"], in: folder).html, sheet: nil,
                           second: try run(input + ["--name", "third"], in: folder).html))
        return copies
    }

    /// The page, with every animation already at its end (a negative delay, in the frames
    /// too), so that a screenshot taken at load shows the final frame.
    static func html(_ copies: [Copy]) -> String {
        let finish = "*,*::before,*::after{animation-delay:-10s!important}"
        var head = "html,body{margin:0;background:#fff}.p{position:absolute;line-height:0}"
            + "iframe{position:absolute;border:0;width:\(width)px;height:\(height)px}details{position:absolute;left:600px;top:0}"
            + finish
        for sheet in Set(copies.compactMap(\.sheet)) { head += "\n" + sheet }
        var body = ""
        for copy in copies {
            body += "<div style=\"display:none\">\(copy.hidden)</div>\n<template>\(copy.hidden)</template>\n"
            body += "<details><summary>more</summary>\(copy.hidden)</details>\n"
        }
        for (row, copy) in copies.enumerated() {
            let y = top + rowHeight * row
            for (x, html) in zip(columns, [copy.html, copy.second ?? copy.html]) {
                body += "<div class=\"p\" style=\"left:\(x)px;top:\(y)px\">\(html)</div>\n"
            }
            let alone = "<!DOCTYPE html><html><head><style>html,body{margin:0;background:#fff;line-height:0}\(finish)"
                + (copy.sheet.map { "\n" + $0 } ?? "") + "</style></head><body>\(copy.html)</body></html>"
            body += "<iframe style=\"left:\(columns[2])px;top:\(y)px\" srcdoc=\"\(escaped(alone))\"></iframe>\n"
        }
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>starsvg copies</title>\n<style>\(head)</style>\n"
            + "</head>\n<body>\n\(body)</body>\n</html>\n"
    }

    /// The output of `starsvg arguments`, and with `linkingSheet` the sheet it wrote
    /// (`--css-out`) in place of its inline `<style>`.
    private static func run(_ arguments: [String], in folder: URL, linkingSheet: Bool = false) throws -> (html: String, sheet: String?) {
        guard linkingSheet else { return (try WebFacePages.starsvg(arguments), nil) }
        let snippet = folder.appendingPathComponent("snippet.html"), sheet = folder.appendingPathComponent("snippet.css")
        _ = try WebFacePages.starsvg(arguments + ["-o", snippet.path, "--css-out", sheet.path])
        return (try String(contentsOf: snippet, encoding: .utf8), try String(contentsOf: sheet, encoding: .utf8))
    }

    /// `text` for a double-quoted attribute.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
