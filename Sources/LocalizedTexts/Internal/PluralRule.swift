/// The CLDR cardinal plural rules of the built-in languages (CLDR 49, as in Babel 2.19), one
/// case a rule set, written as Swift rather than interpreted from CLDR's rule syntax: there are
/// few, and code is easier to read against CLDR than a parser is to trust.
///
/// CLDR's `n` conditions hold only for whole numbers ("n = 1" is true for "1" and "1.0", false
/// for "1.5"), hence `isIntegral` beside `i` wherever CLDR says `n`. The exponent operand `e` is
/// always 0 here, which leaves `many` of the Romance rules for millions alone.
enum PluralRule: Equatable, Hashable, Sendable {
    /// ja, ko, zh: no plural forms.
    case otherOnly
    /// de, en, nl, ur — one: i = 1 and v = 0.
    case oneWholeOne
    /// tr — one: n = 1.
    case oneIsOne
    /// fa, hi — one: i = 0 or n = 1.
    case oneUpToOne
    /// es — one: n = 1; many: millions.
    case spanish
    /// fr, pt — one: i = 0,1; many: millions.
    case frenchPortuguese
    /// it, pt-PT — one: i = 1 and v = 0; many: millions.
    case italianEuropeanPortuguese
    /// he — one: i = 1 and v = 0, or i = 0 and v != 0; two: i = 2 and v = 0.
    case hebrew
    /// ar — zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99.
    case arabic
    /// pl — one: i = 1 and v = 0; few: v = 0, i % 10 = 2..4, i % 100 != 12..14; many: v = 0 and
    /// i != 1 and i % 10 = 0..1, or v = 0 and i % 10 = 5..9, or v = 0 and i % 100 = 12..14.
    case polish
    /// ru, uk — one: v = 0, i % 10 = 1, i % 100 != 11; few: v = 0, i % 10 = 2..4,
    /// i % 100 != 12..14; many: v = 0 and i % 10 = 0, or v = 0 and i % 10 = 5..9, or v = 0 and
    /// i % 100 = 11..14.
    case eastSlavic

    /// The categories the rule can choose, in CLDR order.
    var categories: [PluralCategory] {
        switch self {
        case .otherOnly: [.other]
        case .oneWholeOne, .oneIsOne, .oneUpToOne: [.one, .other]
        case .spanish, .frenchPortuguese, .italianEuropeanPortuguese: [.one, .many, .other]
        case .hebrew: [.one, .two, .other]
        case .arabic: PluralCategory.allCases
        case .polish, .eastSlavic: [.one, .few, .many, .other]
        }
    }

    /// The category of a number with these operands.
    func category(of operands: PluralOperands) -> PluralCategory {
        let i = operands.i, v = operands.v
        let whole = operands.isIntegral
        // CLDR's "many" of the Romance languages with e = 0: a whole number of millions.
        let millions = i != 0 && i % 1_000_000 == 0 && v == 0
        switch self {
        case .otherOnly:
            return .other
        case .oneWholeOne:
            return i == 1 && v == 0 ? .one : .other
        case .oneIsOne:
            return whole && i == 1 ? .one : .other
        case .oneUpToOne:
            return i == 0 || (whole && i == 1) ? .one : .other
        case .spanish:
            return whole && i == 1 ? .one : millions ? .many : .other
        case .frenchPortuguese:
            return i == 0 || i == 1 ? .one : millions ? .many : .other
        case .italianEuropeanPortuguese:
            return i == 1 && v == 0 ? .one : millions ? .many : .other
        case .hebrew:
            if (i == 1 && v == 0) || (i == 0 && v != 0) { return .one }
            return i == 2 && v == 0 ? .two : .other
        case .arabic:
            guard whole else { return .other }
            switch (i, i % 100) {
            case (0, _): return .zero
            case (1, _): return .one
            case (2, _): return .two
            case (_, 3...10): return .few
            case (_, 11...99): return .many
            default: return .other
            }
        case .polish:
            guard v == 0 else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case .eastSlavic:
            guard v == 0 else { return .other }
            if i % 10 == 1 && i % 100 != 11 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        }
    }
}
