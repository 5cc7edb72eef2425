import StarsvgJSON
import StarRatingSVG

/// An option's value as a front end was given it, before its grammar reads it: a flag given,
/// one text (a command-line word, a batch line's string, or the text of its number as
/// written), or a list of texts (a batch line's array: numbers as written, or strings).
///
/// The readers below are the grammars' own: every front end reads through them, so a batch
/// line and a single run accept exactly the same values. A list is read item by item, never
/// joined into a command-line text and split again.
package enum OptionInput: Equatable, Sendable {
    /// A flag, given.
    case flag
    /// One text.
    case text(String)
    /// The items of a list, each one value.
    case list([String])
    /// A batch line's JSON object, whole: what a command line reads from a file (`jsonFile`).
    case json(JSONValue)

    /// The text of a value-taking option. (A flag's input is never read for a value.)
    var text: String {
        if case .text(let text) = self { return text }
        preconditionFailure("a list or a flag read as one text")
    }

    /// The input as one text, as the command line gives it: a list's items joined by commas;
    /// `nil` for a flag.
    package var wholeText: String? {
        switch self {
        case .flag: nil
        case .text(let text): text
        case .list(let items): items.joined(separator: ",")
        case .json: nil
        }
    }

    /// A whole number of at most `ValueGrammar`'s digits in `range`.
    /// The requirement is made only when the text is refused, as for `decimal(_:)`.
    func wholeNumber(in range: ClosedRange<Int>, of grammar: (String) -> Int?,
                     _ requirement: @autoclosure () -> String) throws(OptionValueError) -> Int {
        guard let number = grammar(text), range.contains(number) else { throw .invalid(requirement()) }
        return number
    }

    /// A plain decimal, refused with `requirement` (and the length limit when that is why).
    /// The requirement is made only when the text is refused: a batch reads hundreds of
    /// thousands of numbers, and the messages are long.
    func decimal(_ requirement: @autoclosure () -> String) throws(OptionValueError) -> Double {
        try Self.decimal(text, requirement())
    }

    /// A plain decimal within `range`, refused with `requirement` when it is not one or lies
    /// outside (and the length limit when that is why).
    func decimal(in range: ClosedRange<Double>, _ requirement: @autoclosure () -> String) throws(OptionValueError) -> Double {
        let number = try Self.decimal(text, requirement())
        guard range.contains(number) else { throw .invalid(requirement()) }
        return number
    }

    /// Decimals: a command-line word's separated by commas (each, empty ones too, by the
    /// decimal grammar), or a list's items; refused as `decimal(_:)` at the first bad one.
    func decimals(_ requirement: @autoclosure () -> String) throws(OptionValueError) -> [Double] {
        var numbers: [Double] = []
        switch self {
        case .list(let items):
            numbers.reserveCapacity(items.count)
            for item in items { numbers.append(try Self.decimal(item, requirement())) }
        case .text(let text):
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                numbers.append(try Self.decimal(String(item), requirement()))
            }
        case .flag, .json:
            preconditionFailure("a flag or an object read as numbers")
        }
        return numbers
    }

    /// CSS colours: a command-line word's separated by commas outside parentheses, or a list's
    /// items, each of which must be one colour.
    func colors() throws(OptionValueError) -> [CSSColor] {
        switch self {
        case .text(let text):
            return try Self.colorList(text)
        case .list(let items):
            var colors: [CSSColor] = []
            for item in items {
                let parsed = try Self.colorList(item)
                // One that a comma would split is refused as a whole.
                guard parsed.count == 1 else { throw OptionValueError(givenText: item, "each item must be one colour") }
                colors += parsed
            }
            return colors
        case .flag, .json:
            preconditionFailure("a flag or an object read as colours")
        }
    }

    /// A length: a plain decimal and, after it, a unit of `HTMLSizeUnit` or none (pixels),
    /// refused with `requirement` as `decimal(_:)`.
    func length(_ requirement: @autoclosure () -> String) throws(OptionValueError) -> (number: Double, unit: HTMLSizeUnit) {
        let text = text
        for unit in HTMLSizeUnit.allCases where text.utf8.count > unit.rawValue.utf8.count && text.hasSuffix(unit.rawValue) {
            return (try Self.decimal(String(text.utf8.dropLast(unit.rawValue.utf8.count))!, requirement()), unit)
        }
        return (try Self.decimal(text, requirement()), .pixels)
    }

    private static func colorList(_ text: String) throws(OptionValueError) -> [CSSColor] {
        do {
            return try CSSColor.parseList(text)
        } catch {
            guard case .invalidColor(let item) = error else { throw .invalid(error.requirement) }
            throw OptionValueError(givenText: item, error.requirement)
        }
    }

    /// One of `Choice`'s words, refused with the list of them.
    func choice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type, _ what: String) throws(OptionValueError) -> Choice
    where Choice.RawValue == String {
        guard let chosen = Choice(rawValue: text) else {
            throw .invalid("the \(what) must be one of " + Choice.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return chosen
    }

    /// A file path, refused with `requirement` when empty (or `-`, unless `allowsStandardOutput`),
    /// or as no path when it holds a NUL: the rule of every option that names a file.
    func filePath(allowsStandardOutput: Bool, _ requirement: String) throws(OptionValueError) -> String {
        let text = text
        guard !text.isEmpty, allowsStandardOutput || text != "-" else { throw .invalid(requirement) }
        // A C path ends at the first NUL, so the file written would not be the one named.
        guard !text.utf8.contains(0) else { throw .invalid("a file path cannot contain a NUL character") }
        return text
    }

    private static func decimal(_ text: String, _ requirement: @autoclosure () -> String) throws(OptionValueError) -> Double {
        do {
            return try ValueGrammar.decimal(text)
        } catch .tooLong {
            throw .invalid(requirement() + " (a number has at most \(ValueGrammar.maximumNumberLength) characters)")
        } catch {
            throw .invalid(requirement())
        }
    }
}
