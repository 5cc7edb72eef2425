import Testing

/// One formatting expectation: `value` at `precision` is written as `expected`.
struct NumberCase: Sendable, CustomTestStringConvertible {
    let value: Double
    let precision: Int
    let expected: String

    init(_ value: Double, _ expected: String, precision: Int = 2) {
        self.value = value
        self.precision = precision
        self.expected = expected
    }

    var testDescription: String { "\(value) @\(precision) → \(expected.debugDescription)" }
}
