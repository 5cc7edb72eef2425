import Foundation
import Testing
import StarGeometry

@Suite("Bounding boxes and fitting into a square")
struct BoundingBoxTests {
    @Test("the exact box contains the fine polygon's box and exceeds it by no more than the sampling allows")
    func boxMatchesPolygon() {
        for shape in SweepShape.all {
            let outline = shape.star.outline(outerRadius: 1)
            let reference = ReferencePolygon(outline)
            let exact = outline.boundingBox
            let sampled = reference.boundingBox
            let tolerance = reference.boxErrorBound + 1e-12
            let differences = [sampled.minX - exact.minX, sampled.minY - exact.minY,
                               exact.maxX - sampled.maxX, exact.maxY - sampled.maxY]
            for difference in differences {
                #expect(difference >= -1e-12 && difference <= tolerance,
                        "\(shape): exact \(exact) vs polygon \(sampled)")
            }
        }
    }

    @Test("the fitted outline's box is centred in the square and its larger side fills it")
    func fittedOutline() {
        for shape in SweepShape.all {
            for side in [1.0, 24, 1000] {
                let box = shape.star.outline(fittedInSquareOfSide: side).boundingBox
                let tolerance = 1e-12 * side
                #expect(abs(box.midX - side / 2) <= tolerance, "\(shape) side=\(side): \(box)")
                #expect(abs(box.midY - side / 2) <= tolerance, "\(shape) side=\(side): \(box)")
                #expect(abs(max(box.width, box.height) - side) <= tolerance, "\(shape) side=\(side): \(box)")
                #expect(box.minX >= -tolerance && box.minY >= -tolerance, "\(shape) side=\(side): \(box)")
            }
        }
    }

    @Test("a sharp five-point star's box is known in closed form")
    func sharpStarBox() throws {
        let star = try StarShape(points: 5, innerRadiusRatio: 0.382, outerCornerRadius: 0, innerCornerRadius: 0)
        let box = star.outline(outerRadius: 2).boundingBox
        #expect(abs(box.minX + 2 * sin(0.4 * .pi)) <= 1e-15)
        #expect(abs(box.maxX - 2 * sin(0.4 * .pi)) <= 1e-15)
        #expect(box.minY == -2)
        #expect(abs(box.maxY - 2 * cos(0.2 * .pi)) <= 1e-15)
    }

    @Test("arc boxes include exactly the extreme points inside the sweep")
    func arcBoxes() {
        let center = Point(x: 1, y: 2)
        // A quarter from angle 0 (right) clockwise on screen to pi/2 (bottom).
        let quarter = CircularArc(center: center, radius: 1, startAngle: 0, sweep: .pi / 2).boundingBox
        #expect(abs(quarter.minX - 1) <= 1e-15 && quarter.maxX == 2)
        #expect(quarter.minY == 2 && quarter.maxY == 3)
        // The same quarter traversed backwards has the same box.
        let backwards = CircularArc(center: center, radius: 1, startAngle: .pi / 2, sweep: -.pi / 2).boundingBox
        #expect(abs(backwards.minX - quarter.minX) <= 1e-15 && backwards.maxY == quarter.maxY)
        // From 3pi/4 through pi (leftmost) to 5pi/4: only the leftmost point is an extreme inside.
        let left = CircularArc(center: center, radius: 1, startAngle: 0.75 * .pi, sweep: 0.5 * .pi).boundingBox
        #expect(left.minX == 0)
        #expect(abs(left.maxX - (1 - sqrt(0.5))) <= 1e-15)
        #expect(abs(left.height - 2 * sqrt(0.5)) <= 1e-15)
        // Angles beyond one turn wrap: 2pi + 3pi/2 is the top.
        let top = CircularArc(center: center, radius: 1, startAngle: 3.25 * .pi, sweep: 0.5 * .pi).boundingBox
        #expect(top.minY == 1)
    }
}
