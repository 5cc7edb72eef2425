import StarsvgOptions

extension OptionDefinition {
    /// The summary's first sentence, to describe the option beside a completion candidate: up
    /// to the first point followed by a space and a capital (`_, . or :` is not an end).
    var briefSummary: String {
        let characters = Array(summary)
        for index in characters.indices.dropLast(2)
        where characters[index] == "." && characters[index + 1] == " " && characters[index + 2].isUppercase {
            return String(characters[...index])
        }
        return summary
    }
}
