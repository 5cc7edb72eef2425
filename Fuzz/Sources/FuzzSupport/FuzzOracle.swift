/// What every target checks of the command's outcome, cheaply (no XML parser here, to keep
/// millions of runs fast), and traps on when it is broken. Written out apart from the
/// command's own code, so that the fuzzer's oracle does not share the code it checks.
public enum FuzzOracle {
    /// Traps with a readable reason unless `condition` holds: libFuzzer saves the input that
    /// got here as a crash.
    public static func check(_ condition: Bool, _ problem: @autoclosure () -> String) {
        if !condition { fatalError(problem()) }
    }

    /// Whether `needle` occurs in `haystack`.
    public static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        occurrences(of: needle, in: haystack) > 0
    }

    /// How often `needle` occurs in `haystack`, overlaps counted.
    /// - Complexity: O(*n* × *m*), which the short needles here keep small.
    public static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> Int {
        guard !needle.isEmpty, haystack.count >= needle.count else { return 0 }
        var count = 0
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            count += 1
        }
        return count
    }

    /// Whether `bytes` start as a rating does: a standalone SVG, an HTML picture or an input, a
    /// PNG (its signature), the `<img>` tag of one, or a line of plain text.
    public static func isRating(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            || ["<svg ", "<fieldset ", "<img src=\""].contains { bytes.starts(with: Array($0.utf8)) }
            || isTextRating(bytes)
    }

    /// Whether `bytes` start with a line of plain text (`--format text`): UTF-8 up to a line
    /// break, holding a run of a shape's symbols (★☆, ♥♡, ●○), then a space and a value over
    /// the stars.
    static func isTextRating(_ bytes: [UInt8]) -> Bool {
        guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")),
              let line = String(validating: bytes[..<end], as: UTF8.self) else { return false }
        let symbols: Set<Character> = ["\u{2605}", "\u{2606}", "\u{2665}", "\u{2661}", "\u{25CF}", "\u{25CB}"]
        guard let start = line.firstIndex(where: symbols.contains) else { return false }
        let rest = line[start...].drop(while: symbols.contains)
        return rest.first == " " && rest.contains("/")
    }

    /// What is wrong with `text` as a refusal's standard error, or `nil`: one `Error:` line,
    /// then `hint` if there is one (the command's usage), with no character in the line that
    /// could garble a terminal or disguise what it quotes.
    public static func refusalProblem(_ text: String, followedBy hint: String?) -> String? {
        let tail = hint.map { "\n" + $0 } ?? "\n"
        guard text.hasPrefix("Error: "), text.hasSuffix(tail) else { return "a refusal that is not an Error: line\(hint == nil ? "" : " then the usage")" }
        let line = text.dropLast(tail.count)
        guard !line.unicodeScalars.contains(where: isDisguising) else { return "a control or bidi character in the Error: line" }
        return nil
    }

    /// Whether `scalar` could garble a terminal line or disguise what it quotes: C0 and C1
    /// controls and DEL, the line and paragraph separators, and the bidirectional marks,
    /// embeddings, overrides and isolates.
    public static func isDisguising(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
