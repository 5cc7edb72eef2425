import StarsvgOptions

extension ValueGrammar {
    /// What a shell offers for a value of this grammar.
    var completion: ValueCompletion {
        switch self {
        case .choice(let words): .words(words)
        case .languageTag: .words(suggestions)
        case .path, .jsonFile: .files
        case .folderPath: .folders
        case .wholeNumber, .count, .decimal, .length, .decimalList, .colorList, .text, .identifier, .fieldName, .url: .nothing
        }
    }
}
