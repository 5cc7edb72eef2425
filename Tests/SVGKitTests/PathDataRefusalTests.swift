import Testing
import SVGKit
import TestSupport

/// What `SVGPathData(parsing:)` refuses, and how it says so: each hostile or broken path gives
/// its own error at its own place, and no input traps.
@Suite("Path data refusals")
struct PathDataRefusalTests {
    /// One refused path and the error it must give.
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let error: SVGPathDataError
        var testDescription: String { text.debugDescription }

        init(_ text: String, _ error: SVGPathDataError) {
            self.text = text
            self.error = error
        }
    }

    static let cases: [Case] = [
        Case("L1 1", .missingMoveto(found: "L", offset: 0)),
        Case("  1 2", .missingMoveto(found: "1", offset: 2)),
        Case("%M0 0", .unexpectedCharacter("%", offset: 0)),
        Case("M0 0C1 2 3 4 5", .expectedNumber(command: "C", found: nil, offset: 14)),
        Case("M0 0C1 2 3 4 5,", .expectedNumber(command: "C", found: nil, offset: 15)),
        Case("M0 0C1,,2 3 4 5 6", .expectedNumber(command: "C", found: ",", offset: 7)),
        Case("M,0 0", .expectedNumber(command: "M", found: ",", offset: 1)),
        Case("M0 0L1 1,", .expectedNumber(command: "L", found: nil, offset: 9)),
        Case("M0 0L1 1,L2 2", .expectedNumber(command: "L", found: "L", offset: 9)),
        Case("M0 0h", .expectedNumber(command: "h", found: nil, offset: 5)),
        Case("M0 0L nan 1", .expectedNumber(command: "L", found: "n", offset: 6)),
        Case("M0 0L1 Infinity", .expectedNumber(command: "L", found: "I", offset: 7)),
        Case("M0 0 NaN", .unexpectedCharacter("N", offset: 5)),
        Case("M0 0A1 1 0 0", .expectedFlag(command: "A", found: nil, offset: 12)),
        Case("M0 0A1 1 0 2 1 1 1", .expectedFlag(command: "A", found: "2", offset: 11)),
        Case("M0 0a1 1 0 0 .5 1 1", .expectedFlag(command: "a", found: ".", offset: 13)),
        Case("M0 0a1 1 0 0,,1 1 1", .expectedFlag(command: "a", found: ",", offset: 13)),
        Case("M1e999 0", .numberOutOfRange("1e999", offset: 1)),
        Case("M0 -1e999", .numberOutOfRange("-1e999", offset: 3)),
        Case("M0 1000000000.5", .numberOutOfRange("1000000000.5", offset: 3)),
        Case("M0 0A1e10 1 0 0 1 1 1", .numberOutOfRange("1e10", offset: 5)),
        Case("M0 0l3e9 0", .numberOutOfRange("3e9", offset: 5)),
        Case("m1e9 0 l1e9 0", .coordinateOutOfRange(command: "l", offset: 8)),
        // S reflects (-1e9, 0) about (1e9, 0), to 3e9.
        Case("M1e9 0C0 0 -1e9 0 1e9 0S0 0 0 0", .coordinateOutOfRange(command: "S", offset: 24)),
        Case("M1e 0", .malformedNumber("1e", offset: 1)),
        Case("M1e+ 0", .malformedNumber("1e+", offset: 1)),
        Case("M- 0", .malformedNumber("-", offset: 1)),
        Case("M0 .", .malformedNumber(".", offset: 3)),
        Case("M+-1 0", .malformedNumber("+", offset: 1)),
        Case("M0 0Z1 1", .unexpectedCharacter("1", offset: 5)),
        Case("M0 0z,M1 1", .unexpectedCharacter(",", offset: 5)),
        Case("M0 0 L1 1 x", .unexpectedCharacter("x", offset: 10)),
        Case("M0 0\u{1B}[31m", .unexpectedCharacter("\\u{1B}", offset: 4)),
        Case("M0 0\u{202E}", .unexpectedCharacter("\\u{202E}", offset: 4)),
        Case("M0 0 ★", .unexpectedCharacter("★", offset: 5)),
        Case("M0 0\u{0}", .unexpectedCharacter("\\u{0}", offset: 4)),
        Case("M" + String(repeating: "1", count: 100) + "e", .malformedNumber(String(repeating: "1", count: 40) + "…", offset: 1)),
    ]

    @Test("each broken path gives its own error at its place", .cases(37), arguments: cases)
    func refusal(_ testCase: Case) {
        #expect(throws: testCase.error) { try SVGPathData(parsing: testCase.text) }
    }

    @Test("messages name what and where, on one line")
    func messages() {
        let expectations: [(String, String)] = [
            ("M0 0C1 2 3 4 5", "expected a number after 'C' at character 15, where the path ends"),
            ("M0 0C1,,2 3 4 5 6", "expected a number after 'C' at character 8, found ','"),
            ("L1 1", "the path does not start with a moveto: it has 'L' at character 1, where path data starts with M or m"),
            ("M0 0A1 1 0 2 1 1 1", "expected an arc flag, 0 or 1, after 'A' at character 12, found '2'"),
            ("M1e999 0", "the number '1e999' at character 2 is out of range: coordinates, radii and angles may be at most 1000000000 in magnitude"),
            ("m1e9 0 l1e9 0", "the 'l' at character 9 leads out of range: absolute coordinates may be at most 1000000000 in magnitude"),
            ("M0 0\u{7}", "unexpected '\\u{7}' at character 5: path data holds command letters (M L H V C S Q T A Z, either case), numbers, and spaces or commas between numbers"),
        ]
        for (text, message) in expectations {
            do {
                _ = try SVGPathData(parsing: text)
                Issue.record("accepted \(text.debugDescription)")
            } catch {
                #expect(error.description == message, "\(text.debugDescription)")
            }
        }
        #expect(SVGPathDataError.tooManyCommands(maximum: 200_000).description
                == "the path has more than 200000 commands; at most 200000 are read")
    }

    /// Refused at the limit, without reading on: what follows the command one past the limit,
    /// here not path data at all, is never looked at, so the refusal is the count's and not the
    /// syntax error further on. (So the time it takes is that of the limit's commands, however
    /// long the text; no bound in seconds, which a slower or busier machine would not meet.)
    @Test("a million commands are refused at the limit, before the rest is read")
    func millionCommands() {
        let limit = SVGPathData.maximumParsedCommandCount
        #expect(throws: SVGPathDataError.tooManyCommands(maximum: limit)) {
            try SVGPathData(parsing: "M0 0" + String(repeating: "l1 1", count: 1_000_000))
        }
        let pastTheLimit = "M0 0" + String(repeating: "l1 1", count: limit) + " not path data " + String(repeating: "l1 1", count: 800_000)
        #expect(throws: SVGPathDataError.tooManyCommands(maximum: limit)) {
            try SVGPathData(parsing: pastTheLimit)
        }
        // Reached within the limit, the same words are the error.
        let withinTheLimit = "M0 0" + String(repeating: "l1 1", count: limit - 2) + " not path data "
        #expect {
            try SVGPathData(parsing: withinTheLimit)
        } throws: { error in
            (error as? SVGPathDataError).map { $0 != .tooManyCommands(maximum: limit) } ?? false
        }
    }

    @Test("the limit itself is accepted, one command more is not")
    func commandLimit() throws {
        let maximum = SVGPathData.maximumParsedCommandCount
        let full = "M0 0" + String(repeating: "h1", count: maximum - 1)
        #expect(try SVGPathData(parsing: full).elements.count == maximum)
        #expect(throws: SVGPathDataError.tooManyCommands(maximum: maximum)) { try SVGPathData(parsing: full + "z") }
        // The moveto implied after a closepath counts as the command it becomes.
        let closed = "M0 0" + String(repeating: "h1", count: maximum - 2) + "zh1"
        #expect(throws: SVGPathDataError.tooManyCommands(maximum: maximum)) { try SVGPathData(parsing: closed) }
    }

    @Test("random bytes and random mutations of valid paths never trap, and errors stay one clean line")
    func fuzz() {
        var random = SplitMix64(seed: 0x5EED_0035)
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.,+-eE \t\n".utf8)
        var accepted = 0
        for round in 0..<20_000 {
            var bytes: [UInt8]
            switch round % 3 {
            case 0:
                bytes = (0..<random.int(in: 0...48)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            case 1:
                bytes = (0..<random.int(in: 1...64)).map { _ in
                    random.chance(0.05) ? UInt8(truncatingIfNeeded: random.next()) : random.pick(alphabet)
                }
                bytes.insert(random.pick(Array("Mm".utf8)), at: 0)
            default:
                bytes = Array(PathDataParsingTests.randomPathText(&random).utf8)
                for _ in 0..<random.int(in: 1...4) {
                    let position = random.int(in: 0...bytes.count)
                    switch random.int(below: 4) {
                    case 0: bytes.insert(random.pick(alphabet), at: position)
                    case 1: if position < bytes.count { bytes.remove(at: position) }
                    case 2: if position < bytes.count { bytes[position] = random.pick(alphabet) }
                    default: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
                    }
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                let path = try SVGPathData(parsing: text)
                accepted += 1
                // What was read writes and reads back: the same commands, to the precision.
                let written = SVGWriter.pathText(path, options: SVGWriterOptions(numberPrecision: 9))
                let again = try SVGPathData(parsing: written)
                #expect(Self.isClose(again.elements, path.elements), "round \(round): \(text.debugDescription) written \(written)")
            } catch {
                let message = error.description
                #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                        "round \(round): \(message.debugDescription)")
                #expect((error.offset ?? 0) <= text.utf8.count, "round \(round): \(message)")
            }
        }
        // The mutations keep some paths valid, so the round trip above is exercised.
        #expect(accepted > 1000, "accepted \(accepted)")
    }

    /// Whether two element lists match, numbers within a billionth of their size.
    static func isClose(_ lhs: [PathElement], _ rhs: [PathElement]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        func numbers(_ element: PathElement) -> [Double] {
            switch element {
            case .move(let end), .line(let end): [0, end.x, end.y]
            case .cubic(let control1, let control2, let end): [1, control1.x, control1.y, control2.x, control2.y, end.x, end.y]
            case .quadratic(let control, let end): [2, control.x, control.y, end.x, end.y]
            case .ellipticalArc(let rx, let ry, let rotation, let large, let clockwise, let end):
                [3, rx, ry, rotation, large ? 1 : 0, clockwise ? 1 : 0, end.x, end.y]
            case .close: [4]
            }
        }
        return zip(lhs, rhs).allSatisfy { left, right in
            if case .move = left, case .move = right {} else if case .move = left { return false } else if case .move = right { return false }
            let a = numbers(left), b = numbers(right)
            return a.count == b.count && zip(a, b).allSatisfy { ($0 - $1).magnitude <= 1e-6 * max(1, $0.magnitude) }
        }
    }
}
