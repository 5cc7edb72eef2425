import Testing
import TestSupport
import StarGeometry

@Suite("Icons that cannot be measured are refused with the right error, without a trap")
struct IconValidationTests {
    private static func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test("numbers at the limit are measured without overflow")
    func limitIsValid() throws {
        let limit = FilledPath.coordinateLimit
        let icon = try IconShape(path: FilledPath(elements: TestPaths.square(minX: -limit, minY: -limit, side: limit)))
        #expect(icon.area == limit * limit)
        let arc = try IconShape(path: FilledPath(elements: [.move(to: Self.point(-limit, 0)),
            .ellipticalArc(radiusX: limit, radiusY: limit, rotation: limit, isLargeArc: false, isSweepClockwise: true, to: Self.point(limit, 0)),
            .close]))
        #expect(arc.area.isFinite && arc.area > 0)
    }

    @Test("an icon needs a path")
    func noPaths() {
        #expect(thrownError(IconShapeError.self) { _ = try IconShape(paths: []) } == .noPaths)
    }

    @Test("paths with no ink: zero-length, collinear, a lone line")
    func noInk() {
        let zeroLength: [PathElement] = [.move(to: Self.point(3, 3)), .line(to: Self.point(3, 3)),
                                         .cubic(control1: Self.point(3, 3), control2: Self.point(3, 3), to: Self.point(3, 3)), .close]
        #expect(thrownError(IconShapeError.self) { _ = try IconShape(path: FilledPath(elements: zeroLength)) } == .noInk)
        let collinear: [PathElement] = [.move(to: .zero), .line(to: Self.point(1, 1)), .line(to: Self.point(3, 3)), .line(to: Self.point(2, 2)), .close]
        #expect(thrownError(IconShapeError.self) { _ = try IconShape(path: FilledPath(elements: collinear)) } == .noInk)
        #expect(thrownError(IconShapeError.self) { _ = try IconShape(path: FilledPath(elements: [.move(to: .zero), .line(to: Self.point(5, 1))])) } == .noInk)
        // A square and its reverse cancel under nonzero.
        let cancelling = TestPaths.square(minX: 0, minY: 0, side: 1) + TestPaths.square(minX: 0, minY: 0, side: 1, isCounterClockwise: true)
        #expect(thrownError(IconShapeError.self) { _ = try IconShape(path: FilledPath(elements: cancelling)) } == .noInk)
        // Zero-length pieces inside a real outline change nothing.
        let square = TestPaths.square(minX: 0, minY: 0, side: 2)
        let repeated = [square[0], square[0], square[1], square[1], .line(to: Self.point(2, 0))] + square.dropFirst(2)
        #expect((try? IconShape(path: FilledPath(elements: repeated)))?.area == 4)
    }

    @Test("more elements than the limit in all the paths are refused before any work")
    func tooManyElements() throws {
        let limit = FilledPath.maximumElementCount
        let many = [PathElement](repeating: .line(to: Self.point(1, 1)), count: limit / 2)
        let half = try FilledPath(elements: [.move(to: .zero)] + many + [.line(to: Self.point(0, 1))])
        #expect(thrownError(IconShapeError.self) { _ = try IconShape(paths: [half, half]) } == .tooManyPathElements(2 * (limit / 2 + 2)))
    }

    @Test("an outline too intricate to measure is refused, not measured for ever")
    func tooIntricate() {
        // 20,000 lines zigzagging across the whole width: every edge crosses every other.
        var elements: [PathElement] = [.move(to: .zero)]
        for index in 0..<20_000 {
            elements.append(.line(to: Self.point(index.isMultiple(of: 2) ? 1000 : 0, Double(index % 997))))
        }
        #expect(thrownError(IconShapeError.self) { _ = try IconShape(path: FilledPath(elements: elements)) } == .inkTooIntricate)
    }

    /// Subpaths that enclose nothing, each way a file can write one.
    static let degenerateSubpaths: [(name: String, elements: [PathElement])] = [
        ("a lone point", [.move(to: point(5, 5)), .close]),
        ("a line", [.move(to: point(5, 5)), .line(to: point(8, 8))]),
        ("a line there and back", [.move(to: point(5, 5)), .line(to: point(8, 8)), .line(to: point(5, 5)), .close]),
        ("collinear points", [.move(to: point(1, 1)), .line(to: point(2, 2)), .line(to: point(3, 3)), .close]),
        ("zero-length curves", [.move(to: point(4, 4)), .cubic(control1: point(4, 4), control2: point(4, 4), to: point(4, 4)),
                                .quadratic(control: point(4, 4), to: point(4, 4)), .close]),
        ("a flat arc", [.move(to: point(2, 9)), .ellipticalArc(radiusX: 0, radiusY: 3, rotation: 0, isLargeArc: false,
                                                               isSweepClockwise: true, to: point(6, 9)), .close]),
    ]

    @Test("a subpath that encloses nothing, beside paths of every mix of rules, is drawn without a trap",
          .cases(6), arguments: degenerateSubpaths.indices)
    func degenerateSubpathsBesideOtherRules(index: Int) throws {
        let degenerate = Self.degenerateSubpaths[index]
        let square = TestPaths.square(minX: 0, minY: 0, side: 10)
        let inner = TestPaths.square(minX: 12, minY: 0, side: 4, isCounterClockwise: true)
        var cases = 0
        for rules in [(FillRule.nonzero, FillRule.evenOdd), (.evenOdd, .nonzero), (.evenOdd, .evenOdd), (.nonzero, .nonzero)] {
            // The subpath alone in one path, and among others, first and last.
            for elements in [degenerate.elements + square, square + degenerate.elements, inner + degenerate.elements + square] {
                let first = try FilledPath(elements: elements, fillRule: rules.0)
                let second = try FilledPath(elements: TestPaths.square(minX: 20, minY: 20, side: 2), fillRule: rules.1)
                for paths in [[first, second], [second, first]] {
                    let icon = try IconShape(paths: paths)
                    // The ink is the squares' whatever the order and rules: the subpath adds none.
                    let expected = elements.count == inner.count + degenerate.elements.count + square.count ? 100.0 + 16 + 4 : 104
                    #expect(abs(icon.area - expected) < 1e-9, "\(degenerate.name), rules \(rules)")
                    cases += 1
                }
            }
        }
        #expect(cases == 24)
    }

    @Test("a path whose every subpath must be turned alone, past the work limit, is refused before the work")
    func tooManySubpathsToTurn() {
        // 3,000 squares filled evenodd beside a nonzero path: deciding each square's side takes
        // a winding number round all 12,000 points, 72 million steps.
        var elements: [PathElement] = []
        for index in 0..<3_000 {
            elements += TestPaths.square(minX: Double(index % 60) * 3, minY: Double(index / 60) * 3, side: 2,
                                         isCounterClockwise: index.isMultiple(of: 2))
        }
        #expect(thrownError(IconShapeError.self) {
            _ = try IconShape(paths: [FilledPath(elements: elements, fillRule: .evenOdd),
                                      FilledPath(elements: TestPaths.square(minX: -5, minY: -5, side: 3), fillRule: .nonzero)])
        } == .inkTooIntricate)
    }

    @Test("descriptions say what is wrong, and name the bound")
    func descriptions() {
        #expect(IconShapeError.noInk.description == "the icon's paths enclose no area")
        #expect(IconShapeError.inkTooIntricate.description
            == "the icon's outline is too intricate to measure: its subpaths overlap so much that measuring its ink would take more than 25000000 steps")
    }
}
