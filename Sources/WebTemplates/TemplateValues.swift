/// The names a `MarkupTemplate` (or one item of a section) is filled with, in the order given.
///
/// An array of pairs rather than a `Dictionary`, as everywhere in the output path; it is read by
/// name, never iterated into output, and a name given twice keeps its first value.
///
/// ```swift
/// let values: TemplateValues = ["label": .text("Rate this"), "stars": .number(5)]
/// ```
public struct TemplateValues: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// The names and their values, in the order given.
    public private(set) var entries: [(name: String, value: TemplateValue)]

    /// Values from pairs, in order.
    public init(_ entries: [(name: String, value: TemplateValue)] = []) {
        self.entries = entries
    }

    /// Values from a literal, in the order written.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        entries = elements.map { (name: $0.0, value: $0.1) }
    }

    /// Adds a name at the end.
    public mutating func append(_ name: String, _ value: TemplateValue) {
        entries.append((name: name, value: value))
    }

    /// The value of `name`, if given.
    /// - Complexity: O(*n*) in the number of names; templates have a handful.
    public subscript(name: String) -> TemplateValue? {
        entries.first { $0.name == name }?.value
    }

    /// Values are equal when they give the same names the same values, in the same order.
    public static func == (lhs: TemplateValues, rhs: TemplateValues) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}
