import Foundation
import Testing
@testable import StarsvgJSON
import TestSupport

/// Our JSON parser against Foundation's `JSONSerialization` as the oracle, on generated inputs
/// from a fixed seed: the same accept or refuse decision, and the same values, on every input
/// except those with one of the deliberate differences below, which our parser must refuse
/// (or, for canonically equivalent keys, read as RFC 8259 says). Where Foundation on Linux has
/// a bug, RFC 8259 is the truth: the bugs are listed too, worked around, and counted.
///
/// Values are compared structurally: numbers by their `Double`, strings byte for byte, arrays
/// in order, objects by key (Foundation's `Dictionary` has no order to compare).
@Suite struct JSONOracleTests {
    /// Where we differ from Foundation on purpose: five kinds of input we refuse and it
    /// accepts, and one it reads differently. Each is recognised without trusting our parser,
    /// or proved by repairing the input and showing that both parsers then agree.
    enum DeliberateDifference: String, CaseIterable, Comparable {
        /// A UTF-8 byte order mark: Foundation skips it. RFC 8259 §8.1 forbids adding one, and
        /// JSON Lines has none, so we refuse it (`JSONError.byteOrderMark`).
        case byteOrderMark = "byte order mark"
        /// Input Foundation takes for UTF-16 or UTF-32: a UTF-16/32 byte order mark, or a NUL
        /// byte in one of its patterns among the first four bytes. RFC 8259 §8.1 requires
        /// UTF-8 between systems, and JSON Lines is UTF-8, so we read UTF-8 only; in UTF-8 a NUL
        /// or an FE/FF byte is never valid JSON.
        case otherEncoding = "UTF-16/32 guess"
        /// `[1,]` and `{"a":1,}`: Foundation on Linux accepts a comma before the closing bracket
        /// (on purpose, says its parser's source), against RFC 8259's grammar; we refuse it.
        /// Recognised from the bytes (a comma, whitespace, the bracket), and the comma deleted:
        /// both parsers then agree.
        case trailingComma = "trailing comma"
        /// The same key twice in one object: Foundation keeps the last; RFC 8259 leaves it open,
        /// so a line with it means different things to different readers, and we refuse it.
        /// Proved by renaming the second key: Foundation then holds both names in one object,
        /// and both parsers agree on the renamed input.
        case duplicateKey = "duplicate key"
        /// Keys that are different code points but canonically equivalent (`"é"`, `"e\u0301"`):
        /// both accept, but Foundation's `[String: Any]` merges them (Swift `String` equality),
        /// keeping the last; we keep both, as RFC 8259 §8.3 compares keys by code points.
        case equivalentKeys = "canonically equivalent keys"
        /// Nesting deeper than our 64 (Foundation allows 512): a batch line needs 2, and the
        /// limit keeps a hostile line from using up the stack. Recognised by counting the
        /// brackets open before the one we refuse.
        case depth = "nesting deeper than 64"

        static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// Bugs of Foundation on Linux that change values, not decisions. Where one shows, the
    /// comparison works around it, and the test counts it.
    enum FoundationBug: String, CaseIterable, Comparable {
        /// A raw U+FEFF at the start of a string, or right after an escape, is dropped:
        /// Foundation decodes each run of a string between escapes with
        /// `String(bytes:encoding: .utf8)`, which strips a leading byte order mark.
        /// Worked around by deleting exactly those characters from the input and writing any
        /// other raw U+FEFF in a string as `\uFEFF`, proving that Foundation reads the result
        /// the same, and comparing our value of that.
        case droppedFEFF = "U+FEFF dropped"
        /// A number of more than 17 characters becomes an NSDecimalNumber, whose `doubleValue`
        /// is not correctly rounded (0.30000000000000004 gives 0.3000000000000001). Worked
        /// around by reading the decimal's own text, which holds its digits exactly.
        case decimalRounding = "NSDecimalNumber rounding"
        /// A number out of range (`1e400`) is accepted when a later duplicate key (or a
        /// canonically equivalent one) replaces its member: Foundation converts numbers only
        /// after building each object, so it never sees one it threw away. Worked around by
        /// writing 0 in its place; the input is then explained by that key.
        case hiddenNumber = "out-of-range number hidden by a later key"

        static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// What the comparisons found.
    private struct Tally {
        /// Inputs, each counted under one outcome.
        var compared = 0
        var accepted = 0
        var refused = 0
        var refusedOnPurpose = 0
        var acceptedWithEquivalentKeys = 0
        /// Inputs that met each difference or bug (one input may meet several).
        var deliberate: [DeliberateDifference: Int] = [:]
        var bugs: [FoundationBug: Int] = [:]

        mutating func count(_ difference: DeliberateDifference) {
            deliberate[difference, default: 0] += 1
        }

        mutating func count(_ notes: Notes) {
            notes.differences.forEach { count($0) }
            notes.bugs.forEach { bugs[$0, default: 0] += 1 }
        }

        /// One line of counts, e.g. `trailing comma 12, duplicate key 40`.
        static func line<Key: Comparable & RawRepresentable<String>>(_ counts: [Key: Int]) -> String {
            counts.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
        }
    }

    /// What one comparison of values met besides plain agreement.
    private struct Notes {
        var differences: Set<DeliberateDifference> = []
        var bugs: Set<FoundationBug> = []
    }

    @Test func sameDecisionsAndValuesAsFoundation() {
        var generator = JSONTextGenerator(seed: 0x5EED_0F_1503)
        var tally = Tally()
        let inputs = 60_000
        for _ in 0..<inputs {
            let input = generator.input()
            tally.compared += 1
            check(input, tally: &tally)
        }
        var refusals = tally.deliberate
        refusals[.equivalentKeys] = nil
        print("""
            JSON oracle: \(tally.compared) inputs compared with JSONSerialization: \(tally.accepted) accepted by \
            both with the same values, \(tally.refused) refused by both, \(tally.refusedOnPurpose) refused by \
            us on purpose (\(Tally.line(refusals))), \(tally.acceptedWithEquivalentKeys) accepted by both \
            with canonically equivalent keys that only we keep apart; Foundation bugs worked around: \
            \(Tally.line(tally.bugs))
            """)
        #expect(tally.accepted + tally.refused + tally.refusedOnPurpose + tally.acceptedWithEquivalentKeys == inputs)

        // The inputs must keep covering both outcomes and every difference, or the test
        // would pass while comparing little.
        #expect(tally.accepted > inputs / 5)
        #expect(tally.refused > inputs / 5)
        for difference in DeliberateDifference.allCases {
            #expect(tally.deliberate[difference, default: 0] > 0, "no input with a \(difference.rawValue)")
        }
    }

    /// Compares both parsers on `input` and counts the outcome in `tally`.
    private func check(_ input: [UInt8], tally: inout Tally) {
        let shown = Self.shown(input)
        // Recognised from the bytes alone, before either parser runs.
        if input.starts(with: [0xEF, 0xBB, 0xBF]) {
            #expect(throws: JSONError.byteOrderMark, "\(shown)") { try JSONValue.parse(input) }
            tally.count(.byteOrderMark)
            tally.refusedOnPurpose += 1
            return
        }
        if Self.foundationGuessesAnotherEncoding(input) {
            #expect(throws: JSONError.self, "\(shown)") { try JSONValue.parse(input) }
            tally.count(.otherEncoding)
            tally.refusedOnPurpose += 1
            return
        }
        switch (Result { () throws(JSONError) in try JSONValue.parse(input) }, Self.foundation(input)) {
        case (.failure, nil):
            tally.refused += 1
        case (.success, let theirs?):
            var notes = Notes()
            compareAccepted(input, theirs, notes: &notes)
            if notes.differences.isEmpty {
                tally.accepted += 1
            } else {
                tally.acceptedWithEquivalentKeys += 1
            }
            tally.count(notes)
        case (.success(let ours), nil):
            Issue.record("we accept what Foundation refuses: \(shown) gives \(ours)")
        case (.failure(let error), let theirs?):
            var notes = Notes()
            explain(error, refusing: input, acceptedAs: theirs, notes: &notes)
            tally.refusedOnPurpose += 1
            tally.count(notes)
        }
    }

    /// Compares our value of `input`, which both parsers accept, with Foundation's, `theirs`.
    private func compareAccepted(_ input: [UInt8], _ theirs: Any, notes: inout Notes) {
        var expectedInput = input
        let (rewritten, dropped) = Self.rewritingFEFF(input)
        if dropped > 0 {
            // Prove the emulation exact: Foundation reads the rewritten input, which it cannot
            // misread, the same as the original.
            guard let again = Self.foundation(rewritten), Self.foundationEqual(again, theirs) else {
                Issue.record("Foundation reads \(Self.shown(input)) and \(Self.shown(rewritten)) differently")
                return
            }
            notes.bugs.insert(.droppedFEFF)
            expectedInput = rewritten
        }
        do {
            let ours = try JSONValue.parse(expectedInput)
            if let mismatch = Self.mismatch(ours, theirs, at: "value", notes: &notes) {
                Issue.record("different values for \(Self.shown(input)): \(mismatch)")
            }
        } catch {
            // Dropping a U+FEFF can make two keys one (`"\u{FEFF}"` and `""`), which Foundation
            // then merges, the later winning, as for a duplicate: explained the same way.
            guard expectedInput != input, case .duplicateKey = error else {
                Issue.record("we refuse \(Self.shown(expectedInput)), \(Self.shown(input)) as Foundation reads it: \(error)")
                return
            }
            var merged = Notes()
            explain(error, refusing: expectedInput, acceptedAs: theirs, notes: &merged)
            notes.bugs.formUnion(merged.bugs)
        }
    }

    /// Shows why our parser refused `input`, which Foundation accepted as `theirs`: repairs
    /// each deliberate difference met, proving it, until our parser accepts the input too,
    /// then compares the values; notes what it met, or records an issue.
    private func explain(_ firstError: JSONError, refusing input: [UInt8], acceptedAs theirs: Any, notes: inout Notes) {
        let shown = Self.shown(input)
        var current = input
        var error = firstError
        // Each renamed duplicate: its new name and the name it repeated.
        var renamed: [(marker: String, key: String)] = []
        var hiddenNumbers = 0
        repairing: for repair in 0... {
            guard repair < 40 else {
                Issue.record("too many repairs for \(shown)")
                return
            }
            switch error {
            case .tooDeep(let limit, let column):
                // Counted from the bytes: the bracket at `column` opens level 65.
                let depth = Self.openBrackets(in: current, before: column - 1)
                #expect(depth == limit, "\(error) in \(Self.shown(current)), but \(depth) brackets are open there")
                notes.differences.insert(.depth)
                return

            case .duplicateKey(let key, let column):
                // Prefix the second key with a marker no generated key has; at the end,
                // Foundation must hold both names in one object.
                let marker = "#dup\(repair)#" + key
                current = Array(current[..<column]) + Array("#dup\(repair)#".utf8) + Array(current[column...])
                renamed.append((marker, key))
                notes.differences.insert(.duplicateKey)

            case .numberOutOfRange(let text, let column):
                // Foundation refuses any such number it reads (`1e400` alone, say), so having
                // accepted the input it cannot have read this one: it was hidden by a later
                // duplicate key. Neutralised; a duplicate must follow.
                current.replaceSubrange((column - 1)..<(column - 1 + text.utf8.count), with: [UInt8(ascii: "0")])
                hiddenNumbers += 1
                notes.bugs.insert(.hiddenNumber)

            case .unexpectedCharacter(let character, let expected, let column)
                where (character == "]" && expected == .value) || (character == "}" && expected == .key):
                // Proved from the bytes: a comma and whitespace before the bracket.
                guard let comma = current[..<(column - 1)].lastIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
                      current[comma] == UInt8(ascii: ",")
                else {
                    Issue.record("we refuse what Foundation accepts: \(shown) (\(error) in \(Self.shown(current)))")
                    return
                }
                current.remove(at: comma)
                notes.differences.insert(.trailingComma)

            default:
                Issue.record("we refuse what Foundation accepts: \(shown) (\(error) in \(Self.shown(current))); Foundation: \(theirs)")
                return
            }
            do {
                _ = try JSONValue.parse(current)
                break repairing
            } catch let next {
                error = next
            }
        }

        // Repaired: both must accept it and agree.
        guard let repairedValue = Self.foundation(current) else {
            Issue.record("Foundation refuses \(Self.shown(current)), repaired from \(shown)")
            return
        }
        compareAccepted(current, repairedValue, notes: &notes)
        // Foundation throws away what a canonically equivalent key replaces, which can hide
        // a renamed duplicate or an out-of-range number; otherwise it must show them.
        let isMerging = notes.differences.contains(.equivalentKeys)
        #expect(hiddenNumbers == 0 || !renamed.isEmpty || isMerging, "\(shown): Foundation accepted an out-of-range number no key hides")
        let readable = Self.foundation(Self.rewritingFEFF(current).bytes) ?? repairedValue
        for (marker, key) in renamed where !isMerging || Self.hasObject(holding: [marker], in: readable) {
            #expect(Self.hasObject(holding: [marker, key], in: readable), "\(shown): no object holds \(key.debugDescription) and its renamed duplicate")
        }
    }

    // MARK: Foundation

    /// Foundation's reading of `input`, or `nil` when it refuses it.
    private static func foundation(_ input: [UInt8]) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(input), options: [.fragmentsAllowed])
    }

    /// Whether Foundation would decode `input` as UTF-16 or UTF-32 rather than UTF-8: its
    /// byte order marks, then its guess from where NUL bytes fall among the first four
    /// (swift-corelibs-foundation, `JSONSerialization.parseBOM` and `detectEncoding`).
    static func foundationGuessesAnotherEncoding(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
            return true
        }
        if bytes.count >= 4 {
            let (a, b, c, d) = (bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0)
            return (a && b && c) || (b && c && d) || (a && c) || (b && d)
        }
        if bytes.count >= 2 {
            return bytes[0] == 0 || bytes[1] == 0
        }
        return false
    }

    /// Whether a Foundation number is a Boolean (`true` and `false` are NSNumbers too).
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    /// A Foundation number's value as the nearest Double: through the text of an
    /// NSDecimalNumber, whose `doubleValue` is not correctly rounded on Linux.
    private static func double(_ number: NSNumber) -> Double? {
        if let decimal = number as? NSDecimalNumber { return Double(decimal.description) }
        return number.doubleValue
    }

    /// The first difference between our value and Foundation's, described with its path, or
    /// `nil`. Keys that Foundation merged because they are canonically equivalent are
    /// compared as Foundation keeps them (the last wins) and noted.
    private static func mismatch(_ ours: JSONValue, _ theirs: Any, at path: String, notes: inout Notes) -> String? {
        switch ours {
        case .null:
            return theirs is NSNull ? nil : "\(path): null against \(theirs)"
        case .bool(let flag):
            guard let number = theirs as? NSNumber, isBoolean(number), number.boolValue == flag else {
                return "\(path): \(flag) against \(theirs)"
            }
            return nil
        case .number(let text, let value):
            guard let number = theirs as? NSNumber, !isBoolean(number), let theirValue = double(number) else {
                return "\(path): \(text) against \(theirs)"
            }
            if number is NSDecimalNumber, number.doubleValue != theirValue { notes.bugs.insert(.decimalRounding) }
            guard value.isFinite, value == theirValue else {
                return "\(path): \(text) is \(value) for us, \(theirValue) for Foundation (\(type(of: number)))"
            }
            return nil
        case .string(let text):
            guard let theirText = theirs as? String, Array(text.utf8) == Array(theirText.utf8) else {
                return "\(path): \(text.debugDescription) against \(theirs)"
            }
            return nil
        case .array(let elements):
            guard let theirElements = theirs as? [Any], theirElements.count == elements.count else {
                return "\(path): an array of \(elements.count) against \(theirs)"
            }
            for (index, element) in elements.enumerated() {
                if let found = mismatch(element, theirElements[index], at: "\(path)[\(index)]", notes: &notes) {
                    return found
                }
            }
            return nil
        case .object(let members):
            guard let dictionary = theirs as? [String: Any] else { return "\(path): an object against \(theirs)" }
            // Our members, grouped as Swift's `String ==` (canonical equivalence) groups keys.
            var groups: [(key: String, last: JSONValue, size: Int)] = []
            for (key, value) in members {
                if let index = groups.firstIndex(where: { $0.key == key }) {
                    groups[index].last = value
                    groups[index].size += 1
                } else {
                    groups.append((key, value, 1))
                }
            }
            guard dictionary.count == groups.count else {
                return "\(path): \(members.count) members against \(dictionary.count)"
            }
            for group in groups {
                if group.size > 1 { notes.differences.insert(.equivalentKeys) }
                guard let theirValue = dictionary[group.key] else { return "\(path): no key \(group.key.debugDescription) in \(dictionary)" }
                if let found = mismatch(group.last, theirValue, at: "\(path)[\(group.key.debugDescription)]", notes: &notes) {
                    return found
                }
            }
            return nil
        }
    }

    /// Whether two values from Foundation are the same.
    private static func foundationEqual(_ left: Any, _ right: Any) -> Bool {
        switch (left, right) {
        case (is NSNull, is NSNull):
            return true
        case (let left as NSNumber, let right as NSNumber):
            return isBoolean(left) == isBoolean(right) && double(left) == double(right)
        case (let left as String, let right as String):
            return Array(left.utf8) == Array(right.utf8)
        case (let left as [Any], let right as [Any]):
            return left.count == right.count && zip(left, right).allSatisfy { foundationEqual($0, $1) }
        case (let left as [String: Any], let right as [String: Any]):
            return left.count == right.count && left.allSatisfy { key, value in
                right[key].map { foundationEqual(value, $0) } ?? false
            }
        default:
            return false
        }
    }

    /// `input`, valid JSON, rewritten so that Foundation reads it as RFC 8259 reads the
    /// original: without the raw U+FEFF characters Foundation drops (the first of each run of
    /// a string's raw text, after its opening quote or an escape), and with every other raw
    /// U+FEFF in a string written as the escape `\uFEFF`, which Foundation decodes correctly
    /// and which cannot start a run. Also returns how many characters were dropped.
    static func rewritingFEFF(_ input: [UInt8]) -> (bytes: [UInt8], dropped: Int) {
        let feff: [UInt8] = [0xEF, 0xBB, 0xBF]
        var result: [UInt8] = []
        var dropped = 0
        var index = 0
        var isInString = false
        var isRunStart = false
        while index < input.count {
            let byte = input[index]
            if isInString, input[index...].starts(with: feff) {
                if isRunStart {
                    dropped += 1
                } else {
                    result += Array(#"\uFEFF"#.utf8)
                }
                index += 3
                isRunStart = false
                continue
            }
            isRunStart = false
            var length = 1
            if !isInString {
                isInString = byte == UInt8(ascii: "\"")
                isRunStart = isInString
            } else if byte == UInt8(ascii: "\"") {
                isInString = false
            } else if byte == UInt8(ascii: "\\") {
                length = input[index + 1] == UInt8(ascii: "u") ? 6 : 2
                isRunStart = true
            }
            result += input[index..<(index + length)]
            index += length
        }
        return (result, dropped)
    }

    /// How many arrays and objects are open before byte `offset` of `input`, counting the
    /// brackets outside strings.
    static func openBrackets(in input: [UInt8], before offset: Int) -> Int {
        var depth = 0
        var isInString = false
        var index = 0
        while index < offset {
            switch (input[index], isInString) {
            case (UInt8(ascii: "\""), _): isInString.toggle()
            case (UInt8(ascii: "\\"), true): index += 1
            case (UInt8(ascii: "["), false), (UInt8(ascii: "{"), false): depth += 1
            case (UInt8(ascii: "]"), false), (UInt8(ascii: "}"), false): depth -= 1
            default: break
            }
            index += 1
        }
        return depth
    }

    /// Whether some object in a Foundation value holds all of `keys`.
    private static func hasObject(holding keys: [String], in value: Any) -> Bool {
        if let elements = value as? [Any] { return elements.contains { hasObject(holding: keys, in: $0) } }
        guard let dictionary = value as? [String: Any] else { return false }
        return keys.allSatisfy { dictionary[$0] != nil } || dictionary.values.contains { hasObject(holding: keys, in: $0) }
    }

    /// An input for a message: its text with escapes, and its bytes when it is not UTF-8.
    private static func shown(_ input: [UInt8]) -> String {
        let text = String(decoding: input, as: UTF8.self)
        if Array(text.utf8) == input { return text.debugDescription }
        return text.debugDescription + " " + input.map { String($0, radix: 16) }.joined(separator: " ")
    }
}
