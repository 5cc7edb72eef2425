/// A built-in language: what CLDR says of it and of its regions, and its texts.
struct BuiltInLanguage: Sendable {
    /// The language subtag, "pt".
    let code: String
    /// The ISO 15924 script its texts are written in; a tag may name it, and no other.
    let script: String
    /// Whether it is written right to left.
    let isRightToLeft: Bool
    /// Its CLDR cardinal plural rule.
    let rule: PluralRule
    /// How CLDR's locale for the language alone writes numbers.
    let symbols: NumberSymbols
    /// The regions CLDR has a locale of this language for, with their symbols.
    let regionGroups: [RegionGroup]
    /// Regions whose likely script (CLDR likelySubtags) is not `script`, for a tag that names no
    /// script: zh-TW means Traditional Chinese.
    let otherScriptRegions: [(region: String, script: String)]
    /// The built-in texts, made when first asked for: each language's are parsed from their
    /// templates, and every run of the command reads the language table (for the tags of its
    /// help, completions and checks) where few ask for a language. Made with the table, every
    /// language's texts were a large share of the start of every run.
    var texts: RatingTexts { makeTexts() }
    private let makeTexts: @Sendable () -> RatingTexts

    init(_ code: String, script: String, rightToLeft: Bool = false, rule: PluralRule, symbols: NumberSymbols,
         regions: [RegionGroup], otherScriptRegions: [(region: String, script: String)] = [],
         texts: @escaping @Sendable () -> RatingTexts) {
        self.code = code
        self.script = script
        self.isRightToLeft = rightToLeft
        self.rule = rule
        self.symbols = symbols
        self.regionGroups = regions
        self.otherScriptRegions = otherScriptRegions
        self.makeTexts = texts
    }

    /// The group a region (upper case, "AT") is in, if CLDR has it for this language.
    func group(ofRegion region: String) -> RegionGroup? {
        regionGroups.first { $0.regions.contains(region) }
    }

    /// Every region CLDR has for this language, sorted, for messages.
    var regions: [String] { regionGroups.flatMap(\.regions).sorted() }
}
