import Testing
import TestSupport
import LocalizedTexts

@Suite struct TextTemplateTests {
    @Test func fillsPlaceholdersInPlace() throws {
        let template = try TextTemplate("Rating: {value} out of {stars}", allowed: [.value, .stars], in: "label")
        #expect(template.filled(value: "3,5", stars: "5") == "Rating: 3,5 out of 5")
        #expect(template.placeholders == [.value, .stars])
        #expect(template.text == "Rating: {value} out of {stars}")
    }

    @Test func listsPlaceholdersInOrderOfFirstUse() throws {
        let template = try TextTemplate("{stars}/{value}/{stars}", allowed: [.value, .stars], in: "label")
        #expect(template.placeholders == [.stars, .value])
        #expect(try TextTemplate("No rating", allowed: [.stars], in: "none").placeholders == [])
    }

    @Test func doubledBracesWriteOneBrace() throws {
        let template = try TextTemplate("{{value}} is {value}; }}{{", allowed: [.value], in: "label")
        #expect(template.filled(value: "4", stars: "5") == "{value} is 4; }{")
        #expect(template.placeholders == [.value])
    }

    @Test func valuesAreNotReadAsTemplates() throws {
        let template = try TextTemplate("{value}", allowed: [.value], in: "label")
        #expect(template.filled(value: "{stars}", stars: "5") == "{stars}")
    }

    @Test func sameTextIsTheSameTemplate() throws {
        let one = try TextTemplate("{value} star", allowed: [.value], in: "a")
        let other = try TextTemplate("{value} star", allowed: [.value, .stars], in: "b")
        #expect(one == other)
        #expect(Set([one, other]).count == 1)
        #expect(one != (try TextTemplate("{value} stars", allowed: [.value], in: "a")))
    }

    @Test(.cases(16), arguments: [
        ("Rating out of {valeu}", [TextPlaceholder.stars], "legend",
         TextsError.unknownPlaceholder(field: "legend", written: "{valeu}", allowed: [.stars]),
         "'{valeu}' is not a placeholder of legend; it may hold {stars}"),
        ("{value} of {stars}", [.stars], "legend",
         .unknownPlaceholder(field: "legend", written: "{value}", allowed: [.stars]),
         "'{value}' is not a placeholder of legend; it may hold {stars}"),
        ("{}", [.value, .stars], "label",
         .unknownPlaceholder(field: "label", written: "{}", allowed: [.value, .stars]),
         "'{}' is not a placeholder of label; it may hold {value}, {stars}"),
        ("{Value}", [.value], "label",
         .unknownPlaceholder(field: "label", written: "{Value}", allowed: [.value]),
         "'{Value}' is not a placeholder of label; it may hold {value}"),
        ("x {value}", [], "none",
         .unknownPlaceholder(field: "none", written: "{value}", allowed: []),
         "'{value}' is not a placeholder of none; it may hold no placeholder"),
        ("Rating {stars", [.stars], "legend", .loneBrace(field: "legend", brace: "{", position: 8),
         "legend has a lone '{' at character 8; write '{{' for a brace itself"),
        ("a {b {stars}", [.stars], "legend", .loneBrace(field: "legend", brace: "{", position: 3),
         "legend has a lone '{' at character 3; write '{{' for a brace itself"),
        ("ä}", [.stars], "legend", .loneBrace(field: "legend", brace: "}", position: 2),
         "legend has a lone '}' at character 2; write '}}' for a brace itself"),
        ("{stars}}", [.stars], "legend", .loneBrace(field: "legend", brace: "}", position: 8),
         "legend has a lone '}' at character 8; write '}}' for a brace itself"),
        ("", [.stars], "none", .emptyText(field: "none"), "none is empty; give a text"),
        ("No\trating", [.stars], "none", .forbiddenCharacter(field: "none", scalar: 9),
         "none holds U+0009; a text may hold no control character, U+FFFE or U+FFFF"),
        ("No\u{85}rating", [.stars], "none", .forbiddenCharacter(field: "none", scalar: 0x85),
         "none holds U+0085; a text may hold no control character, U+FFFE or U+FFFF"),
        ("No\u{7F}", [.stars], "none", .forbiddenCharacter(field: "none", scalar: 0x7F),
         "none holds U+007F; a text may hold no control character, U+FFFE or U+FFFF"),
        ("\u{FFFF}", [.stars], "none", .forbiddenCharacter(field: "none", scalar: 0xFFFF),
         "none holds U+FFFF; a text may hold no control character, U+FFFE or U+FFFF"),
        ("x\u{FFFE}", [.stars], "none", .forbiddenCharacter(field: "none", scalar: 0xFFFE),
         "none holds U+FFFE; a text may hold no control character, U+FFFE or U+FFFF"),
        (String(repeating: "é", count: 1001), [.stars], "none", .textTooLong(field: "none", length: 1001, maximum: 1000),
         "none is 1001 characters long; it may be at most 1000"),
    ] as [(String, [TextPlaceholder], String, TextsError, String)])
    func refuses(text: String, allowed: [TextPlaceholder], field: String, error: TextsError, message: String) {
        #expect(throws: error) { try TextTemplate(text, allowed: allowed, in: field) }
        #expect(error.description == message)
    }

    @Test func lengthCountsUnicodeScalars() throws {
        // 1000 scalars are allowed, however many bytes or characters they make.
        let combining = String(repeating: "e\u{301}", count: 500)
        #expect(try TextTemplate(combining, allowed: [], in: "none").text == combining)
        #expect(throws: TextsError.textTooLong(field: "none", length: 1002, maximum: 1000)) {
            try TextTemplate(combining + "e\u{301}", allowed: [], in: "none")
        }
    }
}
