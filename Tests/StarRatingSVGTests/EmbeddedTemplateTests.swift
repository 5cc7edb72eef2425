import Foundation
import Testing
import WebTemplates
@testable import StarRatingSVG

/// `Templates/` is the one source of truth; the library carries a compiled-in copy
/// (`EmbeddedTemplates.swift`) so that a `starsvg` copied alone to another machine works. This
/// fails whenever the copy differs, and rewrites it with `STARSVG_RECORD=1`.
@Suite struct EmbeddedTemplateTests {
    /// Each template: the property of `EmbeddedTemplates`, its file, and a few words for the doc.
    static let templates: [(property: String, file: String, summary: String)] = [
        ("styleSheet", "rating.css", "the CSS transition template: a rating's style sheet"),
        ("snippet", "snippet.html", "the HTML snippet template: a rating as an inline SVG"),
        ("ratingInput", "rating-input.html", "the rating-input template: radio buttons over the stars"),
        ("script", "rating-input.js", "the optional script of a rating input"),
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let templatesFolder = packageRoot.appendingPathComponent("Templates")
    static let embeddedFile = packageRoot.appendingPathComponent("Sources/StarRatingSVG/HTML/Templates/EmbeddedTemplates.swift")

    /// The embedded copies, by property name.
    static let embedded: [String: String] = [
        "styleSheet": EmbeddedTemplates.styleSheet, "snippet": EmbeddedTemplates.snippet,
        "ratingInput": EmbeddedTemplates.ratingInput, "script": EmbeddedTemplates.script,
    ]

    @Test func theEmbeddedCopiesAreTheFilesInTemplates() throws {
        var sources: [String] = []
        for template in Self.templates {
            let text = try String(contentsOf: Self.templatesFolder.appendingPathComponent(template.file), encoding: .utf8)
            sources.append(text)
            if ProcessInfo.processInfo.environment["STARSVG_RECORD"] != "1" {
                #expect(Self.embedded[template.property] == text,
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
            let source = try #require(Self.embedded[template.property])
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
        for property in ["styleSheet", "script"] {
            let literal = try MarkupTemplate(source: try #require(Self.embedded[property])).literalText
            #expect(!literal.contains("<") && !literal.contains("&"), "\(property)")
        }
        // The script has no placeholders at all: one script serves every rating on a page.
        #expect(try MarkupTemplate(source: EmbeddedTemplates.script).names.isEmpty)
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
            "/// The text of each file in `Templates/`, as written there.",
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
