import Testing
import PlaneGeometry

@Suite("Points")
struct PointTests {
    @Test("moving, scaling and measuring work on both coordinates")
    func arithmetic() {
        let point = Point(x: 3, y: -4)
        #expect(point.translated(by: Point(x: 1, y: 2)) == Point(x: 4, y: -2))
        #expect(point.scaled(by: -2) == Point(x: -6, y: 8))
        #expect(point.distance(to: .zero) == 5)
        #expect(Point.zero.distance(to: point) == 5)
        #expect(point.distance(to: point) == 0)
    }
}
