#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Draws closed outlines of lines and circular arcs as their exact coverage: each pixel's value
/// is the share of its square that the outline encloses, by the nonzero or even-odd rule
/// (`FillRule`; exact where no two contours cross inside a pixel; `fill(polygons:rule:)` draws
/// polygons that overlap as one region, as Chromium does).
///
/// No sampling: each edge is cut where it crosses a pixel's side, and each piece adds, to its
/// own pixel, the area it encloses to its right inside that pixel, and to the next pixel the
/// rest of its height, which a running sum along the row carries to every pixel after it
/// (the accumulation rasterizer of font renderers such as font-rs and stb_truetype). For a
/// line that area is a trapezoid's; for an arc it is the closed form of ∫x dy along the arc, so
/// a rounded corner is as exact as a straight edge, with no flattening.
///
/// Coordinates are pixels: pixel (i, j) is the square [i, i + 1] × [j, j + 1], y downwards.
/// Anything outside the plane is clipped, and what lies to its left still counts for the
/// pixels to its right.
package struct CoverageRasterizer: Sendable {
    /// The number of columns of the plane drawn.
    package let width: Int
    /// The number of rows of the plane drawn.
    package let height: Int
    /// Per row, `width + 1` signed contributions; the running sum of a row is its coverage.
    private var accumulation: [Float]
    /// The current point of the outline being drawn, and its start.
    private var current = Point.zero
    private var subpathStart = Point.zero

    /// A rasterizer for a plane of `width × height` pixels, with nothing drawn.
    package init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "a plane's size is never negative")
        self.width = width
        self.height = height
        accumulation = [Float](repeating: 0, count: (width + 1) * height)
    }

    /// Starts a new contour at `point`, closing the one before.
    package mutating func move(to point: Point) {
        close()
        current = point
        subpathStart = current
    }

    /// A straight edge from the current point to `point`.
    /// - Complexity: O(pixels the edge crosses).
    package mutating func line(to point: Point) {
        addLine(from: current, to: point)
        current = point
    }

    /// A circular arc from the current point: the circle of `radius` around `center` from
    /// `startAngle` through `sweep` radians (positive turns from +x towards +y, clockwise on
    /// screen). A straight edge joins the current point to the arc's start if they differ.
    ///
    /// A path's arcs come here from `circularArc(to:radius:isLargeArc:isSweepClockwise:)`,
    /// which finds their centre; tests give arcs by their centre directly.
    /// - Complexity: O(pixels the arc crosses).
    mutating func arc(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if start != current { addLine(from: current, to: start) }
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
        current = Point(x: center.x + radius * cos(startAngle + sweep), y: center.y + radius * sin(startAngle + sweep))
    }

    /// Closes the current contour with a straight edge back to its start.
    package mutating func close() {
        if current != subpathStart { addLine(from: current, to: subpathStart) }
        current = subpathStart
    }

    /// Draws `element` of a path of straight lines and circular arcs: a move, a line or a
    /// close, as `move(to:)`, `line(to:)` and `close()` draw them, and an `ellipticalArc` of
    /// equal radii exactly, as `circularArc(to:radius:isLargeArc:isSweepClockwise:)` says (one
    /// whose radius is not finite too, which that draws as a straight edge).
    ///
    /// Other curves are not drawn here: their exact coverage is not the rasterizer's, so a
    /// caller flattens them first (StarGeometry's `FlattenedPath`). One here is a mistake in
    /// the caller's code, never in its input, and stops the program.
    /// - Complexity: O(pixels the element's edge crosses).
    package mutating func add(_ element: PathElement) {
        switch element {
        case .move(let point): move(to: point)
        case .line(let point): line(to: point)
        case .close: close()
        case .ellipticalArc(let radiusX, let radiusY, _, let isLargeArc, let isSweepClockwise, let end)
            where radiusX.magnitude == radiusY.magnitude || !radiusX.isFinite || !radiusY.isFinite:
            circularArc(to: end, radius: radiusX, isLargeArc: isLargeArc, isSweepClockwise: isSweepClockwise)
        case .quadratic, .cubic, .ellipticalArc:
            preconditionFailure("the rasterizer draws straight lines and circular arcs: flatten other curves first")
        }
    }

    /// The point the next element starts from.
    var currentPoint: Point { current }

    /// The coverage of everything drawn, each contour closed, by `rule`. Consumes the
    /// rasterizer: the running sums are taken in its own buffer, which becomes the plane's (a
    /// fresh plane cost a single run of `--format png --scale 2` a tenth of its time, in page
    /// faults).
    /// - Complexity: O(`width × height`).
    package consuming func coverage(rule: FillRule = .nonzero) -> AlphaPlane {
        close()
        let (width, height) = (self.width, self.height)
        var values = accumulation
        accumulation = []
        values.withUnsafeMutableBufferPointer { values in
            // Row by row from the top, each row's running sum written `row` places to the left
            // of its contributions (the rows lose their extra column): never over one not yet read.
            for row in 0..<height {
                var sum: Float = 0
                let source = row * (width + 1)
                let target = row * width
                for column in 0..<width {
                    sum += values[source + column]
                    values[target + column] = rule.coverage(ofWindingSum: sum)
                }
            }
        }
        values.removeLast(height)
        return AlphaPlane(width: width, height: height, values: values)
    }

    /// Adds a piece of edge that lies inside pixel (`column`, `row`): `dy` its signed height
    /// and `xdy` the integral of (x − column) dy along it.
    @inline(__always)
    private mutating func addPiece(column: Int, row: Int, dy: Double, xdy: Double) {
        guard row >= 0, row < height, column < width else { return }
        let base = row * (width + 1)
        if column < 0 {
            // Left of the plane: the whole height counts for every pixel of the row.
            accumulation[base] += Float(dy)
            return
        }
        let right = dy - xdy
        accumulation[base + column] += Float(right)
        accumulation[base + column + 1] += Float(xdy)
    }

    /// Cuts a straight edge at every pixel side it crosses (`fill(polygons:rule:)` adds the
    /// edges it keeps here, with no current point).
    mutating func addLine(from start: Point, to end: Point) {
        guard start.y != end.y, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        // Walk downwards; an upward edge is the same pieces with the opposite sign.
        let sign: Double = end.y > start.y ? 1 : -1
        let (top, bottom) = end.y > start.y ? (start, end) : (end, start)
        let slope = (bottom.x - top.x) / (bottom.y - top.y)
        let firstRow = max(Int(top.y.rounded(.down)), 0)
        let lastRow = min(Int(bottom.y.rounded(.up)) - 1, height - 1)
        guard firstRow <= lastRow else { return }
        for row in firstRow...lastRow {
            let y0 = max(Double(row), top.y)
            let y1 = min(Double(row + 1), bottom.y)
            guard y1 > y0 else { continue }
            let x0 = top.x + (y0 - top.y) * slope
            let x1 = top.x + (y1 - top.y) * slope
            addRowPiece(row: row, x0: x0, x1: x1, dy: (y1 - y0) * sign)
        }
    }

    /// Cuts the part of a straight edge inside one row at every column side it crosses.
    private mutating func addRowPiece(row: Int, x0: Double, x1: Double, dy: Double) {
        let left = min(x0, x1)
        let right = max(x0, x1)
        let firstColumn = Int(left.rounded(.down))
        let lastColumn = Int(right.rounded(.down))
        if firstColumn == lastColumn || right - left < 1e-12 {
            let column = firstColumn
            addPiece(column: column, row: row, dy: dy, xdy: dy * ((x0 + x1) / 2 - Double(column)))
            return
        }
        let span = right - left
        var column = firstColumn
        while column <= lastColumn {
            // Clipped to the plane's right side, a piece counts for nothing; to its left side,
            // as one piece: its whole height carries on.
            if column >= width { break }
            let a = max(left, Double(column))
            let b = min(right, Double(column + 1))
            if column < 0 {
                let b = min(right, 0)
                addPiece(column: -1, row: row, dy: dy * (b - left) / span, xdy: 0)
                column = 0
                continue
            }
            if b > a {
                let share = dy * (b - a) / span
                addPiece(column: column, row: row, dy: share, xdy: share * ((a + b) / 2 - Double(column)))
            }
            column += 1
        }
    }

    /// Cuts an arc at every angle where it crosses a pixel side, and adds each piece with its
    /// exact ∫x dy.
    private mutating func addArc(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        let (centerX, centerY) = (center.x, center.y)
        guard radius > 0, sweep != 0, radius.isFinite, sweep.isFinite, centerX.isFinite, centerY.isFinite else { return }
        let low = min(startAngle, startAngle + sweep)
        let high = max(startAngle, startAngle + sweep)
        var cuts = [low, high]
        func addCuts(_ angle: Double) {
            // Every turn of `angle` that falls inside (low, high).
            var turned = angle + ((low - angle) / (2 * Double.pi)).rounded(.down) * 2 * Double.pi
            while turned < high {
                if turned > low { cuts.append(turned) }
                turned += 2 * Double.pi
            }
        }
        for k in Int((centerX - radius).rounded(.down))...Int((centerX + radius).rounded(.up)) {
            let c = (Double(k) - centerX) / radius
            guard c > -1, c < 1 else { continue }
            let a = acos(c)
            addCuts(a)
            addCuts(-a)
        }
        let firstRow = max(Int((centerY - radius).rounded(.down)), 0)
        let lastRow = min(Int((centerY + radius).rounded(.up)), height)
        if firstRow <= lastRow {
            for k in firstRow...lastRow {
                let s = (Double(k) - centerY) / radius
                guard s > -1, s < 1 else { continue }
                let a = asin(s)
                addCuts(a)
                addCuts(Double.pi - a)
            }
        }
        cuts.sort()
        let sign: Double = sweep > 0 ? 1 : -1
        for index in 0..<(cuts.count - 1) {
            let a = cuts[index]
            let b = cuts[index + 1]
            guard b > a else { continue }
            let middle = (a + b) / 2
            let half = (b - a) / 2
            let column = Int((centerX + radius * cos(middle)).rounded(.down))
            let row = Int((centerY + radius * sin(middle)).rounded(.down))
            // sin b − sin a and the integral of cos², in forms that keep their precision for a
            // short piece.
            let dy = radius * 2 * cos(middle) * sin(half)
            let cosineSquared = half + cos(2 * middle) * sin(2 * half) / 2
            let localX = centerX - Double(column)
            let xdy = localX * dy + radius * radius * cosineSquared
            addPiece(column: column, row: row, dy: dy * sign, xdy: xdy * sign)
        }
    }
}
