import Testing
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

    @Test("descriptions say what is wrong")
    func descriptions() {
        #expect(IconShapeError.noInk.description == "the icon's paths enclose no area")
        #expect(IconShapeError.inkTooIntricate.description == "the icon's outline is too intricate to measure")
    }
}
