extension RatingLocale {
    /// Looks up a locale tag, case-insensitive, "-" or "_": a built-in language, optionally with
    /// a script and a region ("de-AT", "pt_BR", "es-419", "zh-Hans-SG").
    ///
    /// A region gets the language's texts, and the region's number symbols and plural rules
    /// where CLDR differs (de-CH writes "3.5", ar-EG "٣٫٥", pt-PT counts 0 as other). Only the
    /// regions CLDR has a locale of the language for are known. A script is accepted only when
    /// it is the one the built-in texts are written in: zh-Hant, zh-TW, zh-HK and zh-MO are
    /// refused, since the built-in Chinese texts are Simplified Chinese only.
    /// - Parameter tag: The tag, "pt-br".
    /// - Throws: `TextsError.unknownLocale` with a message naming the built-in tags ("unknown
    ///   locale 'xx'; built in: ar, de, en, …") for what is no tag or no built-in language;
    ///   `TextsError.unsupportedScript` for another script; `TextsError.unknownRegion` for a
    ///   region CLDR has no locale of the language for.
    public init(tag: String) throws(TextsError) {
        guard let parsed = LocaleTag(tag),
              let language = BuiltInLanguage.all.first(where: { $0.code == parsed.language }) else {
            throw .unknownLocale(tag, builtIn: Self.builtInTags)
        }
        if let script = parsed.script, script != language.script {
            throw .unsupportedScript(parsed.text, script: script, builtInScript: language.script)
        }
        if parsed.script == nil, let region = parsed.region,
           let other = language.otherScriptRegions.first(where: { $0.region == region }) {
            throw .unsupportedScript(parsed.text, script: other.script, builtInScript: language.script)
        }
        guard let region = parsed.region else {
            // A language alone is one of `all`, shared rather than made again (a batch reads a
            // locale for every line that names one).
            if let builtIn = Self.all.first(where: { $0.tag == parsed.text }) {
                self = builtIn
            } else {
                self.init(language, tag: parsed.text, region: nil)
            }
            return
        }
        guard let group = language.group(ofRegion: region) else {
            throw .unknownRegion(parsed.text, language: language.code, regions: language.regions)
        }
        self.init(language, tag: parsed.text, region: group)
    }
}
