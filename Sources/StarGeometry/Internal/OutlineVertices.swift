/// The points where an outline's pieces meet (`OutlineUnion`), those within `radius` of one
/// another taken as one vertex: a crossing found on two curves, or where a near-tangent
/// crossing lies a hair from a segment's end, comes out a few last bits (or, where two pieces
/// run nearly together, a few tolerances) apart on each, and the pieces must still meet end to
/// end. Each vertex keeps the first point that made it, so a piece's end moves at most
/// `radius`.
struct OutlineVertices {
    let radius: Double
    /// The vertices' points, by number.
    private(set) var points: [Point] = []
    /// The vertices in each cell of a grid of `radius`, to look only at the near ones.
    private var cells: [Cell: [Int]] = [:]

    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    init(radius: Double) {
        self.radius = radius
    }

    /// The number of the vertex nearest `point` within `radius`, made when there is none.
    mutating func vertex(near point: Point) -> Int {
        let home = cell(point)
        var best: (index: Int, distance: Double)?
        for dx in -1...1 {
            for dy in -1...1 {
                for index in cells[Cell(x: home.x + dx, y: home.y + dy)] ?? [] {
                    let distance = points[index].distance(to: point)
                    if distance <= radius && distance < best?.distance ?? .infinity { best = (index, distance) }
                }
            }
        }
        if let best { return best.index }
        points.append(point)
        cells[home, default: []].append(points.count - 1)
        return points.count - 1
    }

    private func cell(_ point: Point) -> Cell {
        // Far outside any icon's box a cell is clamped rather than trapped on: the vertex is then
        // only compared with more points.
        func index(_ value: Double) -> Int { Int(max(min((value / radius).rounded(.down), 1e15), -1e15)) }
        return Cell(x: index(point.x), y: index(point.y))
    }
}
