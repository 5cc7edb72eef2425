import Foundation
import StarRatingSVG
import StarGeometry

/// Which pixels of a rendered row belong to which star (or heart, or icon), computed from the
/// geometry alone (`StarRow.outline(ofStarAt:)`, or an icon's own paths), never from a render or
/// from the SVG text.
///
/// Each star's outline is sampled into a fine polygon (arcs in steps of at most 4°, less than
/// 0.01 px from the true arc at size 100; an icon's curves flattened within 0.01 device px) and
/// scan-converted: 16 sub-rows a pixel row, each contributing the exact length of its inside
/// spans to every pixel it crosses. That gives each pixel its covered share, `coverage`, to
/// within about 1/16 at the edge.
struct StarMap: Sendable {
    /// Width of the rendered row, in device pixels.
    let width: Int
    /// Height of the rendered row, in device pixels.
    let height: Int
    /// The bounding box of each star, in device pixels.
    let boxes: [Rect]
    /// The share of each pixel inside a star, 0...1, row by row.
    let coverage: [Double]
    /// The star (0-based) each pixel touches, or -1 for none.
    let starIndex: [Int]
    /// The pixels each star touches, as indices `y * width + x`, row by row.
    let pixels: [[Int]]
    /// For a pixel fully inside a star: how many pixels (in the chessboard metric) to the
    /// nearest pixel that is not; 0 for every other pixel. Capped at `distanceCap`.
    let depth: [Int]
    /// For a pixel touching no star: how many pixels to the nearest pixel that does; 0 for
    /// every other pixel. Capped at `distanceCap`.
    let clearance: [Int]
    /// The area-weighted centre of each star, in pixels.
    let centroids: [Point]
    /// Each star's outline as fine polygons (one for a star, a heart or a circle; one a subpath
    /// for an icon), in pixels. Inside is where a line crosses them an odd number of times: the
    /// icons drawn here either say `evenodd` or have subpaths that neither cross nor nest.
    let polygons: [[[Point]]]

    /// The largest distance `depth` and `clearance` tell apart.
    static let distanceCap = 64
    /// Sub-rows sampled a pixel row.
    private static let subrows = 16
    /// How far an icon's flattened curves may stray from the true ones, in device pixels.
    private static let iconTolerance = 0.01

    /// Scan-converts every star of `row` onto the pixel grid of a picture drawn at `deviceScale`
    /// device pixels a CSS pixel.
    /// - Complexity: O(stars × rows × polygon edges) plus O(pixels).
    init(row: StarRow, deviceScale: Int = 1) {
        let scale = Double(deviceScale)
        width = Int((row.layout.width * scale).rounded(.up))
        height = Int((row.layout.height * scale).rounded(.up))
        let stars = (0..<row.layout.starCount).map { Self.star(at: $0, in: row, scale: scale) }
        let polygons = stars.map(\.polygons)
        self.polygons = polygons
        boxes = stars.map(\.box)
        var coverage = [Double](repeating: 0, count: width * height)
        var starIndex = [Int](repeating: -1, count: width * height)
        var centroids: [Point] = []
        for (index, polygon) in polygons.enumerated() {
            var sums = (x: 0.0, y: 0.0, weight: 0.0)
            for pixelRow in 0..<height {
                for subrow in 0..<Self.subrows {
                    let y = Double(pixelRow) + (Double(subrow) + 0.5) / Double(Self.subrows)
                    let crossings = Self.crossings(of: polygon, atY: y)
                    for pair in stride(from: 0, to: crossings.count - 1, by: 2) {
                        let (start, end) = (max(crossings[pair], 0), min(crossings[pair + 1], Double(width)))
                        guard end > start else { continue }
                        for column in Int(start.rounded(.down))..<Int(end.rounded(.up)) {
                            let covered = min(end, Double(column + 1)) - max(start, Double(column))
                            guard covered > 0 else { continue }
                            let share = covered / Double(Self.subrows)
                            coverage[pixelRow * width + column] += share
                            starIndex[pixelRow * width + column] = index
                            sums.x += share * (Double(column) + 0.5)
                            sums.y += share * (Double(pixelRow) + 0.5)
                            sums.weight += share
                        }
                    }
                }
            }
            centroids.append(Point(x: sums.x / sums.weight, y: sums.y / sums.weight))
        }
        // Summing sub-rows can leave a fully covered pixel a hair under 1.
        let rounded = coverage.map { $0 > 1 - 1e-9 ? 1 : $0 }
        self.coverage = rounded
        self.starIndex = starIndex
        var pixels = [[Int]](repeating: [], count: polygons.count)
        for (index, star) in starIndex.enumerated() where star >= 0 { pixels[star].append(index) }
        self.pixels = pixels
        self.centroids = centroids
        // Beyond the picture's border there is no star: it ends depth, and does not end clearance.
        self.depth = Self.chessboardDistance(width: width, height: height, beyondBorder: 0) { rounded[$0] == 1 }
        self.clearance = Self.chessboardDistance(width: width, height: height, beyondBorder: Self.distanceCap) { rounded[$0] == 0 }
    }

    /// Each pixel's distance from its centre to the nearest point of a star's outline, where that
    /// is at most `distance`; infinity elsewhere. Each polygon edge measures only the pixels in
    /// its box widened by `distance`, where every pixel that near the edge lies. (Every pixel near
    /// the outline asking every edge took 14 s of the run's CPU; this takes a tenth of it.)
    /// - Complexity: O(polygon edges × the pixels of an edge's box).
    func distancesToOutline(ofStar star: Int, within distance: Double) -> [Double] {
        var nearest = [Double](repeating: .infinity, count: width * height)
        for polygon in polygons[star] {
            var previous = polygon[polygon.count - 1]
            for vertex in polygon {
                defer { previous = vertex }
                // Pixel x's centre is x + 0.5: within the box widened by `distance` on each side.
                let (left, right) = (max(Int((min(previous.x, vertex.x) - distance - 0.5).rounded(.up)), 0),
                                     min(Int((max(previous.x, vertex.x) + distance - 0.5).rounded(.down)), width - 1))
                let (top, bottom) = (max(Int((min(previous.y, vertex.y) - distance - 0.5).rounded(.up)), 0),
                                     min(Int((max(previous.y, vertex.y) + distance - 0.5).rounded(.down)), height - 1))
                guard left <= right, top <= bottom else { continue }
                let (dx, dy) = (vertex.x - previous.x, vertex.y - previous.y)
                let lengthSquared = dx * dx + dy * dy
                for y in top...bottom {
                    for x in left...right {
                        let (cx, cy) = (Double(x) + 0.5 - previous.x, Double(y) + 0.5 - previous.y)
                        let t = lengthSquared > 0 ? min(max((cx * dx + cy * dy) / lengthSquared, 0), 1) : 0
                        let (px, py) = (t * dx - cx, t * dy - cy)
                        let distanceToEdge = (px * px + py * py).squareRoot()
                        if distanceToEdge < nearest[y * width + x] { nearest[y * width + x] = distanceToEdge }
                    }
                }
            }
        }
        return nearest
    }

    /// The pixel columns a star's bounding box touches.
    func columns(ofStar star: Int) -> Range<Int> {
        let box = boxes[star]
        return max(Int(box.minX.rounded(.down)), 0)..<min(Int(box.maxX.rounded(.up)), width)
    }

    /// Star `index` of `row` in device pixels: its outline as polygons (an icon's subpaths
    /// flattened and fitted into the star's cell as the library fits them, any other shape's
    /// outline sampled) and its exact bounding box, the geometry's rather than the polygons'.
    private static func star(at index: Int, in row: StarRow, scale: Double) -> (polygons: [[Point]], box: Rect) {
        if let outline = row.outline(ofStarAt: index)?.scaled(by: scale) { return ([polygon(outline)], outline.boundingBox) }
        guard case .icon(let icon) = row.shape else { preconditionFailure("no outline for \(row.shape)") }
        let fit = row.shape.fitting(inSquareOfSide: row.layout.cellSize)
        let cellMinX = row.layout.cellMinX(ofStarAt: index)
        func placed(_ point: Point) -> Point {
            Point(x: (cellMinX + fit.offset.x + point.x * fit.scale) * scale, y: (fit.offset.y + point.y * fit.scale) * scale)
        }
        let polygons = icon.flattened(tolerance: iconTolerance / (fit.scale * scale)).flatMap(\.polygons).map { $0.map(placed) }
        let box = icon.boundingBox
        return (polygons, Rect(enclosing: placed(Point(x: box.minX, y: box.minY)), placed(Point(x: box.maxX, y: box.maxY))))
    }

    /// The outline as a polygon, arcs sampled in steps of at most 4°.
    private static func polygon(_ outline: Outline) -> [Point] {
        var points: [Point] = []
        for segment in outline.segments {
            switch segment {
            case .line(let from, _):
                points.append(from)
            case .arc(let arc):
                let steps = max(1, Int((abs(arc.sweep) / (4 * Double.pi / 180)).rounded(.up)))
                for step in 0..<steps {
                    points.append(arc.point(atAngle: arc.startAngle + arc.sweep * Double(step) / Double(steps)))
                }
            }
        }
        return points
    }

    /// Where the horizontal line at `y` crosses the polygons' edges, sorted; inside spans run
    /// from each even-numbered crossing to the next.
    private static func crossings(of polygons: [[Point]], atY y: Double) -> [Double] {
        var xs: [Double] = []
        // Unsafe buffer: called for every sub-row of every star, and test builds are unoptimised.
        for polygon in polygons {
            polygon.withUnsafeBufferPointer { points in
                var previous = points[points.count - 1]
                for point in points {
                    if (previous.y <= y) != (point.y <= y) {
                        xs.append(previous.x + (y - previous.y) / (point.y - previous.y) * (point.x - previous.x))
                    }
                    previous = point
                }
            }
        }
        return xs.sorted()
    }

    /// For each pixel where `isInside` holds, the chessboard distance to the nearest pixel where
    /// it does not, capped; 0 elsewhere. Pixels beyond the border count as `beyondBorder` away.
    ///
    /// Two passes of the classic distance transform: top-left to bottom-right, then back.
    private static func chessboardDistance(width: Int, height: Int, beyondBorder: Int, isInside: (Int) -> Bool) -> [Int] {
        var distance = [Int](repeating: 0, count: width * height)
        for index in distance.indices where isInside(index) { distance[index] = distanceCap }
        func value(_ x: Int, _ y: Int) -> Int {
            x >= 0 && x < width && y >= 0 && y < height ? distance[y * width + x] : beyondBorder
        }
        for y in 0..<height {
            for x in 0..<width where distance[y * width + x] > 0 {
                let nearest = min(value(x - 1, y), value(x - 1, y - 1), value(x, y - 1), value(x + 1, y - 1))
                distance[y * width + x] = min(distance[y * width + x], nearest + 1)
            }
        }
        for y in (0..<height).reversed() {
            for x in (0..<width).reversed() where distance[y * width + x] > 0 {
                let nearest = min(value(x + 1, y), value(x + 1, y + 1), value(x, y + 1), value(x - 1, y + 1))
                distance[y * width + x] = min(distance[y * width + x], nearest + 1)
            }
        }
        return distance
    }
}
