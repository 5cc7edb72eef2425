import Foundation
import Testing
@testable import WebTemplates
@testable import StarRatingSVG

/// `Templates/` is the one source of truth; the library carries a compiled-in copy
/// (`EmbeddedTemplates.swift`) so that a `starsvg` copied alone to another machine works. The
/// copy leaves out the templates' `{{! … }}` comments, which the output never holds: the
/// binary carries the templates' text, not their documentation. This fails whenever the copy
/// is not the files without their comments, or parses to another template, and rewrites it
/// with `STARSVG_RECORD=1`.
@Suite struct EmbeddedTemplateTests {
    /// Each template: the property of `EmbeddedTemplates`, its file, and a few words for the doc.
    static let templates: [(property: String, file: String, summary: String)] = [
        ("styleSheet", "rating.css", "the CSS transition template: a rating's style sheet"),
        ("snippet", "snippet.html", "the HTML snippet template: a rating as an inline SVG"),
        ("ratingInput", "rating-input.html", "the rating-input template: radio buttons over the stars"),
        ("script", "rating-input.js", "the optional script of a rating input"),
        ("liveStyleSheet", "live.css", "a live rating's own groups of its style sheet"),
        ("live", "live.html", "the live rating template: the picture, its value given by the page"),
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let templatesFolder = packageRoot.appendingPathComponent("Templates")
    static let embeddedFile = packageRoot.appendingPathComponent("Sources/StarRatingSVG/WebSnippet/Templates/EmbeddedTemplates.swift")

    /// The embedded copies, by property name.
    static let embedded: [String: String] = [
        "styleSheet": EmbeddedTemplates.styleSheet, "snippet": EmbeddedTemplates.snippet,
        "ratingInput": EmbeddedTemplates.ratingInput, "script": EmbeddedTemplates.script,
        "liveStyleSheet": EmbeddedTemplates.liveStyleSheet, "live": EmbeddedTemplates.live,
    ]

    @Test func theEmbeddedCopiesAreTheFilesInTemplates() throws {
        var sources: [String] = []
        for template in Self.templates {
            let text = try Self.file(template.file)
            let stripped = try Self.withoutComments(text)
            // The same nodes: the copy renders what the file does, byte for byte, for any values.
            #expect(try Self.joiningLiterals(MarkupTemplate(source: stripped).nodes)
                        == Self.joiningLiterals(MarkupTemplate(source: text).nodes),
                    "Templates/\(template.file) without its comments is another template")
            #expect(!stripped.contains("{{!"), "Templates/\(template.file) keeps a comment")
            sources.append(stripped)
            if ProcessInfo.processInfo.environment["STARSVG_RECORD"] != "1" {
                #expect(Self.embedded[template.property] == stripped,
                        "Templates/\(template.file) differs from its embedded copy: run STARSVG_RECORD=1 swift test --filter EmbeddedTemplateTests")
            }
        }
        let generated = try Self.swiftSource(sources)
        if ProcessInfo.processInfo.environment["STARSVG_RECORD"] == "1" {
            try Data(generated.utf8).write(to: Self.embeddedFile)
        } else {
            #expect(try String(contentsOf: Self.embeddedFile, encoding: .utf8) == generated,
                    "EmbeddedTemplates.swift is stale: run STARSVG_RECORD=1 swift test --filter EmbeddedTemplateTests")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.templatesFolder.path).sorted()
        #expect(files == Self.templates.map(\.file).sorted(), "Templates/ holds files that are not embedded")
    }

    @Test func everyTemplateParsesAndDocumentsEachOfItsPlaceholders() throws {
        for template in Self.templates {
            let source = try Self.file(template.file)
            let parsed = try MarkupTemplate(source: source)
            #expect(source.hasPrefix("{{! Templates/\(template.file): "), "\(template.file) does not start with its documentation")
            let documentation = Self.leadingComment(of: source)
            for name in parsed.names {
                #expect(documentation.contains(":\(name)}}") || documentation.contains("{{#\(name)}}"),
                        "Templates/\(template.file) uses \(name) without documenting it")
            }
        }
    }

    /// The script and the style sheet can never end the element that holds them, whatever
    /// fills them: they hold no `<` (and no `&`, so that the snippet stays well-formed XML).
    @Test func theStyleSheetAndTheScriptHoldNoMarkupCharacters() throws {
        for property in ["styleSheet", "liveStyleSheet", "script"] {
            let literal = try MarkupTemplate(source: try #require(Self.embedded[property])).literalText
            #expect(!literal.contains("<") && !literal.contains("&"), "\(property)")
        }
        // The script has no placeholders at all: one script serves every rating on a page.
        #expect(try MarkupTemplate(source: EmbeddedTemplates.script).names.isEmpty)
    }

    /// The text of `Templates/<name>`.
    static func file(_ name: String) throws -> String {
        try String(contentsOf: templatesFolder.appendingPathComponent(name), encoding: .utf8)
    }

    /// `source` without its `{{! … }}` comments (each ending at the `}}` that balances its
    /// `{{`, as `MarkupTemplate` reads them). A comment on lines of its own goes with those
    /// lines, line break included, as `MarkupTemplate` leaves them out; one beside other text
    /// goes alone. The caller checks that the result parses to the same template.
    static func withoutComments(_ source: String) throws -> String {
        let bytes = Array(source.utf8)
        var kept: [UInt8] = []
        var index = 0
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        while index < bytes.count {
            guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{"),
                  bytes[index + 2] == UInt8(ascii: "!") else {
                kept.append(bytes[index])
                index += 1
                continue
            }
            var depth = 1
            var end = index + 2
            while depth > 0 {
                try #require(end + 1 < bytes.count, "an unclosed comment at byte \(index)")
                if bytes[end] == UInt8(ascii: "{") && bytes[end + 1] == UInt8(ascii: "{") {
                    depth += 1
                    end += 2
                } else if bytes[end] == UInt8(ascii: "}") && bytes[end + 1] == UInt8(ascii: "}") {
                    depth -= 1
                    end += 2
                } else {
                    end += 1
                }
            }
            // Blanks before it back to the line's start, and after it to the line's end.
            var lineStart = kept.count
            while lineStart > 0, isBlank(kept[lineStart - 1]) { lineStart -= 1 }
            var lineEnd = end
            while lineEnd < bytes.count, isBlank(bytes[lineEnd]) { lineEnd += 1 }
            let startsLine = lineStart == 0 || kept[lineStart - 1] == UInt8(ascii: "\n")
            let endsLine = lineEnd == bytes.count || bytes[lineEnd] == UInt8(ascii: "\n")
            if startsLine && endsLine {
                kept.removeSubrange(lineStart...)
                index = min(lineEnd + 1, bytes.count)
            } else {
                index = end
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// `nodes` with each run of literals joined into one: a comment between two texts parts
    /// them in the file's nodes and not in the copy's, which write the same bytes.
    static func joiningLiterals(_ nodes: [TemplateNode]) -> [TemplateNode] {
        var joined: [TemplateNode] = []
        for node in nodes {
            if node.kind == .literal, let last = joined.last, last.kind == .literal {
                joined[joined.count - 1] = .literal(last.text + node.text)
            } else if node.kind == .literal {
                joined.append(node)
            } else {
                joined.append(TemplateNode(kind: node.kind, text: node.text, context: node.context,
                                           children: joiningLiterals(node.children)))
            }
        }
        return joined
    }

    /// The template's first comment, from `{{!` to the `}}` that balances it.
    static func leadingComment(of source: String) -> String {
        let characters = Array(source)
        var depth = 0
        var index = 0
        while index + 1 < characters.count {
            let pair = String(characters[index...(index + 1)])
            if pair == "{{" { depth += 1; index += 2; continue }
            if pair == "}}" {
                depth -= 1
                if depth == 0 { return String(characters[..<index]) }
                index += 2
                continue
            }
            index += 1
        }
        return ""
    }

    /// The Swift file that embeds `sources` (in `templates` order).
    static func swiftSource(_ sources: [String]) throws -> String {
        var lines = [
            "// Generated from the files in Templates/ by EmbeddedTemplateTests; do not edit. After changing a",
            "// template, regenerate with `STARSVG_RECORD=1 swift test --filter EmbeddedTemplateTests`.",
            "// The templates are compiled into the library so that a `starsvg` copied alone works: nothing",
            "// is read at run time, and a test fails whenever this file and Templates/ differ.",
            "",
            "/// The text of each file in `Templates/`, as written there but for its `{{! … }}` comments,",
            "/// which no output holds.",
            "enum EmbeddedTemplates {",
        ]
        for (index, (template, source)) in zip(templates, sources).enumerated() {
            // A raw multi-line literal holds the text exactly, backslashes included, as long as
            // its closing delimiter does not occur in it; its last line break is the one
            // before the delimiter, hence the text's own final line break and one more.
            try #require(!source.contains("\"\"\"#") && source.hasSuffix("\n"), "Templates/\(template.file) cannot be embedded")
            if index > 0 { lines.append("") }
            lines.append("    /// `Templates/\(template.file)`: \(template.summary).")
            lines.append("    static let \(template.property) = #\"\"\"")
            lines.append(source + "\n\"\"\"#")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
