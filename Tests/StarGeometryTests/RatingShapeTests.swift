import Foundation
import Testing
import StarGeometry

@Suite("Rating shapes: the star unchanged, the heart and the circle exact")
struct RatingShapeTests {
    static let fractions = SweepShape.fractions + [1e-9, 1e-6, 0.001, 0.3, 0.3333, 0.999, 1 - 1e-9]

    @Test("a star as a rating shape gives bit for bit what the star gives")
    func starUnchanged() {
        for shape in [SweepShape(star: .standard)] + SweepShape.all.filter({ $0.star.points % 3 == 0 }) {
            let star = shape.star
            let rating = RatingShape.star(star)
            #expect(rating.unitBoundingBox == star.unitBoundingBox, "\(shape)")
            #expect(rating.unitOutline == star.unitOutline, "\(shape)")
            for side in [1.0, 24, 13.37, 2000] {
                let fit = rating.fitting(inSquareOfSide: side)
                let starFit = star.fitting(inSquareOfSide: side)
                #expect(fit.scale == starFit.scale && fit.offset == starFit.offset, "\(shape) side \(side)")
                #expect(rating.outline(fittedInSquareOfSide: side) == star.outline(fittedInSquareOfSide: side), "\(shape) side \(side)")
            }
            for fraction in Self.fractions {
                #expect(rating.unitAreaEdge(leavingAreaFraction: fraction) == star.unitOutline.x(leavingAreaFraction: fraction),
                        "\(shape) f=\(fraction)")
            }
        }
        #expect(RatingShape.standard == .star(.standard))
    }

    @Test("the circle: radius 1 about the origin, area pi, clockwise")
    func circle() throws {
        let outline = try #require(RatingShape.circle.unitOutline)
        #expect(abs(outline.area - Double.pi) <= 1e-14)
        #expect(outline.isClockwise)
        #expect(RatingShape.circle.unitBoundingBox == Rect(minX: -1, minY: -1, width: 2, height: 2))
        for case .arc(let arc) in outline.segments {
            #expect(arc.center == .zero && arc.radius == 1)
        }
        #expect(outline.segments.allSatisfy { !$0.isLine })
        // The unit disc has acos(-x) + x sqrt(1 - x²) of its area left of x.
        for fraction in Self.fractions {
            let x = RatingShape.circle.unitAreaEdge(leavingAreaFraction: fraction)
            let exact = acos(-x) + x * (1 - x * x).squareRoot()
            #expect(abs(exact - fraction * Double.pi) <= 1e-9, "f=\(fraction): x=\(x)")
        }
    }

    @Test("the heart: closed, clockwise, of arcs and lines, its area that of a fine polygon")
    func heartOutline() throws {
        let outline = try #require(RatingShape.heart.unitOutline)
        let segments = outline.segments
        for index in segments.indices {
            let end = segments[index].end
            let next = segments[(index + 1) % segments.count].start
            #expect(end.distance(to: next) <= 1e-12, "segment \(index) ends at \(end), the next starts at \(next)")
        }
        #expect(outline.isClockwise)
        #expect(segments.filter(\.isLine).count == 2 && segments.count == 5, "two lobes, two sides, one rounding: \(segments)")
        let reference = ReferencePolygon(outline, maxStep: 0.001)
        #expect(abs(outline.area - reference.area) <= 1e-6 * outline.area, "\(outline.area) vs \(reference.area)")
        #expect(abs(outline.area - reference.area) <= reference.areaErrorBound + 1e-12 * outline.area)
        for step in 0...40 {
            let cut = -1 + Double(step) / 20
            #expect(abs(outline.area(leftOf: cut) - reference.area(leftOf: cut)) <= reference.areaErrorBound + 1e-12, "cut \(cut)")
        }
    }

    @Test("the heart is symmetric about x = 0, wider than tall, notched at the top and pointed at the bottom")
    func heartShape() throws {
        let outline = try #require(RatingShape.heart.unitOutline)
        let box = RatingShape.heart.unitBoundingBox
        #expect(box == outline.boundingBox)
        #expect(abs(box.midX) <= 1e-15 && abs(box.midY) <= 1e-12 && abs(box.width - 2) <= 1e-15)
        #expect(box.width / box.height > 1 && box.width / box.height < 1.15, "\(box)")
        // Mirror images: the area left of -x is the area right of x.
        for step in 0...40 {
            let x = -1 + Double(step) / 20
            #expect(abs(outline.area(leftOf: -x) - (outline.area - outline.area(leftOf: x))) <= 1e-12, "x=\(x)")
        }
        #expect(abs(RatingShape.heart.unitAreaEdge(leavingAreaFraction: 0.5)) <= 1e-12)
        // Segment by segment, the second half mirrors the first, reversed.
        let segments = outline.segments
        for index in 0..<2 {
            let a = segments[index], b = segments[segments.count - 1 - index]
            #expect(abs(a.start.x + b.end.x) <= 1e-12 && abs(a.start.y - b.end.y) <= 1e-12, "\(a) / \(b)")
            #expect(abs(a.end.x + b.start.x) <= 1e-12 && abs(a.end.y - b.start.y) <= 1e-12, "\(a) / \(b)")
        }
        // The notch: where the lobes meet, on the axis, well below the top of the lobes.
        let notch = segments[0].start
        #expect(abs(notch.x) <= 1e-12 && notch.y > box.minY + 0.08 * box.height, "\(notch)")
        // The point: the rounding arc's lowest point is the bottom of the box, on the axis.
        guard case .arc(let rounding) = segments[2] else {
            Issue.record("the third segment should round the point: \(segments[2])")
            return
        }
        #expect(abs(rounding.center.x) <= 1e-12 && abs(rounding.center.y + rounding.radius - box.maxY) <= 1e-12)
        #expect(rounding.radius < 0.1 * box.height)
        // Each side is tangent to its lobe and to the rounding: the directions agree at the joins.
        for (arcIndex, lineIndex, isArcFirst) in [(0, 1, true), (2, 1, false), (2, 3, true), (4, 3, false)] {
            guard case .arc(let arc) = segments[arcIndex], case .line(let from, let to) = segments[lineIndex] else {
                Issue.record("segments \(arcIndex), \(lineIndex)")
                continue
            }
            let angle = isArcFirst ? arc.endAngle : arc.startAngle
            let turn = arc.sweep < 0 ? -1.0 : 1.0
            let tangent = Point(x: -sin(angle) * turn, y: cos(angle) * turn)
            let length = from.distance(to: to)
            let direction = Point(x: (to.x - from.x) / length, y: (to.y - from.y) / length)
            #expect(abs(tangent.x * direction.y - tangent.y * direction.x) <= 1e-12, "arc \(arcIndex) and line \(lineIndex)")
        }
    }

    @Test("shapes are equal when their kind and content are")
    func equality() throws {
        let heart = try IconShape(path: FilledPath(elements: TestPaths.cubicHeart))
        let sameHeart = try IconShape(path: FilledPath(elements: TestPaths.cubicHeart))
        let square = try IconShape(path: FilledPath(elements: TestPaths.square(minX: 0, minY: 0, side: 1)))
        let shapes: Set<RatingShape> = [.icon(heart), .icon(sameHeart), .icon(square), .heart, .circle, .standard,
                                        .star(.standard), .star(try StarShape(points: 6))]
        #expect(shapes.count == 6)
    }

    @Test("every shape fits its square: larger side filling it, box centred")
    func fitting() throws {
        let icon = try IconShape(path: FilledPath(elements: TestPaths.cubicHeart))
        for shape in [RatingShape.standard, .heart, .circle, .icon(icon)] {
            for side in [1.0, 24, 1000] {
                let fit = shape.fitting(inSquareOfSide: side)
                let box = shape.unitBoundingBox
                let fitted = Rect(minX: box.minX * fit.scale + fit.offset.x, minY: box.minY * fit.scale + fit.offset.y,
                                  width: box.width * fit.scale, height: box.height * fit.scale)
                #expect(abs(max(fitted.width, fitted.height) - side) <= 1e-12 * side, "\(shape) side \(side)")
                #expect(abs(fitted.midX - side / 2) <= 1e-12 * side && abs(fitted.midY - side / 2) <= 1e-12 * side, "\(shape)")
                if let outline = shape.outline(fittedInSquareOfSide: side) {
                    let outlineBox = outline.boundingBox
                    #expect(abs(outlineBox.midX - side / 2) <= 1e-12 * side && abs(outlineBox.maxY - fitted.maxY) <= 1e-12 * side)
                }
            }
        }
        #expect(RatingShape.icon(icon).unitOutline == nil && RatingShape.icon(icon).outline(fittedInSquareOfSide: 24) == nil)
        #expect(RatingShape.icon(icon).unitBoundingBox == icon.boundingBox)
    }

    @Test("each shape's area edge leaves the share of its area asked for")
    func areaEdges() throws {
        let icon = try IconShape(path: FilledPath(elements: TestPaths.cubicHeart))
        for shape in [RatingShape.heart, .circle, .star(try StarShape(points: 7, innerRadiusRatio: 0.3))] {
            let outline = try #require(shape.unitOutline)
            for fraction in Self.fractions {
                let x = shape.unitAreaEdge(leavingAreaFraction: fraction)
                #expect(abs(outline.area(leftOf: x) - fraction * outline.area) <= 1e-9 * outline.area, "\(shape) f=\(fraction)")
            }
        }
        for fraction in Self.fractions {
            let x = RatingShape.icon(icon).unitAreaEdge(leavingAreaFraction: fraction)
            #expect(x == icon.x(leavingAreaFraction: fraction))
            #expect(abs(icon.area(leftOf: x) - fraction * icon.area) <= 1e-9 * icon.area)
        }
    }
}
