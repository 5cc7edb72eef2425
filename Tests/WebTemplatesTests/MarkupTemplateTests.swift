import Testing
import TestSupport
import WebTemplates

/// The template engine: its syntax, its sections and scopes, the lines it leaves out, and that
/// every value is escaped for the context its placeholder names, never for another.
@Suite struct MarkupTemplateTests {
    private func render(_ source: String, _ values: TemplateValues, lineBreaks: MarkupTemplate.LineBreaks = .kept) throws -> String {
        try MarkupTemplate(source: source).render(values, lineBreaks: lineBreaks)
    }

    @Test func placeholdersAreEscapedForTheirOwnContext() throws {
        let text = #"a<b>&"c'"#
        let output = try render(#"<p title="{{html-attr:t}}">{{html-text:t}}</p>"#, ["t": .text(text)])
        #expect(output == #"<p title="a&lt;b&gt;&amp;&quot;c&apos;">a&lt;b&gt;&amp;"c'</p>"#)
    }

    @Test func numbersGoThroughTheFormatter() throws {
        let template = try MarkupTemplate(source: "{{number:x}} {{number:y}} {{number:z}}")
        #expect(try template.render(["x": .number(-0.0001), "y": .number(2.5), "z": .number(1e-7)]) == "0 2.5 0")
        #expect(try template.render(["x": .number(1.23456), "y": .number(3), "z": .number(1e20)],
                                    numberFormatter: SVGNumberFormatter(precision: 3)) == "1.235 3 1000000000")
    }

    @Test func markupOnlyFillsMarkupPlaceholdersAndNothingElseDoes() throws {
        #expect(try render("<i>{{markup:m}}</i>", ["m": .markup("<b>&</b>")]) == "<i><b>&</b></i>")
        #expect(throws: MarkupTemplateError.mismatchedValue(name: "m", usage: "a markup placeholder")) {
            try render("{{markup:m}}", ["m": .text("<script>")])
        }
        for context in TemplatePlaceholderContext.allCases where context != .markup {
            #expect(throws: MarkupTemplateError.self, "\(context)") { try render("{{\(context.rawValue):m}}", ["m": .markup("<b>")]) }
        }
        #expect(throws: MarkupTemplateError.self) { try render("{{html-text:n}}", ["n": .number(3)]) }
        #expect(throws: MarkupTemplateError.self) { try render("{{number:n}}", ["n": .text("3")]) }
        #expect(throws: MarkupTemplateError.self) { try render("{{#n}}x{{/n}}", ["n": .text("3")]) }
    }

    @Test func sectionsRepeatShowAndHide() throws {
        let source = "{{#items}}[{{html-text:name}}{{#last}}!{{/last}}]{{/items}}{{^items}}none{{/items}}"
        let items: [TemplateValues] = [["name": .text("a"), "last": .flag(false)], ["name": .text("b"), "last": .flag(true)]]
        #expect(try render(source, ["items": .list(items)]) == "[a][b!]")
        #expect(try render(source, ["items": .list([])]) == "none")
        #expect(try render("{{#on}}yes{{/on}}{{^on}}no{{/on}}", ["on": .flag(true)]) == "yes")
        #expect(try render("{{#on}}yes{{/on}}{{^on}}no{{/on}}", ["on": .flag(false)]) == "no")
    }

    @Test func namesResolveInTheItemFirstThenOutward() throws {
        let source = "{{#items}}{{html-text:name}}-{{html-text:outer}};{{/items}}"
        let output = try render(source, ["outer": .text("o"), "name": .text("shadowed"),
                                         "items": .list([["name": .text("a")], ["name": .text("b"), "outer": .text("inner")]])])
        #expect(output == "a-o;b-inner;")
        #expect(throws: MarkupTemplateError.missingValue("nope")) { try render("{{html-text:nope}}", [:]) }
    }

    @Test func commentsAndStandaloneTagLinesLeaveNoTrace() throws {
        let source = """
            {{! A comment that documents {{html-text:label}} and {{#items}}…{{/items}},
                over two lines. }}
            <ul>
              {{#items}}
              <li>{{html-text:label}}</li>
              {{/items}}
            </ul>
            tail {{! inline }}end

            """
        let output = try render(source, ["items": .list([["label": .text("a")], ["label": .text("b")]])])
        #expect(output == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\ntail end\n")
    }

    @Test func joinedLinesLeaveOutTheTemplatesLineBreaksButNotTheValues() throws {
        let source = "a {\n  b;\n\tc;\n}\n{{html-text:v}}\n"
        #expect(try render(source, ["v": .text("x\n  y")], lineBreaks: .joined) == "a {b;c;}x\n  y")
        #expect(try render(source, ["v": .text("x")], lineBreaks: .kept) == source.replacingOccurrences(of: "{{html-text:v}}", with: "x"))
        #expect(try render(source, ["v": .text("x\n  y")], lineBreaks: .unindented) == "a {\nb;\nc;\n}\nx\n  y\n")
    }

    @Test(.cases(11), arguments: [
        ("{{html-text:x", MarkupTemplateError.unclosedTag(offset: 0)),
        ("ab{{nope:x}}", .invalidTag("nope:x", offset: 2)),
        ("{{html-text:}}", .invalidTag("html-text:", offset: 0)),
        ("{{html-text:a b}}", .invalidTag("html-text:a b", offset: 0)),
        ("{{html-text:1a}}", .invalidTag("html-text:1a", offset: 0)),
        ("{{x}}", .invalidTag("x", offset: 0)),
        ("{{}}", .invalidTag("", offset: 0)),
        ("{{#a}}x", .unclosedSection("a")),
        ("{{#a}}x{{/b}}", .unexpectedClose("b", offset: 7)),
        ("{{/a}}", .unexpectedClose("a", offset: 0)),
        ("{{! {{ unbalanced }}", .unclosedTag(offset: 0)),
    ])
    func malformedTemplatesAreRefused(source: String, error: MarkupTemplateError) {
        #expect(throws: error) { try MarkupTemplate(source: source) }
    }

    @Test func namesAndLiteralTextAreListedForChecks() throws {
        let template = try MarkupTemplate(source: "a{{#s}}b{{html-text:x}}{{/s}}{{! c }}{{number:y}}{{html-attr:x}}d")
        #expect(template.names == ["s", "x", "y"])
        #expect(template.literalText == "abd")
    }

    @Test func valuesKeepTheOrderGivenAndTheFirstOfARepeatedName() {
        var values: TemplateValues = ["b": .text("1"), "a": .text("2"), "b": .text("3")]
        values.append("c", .flag(true))
        #expect(values.entries.map(\.name) == ["b", "a", "b", "c"])
        #expect(values["b"] == .text("1"))
        #expect(values["z"] == nil)
    }
}
