import Testing
import SVGKit
import TestSupport

/// `SVGPathData(parsing:)` on hand-made paths, checked element by element against the absolute
/// elements worked out by hand from SVG 2's rules (§9.3), and read back after writing.
@Suite("Path data parsing")
struct PathDataParsingTests {
    /// One path and the elements it means.
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let elements: [PathElement]
        var testDescription: String { text.debugDescription }

        init(_ text: String, _ elements: [PathElement]) {
            self.text = text
            self.elements = elements
        }
    }

    static let cases: [Case] = [
        Case("M10 20 L30 40 H50 V60 Z", [
            .move(x: 10, y: 20), .line(x: 30, y: 40), .line(x: 50, y: 40), .line(x: 50, y: 60), .close,
        ]),
        // Relative commands count from the current point; after z it is the subpath's start.
        Case("m10 20 l5 5 h10 v-10 z m1 1 l1 0", [
            .move(x: 10, y: 20), .line(x: 15, y: 25), .line(x: 25, y: 25), .line(x: 25, y: 15), .close,
            .move(x: 11, y: 21), .line(x: 12, y: 21),
        ]),
        // A moveto's further pairs are linetos, relative when the moveto is.
        Case("M1 2 3 4 5 6", [.move(x: 1, y: 2), .line(x: 3, y: 4), .line(x: 5, y: 6)]),
        Case("m1 2 3 4 5 6", [.move(x: 1, y: 2), .line(x: 4, y: 6), .line(x: 9, y: 12)]),
        Case("M0 0L1 1 2 2h1 1v-1-1", [
            .move(x: 0, y: 0), .line(x: 1, y: 1), .line(x: 2, y: 2), .line(x: 3, y: 2), .line(x: 4, y: 2),
            .line(x: 4, y: 1), .line(x: 4, y: 0),
        ]),
        // Both control points of a relative curve count from its start.
        Case("M0 0C1 2 3 4 5 6c1 1 2 2 3 3", [
            .move(x: 0, y: 0), .cubic(x1: 1, y1: 2, x2: 3, y2: 4, x: 5, y: 6),
            .cubic(x1: 6, y1: 7, x2: 7, y2: 8, x: 8, y: 9),
        ]),
        Case("M0 0c1 1 2 2 3 3 1 1 2 2 3 3", [
            .move(x: 0, y: 0), .cubic(x1: 1, y1: 1, x2: 2, y2: 2, x: 3, y: 3),
            .cubic(x1: 4, y1: 4, x2: 5, y2: 5, x: 6, y: 6),
        ]),
        // S reflects the previous curve's second control point about the current point.
        Case("M0 0C1 2 3 4 5 6S9 10 11 12s1 1 2 2", [
            .move(x: 0, y: 0), .cubic(x1: 1, y1: 2, x2: 3, y2: 4, x: 5, y: 6),
            .cubic(x1: 7, y1: 8, x2: 9, y2: 10, x: 11, y: 12),
            .cubic(x1: 13, y1: 14, x2: 12, y2: 13, x: 13, y: 14),
        ]),
        // S with no curve before it starts at the current point; a quadratic is no cubic.
        Case("M1 1S2 2 3 3", [.move(x: 1, y: 1), .cubic(x1: 1, y1: 1, x2: 2, y2: 2, x: 3, y: 3)]),
        Case("M0 0Q1 1 2 0S3 3 4 0", [
            .move(x: 0, y: 0), .quadratic(x1: 1, y1: 1, x: 2, y: 0), .cubic(x1: 2, y1: 0, x2: 3, y2: 3, x: 4, y: 0),
        ]),
        Case("M0 0L5 5S6 6 7 7", [.move(x: 0, y: 0), .line(x: 5, y: 5), .cubic(x1: 5, y1: 5, x2: 6, y2: 6, x: 7, y: 7)]),
        // T reflects the previous quadratic's control point, T's own included.
        Case("M0 0Q1 1 2 0T4 0T6 0t2 0", [
            .move(x: 0, y: 0), .quadratic(x1: 1, y1: 1, x: 2, y: 0), .quadratic(x1: 3, y1: -1, x: 4, y: 0),
            .quadratic(x1: 5, y1: 1, x: 6, y: 0), .quadratic(x1: 7, y1: -1, x: 8, y: 0),
        ]),
        Case("M0 0q1 1 2 0t2 0", [
            .move(x: 0, y: 0), .quadratic(x1: 1, y1: 1, x: 2, y: 0), .quadratic(x1: 3, y1: -1, x: 4, y: 0),
        ]),
        // T with no quadratic before it: the control point is the current point, and the next
        // T reflects that.
        Case("M1 1T3 3T5 1", [
            .move(x: 1, y: 1), .quadratic(x1: 1, y1: 1, x: 3, y: 3), .quadratic(x1: 5, y1: 5, x: 5, y: 1),
        ]),
        Case("M0 0C1 1 2 2 3 3T4 4", [
            .move(x: 0, y: 0), .cubic(x1: 1, y1: 1, x2: 2, y2: 2, x: 3, y: 3), .quadratic(x1: 3, y1: 3, x: 4, y: 4),
        ]),
        // A closepath ends the reflection too.
        Case("M0 0C1 1 2 2 3 3ZS1 1 2 2", [
            .move(x: 0, y: 0), .cubic(x1: 1, y1: 1, x2: 2, y2: 2, x: 3, y: 3), .close,
            .move(x: 0, y: 0), .cubic(x1: 0, y1: 0, x2: 1, y2: 1, x: 2, y: 2),
        ]),
        Case("M0 0A5 5 0 0 1 10 0a5 5 30 1 0 -10 0", [
            .move(x: 0, y: 0),
            .arc(radiusX: 5, radiusY: 5, rotationDegrees: 0, isLargeArc: false, isClockwise: true, x: 10, y: 0),
            .arc(radiusX: 5, radiusY: 5, rotationDegrees: 30, isLargeArc: true, isClockwise: false, x: 0, y: 0),
        ]),
        // Flags are one character each: packed, as minifiers write them, and repeated.
        Case("M2 2a1 1 0 011 1 1 1 0 10-1-1", [
            .move(x: 2, y: 2),
            .arc(radiusX: 1, radiusY: 1, rotationDegrees: 0, isLargeArc: false, isClockwise: true, x: 3, y: 3),
            .arc(radiusX: 1, radiusY: 1, rotationDegrees: 0, isLargeArc: true, isClockwise: false, x: 2, y: 2),
        ]),
        Case("M0 0a1 2 3 1110 20", [
            .move(x: 0, y: 0),
            .arc(radiusX: 1, radiusY: 2, rotationDegrees: 3, isLargeArc: true, isClockwise: true, x: 10, y: 20),
        ]),
        // Negative radii are their magnitudes, as SVG draws them.
        Case("M0 0A-5-6-45 0 1 1 1", [
            .move(x: 0, y: 0),
            .arc(radiusX: 5, radiusY: 6, rotationDegrees: -45, isLargeArc: false, isClockwise: true, x: 1, y: 1),
        ]),
        // Numbers: leading points, signs, exponents, a second point starting a number.
        Case("M.5.5", [.move(x: 0.5, y: 0.5)]),
        Case("M1-2", [.move(x: 1, y: -2)]),
        Case("M-.5-.25", [.move(x: -0.5, y: -0.25)]),
        Case("M1.5.5", [.move(x: 1.5, y: 0.5)]),
        Case("M+1+2", [.move(x: 1, y: 2)]),
        Case("M1e2 1E-1", [.move(x: 100, y: 0.1)]),
        Case("M-2.5e+1,.5e1", [.move(x: -25, y: 5)]),
        Case("M1. 2.", [.move(x: 1, y: 2)]),
        Case("M1.e1 0", [.move(x: 10, y: 0)]),
        Case("M007 0.000", [.move(x: 7, y: 0)]),
        // Whitespace of every kind, and commas.
        Case("\t\n M 1 , 2\r\n L\u{C}3,4 ", [.move(x: 1, y: 2), .line(x: 3, y: 4)]),
        Case("M0,0L1,1,2,2", [.move(x: 0, y: 0), .line(x: 1, y: 1), .line(x: 2, y: 2)]),
        // A command after z other than a moveto starts its subpath at the closed one's start.
        Case("M1 1L2 2ZL3 3", [.move(x: 1, y: 1), .line(x: 2, y: 2), .close, .move(x: 1, y: 1), .line(x: 3, y: 3)]),
        Case("M1 1 2 2zl1 0h1v1", [
            .move(x: 1, y: 1), .line(x: 2, y: 2), .close, .move(x: 1, y: 1), .line(x: 2, y: 1), .line(x: 3, y: 1),
            .line(x: 3, y: 2),
        ]),
        Case("M1 1zz", [.move(x: 1, y: 1), .close, .move(x: 1, y: 1), .close]),
        Case("M1 1zm1 1z", [.move(x: 1, y: 1), .close, .move(x: 2, y: 2), .close]),
        Case("", []),
        Case(" \n\t", []),
    ]

    @Test("every command, absolute and relative, as SVG 2 means it", .cases(38), arguments: cases)
    func commands(_ testCase: Case) throws {
        let path = try SVGPathData(parsing: testCase.text)
        #expect(path.elements.count == testCase.elements.count)
        for (index, (parsed, expected)) in zip(path.elements, testCase.elements).enumerated() {
            #expect(parsed == expected, "element \(index) of \(testCase.text.debugDescription)")
        }
    }

    @Test("numbers are read to the nearest double, as the standard library reads them")
    func numberPrecision() throws {
        let texts = [
            "0.1", "0.3", "123456789", "999999999.999999", "1e-7", "2.2250738585072014e-308", "4.9e-324", "1e-400",
            "0.30000000000000004", "9007199254740993e-7", "12345678901234567890e-11", "1234567.8901234567890123",
            "000000000000000000000000000012.5", "0.000000000000000000000000000123", "-7e8", "3.14159265358979323846",
            "17976931348623157e-316", "1e-22", "1e-23", "1000000000", "0.999999999999999999999999",
        ]
        for text in texts {
            let path = try SVGPathData(parsing: "M0 0A\(text) 1 0 0 0 1 1")
            guard case .ellipticalArc(let radius, _, _, _, _, _) = path.elements[1] else {
                Issue.record("no arc for \(text)")
                continue
            }
            #expect(radius == Double(text)!.magnitude, "\(text)")
        }
    }

    @Test("the hand-made paths read back after writing", .cases(38), arguments: cases)
    func roundTrip(_ testCase: Case) throws {
        let path = try SVGPathData(parsing: testCase.text)
        let written = SVGWriter.pathText(path, options: .compact)
        #expect(try SVGPathData(parsing: written).elements == path.elements, "written \(written)")
    }

    @Test("random paths in every command read back after writing, exactly")
    func randomRoundTrip() throws {
        var random = SplitMix64(seed: 35)
        for round in 0..<300 {
            let text = Self.randomPathText(&random)
            let path = try SVGPathData(parsing: text)
            for options in [SVGWriterOptions.compact, SVGWriterOptions(omitsLeadingZeros: false)] {
                let written = SVGWriter.pathText(path, options: options)
                let again = try SVGPathData(parsing: written)
                #expect(again.elements == path.elements, "round \(round): \(text) written \(written)")
            }
            var spaced = path
            spaced.separatesArcFlags = true
            #expect(try SVGPathData(parsing: SVGWriter.pathText(spaced, options: .compact)).elements == path.elements)
        }
    }

    @Test("the writer's largest numbers read back: offsets may span two points in range")
    func extremes() throws {
        let path = SVGPathData([
            .move(x: -1e9, y: 1e9), .line(x: 1e9, y: -1e9), .cubic(x1: -1e9, y1: -1e9, x2: 1e9, y2: 1e9, x: -1e9, y: 0),
            .arc(radiusX: 1e9, radiusY: 1e9, rotationDegrees: -1e9, isLargeArc: true, isClockwise: false, x: 1e9, y: 1e9),
        ])
        for precision in [0, 2, 9] {
            let written = SVGWriter.pathText(path, options: SVGWriterOptions(numberPrecision: precision))
            #expect(try SVGPathData(parsing: written).elements == path.elements, "precision \(precision): \(written)")
        }
    }

    /// Path data in every command and case, its numbers quarters (exact in binary, and at two
    /// decimals, so sums and reflections are exact too), in compact and spaced spellings.
    static func randomPathText(_ random: inout SplitMix64) -> String {
        func number() -> String {
            let value = Double(random.int(in: -4000...4000)) / 4
            let text = SVGNumberFormatter(precision: 2, omitsLeadingZero: random.chance(0.5)).string(value)
            return random.chance(0.1) ? text + "e0" : text
        }
        func separator() -> String { random.pick([" ", ",", " , ", "\n", "\t"]) }
        var text = "M" + number() + separator() + number()
        for _ in 0..<random.int(in: 1...40) {
            let letter = random.pick(Array("MLHVCSQTAZmlhvcsqtaz"))
            text += random.chance(0.5) ? " \(letter)" : "\(letter)"
            let count: Int = switch letter.lowercased() {
            case "m", "l", "t": 2
            case "h", "v": 1
            case "c": 6
            case "s", "q": 4
            case "a": 7
            default: 0
            }
            for repetition in 0..<(count == 0 ? 0 : random.int(in: 1...3)) {
                for argument in 0..<count {
                    if argument > 0 || repetition > 0 { text += separator() }
                    if letter.lowercased() == "a" && (argument == 3 || argument == 4) {
                        text += random.chance(0.5) ? "1" : "0"
                    } else if letter.lowercased() == "a" && argument < 2 {
                        text += String(random.int(in: 0...300))
                    } else {
                        text += number()
                    }
                }
            }
        }
        return text
    }
}
