import Testing
import PlaneGeometry

/// `Rect`'s constructions, swept over corners in every order, against what each says it makes.
@Suite("Rectangles")
struct RectTests {
    static let coordinates: [Double] = [-7.5, -1, 0, 0.25, 3, 12]

    @Test("the rectangle enclosing two points has them as opposite corners, in either order")
    func enclosing() {
        for (ax, ay, bx, by) in Self.corners {
            let a = Point(x: ax, y: ay), b = Point(x: bx, y: by)
            let box = Rect(enclosing: a, b)
            #expect(box == Rect(enclosing: b, a), "\(a) \(b)")
            #expect(box.width >= 0 && box.height >= 0, "\(a) \(b): \(box)")
            #expect(box.minX == min(ax, bx) && box.maxX == max(ax, bx), "\(a) \(b): \(box)")
            #expect(box.minY == min(ay, by) && box.maxY == max(ay, by), "\(a) \(b): \(box)")
            #expect(box.midX == (box.minX + box.maxX) / 2 && box.midY == (box.minY + box.maxY) / 2, "\(a) \(b): \(box)")
        }
    }

    @Test("a union is the smallest rectangle holding both, and a point's union holds the point")
    func union() {
        let first = Rect(minX: -1, minY: 2, width: 3, height: 0.5)
        for (ax, ay, bx, by) in Self.corners {
            let other = Rect(enclosing: Point(x: ax, y: ay), Point(x: bx, y: by))
            let union = first.union(other)
            #expect(union == other.union(first), "\(other)")
            #expect(union.minX == min(first.minX, other.minX) && union.maxX == max(first.maxX, other.maxX), "\(other): \(union)")
            #expect(union.minY == min(first.minY, other.minY) && union.maxY == max(first.maxY, other.maxY), "\(other): \(union)")
            let point = Point(x: ax, y: by)
            #expect(first.union(point) == first.union(Rect(enclosing: point, point)), "\(point)")
        }
    }

    @Test("expanding moves each edge outwards by the margin, and a negative margin shrinks")
    func expanded() {
        let box = Rect(minX: 1, minY: -2, width: 4, height: 6)
        #expect(box.expanded(by: 0.5) == Rect(minX: 0.5, minY: -2.5, width: 5, height: 7))
        #expect(box.expanded(byX: 1, y: -1) == Rect(minX: 0, minY: -1, width: 6, height: 4))
        #expect(box.expanded(by: 2).expanded(by: -2) == box)
    }

    /// Every pair of corners the sweep's coordinates make.
    static var corners: [(Double, Double, Double, Double)] {
        coordinates.flatMap { ax in
            coordinates.flatMap { ay in coordinates.flatMap { bx in coordinates.map { by in (ax, ay, bx, by) } } }
        }
    }
}
