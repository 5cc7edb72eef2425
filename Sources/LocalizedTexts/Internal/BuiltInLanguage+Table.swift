extension BuiltInLanguage {
    /// The built-in languages, sorted by code.
    ///
    /// Rules, symbols and regions are CLDR 49 as Babel 2.19 has them: the regions are every
    /// `language_REGION` locale CLDR has for the language, written in the texts' script
    /// (Tests/LocalizedTextsTests/Oracle checks all of them against Babel).
    static let all: [BuiltInLanguage] = [
        BuiltInLanguage("ar", script: "Arab", rightToLeft: true, rule: .arabic, symbols: .dotComma, regions: [
            RegionGroup("001 AE EH", .dotComma),
            RegionGroup("BH DJ EG ER IL IQ JO KM KW LB MR OM PS QA SA SD SO SS SY TD YE", .arabIndic),
            RegionGroup("DZ LY MA TN", .commaDot),
        ], texts: { BuiltInTexts.arabic }),
        BuiltInLanguage("de", script: "Latn", rule: .oneWholeOne, symbols: .commaDot, regions: [
            RegionGroup("AT BE DE IT LU", .commaDot),
            RegionGroup("CH LI", .dotApostrophe),
        ], texts: { BuiltInTexts.german }),
        BuiltInLanguage("en", script: "Latn", rule: .oneWholeOne, symbols: .dotComma, regions: [
            RegionGroup("001 150 AE AG AI AS AU BB BI BM BS BW BZ CA CC CK CM CX CY DG DM ER FJ FK FM GB GD GG GH GI GM GS GU GY HK IE IL IM IO JE JM JP KE KI KN KY LC LR LS MG MH MO MP MS MT MU MV MW MY NA NF NG NR NU NZ PG PH PK PN PR PW RW SB SC SD SG SH SL SS SX SZ TC TK TO TT TV TZ UG UM US VC VG VI VU WS ZM ZW", .dotComma),
            RegionGroup("AT BE DE DK ES ID IT NL PL RO SI", .commaDot),
            RegionGroup("CH", .dotApostrophe),
            RegionGroup("CZ EE FI HU LT LV NO PT SE SK UA ZA", .commaSpace),
            RegionGroup("FR GE", .commaNarrowSpace),
            RegionGroup("IN", .dotCommaIndian),
        ], texts: { BuiltInTexts.english }),
        BuiltInLanguage("es", script: "Latn", rule: .spanish, symbols: .commaDotFromFiveDigits, regions: [
            RegionGroup("419 BR BZ CU DO GT HN MX NI PA PE PR SV US", .dotComma),
            RegionGroup("AR BO CL CO EC PY UY VE", .commaDot),
            RegionGroup("CR", .commaSpace),
            RegionGroup("EA ES GQ IC PH", .commaDotFromFiveDigits),
        ], texts: { BuiltInTexts.spanish }),
        BuiltInLanguage("fa", script: "Arab", rightToLeft: true, rule: .oneUpToOne, symbols: .persian, regions: [
            RegionGroup("AF IR", .persian),
        ], texts: { BuiltInTexts.persian }),
        BuiltInLanguage("fr", script: "Latn", rule: .frenchPortuguese, symbols: .commaNarrowSpace, regions: [
            RegionGroup("BE BF BI BJ BL CD CF CG CI CM DJ DZ FR GA GF GN GP GQ HT KM MA MC MF MG ML MQ MR MU NC NE PF PM RE SC SN SY TD TG TN VU WF YT", .commaNarrowSpace),
            RegionGroup("CA", .commaSpace),
            RegionGroup("CH", .commaApostrophe),
            RegionGroup("LU", .commaDot),
            RegionGroup("RW", .dotComma),
        ], texts: { BuiltInTexts.french }),
        BuiltInLanguage("he", script: "Hebr", rightToLeft: true, rule: .hebrew, symbols: .dotComma, regions: [
            RegionGroup("IL", .dotComma),
        ], texts: { BuiltInTexts.hebrew }),
        BuiltInLanguage("hi", script: "Deva", rule: .oneUpToOne, symbols: .dotCommaIndian, regions: [
            RegionGroup("IN", .dotCommaIndian),
        ], texts: { BuiltInTexts.hindi }),
        BuiltInLanguage("it", script: "Latn", rule: .italianEuropeanPortuguese, symbols: .commaDotFromFiveDigits, regions: [
            RegionGroup("CH", .dotApostropheFromFiveDigits),
            RegionGroup("IT SM VA", .commaDotFromFiveDigits),
        ], texts: { BuiltInTexts.italian }),
        BuiltInLanguage("ja", script: "Jpan", rule: .otherOnly, symbols: .dotComma, regions: [
            RegionGroup("JP", .dotComma),
        ], texts: { BuiltInTexts.japanese }),
        BuiltInLanguage("ko", script: "Kore", rule: .otherOnly, symbols: .dotComma, regions: [
            RegionGroup("CN KP KR", .dotComma),
        ], texts: { BuiltInTexts.korean }),
        BuiltInLanguage("nl", script: "Latn", rule: .oneWholeOne, symbols: .commaDot, regions: [
            RegionGroup("AW BE BQ CW NL SR SX", .commaDot),
        ], texts: { BuiltInTexts.dutch }),
        BuiltInLanguage("pl", script: "Latn", rule: .polish, symbols: .commaSpaceFromFiveDigits, regions: [
            RegionGroup("PL", .commaSpaceFromFiveDigits),
        ], texts: { BuiltInTexts.polish }),
        // CLDR's pt is Brazil's; the other regions follow pt_PT, which counts 0 and 1.5 as other.
        // The texts read the same in both.
        BuiltInLanguage("pt", script: "Latn", rule: .frenchPortuguese, symbols: .commaDot, regions: [
            RegionGroup("AO", .commaSpace, rule: .italianEuropeanPortuguese),
            RegionGroup("BR", .commaDot),
            RegionGroup("CH CV GQ GW LU MO MZ PT ST TL", .commaSpaceFromFiveDigits, rule: .italianEuropeanPortuguese),
        ], texts: { BuiltInTexts.portuguese }),
        BuiltInLanguage("ru", script: "Cyrl", rule: .eastSlavic, symbols: .commaSpace, regions: [
            RegionGroup("BY KG KZ MD RU", .commaSpace),
            RegionGroup("UA", .commaSpaceFromFiveDigits),
        ], texts: { BuiltInTexts.russian }),
        BuiltInLanguage("tr", script: "Latn", rule: .oneIsOne, symbols: .commaDot, regions: [
            RegionGroup("CY TR", .commaDot),
        ], texts: { BuiltInTexts.turkish }),
        BuiltInLanguage("uk", script: "Cyrl", rule: .eastSlavic, symbols: .commaSpace, regions: [
            RegionGroup("UA", .commaSpace),
        ], texts: { BuiltInTexts.ukrainian }),
        BuiltInLanguage("ur", script: "Arab", rightToLeft: true, rule: .oneWholeOne, symbols: .dotComma, regions: [
            RegionGroup("IN", .persian),
            RegionGroup("PK", .dotComma),
        ], texts: { BuiltInTexts.urdu }),
        // CLDR's zh_Hans_* regions; without a script, HK, MO and TW are likely Traditional.
        BuiltInLanguage("zh", script: "Hans", rule: .otherOnly, symbols: .dotComma, regions: [
            RegionGroup("CN HK MO MY SG", .dotComma),
        ], otherScriptRegions: [("HK", "Hant"), ("MO", "Hant"), ("TW", "Hant")], texts: { BuiltInTexts.chinese }),
    ]
}
