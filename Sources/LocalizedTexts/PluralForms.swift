/// A value's label by plural category.
///
/// `other` is always there; a category without a form of its own uses it. Which categories a
/// language needs is the locale's to say (`RatingLocale.validate(_:field:)`).
public struct PluralForms: Equatable, Hashable, Sendable {
    /// The forms given, in CLDR order, each category once, `other` among them.
    private let forms: [Form]

    /// A category and its text; a struct, since tuples are neither Equatable nor Hashable.
    private struct Form: Equatable, Hashable, Sendable {
        let category: PluralCategory
        let template: TextTemplate
    }

    /// Forms by category.
    ///
    /// `other` is required; the others optional (a missing category falls back to `other`).
    /// - Parameter forms: The categories and their texts, in any order.
    /// - Throws: `TextsError.missingOtherForm` when `other` is missing,
    ///   `TextsError.repeatedCategory` when a category repeats.
    public init(_ forms: [(PluralCategory, TextTemplate)]) throws(TextsError) {
        var sorted: [Form] = []
        for (category, template) in forms {
            guard !sorted.contains(where: { $0.category == category }) else { throw .repeatedCategory(category) }
            sorted.append(Form(category: category, template: template))
        }
        guard sorted.contains(where: { $0.category == .other }) else { throw .missingOtherForm }
        sorted.sort { $0.category < $1.category }
        self.forms = sorted
    }

    /// One text for every category.
    /// - Parameter single: The text, given as `other`.
    public init(single: TextTemplate) {
        forms = [Form(category: .other, template: single)]
    }

    /// The text for `category`: its own form, or `other`'s.
    public func form(for category: PluralCategory) -> TextTemplate {
        (forms.first { $0.category == category } ?? forms[forms.count - 1]).template
    }

    /// The categories given, in CLDR order.
    public var categories: [PluralCategory] { forms.map(\.category) }
}
