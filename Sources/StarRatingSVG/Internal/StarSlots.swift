/// The stars' slots, each a cell and a gap wide, from half a gap before the first star, on a
/// whole pixel so that at whole sizes every slot starts on one: where the SVG face lays its
/// tiles (a browser repeats a tile that starts on a whole pixel without resampling it), and what
/// its filtered soft edge's region is measured from (`FloodedSoftEdge`), which the PNG face draws
/// as browsers do. Not the scene's: the scene places the stars' cells exactly.
struct StarSlots: Equatable, Sendable {
    /// Where the first slot starts.
    let minX: Double
    /// The width of each slot, a cell and a gap.
    let width: Double
    /// The number of slots, one a star.
    let count: Int

    /// The slots of `stars`.
    init(_ stars: StarRowPart) {
        let firstCellMinX = stars.cellMinX.first ?? 0
        minX = (firstCellMinX / 2).rounded(.down)
        width = stars.cellSize + firstCellMinX
        count = stars.cellMinX.count
    }

    /// Where the last slot ends.
    var maxX: Double { minX + width * Double(count) }
}
