/// The English names of the ISO 15924 scripts that the messages name: those of the built-in
/// texts and the one users most often ask for instead (Traditional Chinese).
enum ScriptName {
    /// Code and name; an array, so that nothing here depends on a hash order.
    static let names: [(code: String, name: String)] = [
        ("Arab", "Arabic"), ("Cyrl", "Cyrillic"), ("Deva", "Devanagari"), ("Hans", "Simplified Chinese"),
        ("Hant", "Traditional Chinese"), ("Hebr", "Hebrew"), ("Jpan", "Japanese"), ("Kore", "Korean"),
        ("Latn", "Latin"),
    ]

    /// "Hant (Traditional Chinese)", or the code alone for a script without a name here.
    static func describe(_ code: String) -> String {
        guard let name = names.first(where: { $0.code == code })?.name else { return code }
        return "\(code) (\(name))"
    }
}
