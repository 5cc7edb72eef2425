import Testing

/// A string and what XMLParser must give back after the writer has escaped it.
struct EscapeCase: Sendable, CustomTestStringConvertible {
    let label: String
    let input: String
    let expected: String

    init(_ label: String, _ input: String, expected: String? = nil) {
        self.label = label
        self.input = input
        self.expected = expected ?? input
    }

    var testDescription: String { "\(label): \(input.debugDescription)" }
}
