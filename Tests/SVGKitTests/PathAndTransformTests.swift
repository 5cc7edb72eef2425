import Testing
import SVGKit
import TestSupport

@Suite("Path data, transforms, references and number lists")
struct PathAndTransformTests {
    /// The value of `name` on the first element called `element`, as written and as parsed.
    static func written(
        _ value: SVGAttributeValue, options: SVGWriterOptions = .compact,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let output = write(document("path", [SVGAttribute("v", value)]), options)
        let raw = between(#"<path v=""#, #""/>"#, in: output)
        let parsed = parseXML(output, sourceLocation: sourceLocation)?.first("path")?.attributes["v"]
        #expect(raw == parsed, "written \(String(describing: raw)) parsed \(String(describing: parsed))",
                sourceLocation: sourceLocation)
        return raw
    }

    @Test("the documented example path")
    func documentedPath() {
        var path = SVGPathData()
        path.move(to: 0, 0)
        path.line(to: 10, 0)
        path.arc(radius: 5, isLargeArc: false, isClockwise: true, to: 10, 10)
        path.close()
        #expect(Self.written(.path(path)) == "M0 0l10 0a5 5 0 010 10z")
        #expect(path.elements == [
            .move(x: 0, y: 0), .line(x: 10, y: 0),
            .arc(radiusX: 5, radiusY: 5, rotationDegrees: 0, isLargeArc: false, isClockwise: true, x: 10, y: 10),
            .close,
        ])
        #expect(SVGPathData(path.elements) == path)
    }

    @Test(
        "arc flags: large-arc then sweep",
        .cases(4), arguments: [(false, false, "00"), (false, true, "01"), (true, false, "10"), (true, true, "11")])
    func arcFlags(isLargeArc: Bool, isClockwise: Bool, flags: String) {
        var path = SVGPathData()
        path.move(to: 1, 2)
        path.arc(radius: 2.5, isLargeArc: isLargeArc, isClockwise: isClockwise, to: -3, 4.25)
        #expect(Self.written(.path(path)) == "M1 2a2.5 2.5 0 \(flags)-4 2.25")
    }

    @Test("arc flags spaced for old parsers, when asked for")
    func spacedArcFlags() {
        var path = SVGPathData()
        path.move(to: 1, 2)
        path.arc(radius: 2.5, isLargeArc: false, isClockwise: true, to: 3, 4.25)
        path.arc(radius: 2.5, isLargeArc: true, isClockwise: false, to: 1, 2)
        #expect(Self.written(.path(path)) == "M1 2a2.5 2.5 0 012 2.25a2.5 2.5 0 10-2-2.25")
        path.separatesArcFlags = true
        #expect(Self.written(.path(path)) == "M1 2a2.5 2.5 0 0 1 2 2.25a2.5 2.5 0 1 0-2-2.25")
    }

    @Test("an elliptical arc with rotation writes all seven parameters")
    func ellipticalArc() {
        let path = SVGPathData([
            .move(x: -10, y: -20.5),
            .arc(radiusX: 3, radiusY: 4.5, rotationDegrees: -30, isLargeArc: true, isClockwise: false, x: 7, y: -8),
            .close,
        ])
        #expect(Self.written(.path(path)) == "M-10-20.5a3 4.5-30 1017 12.5z")
    }

    @Test("curves are written relative, both control points from the curve's start")
    func curves() {
        var path = SVGPathData()
        path.move(to: 10, 20)
        path.curve(to: 16, 26, control1: 11, 22, control2: 13.5, 19)
        path.quadCurve(to: 20, 20, control: 18, 30)
        path.close()
        #expect(Self.written(.path(path)) == "M10 20c1 2 3.5-1 6 6q2 4 4-6z")
        #expect(path.elements == [
            .move(x: 10, y: 20), .cubic(x1: 11, y1: 22, x2: 13.5, y2: 19, x: 16, y: 26),
            .quadratic(x1: 18, y1: 30, x: 20, y: 20), .close,
        ])
    }

    @Test("a curve's numbers join as other path numbers do, on a sign or a second point")
    func curveSeparators() {
        let path = SVGPathData([
            .move(x: 0.5, y: 0.5),
            .cubic(x1: 0.75, y1: 0.25, x2: -0.5, y2: 1.25, x: 1, y: 1.5),
            .quadratic(x1: 1.5, y1: 1.75, x: 1.25, y: 1.5),
        ])
        #expect(Self.written(.path(path)) == "M.5.5c.25-.25-1 .75.5 1q.5.25.25 0")
        #expect(Self.written(.path(path), options: SVGWriterOptions(omitsLeadingZeros: false))
                == "M0.5 0.5c0.25-0.25-1 0.75 0.5 1q0.5 0.25 0.25 0")
    }

    @Test("a curve's points are rounded where they are, so offsets never drift")
    func curveRounding() {
        let path = SVGPathData([
            .move(x: 0.004, y: 0.006),
            .cubic(x1: 1.006, y1: 1.004, x2: 2.006, y2: 2.004, x: 3.006, y: 3.004),
            .quadratic(x1: 4.004, y1: 4.006, x: 5.004, y: 5.006),
        ])
        // The start is (0, .01), the cubic ends at (3.01, 3): the quadratic counts from there.
        #expect(Self.written(.path(path)) == "M0 .01c1.01.99 2.01 1.99 3.01 2.99q.99 1.01 1.99 2.01")
    }

    @Test("pretty output writes curves as compact output does")
    func curvesPretty() {
        var path = SVGPathData()
        path.move(to: 1, 2)
        path.curve(to: 7, 8, control1: 3, 4, control2: 5, 6)
        path.quadCurve(to: -1, -2, control: 0, 0)
        let compact = Self.written(.path(path))
        #expect(compact == "M1 2c2 2 4 4 6 6q-7-8-8-10")
        #expect(Self.written(.path(path), options: .pretty) == compact)
        #expect(SVGWriter.pathText(path, options: .pretty) == compact)
    }

    @Test("scaling a path moves curves' control points with their ends")
    func scaledCurves() {
        let path = SVGPathData([
            .move(x: 1, y: 2), .cubic(x1: 1, y1: 2, x2: 3, y2: 4, x: 5, y: 6), .quadratic(x1: -1, y1: 0, x: 2, y: 2),
        ])
        #expect(path.scaled(by: 2, thenTranslatedBy: 10, -1).elements == [
            .move(x: 12, y: 3), .cubic(x1: 12, y1: 3, x2: 16, y2: 7, x: 20, y: 11), .quadratic(x1: 8, y1: -1, x: 14, y: 3),
        ])
    }

    @Test("negative numbers, negative zero and rounding in path data")
    func negativeNumbers() {
        var path = SVGPathData()
        path.move(to: -1.5, -0.0)
        path.line(to: -0.001, -2.375)
        path.line(to: 1e20, -1e-9)
        path.close()
        path.move(to: 3, 3)
        path.close()
        #expect(Self.written(.path(path)) == "M-1.5 0l1.5-2.38l1000000000 2.38zm4.5 3z")
    }

    @Test("path data follows the precision option", .cases(3), arguments: [(0, "M0 1l3-4"), (1, "M.3.7l2.8-3.8"), (9, "M.333333333.666666667l2.808256667-3.791666667")])
    func pathPrecision(precision: Int, expected: String) {
        let path = SVGPathData([.move(x: 1.0 / 3.0, y: 2.0 / 3.0), .line(x: 3.14159, y: -3.125)])
        #expect(Self.written(.path(path), options: SVGWriterOptions(numberPrecision: precision)) == expected)
    }

    @Test("empty path data is the empty string")
    func emptyPath() {
        #expect(Self.written(.path(SVGPathData())) == "")
    }

    @Test("translate(x) when y is 0, scale(s) when both factors are equal: SVG's short forms")
    func translate() {
        #expect(Self.written(.transform([.translate(x: 12.5, y: 0)])) == "translate(12.5)")
        #expect(Self.written(.transform([.translate(x: 12.5, y: 0.001)])) == "translate(12.5)")
        #expect(Self.written(.transform([.translate(x: 12.5, y: 0.01)])) == "translate(12.5 .01)")
        #expect(Self.written(.transform([.scale(x: 2, y: 2)])) == "scale(2)")
    }

    @Test("leading zeros are left out unless the options keep them, and path numbers join on a second point")
    func leadingZeros() {
        let path = SVGPathData([.move(x: 0.5, y: 0.25), .line(x: 0.75, y: -0.5)])
        #expect(Self.written(.path(path)) == "M.5.25l.25-.75")
        #expect(Self.written(.path(path), options: SVGWriterOptions(omitsLeadingZeros: false)) == "M0.5 0.25l0.25-0.75")
        #expect(Self.written(.number(-0.5)) == "-.5")
        #expect(Self.written(.number(1.5)) == "1.5")
        // A whole number before a fraction still needs its space: "1 .5" is not "1.5".
        #expect(Self.written(.path(SVGPathData([.move(x: 1, y: 0.5)]))) == "M1 .5")
    }

    @Test("each transform function, and a list of them separated by single spaces")
    func transforms() {
        #expect(Self.written(.transform([.scale(x: 2, y: -1)])) == "scale(2 -1)")
        #expect(Self.written(.transform([.rotate(degrees: -45.5)])) == "rotate(-45.5)")
        #expect(Self.written(.transform([.matrix(a: 1, b: 0, c: -0.0, d: 1, e: -3.25, f: 4)]))
                == "matrix(1 0 0 1 -3.25 4)")
        #expect(Self.written(.transform([
            .translate(x: -12.5, y: 0.125), .rotate(degrees: 90), .scale(x: 0.5, y: 0.5),
            .matrix(a: 0.707, b: 0.707, c: -0.707, d: 0.707, e: 0, f: 0),
        ])) == "translate(-12.5 .13) rotate(90) scale(.5) matrix(.71 .71 -.71 .71 0 0)")
    }

    @Test("an empty transform list is written as the empty string")
    func emptyTransform() {
        #expect(Self.written(.transform([])) == "")
    }

    @Test("non-finite numbers in transforms and paths become 0")
    func nonFinite() {
        #expect(Self.written(.transform([.translate(x: .nan, y: .infinity)])) == "translate(0)")
        #expect(Self.written(.path(SVGPathData([.move(x: -.infinity, y: .nan)]))) == "M0 0")
    }

    @Test("url(#id) and #id references")
    func references() {
        #expect(Self.written(.url(id: "gold-gradient")) == "url(#gold-gradient)")
        #expect(Self.written(.fragment(id: "star")) == "#star")
        #expect(Self.written(.url(id: "星")) == "url(#星)")
        #expect(Self.written(.fragment(id: "")) == "#")
    }

    @Test(
        "number lists are separated by single spaces",
        .cases(6), arguments: [
            ([0, 0, 100.5, -20], "0 0 100.5 -20"),
            ([], ""),
            ([1], "1"),
            ([-0.0, 0.001, -0.004], "0 0 0"),
            ([1e20, -1e20, .nan], "1000000000 -1000000000 0"),
            ([0.125, 2.675, 1.0 / 3.0], ".13 2.67 .33"),
        ] as [([Double], String)])
    func numberLists(numbers: [Double], expected: String) {
        #expect(Self.written(.numbers(numbers)) == expected, "\(numbers)")
    }

    @Test("single numbers and text through the same writer")
    func singleValues() {
        #expect(Self.written(.number(-0.0)) == "0")
        #expect(Self.written(.number(42)) == "42")
        #expect(Self.written(.number(-7.125)) == "-7.13")
        #expect(Self.written(.text("1e5")) == "1e5")
        #expect(SVGAttribute("x", 3) == SVGAttribute("x", .number(3)))
        #expect(SVGAttribute("x", "3") == SVGAttribute("x", .text("3")))
        #expect(SVGAttribute("x", "3") != SVGAttribute("x", 3))
    }

    @Test("no number in a big random path is written with an exponent or as -0")
    func randomPath() {
        var random = SplitMix64(seed: 7)
        func coordinate() -> Double {
            let exponent = Double(Int(random.next() % 24) - 10)
            let sign: Double = random.next() % 2 == 0 ? 1 : -1
            return sign * Double(random.next() % 10_000) / 1000 * powerOfTen(exponent)
        }
        var path = SVGPathData()
        for _ in 0..<500 {
            switch random.next() % 6 {
            case 0: path.move(to: coordinate(), coordinate())
            case 1: path.line(to: coordinate(), coordinate())
            case 3: path.curve(to: coordinate(), coordinate(), control1: coordinate(), coordinate(), control2: coordinate(), coordinate())
            case 4: path.quadCurve(to: coordinate(), coordinate(), control: coordinate(), coordinate())
            case 2: path.arc(radius: coordinate().magnitude, isLargeArc: random.next() % 2 == 0,
                             isClockwise: random.next() % 2 == 0, to: coordinate(), coordinate())
            default: path.close()
            }
        }
        guard let text = Self.written(.path(path)) else {
            Issue.record("no path written")
            return
        }
        #expect(!text.contains("e") && !text.contains("E"))
        let commands = Self.parsePath(text)
        for (_, numbers) in commands {
            for token in numbers {
                #expect(Double(token) != nil, "token \(token)")
                #expect(token != "-0" && !(token.hasPrefix("-") && Double(token) == 0), "token \(token)")
                if token.contains(".") { #expect(!token.hasSuffix("0"), "token \(token)") }
            }
        }
        #expect(commands.count == 500)
        // Relative offsets add up to exactly the rounded absolute points: no drift.
        let formatter = SVGNumberFormatter()
        var current = (x: Int64(0), y: Int64(0)), start = current
        for (command, (letter, numbers)) in zip(path.elements, commands) {
            // Offsets may exceed largestMagnitude (they span two points), so no clamping here.
            let units = numbers.map { Int64((Double($0)! * 100).rounded()) }
            switch command {
            case .move(let end), .line(let end), .ellipticalArc(_, _, _, _, _, let end),
                 .cubic(_, _, let end), .quadratic(_, let end):
                let last = units.suffix(2).map { $0 }
                let isAbsolute = letter == "M"
                let point = isAbsolute ? (last[0], last[1]) : (current.x + last[0], current.y + last[1])
                #expect(point == (formatter.units(end.x), formatter.units(end.y)), "\(command) written \(letter)\(numbers)")
                current = point
                if case .move = command { start = current }
            case .close:
                #expect(letter == "z")
                current = start
            }
        }
    }

    /// The commands of path data and their arguments as written, read by the path grammar: a
    /// number ends at a space, at a sign, or at a second decimal point (`.87.64`), and an arc's
    /// flags (its fourth and fifth arguments) are one character each (`0 01.14`).
    static func parsePath(_ text: String) -> [(Character, [String])] {
        var commands: [(Character, [String])] = []
        var token = ""
        func flush() {
            if !token.isEmpty { commands[commands.count - 1].1.append(token) }
            token = ""
        }
        func isAtFlag() -> Bool {
            guard let last = commands.last, last.0 == "a" || last.0 == "A" else { return false }
            return [3, 4].contains(last.1.count % 7)
        }
        for character in text {
            if character.isLetter {
                flush()
                commands.append((character, []))
            } else if character == " " {
                flush()
            } else if token.isEmpty, isAtFlag() {
                token.append(character)
                flush()
            } else if character == "-" {
                flush()
                token = "-"
            } else if character == ".", token.contains(".") {
                // A second decimal point starts the next number (`.87.64`).
                flush()
                token = "."
            } else {
                token.append(character)
            }
        }
        flush()
        return commands
    }

    private func powerOfTen(_ exponent: Double) -> Double {
        var result = 1.0
        if exponent >= 0 { for _ in 0..<Int(exponent) { result *= 10 } } else { for _ in 0..<Int(-exponent) { result /= 10 } }
        return result
    }
}
