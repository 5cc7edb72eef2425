import Testing
import TestSupport
import StarGeometry

@Suite("Hostile paths are refused with the right error, without a trap")
struct PathValidationTests {
    private static func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test("non-finite and huge numbers, wherever they are, name the element", .cases(5), arguments: [Double.nan, .infinity, -.infinity, 1e308, -1e10])
    func badNumbers(_ bad: Double) {
        let p = Self.point(1, 1)
        let q = Self.point(bad, 2)
        let elements: [[PathElement]] = [
            [.move(to: q), .line(to: p)],
            [.move(to: p), .line(to: q)],
            [.move(to: p), .quadratic(control: q, to: p)],
            [.move(to: p), .cubic(control1: p, control2: q, to: p)],
            [.move(to: p), .ellipticalArc(radiusX: bad, radiusY: 1, rotation: 0, isLargeArc: false, isSweepClockwise: true, to: Self.point(5, 5))],
            [.move(to: p), .ellipticalArc(radiusX: 1, radiusY: 1, rotation: bad, isLargeArc: false, isSweepClockwise: true, to: Self.point(5, 5))],
        ]
        for (index, path) in elements.enumerated() {
            guard case .invalidPathNumber(let element, let value)? = thrownError(FilledPathError.self, { _ = try FilledPath(elements: path) }) else {
                Issue.record("case \(index) with \(bad) not refused as a bad number")
                continue
            }
            #expect(element == (index == 0 ? 0 : 1), "case \(index)")
            #expect(value.isNaN ? bad.isNaN : value == bad, "case \(index)")
        }
    }

    @Test("numbers at the limit are accepted")
    func limitIsValid() throws {
        let limit = FilledPath.coordinateLimit
        let path = try FilledPath(elements: [.move(to: Self.point(-limit, 0)),
            .ellipticalArc(radiusX: limit, radiusY: limit, rotation: -limit, isLargeArc: false, isSweepClockwise: true, to: Self.point(limit, 0)),
            .close])
        let box = path.boundingBox
        // The upper half of the circle of radius 1e9 about the origin.
        #expect(abs(box.minX + limit) <= 1e-6 && abs(box.maxX - limit) <= 1e-6, "\(box)")
        #expect(abs(box.minY + limit) <= 1e-6 * limit && abs(box.maxY) <= 1e-6 * limit, "\(box)")
    }

    @Test("empty paths, paths that draw nothing, paths that do not start with a move")
    func emptyPaths() {
        #expect(thrownError(FilledPathError.self) { _ = try FilledPath(elements: []) } == .emptyPath)
        #expect(thrownError(FilledPathError.self) { _ = try FilledPath(elements: [.move(to: .zero), .move(to: Self.point(1, 1)), .close]) } == .emptyPath)
        #expect(thrownError(FilledPathError.self) { _ = try FilledPath(elements: [.line(to: Self.point(1, 1)), .line(to: Self.point(1, 0))]) } == .pathDoesNotStartWithMove)
        #expect(thrownError(FilledPathError.self) { _ = try FilledPath(elements: [.close, .move(to: .zero)]) } == .pathDoesNotStartWithMove)
    }

    @Test("more elements than the limit are refused before any work")
    func tooManyElements() {
        let limit = FilledPath.maximumElementCount
        let many = [PathElement](repeating: .line(to: Self.point(1, 1)), count: limit)
        #expect(thrownError(FilledPathError.self) { _ = try FilledPath(elements: [.move(to: .zero)] + many) } == .tooManyPathElements(limit + 1))
    }

    @Test("descriptions say what is wrong")
    func descriptions() {
        #expect(FilledPathError.invalidPathNumber(elementIndex: 2, value: .nan).description
            == "path coordinates, radii and angles must be finite and at most 1000000000 in magnitude (element 3 has nan)")
        #expect(FilledPathError.tooManyPathElements(200_001).description == "an icon may have at most 200000 path elements (got 200001)")
        #expect(FilledPathError.emptyPath.description.contains("at least one path"))
        #expect(FilledPathError.pathDoesNotStartWithMove.description == "a path must start with a move")
    }
}
