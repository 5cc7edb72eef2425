import Testing
import LocalizedTexts

@Suite struct PluralFormsTests {
    private static func template(_ text: String) throws -> TextTemplate {
        try TextTemplate(text, allowed: [.value, .stars], in: "value")
    }

    @Test func missingCategoriesFallBackToOther() throws {
        let forms = try PluralForms([(.other, Self.template("{value} stars")), (.one, Self.template("{value} star"))])
        #expect(forms.categories == [.one, .other])
        #expect(forms.form(for: .one).text == "{value} star")
        #expect(forms.form(for: .few).text == "{value} stars")
        #expect(forms.form(for: .zero).text == "{value} stars")
    }

    @Test func categoriesAreInCLDROrder() throws {
        let forms = try PluralForms(PluralCategory.allCases.reversed().map { ($0, try Self.template($0.rawValue)) })
        #expect(forms.categories == PluralCategory.allCases)
        for category in PluralCategory.allCases { #expect(forms.form(for: category).text == category.rawValue) }
    }

    @Test func singleIsEveryCategory() throws {
        let forms = PluralForms(single: try Self.template("★ {value}"))
        #expect(forms.categories == [.other])
        #expect(PluralCategory.allCases.allSatisfy { forms.form(for: $0).text == "★ {value}" })
    }

    @Test func refusesFormsWithoutOther() throws {
        let error = TextsError.missingOtherForm
        #expect(throws: error) { try PluralForms([(.one, Self.template("{value} star"))]) }
        #expect(throws: error) { try PluralForms([]) }
        #expect(error.description == "plural forms have no 'other' form; every category without a form of its own falls back to it")
    }

    @Test func refusesARepeatedCategory() throws {
        let error = TextsError.repeatedCategory(.one)
        #expect(throws: error) {
            try PluralForms([(.one, Self.template("a")), (.other, Self.template("b")), (.one, Self.template("c"))])
        }
        #expect(error.description == "plural forms give 'one' twice; give each category once")
    }

    @Test func categoryOrderIsCLDRs() {
        #expect(PluralCategory.allCases.map(\.rawValue) == ["zero", "one", "two", "few", "many", "other"])
        #expect(PluralCategory.allCases.sorted(by: >) == PluralCategory.allCases.reversed())
        #expect(PluralCategory.zero < .other && !(PluralCategory.many < .few))
    }
}
