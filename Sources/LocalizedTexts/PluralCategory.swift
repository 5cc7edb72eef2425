/// CLDR plural categories, in CLDR's order.
///
/// A language uses some of them for its cardinal numbers (`RatingLocale.pluralCategories`);
/// `other` is in every language, and is the one a decimal or an unusual number falls in when no
/// rule says otherwise.
public enum PluralCategory: String, CaseIterable, Sendable, Comparable {
    /// Zero items, where the language treats zero apart (Arabic).
    case zero
    /// One item, and what the language counts with it (French 0 and 1.5, Russian 21).
    case one
    /// Two items, where the language has a dual (Arabic, Hebrew).
    case two
    /// A few items (Polish, Russian and Ukrainian 2–4; Arabic 3–10).
    case few
    /// Many items (Polish and Russian 5–20; Arabic 11–99; French 1,000,000).
    case many
    /// Everything else; required in every language.
    case other

    /// CLDR's order: zero, one, two, few, many, other.
    public static func < (left: PluralCategory, right: PluralCategory) -> Bool {
        left.order < right.order
    }

    /// The category's place in CLDR's order.
    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
