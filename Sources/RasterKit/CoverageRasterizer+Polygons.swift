extension CoverageRasterizer {
    /// How many strips a row of pixels is cut into by `fill(polygons:rule:)`: Skia's, whose
    /// analytic rasterizer snaps the ends of a path's edges to quarter pixels down the page
    /// whenever the path is not one convex contour.
    package static let stripsPerRow = 4

    /// Fills `polygons`, each closed, by `rule`, as Chromium (Skia) draws a path of several
    /// contours: the union of what the rule fills, each pixel covered by its exact share of
    /// it, the polygons' corners first moved to the nearest quarter pixel down the page.
    ///
    /// `line(to:)` adds each edge's signed area, which is exact while no two contours overlap
    /// inside a pixel; where they do (a stroked icon's pieces, laid over each other at every
    /// joint, filled `nonzero`) a pixel half covered by two of them sums to 1 where the union
    /// covers a half: the joint's rim came out a solid band of colour. Here each strip a quarter
    /// of a pixel high (`stripsPerRow`), between which no edge starts or ends, is swept left to
    /// right, counting the winding, and only the edges where the rule's filling starts or stops
    /// are added, each as the strip's piece of it: one layer of coverage wherever contours pile
    /// up. Skia snaps the corners so that its strips, too, hold whole edges (its
    /// `SkAnalyticEdge`): a horizontal edge at y = 3.11 covers nothing of the row below in
    /// Chromium, 0.11 of it exactly, and the corners are snapped here as there.
    ///
    /// Two edges that cross inside a strip are ordered by where they are at its middle.
    /// - Complexity: O(s · a log a) for s strips and a edges across a strip, plus the pixels the
    ///   pieces cross.
    package mutating func fill(polygons: [[Point]], rule: FillRule) {
        let steps = Double(Self.stripsPerRow)
        var edges: [StripEdge] = []
        for polygon in polygons {
            for (index, start) in polygon.enumerated() {
                let end = polygon[(index + 1) % polygon.count]
                guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { continue }
                let startY = (start.y * steps).rounded() / steps
                let endY = (end.y * steps).rounded() / steps
                guard startY != endY else { continue }
                edges.append(startY < endY ? StripEdge(top: Point(x: start.x, y: startY), bottom: Point(x: end.x, y: endY), winding: 1)
                                           : StripEdge(top: Point(x: end.x, y: endY), bottom: Point(x: start.x, y: startY), winding: -1))
            }
        }
        guard !edges.isEmpty else { return }
        edges.sort { $0.top.y < $1.top.y }
        // The strips inside the plane: above and below it nothing is drawn.
        let lowest = edges.map(\.bottom.y).max()!
        var strip = Int((max(edges[0].top.y, 0) * steps).rounded(.down))
        let lastStrip = Int((min(lowest, Double(height)) * steps).rounded(.up))
        var next = 0
        // The edges across the strip (indices into `edges`), by where they are at its middle:
        // kept in the last strip's order, which the next strip mostly keeps, so that sorting
        // them again is nearly a pass (Swift's sort finds the runs already in order); small
        // pairs, since a hostile icon's strip can hold tens of thousands.
        var active: [(middle: Double, index: Int)] = []
        while strip < lastStrip {
            let top = Double(strip) / steps
            let bottom = Double(strip + 1) / steps
            active.removeAll { edges[$0.index].bottom.y <= top }
            while next < edges.count && edges[next].top.y <= top {
                if edges[next].bottom.y > top { active.append((0, next)) }
                next += 1
            }
            for position in active.indices { active[position].middle = edges[active[position].index].x(atY: (top + bottom) / 2) }
            active.sort { $0.middle < $1.middle }
            var winding = 0
            for (_, index) in active {
                let edge = edges[index]
                let wasFilled = rule.fills(winding: winding)
                winding += edge.winding
                let isFilled = rule.fills(winding: winding)
                guard wasFilled != isFilled else { continue }
                // Downwards where the filling starts, so that the area to its right counts;
                // upwards where it stops.
                let upper = Point(x: edge.x(atY: top), y: top)
                let lower = Point(x: edge.x(atY: bottom), y: bottom)
                if isFilled { addLine(from: upper, to: lower) } else { addLine(from: lower, to: upper) }
            }
            strip += 1
            // Past the last edge's start with none across: skip to the next edge's strip.
            if active.isEmpty && next < edges.count {
                strip = max(strip, Int((edges[next].top.y * steps).rounded(.down)))
            }
        }
    }
}

/// An edge of a polygon, its ends snapped to strips, from its top down, with the winding it
/// adds: +1 if the polygon runs down it, −1 if up.
private struct StripEdge {
    let top: Point
    let bottom: Point
    let winding: Int
    /// How far x moves for each unit down: every strip asks where the edge is, and a hostile
    /// icon's strip holds tens of thousands of edges.
    let slope: Double

    init(top: Point, bottom: Point, winding: Int) {
        self.top = top
        self.bottom = bottom
        self.winding = winding
        slope = (bottom.x - top.x) / (bottom.y - top.y)
    }

    /// Where the edge is at height `y`, between its ends.
    @inline(__always)
    func x(atY y: Double) -> Double {
        top.x + (y - top.y) * slope
    }
}
