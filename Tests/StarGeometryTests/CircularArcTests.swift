import Foundation
import Testing
import StarGeometry

@Suite("Circular arcs")
struct CircularArcTests {
    @Test("end points follow the y-down angle convention")
    func endPoints() {
        let arc = CircularArc(center: Point(x: 10, y: 10), radius: 2, startAngle: 0, sweep: .pi / 2)
        #expect(arc.start == Point(x: 12, y: 10))
        #expect(abs(arc.end.x - 10) <= 1e-15 && arc.end.y == 12)  // pi/2 is down on screen
        #expect(arc.isClockwise)
        #expect(!arc.isLargeArc)
        #expect(arc.endAngle == .pi / 2)
    }

    @Test("large-arc and direction flags")
    func flags() {
        let center = Point(x: 0, y: 0)
        #expect(CircularArc(center: center, radius: 1, startAngle: 0, sweep: 3).isLargeArc == false)
        #expect(CircularArc(center: center, radius: 1, startAngle: 0, sweep: 3.2).isLargeArc)
        #expect(CircularArc(center: center, radius: 1, startAngle: 0, sweep: -3.2).isLargeArc)
        #expect(CircularArc(center: center, radius: 1, startAngle: 0, sweep: -1).isClockwise == false)
    }

    @Test("sweeps beyond a full turn are clamped; negative radii taken as magnitude")
    func normalisation() {
        let arc = CircularArc(center: .zero, radius: -2, startAngle: 1, sweep: 100)
        #expect(arc.sweep == 2 * .pi)
        #expect(arc.radius == 2)
        #expect(CircularArc(center: .zero, radius: 1, startAngle: 0, sweep: -.infinity).sweep == -2 * .pi)
    }

    @Test("scaling by a negative factor is a half-turn plus scaling")
    func negativeScale() {
        let arc = CircularArc(center: Point(x: 1, y: 2), radius: 1, startAngle: 0.2, sweep: 0.5)
        let image = arc.scaled(by: -2)
        #expect(image.radius == 2)
        #expect(abs(image.start.x + 2 * arc.start.x) <= 1e-14 && abs(image.start.y + 2 * arc.start.y) <= 1e-14)
        #expect(abs(image.end.x + 2 * arc.end.x) <= 1e-14 && abs(image.end.y + 2 * arc.end.y) <= 1e-14)
    }
}
