import Foundation
import Testing
import StarGeometry

@Suite("Inverse: the cut leaving a given share of the area")
struct OutlineInverseTests {
    static let fractions = SweepShape.fractions + [1e-9, 1e-6, 0.001, 0.3333, 0.999, 1 - 1e-6, 1 - 1e-9]

    @Test("area(leftOf: x(leavingAreaFraction: f)) == f * area")
    func areaOfInverse() {
        for shape in SweepShape.all {
            let outline = shape.star.outline(fittedInSquareOfSide: 24).translated(by: Point(x: 240, y: 0))
            for fraction in Self.fractions {
                let cut = outline.x(leavingAreaFraction: fraction)
                let left = outline.area(leftOf: cut)
                #expect(abs(left - fraction * outline.area) <= 1e-9 * outline.area,
                        "\(shape) fraction=\(fraction): area left of \(cut) is \(left / outline.area) of the total")
            }
        }
    }

    @Test("x(leavingAreaFraction: area(leftOf: x) / area) == x")
    func inverseOfArea() {
        for shape in SweepShape.all {
            let outline = shape.star.outline(outerRadius: 1)
            let box = outline.boundingBox
            for fraction in SweepShape.fractions {
                let cut = box.minX + fraction * box.width
                let back = outline.x(leavingAreaFraction: outline.area(leftOf: cut) / outline.area)
                #expect(abs(back - cut) <= 1e-9 * box.width,
                        "\(shape) cut at \(fraction) of width: came back as \(back), not \(cut)")
            }
        }
    }

    @Test("fractions are clamped into 0...1; 0 and 1 give the box edges")
    func clampedFractions() {
        let outline = StarShape.standard.outline(fittedInSquareOfSide: 20)
        let box = outline.boundingBox
        #expect(outline.x(leavingAreaFraction: 0) == box.minX)
        #expect(outline.x(leavingAreaFraction: -3) == box.minX)
        #expect(outline.x(leavingAreaFraction: .nan) == box.minX)
        #expect(outline.x(leavingAreaFraction: 1) == box.maxX)
        #expect(outline.x(leavingAreaFraction: 7) == box.maxX)
        #expect(outline.x(leavingAreaFraction: .infinity) == box.maxX)
        #expect(abs(outline.x(leavingAreaFraction: 0.5) - 10) <= 1e-9)
    }

    @Test("an empty outline does not trap")
    func emptyOutline() {
        let outline = Outline(segments: [])
        #expect(outline.area == 0)
        #expect(outline.area(leftOf: 1) == 0)
        #expect(outline.x(leavingAreaFraction: 0.5) == 0)
    }
}
