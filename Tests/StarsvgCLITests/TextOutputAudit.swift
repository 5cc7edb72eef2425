/// Everything wrong with a line of plain text (`--format text`), read from its characters
/// apart from the library: one line; first the mark of a direction asked for, or of a
/// right-to-left locale; the label given, that mark again and a space; the shape's filled
/// symbol for the nearest whole stars (a half up), its empty one for the rest; a space; the
/// value (to six decimals) over the number of stars, in decimal digits of one script, read
/// back to the numbers asked for.
struct TextOutputAudit {
    /// The `--label` given; `nil` for none, when the line starts with its stars.
    var expectedLabel: String?
    /// The number of stars.
    var expectedStarCount: Int
    /// The value asked for (0 when none was).
    var expectedValue: Double
    /// The `--shape` given; `nil` for the star.
    var shape: String?
    /// The `--dir` given; `nil` for none.
    var direction: String?

    /// The filled and the empty symbol of each shape plain text writes, written out here.
    static let symbols: [String: (filled: Character, empty: Character)] = [
        "star": ("\u{2605}", "\u{2606}"), "heart": ("\u{2665}", "\u{2661}"), "circle": ("\u{25CF}", "\u{25CB}"),
    ]

    /// The problems of `bytes`, empty when the line is right.
    func problems(in bytes: [UInt8]) -> [String] {
        guard let text = String(validating: bytes, as: UTF8.self) else { return ["not UTF-8"] }
        guard text.hasSuffix("\n"), text.filter({ $0 == "\n" }).count == 1 else { return ["not one line ending in a line break: \(text.debugDescription)"] }
        var rest = Substring(text.dropLast())
        var mark: Character? = nil
        switch direction {
        case "ltr", "rtl":
            // A direction asked for is marked, whatever the label.
            mark = direction == "ltr" ? "\u{200E}" : "\u{200F}"
            guard rest.first == mark else { return ["--dir \(direction ?? "") but no mark first: \(text.debugDescription)"] }
            rest = rest.dropFirst()
        default:
            // A right-to-left locale's mark, unless what starts the line is the label's own.
            if rest.first == "\u{200F}", expectedLabel.map({ !rest.hasPrefix($0) || rest.dropFirst().hasPrefix($0) }) ?? true {
                mark = "\u{200F}"
                rest = rest.dropFirst()
            }
        }
        if let label = expectedLabel {
            // The line's mark again after the label, so that the stars keep the line's direction.
            let start = label + (mark.map(String.init) ?? "") + " "
            guard rest.hasPrefix(start) else { return ["the line does not start with the label \(label.debugDescription), its mark and a space: \(text.debugDescription)"] }
            rest = rest.dropFirst(start.count)
        }
        guard let symbols = Self.symbols[shape ?? "star"] else { return ["the shape \(shape ?? "") has no symbols in plain text, yet it was accepted"] }
        let stars = rest.prefix { $0 == symbols.filled || $0 == symbols.empty }
        var problems: [String] = []
        let filled = min(max(Int((expectedValue + 0.5).rounded(.down)), 0), expectedStarCount)
        let expectedStars = String(repeating: symbols.filled, count: filled) + String(repeating: symbols.empty, count: expectedStarCount - filled)
        if String(stars) != expectedStars { problems.append("stars \(String(stars).debugDescription), not \(expectedStars.debugDescription)") }
        rest = rest.dropFirst(stars.count)
        guard rest.first == " " else { return problems + ["no space after the stars: \(text.debugDescription)"] }
        let numbers = rest.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        guard numbers.count == 2, let value = Self.number(numbers[0]), let count = Self.number(numbers[1]) else {
            return problems + ["not a value over the number of stars: \(rest.debugDescription)"]
        }
        // The value is written to six decimals at most, as the accessible name writes it.
        if (value - min(max(expectedValue, 0), Double(expectedStarCount))).magnitude > 0.5e-6 + 1e-12 {
            problems.append("the value reads \(value), not \(expectedValue) to six decimals")
        }
        if count != Double(expectedStarCount) { problems.append("the number of stars reads \(count), not \(expectedStarCount)") }
        return problems
    }

    /// The number `text` writes in decimal digits of any one script, with at most one other
    /// character between its whole and its fraction (the decimal sign); `nil` for anything else.
    static func number(_ text: Substring) -> Double? {
        var whole = "", fraction = "", hasSign = false
        var digitZero: UInt32? = nil
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue {
                // Every digit must come from the block of the first one.
                let zero = scalar.value - UInt32(digit)
                if digitZero == nil { digitZero = zero }
                guard digitZero == zero else { return nil }
                if hasSign { fraction.append(String(Int(digit))) } else { whole.append(String(Int(digit))) }
            } else if !hasSign, !whole.isEmpty {
                hasSign = true
            } else {
                return nil
            }
        }
        guard !whole.isEmpty, hasSign == !fraction.isEmpty else { return nil }
        return Double(whole + (fraction.isEmpty ? "" : "." + fraction))
    }
}
