import OutputText
import Testing
import WebTemplates

/// The two ways a style group is rendered for many ratings without rendering its whole
/// template each time: a template rendered but for its holes (`MarkupTemplate.Filling`) writes,
/// once they are filled, what the template writes with those values; and a template's top-level
/// section alone (`topLevelSections(named:)`) what the whole template writes with the others
/// turned off. Both in every mode of line breaks, where a hole at a line's start must end its
/// indentation as a placeholder does.
@Suite struct TemplateFillingTests {
    static let source = """
        {{! a comment at the top }}
        {{#group}}
          .{{css-ident:class}}{{markup:own}} {
            --edge: {{css-value:edge}};
            {{number:n}} after a hole at a line's start
            {{#inner}}<{{html-text:text}}>{{/inner}}
          }
        {{/group}}
        {{#other}}
        other {{html-text:text}}
        {{/other}}
        """

    static let numbers = SVGNumberFormatter(precision: 2)

    /// The values that show `group` with `item`, `other` turned off.
    static func values(_ item: TemplateValues) -> TemplateValues {
        ["group": .list([item]), "other": .flag(false), "own": .markup("!"), "inner": .flag(true), "text": .text("a&b")]
    }

    @Test(arguments: [MarkupTemplate.LineBreaks.kept, .joined, .unindented])
    func aFillingWritesWhatTheTemplateWrites(lineBreaks: MarkupTemplate.LineBreaks) throws {
        let template = try MarkupTemplate(source: Self.source)
        let filling = try template.filling(Self.values([:]), holes: ["class", "edge", "n"], numberFormatter: Self.numbers,
                                           lineBreaks: lineBreaks)
        for (name, edge, number) in [("a-1", "12.5px", 3.25), ("9x", "a;b}", 0.0), ("x y", "url(q)", 0.001)] {
            let item: TemplateValues = ["class": .text(name), "edge": .text(edge), "n": .number(number)]
            let whole = try template.render(Self.values(item), numberFormatter: Self.numbers, lineBreaks: lineBreaks)
            #expect(try filling.render(item) == whole)
        }
    }

    /// Where a hole's value ends, at every place it stands, so that what is put there reads
    /// as the template writes the longer value (a style group's class and its hash).
    @Test(arguments: [MarkupTemplate.LineBreaks.kept, .joined, .unindented])
    func aFillingMarksWhereAHolesValuesEnd(lineBreaks: MarkupTemplate.LineBreaks) throws {
        let template = try MarkupTemplate(source: "{{#g}}\n  .{{css-ident:class}} a,\n  .{{css-ident:class}}{{markup:own}} {--e:{{css-value:edge}}}\n{{/g}}")
        let values: TemplateValues = ["g": .list([[:]]), "own": .markup(".o")]
        let filling = try template.filling(values, holes: ["class", "edge"], lineBreaks: lineBreaks)
        let marked = try filling.bytes(["class": .text("c-1"), "edge": .text("2px")], markingEndsOf: "class")
        #expect(marked.markedEnds.count == 2)
        #expect(String(decoding: marked.bytes, as: UTF8.self) == (try filling.render(["class": .text("c-1"), "edge": .text("2px")])))
        var bytes = marked.bytes
        for end in marked.markedEnds.reversed() { bytes.insert(contentsOf: "x9".utf8, at: end) }
        let longer = try template.render(["g": .list([["class": .text("c-1x9"), "edge": .text("2px")]]), "own": .markup(".o")],
                                         lineBreaks: lineBreaks)
        #expect(String(decoding: bytes, as: UTF8.self) == longer)
    }

    @Test func aFillingRefusesAValueItHasNoHoleFor() throws {
        let template = try MarkupTemplate(source: Self.source)
        let filling = try template.filling(Self.values([:]), holes: ["class", "edge", "n"], numberFormatter: Self.numbers)
        #expect(throws: MarkupTemplateError.self) { try filling.render(["class": .text("a"), "edge": .text("1px")]) }
        #expect(throws: MarkupTemplateError.self) { try filling.render(["class": .number(1), "edge": .text("1px"), "n": .number(1)]) }
    }

    @Test(arguments: [MarkupTemplate.LineBreaks.kept, .joined, .unindented])
    func aSectionAloneWritesWhatTheWholeTemplateWrites(lineBreaks: MarkupTemplate.LineBreaks) throws {
        let template = try MarkupTemplate(source: Self.source)
        let item: TemplateValues = ["class": .text("c"), "edge": .text("2px"), "n": .number(1)]
        let section = try #require(template.topLevelSections(named: "group"))
        #expect(try section.render(Self.values(item), numberFormatter: Self.numbers, lineBreaks: lineBreaks)
                == template.render(Self.values(item), numberFormatter: Self.numbers, lineBreaks: lineBreaks))
    }

    @Test func aTemplateWithTextAtTheTopHasNoSectionAlone() throws {
        #expect(try MarkupTemplate(source: "text\n{{#group}}x{{/group}}\n").topLevelSections(named: "group") == nil)
        #expect(try MarkupTemplate(source: "{{^group}}x{{/group}}\n").topLevelSections(named: "group") == nil)
    }
}
