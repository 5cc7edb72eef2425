/// Regions of a built-in language that CLDR writes numbers the same way for, and count the same.
struct RegionGroup: Sendable {
    /// The regions, as CLDR spells them ("AT", "419"), in the order of the table.
    let regions: [String]
    /// How numbers are written there.
    let symbols: NumberSymbols
    /// The plural rule there, where it is not the language's (pt-PT); nil for the language's.
    let rule: PluralRule?

    /// A group of `regions`, written as one space-separated string to keep the table short.
    init(_ regions: String, _ symbols: NumberSymbols, rule: PluralRule? = nil) {
        self.regions = regions.split(separator: " ").map(String.init)
        self.symbols = symbols
        self.rule = rule
    }
}
