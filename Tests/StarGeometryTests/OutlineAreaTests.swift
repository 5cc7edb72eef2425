import Foundation
import Testing
import TestSupport
import StarGeometry

@Suite("Exact area and area left of a cut")
struct OutlineAreaTests {
    @Test("the sweep covers every combination")
    func sweepIsComplete() {
        #expect(SweepShape.all.count == 10 * 5 * 4 * 4)
    }

    @Test("total area matches the shoelace area of a fine polygonisation")
    func totalAreaMatchesPolygon() {
        for shape in SweepShape.all {
            for scale in [1.0, 37.5] {
                let outline = shape.star.outline(outerRadius: scale)
                let reference = ReferencePolygon(outline)
                let tolerance = reference.areaErrorBound + 1e-12 * outline.area
                #expect(abs(outline.area - reference.area) <= tolerance,
                        "\(shape) scale=\(scale): exact \(outline.area) vs polygon \(reference.area)")
            }
        }
    }

    @Test("area left of a cut matches the clipped fine polygonisation")
    func areaLeftOfCutMatchesPolygon() {
        for shape in SweepShape.all {
            let outline = shape.star.outline(fittedInSquareOfSide: 10)
            // Coarser than the default sampling: 16800 clips make this the slowest test, and the
            // bound below still sits orders of magnitude under any real mistake (~r^2).
            let reference = ReferencePolygon(outline, maxStep: 0.02)
            let box = outline.boundingBox
            let tolerance = reference.areaErrorBound + 1e-12 * outline.area
            for fraction in SweepShape.fractions {
                let cut = box.minX + fraction * box.width
                let exact = outline.area(leftOf: cut)
                let sampled = reference.area(leftOf: cut)
                #expect(abs(exact - sampled) <= tolerance,
                        "\(shape) cut at \(fraction) of width: exact \(exact) vs polygon \(sampled)")
            }
        }
    }

    @Test("area left of a cut never decreases as the cut moves right")
    func areaIsMonotonic() {
        for shape in SweepShape.all {
            let outline = shape.star.outline(outerRadius: 1)
            let box = outline.boundingBox
            var previous = 0.0
            for step in 0...400 {
                let cut = box.minX - 0.01 + Double(step) / 400 * (box.width + 0.02)
                let value = outline.area(leftOf: cut)
                #expect(value >= previous, "\(shape) cut=\(cut): \(value) < \(previous)")
                previous = value
            }
        }
    }

    @Test("zero at and left of the box, the whole area at and right of it")
    func areaAtTheEnds() {
        for shape in SweepShape.all {
            let outline = shape.star.outline(fittedInSquareOfSide: 24).translated(by: Point(x: 100, y: 3))
            let box = outline.boundingBox
            #expect(outline.area(leftOf: box.minX) == 0, "\(shape)")
            #expect(outline.area(leftOf: box.minX - 1) == 0, "\(shape)")
            #expect(outline.area(leftOf: -.infinity) == 0, "\(shape)")
            #expect(outline.area(leftOf: box.maxX) == outline.area, "\(shape)")
            #expect(outline.area(leftOf: box.maxX + 1) == outline.area, "\(shape)")
            #expect(outline.area(leftOf: .infinity) == outline.area, "\(shape)")
            #expect(outline.area(leftOf: .nan) == 0, "\(shape)")
        }
    }

    @Test("the centred outline has exactly half its area left of x = 0")
    func halfAtTheAxis() {
        for shape in SweepShape.all {
            let outline = shape.star.outline(outerRadius: 1)
            let half = outline.area(leftOf: 0)
            #expect(abs(half - outline.area / 2) <= 1e-12 * outline.area,
                    "\(shape): \(half) vs \(outline.area / 2)")
        }
    }

    @Test("a sharp star's area is n R r sin(pi/n)", .cases(2), arguments: [1.0, 7.5])
    func sharpStarArea(outerRadius: Double) throws {
        for points in 3...24 {
            for ratio in [0.1, 0.3, 0.382, 0.47, 0.6, 0.8, 0.9] {
                let star = try StarShape(points: points, innerRadiusRatio: ratio,
                                         outerCornerRadius: 0, innerCornerRadius: 0)
                let outline = star.outline(outerRadius: outerRadius)
                let expected = Double(points) * outerRadius * ratio * outerRadius * sin(.pi / Double(points))
                #expect(abs(outline.area - expected) <= 1e-12 * expected,
                        "points=\(points) ratio=\(ratio) R=\(outerRadius): \(outline.area) vs \(expected)")
            }
        }
    }

    @Test("rounding the tips removes area, rounding reflex inner corners adds it")
    func filletsChangeAreaTheRightWay() throws {
        let sharp = try StarShape(innerRadiusRatio: 0.47, outerCornerRadius: 0, innerCornerRadius: 0).outline()
        let roundTips = try StarShape(innerRadiusRatio: 0.47, outerCornerRadius: 0.1, innerCornerRadius: 0).outline()
        let roundNotches = try StarShape(innerRadiusRatio: 0.47, outerCornerRadius: 0, innerCornerRadius: 0.1).outline()
        #expect(roundTips.area < sharp.area)
        #expect(roundNotches.area > sharp.area)
    }

    @Test("a full circle made of one arc, either direction", .cases(2), arguments: [1.0, -1.0])
    func circle(direction: Double) {
        let radius = 2.0
        let arc = CircularArc(center: Point(x: 3, y: -1), radius: radius, startAngle: 0.3,
                              sweep: direction * 2 * .pi)
        let outline = Outline(segments: [.arc(arc)])
        #expect(abs(outline.area - .pi * radius * radius) <= 1e-12)
        #expect(outline.isClockwise == (direction > 0))
        for step in 0...20 {
            let cut = 1 + Double(step) / 20 * 2 * radius
            let angle = acos(-(cut - 3) / radius)
            let expected = radius * radius * (angle - sin(angle) * cos(angle))
            #expect(abs(outline.area(leftOf: cut) - expected) <= 1e-12,
                    "cut=\(cut) direction=\(direction)")
            #expect(abs(outline.chordLength(at: cut) - 2 * radius * sin(angle)) <= 1e-12, "cut=\(cut)")
        }
    }

    @Test("a counter-clockwise polygon of lines")
    func rectangleOfLines() {
        let corners = [Point(x: 1, y: 1), Point(x: 1, y: 4), Point(x: 6, y: 4), Point(x: 6, y: 1)]
        let outline = Outline(segments: corners.indices.map {
            .line(from: corners[$0], to: corners[($0 + 1) % corners.count])
        })
        #expect(outline.area == 15)
        #expect(!outline.isClockwise)
        #expect(outline.area(leftOf: 3.5) == 7.5)
        #expect(outline.chordLength(at: 2) == 3)
        #expect(outline.x(leavingAreaFraction: 0.2) == 2)
    }
}
