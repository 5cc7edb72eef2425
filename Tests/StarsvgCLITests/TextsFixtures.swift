/// The `--texts` files checked in under `Fixtures/`, for the fuzzers and the tests: valid ones
/// (some only for the locales whose plural categories they give) and invalid ones, and a path
/// that names no file. `--texts` only reads, but the generated command lines name these and
/// nothing else, so that what they read is the same on every machine and in every folder.
enum TextsFixtures {
    /// The folder, with its final slash.
    static let folder: String = {
        let file = #filePath
        return String(file[..<file.lastIndex(of: "/")!]) + "/Fixtures/"
    }()

    /// The path of the fixture `name`.
    static func path(_ name: String) -> String { folder + name }

    /// Files valid in English: a label alone, all four texts, plural forms by `one` and `other`
    /// (refused in a locale without `one`, such as ja), and markup and a bidirectional override
    /// in every field.
    static let validForEnglish = ["texts-partial.json", "texts-full.json", "texts-plural.json", "texts-markup.json"]

    /// Files valid only in a locale that uses their categories, with that locale's tag.
    static let validForLocale: [(name: String, locale: String)] = [
        ("texts-arabic.json", "ar"), ("texts-polish.json", "pl"), ("texts-few-category.json", "ru"),
    ]

    /// Files every locale refuses: an unknown key, a placeholder the field does not take, a
    /// lone brace, plural forms without `other`, a control character, not JSON, not an object.
    static let invalid = [
        "texts-unknown-key.json", "texts-bad-placeholder.json", "texts-lone-brace.json", "texts-no-other.json",
        "texts-control.json", "texts-not-json.json", "texts-not-object.json",
    ]

    /// A path in the fixtures' folder that names no file.
    static let missing = path("missing.json")

    /// Every path the generators may give `--texts`.
    static let allPaths: Set<String> = Set((validForEnglish + validForLocale.map(\.name) + invalid).map(path) + [missing])
}
