import Foundation
import Testing
import StarGeometry

@Suite("Star outline structure: closed, symmetric, clockwise")
struct OutlineStructureTests {
    @Test("each segment ends where the next starts, the last where the first starts")
    func closedness() {
        for shape in SweepShape.all {
            for side in [1.0, 1000] {
                let outline = shape.star.outline(fittedInSquareOfSide: side)
                let segments = outline.segments
                for index in segments.indices {
                    let end = segments[index].end
                    let next = segments[(index + 1) % segments.count].start
                    #expect(abs(end.x - next.x) <= 1e-12 * side && abs(end.y - next.y) <= 1e-12 * side,
                            "\(shape) side=\(side) segment \(index): ends at \(end), next starts at \(next)")
                }
            }
        }
    }

    @Test("no zero-length lines, and arcs exactly where corners are rounded")
    func segmentCounts() {
        for shape in SweepShape.all {
            let star = shape.star
            let outline = star.outline()
            let arcs = outline.segments.filter { if case .arc = $0 { true } else { false } }
            let expectedArcs = (star.outerCornerRadius > 0 ? star.points : 0)
                + (star.innerCornerRadius > 0 ? star.points : 0)
            #expect(arcs.count == expectedArcs, "\(shape)")
            #expect(outline.segments.filter(\.isLine).count == outline.segments.count - arcs.count && !arcs.contains(where: \.isLine),
                    "\(shape): isLine is true of the lines alone")
            for case .line(let from, let to) in outline.segments {
                #expect(hypot(to.x - from.x, to.y - from.y) > 1e-9, "\(shape): line \(from) -> \(to)")
            }
            for case .arc(let arc) in outline.segments {
                #expect(arc.radius > 0 && abs(arc.sweep) < .pi, "\(shape): \(arc)")
            }
        }
    }

    @Test("tips sweep clockwise; inner corners sweep back when reflex, forward when convex")
    func sweepDirections() {
        for shape in SweepShape.all where shape.star.outerCornerRadius > 0 && shape.star.innerCornerRadius > 0 {
            let star = shape.star
            let outline = star.outline()
            let innerIsReflex = star.innerRadiusRatio < cos(.pi / Double(star.points)) - 1e-9
            #expect(outline.isClockwise, "\(shape)")
            let arcs = outline.segments.compactMap { if case .arc(let arc) = $0 { arc } else { nil } }
            // Arcs alternate inner corner, tip, ... starting after the top tip; the top tip comes last.
            for (index, arc) in arcs.enumerated() {
                let isTip = index % 2 == 1
                if isTip {
                    #expect(arc.isClockwise, "\(shape) arc \(index) is a tip")
                } else if innerIsReflex {
                    #expect(!arc.isClockwise, "\(shape) arc \(index) is a reflex inner corner")
                } else if star.innerRadiusRatio > cos(.pi / Double(star.points)) + 1e-9 {
                    #expect(arc.isClockwise, "\(shape) arc \(index) is a convex inner corner")
                }
            }
        }
    }

    @Test("the outline starts just right of the top tip, which is straight up")
    func startingPoint() {
        for shape in SweepShape.all {
            let outline = shape.star.outline(outerRadius: 1)
            let start = outline.segments[0].start
            if shape.star.outerCornerRadius == 0 {
                #expect(start == Point(x: 0, y: -1), "\(shape)")
            } else {
                #expect(start.x > 0 && start.y < 0, "\(shape): starts at \(start)")
                guard case .arc(let topTip) = outline.segments.last else {
                    Issue.record("\(shape): the top tip's arc should come last")
                    continue
                }
                #expect(abs(topTip.center.x) <= 1e-15, "\(shape)")
            }
            #expect(outline.boundingBox.minY >= -1, "\(shape)")
        }
    }

    @Test("the outline is mirror-symmetric about x = 0")
    func mirrorSymmetry() {
        func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) <= 1e-12 && abs(a.y - b.y) <= 1e-12 }
        func mirror(_ p: Point) -> Point { Point(x: -p.x, y: p.y) }
        for shape in SweepShape.all {
            let segments = shape.star.outline(outerRadius: 1).segments
            for segment in segments {
                // Mirroring reverses the direction of travel, so the image runs end -> start.
                let matched = segments.contains { candidate in
                    guard close(candidate.start, mirror(segment.end)), close(candidate.end, mirror(segment.start)) else {
                        return false
                    }
                    switch (segment, candidate) {
                    case (.line, .line):
                        return true
                    case (.arc(let arc), .arc(let image)):
                        return close(image.center, mirror(arc.center)) && abs(image.radius - arc.radius) <= 1e-12
                            && abs(image.sweep - arc.sweep) <= 1e-12
                    default:
                        return false
                    }
                }
                #expect(matched, "\(shape): no mirror image of \(segment)")
            }
        }
    }

    @Test("translating and scaling move every segment and keep the area consistent")
    func transforms() {
        let outline = StarShape.standard.outline(outerRadius: 1)
        let moved = outline.translated(by: Point(x: 5, y: -2)).scaled(by: 3)
        #expect(abs(moved.area - 9 * outline.area) <= 1e-12 * moved.area)
        #expect(abs(moved.boundingBox.midX - 3 * (5 + outline.boundingBox.midX)) <= 1e-12)
        #expect(moved.segments.count == outline.segments.count)
        #expect(moved == moved.scaled(by: 1))
        #expect(moved != outline)
    }
}
