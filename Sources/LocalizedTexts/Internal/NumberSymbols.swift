/// How a locale writes a decimal: CLDR's symbols and decimal pattern in the locale's default
/// numbering system, and its minimum grouping digits.
///
/// The named sets below are every combination the built-in locales use (Babel 2.19, CLDR 49,
/// `numbering_system="default"`; the minimum grouping digits, which Babel does not read, from
/// ICU's CLDR data). The separators are written as escapes, since several look alike.
struct NumberSymbols: Equatable, Hashable, Sendable {
    /// The decimal separator.
    let decimalSeparator: String
    /// The grouping separator.
    let groupSeparator: String
    /// The numbering system's digit zero; the other digits follow it, as in every decimal
    /// numbering system Unicode has.
    let zero: Unicode.Scalar
    /// The size of the group next to the decimal separator (3 in "#,##0").
    let primaryGroupSize: Int
    /// The size of every other group (2 in India's "#,##,##0").
    let secondaryGroupSize: Int
    /// CLDR's minimumGroupingDigits: the integer part is grouped only when it has at least
    /// `primaryGroupSize + minimumGroupingDigits` digits (2: "1000" but "10 000" in Polish).
    let minimumGroupingDigits: Int

    init(decimal: String, group: String, zero: Unicode.Scalar = "0", primaryGroupSize: Int = 3,
         secondaryGroupSize: Int = 3, minimumGroupingDigits: Int = 1) {
        decimalSeparator = decimal
        groupSeparator = group
        self.zero = zero
        self.primaryGroupSize = primaryGroupSize
        self.secondaryGroupSize = secondaryGroupSize
        self.minimumGroupingDigits = minimumGroupingDigits
    }

    /// 1,234.5 (en, and most that write a dot).
    static let dotComma = NumberSymbols(decimal: ".", group: ",")
    /// 12,34,567.5: India's lakh grouping (hi, en-IN); 1,234.5 for a rating's numbers.
    static let dotCommaIndian = NumberSymbols(decimal: ".", group: ",", secondaryGroupSize: 2)
    /// 1'234.5 (de-CH).
    static let dotApostrophe = NumberSymbols(decimal: ".", group: "'")
    /// 1234.5 but 12'345.5 (it-CH).
    static let dotApostropheFromFiveDigits = NumberSymbols(decimal: ".", group: "'", minimumGroupingDigits: 2)
    /// 1.234,5 (de, nl, tr, pt-BR).
    static let commaDot = NumberSymbols(decimal: ",", group: ".")
    /// 1234,5 but 12.345,5 (es-ES, it).
    static let commaDotFromFiveDigits = NumberSymbols(decimal: ",", group: ".", minimumGroupingDigits: 2)
    /// 1 234,5 with a no-break space (ru, uk).
    static let commaSpace = NumberSymbols(decimal: ",", group: "\u{00A0}")
    /// 1234,5 but 12 345,5 with a no-break space (pl, pt-PT).
    static let commaSpaceFromFiveDigits = NumberSymbols(decimal: ",", group: "\u{00A0}", minimumGroupingDigits: 2)
    /// 1 234,5 with a narrow no-break space (fr).
    static let commaNarrowSpace = NumberSymbols(decimal: ",", group: "\u{202F}")
    /// 1'234,5 (fr-CH).
    static let commaApostrophe = NumberSymbols(decimal: ",", group: "'")
    /// ١٬٢٣٤٫٥: Arabic-Indic digits with the Arabic separators (ar-EG, ar-SA and most Arab
    /// regions; CLDR's `ar` itself has used Latin digits by default since CLDR 42).
    static let arabIndic = NumberSymbols(decimal: "\u{066B}", group: "\u{066C}", zero: "\u{0660}")
    /// ۱٬۲۳۴٫۵: extended Arabic-Indic digits with the Arabic separators (fa, ur-IN).
    static let persian = NumberSymbols(decimal: "\u{066B}", group: "\u{066C}", zero: "\u{06F0}")

    /// `decimalText` ("1234.5", ASCII digits and at most one ".") written with these symbols.
    ///
    /// Every character but the digits and the point is copied as it is; the caller checks the
    /// text first.
    /// - Complexity: O(*n*) in the length of the text.
    func write(_ decimalText: some StringProtocol) -> String {
        let scalars = Array(decimalText.unicodeScalars)
        let integerCount = scalars.firstIndex(of: ".") ?? scalars.count
        var result = String.UnicodeScalarView()
        let grouped = integerCount >= primaryGroupSize + minimumGroupingDigits
        for (index, scalar) in scalars.enumerated() {
            if index < integerCount, grouped, index > 0, isGroupBoundary(digitsAfter: integerCount - index) {
                result.append(contentsOf: groupSeparator.unicodeScalars)
            }
            switch scalar {
            case ".":
                result.append(contentsOf: decimalSeparator.unicodeScalars)
            case "0"..."9":
                result.append(Unicode.Scalar(zero.value + scalar.value - 0x30) ?? scalar)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether a group separator goes before the digit that has `digitsAfter - 1` integer
    /// digits after it.
    private func isGroupBoundary(digitsAfter: Int) -> Bool {
        digitsAfter == primaryGroupSize
            || (digitsAfter > primaryGroupSize && (digitsAfter - primaryGroupSize) % secondaryGroupSize == 0)
    }
}
