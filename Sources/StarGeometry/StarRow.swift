/// A laid-out row of identical shapes (stars, hearts, circles or icons): where the fill edge
/// goes for a value.
public struct StarRow: Hashable, Sendable {
    /// The row's cells and gaps.
    public let layout: RowLayout
    /// The shape of every symbol.
    public let shape: RatingShape
    /// The star, when the shape is one; nil for a heart, a circle or an icon.
    public var star: StarShape? {
        if case .star(let star) = shape { star } else { nil }
    }
    /// The shape fitted in a cell whose left edge is at x = 0
    /// (`shape.outline(fittedInSquareOfSide: cellSize)`); symbol i is this translated by
    /// `cellMinX(ofStarAt: i)`. Nil for an icon, which has no outline of lines and arcs.
    /// - Complexity: O(n) in the number of outline segments: it is made on demand, since the
    ///   fill edge needs only the shape's unit outline.
    public var starOutline: Outline? { shape.outline(fittedInSquareOfSide: layout.cellSize) }

    /// Lays out identical stars.
    /// - Parameters:
    ///   - layout: The row's cells and gaps.
    ///   - star: The shape of every star.
    public init(layout: RowLayout, star: StarShape = .standard) {
        self.init(layout: layout, shape: .star(star))
    }

    /// Lays out identical symbols of any shape.
    /// - Parameters:
    ///   - layout: The row's cells and gaps.
    ///   - shape: The shape of every symbol.
    public init(layout: RowLayout, shape: RatingShape) {
        self.layout = layout
        self.shape = shape
    }

    /// The outline of one symbol in row coordinates; nil for an icon.
    /// - Parameters:
    ///   - index: The 0-based position of the symbol.
    /// - Complexity: O(n) in the number of outline segments.
    public func outline(ofStarAt index: Int) -> Outline? {
        starOutline?.translated(by: Point(x: layout.cellMinX(ofStarAt: index), y: 0))
    }

    /// The x of the fill edge for `value`, in row coordinates.
    ///
    /// The value is clamped into 0...starCount (NaN counts as 0). A whole value k gives
    /// k * width / starCount, the reference formula, which lands in the gap after star k (0 and
    /// the full width at the ends). A fractional value k + f (0 < f < 1) places the edge in star
    /// k + 1 (1-based) according to `mode`: `.area` leaves fraction f of its area (its ink, for
    /// an icon) to the left, `.width` sits at fraction f of its bounding-box width, and
    /// `.linear` ignores the shapes and gives value * width / starCount.
    /// - Parameters:
    ///   - value: The rating, 0...starCount.
    ///   - mode: How a fractional part maps to a position inside a star.
    /// - Complexity: `.area` runs a few Newton steps, each O(n) in the number of outline
    ///   segments, without allocating (a binary search on the ink profile for an icon); the
    ///   other modes are O(1).
    public func fillEdge(forValue value: Double, mode: FillMode) -> Double {
        fillEdge(forValue: value, mode: mode) { shape.unitAreaEdge(leavingAreaFraction: $0) }
    }

    /// `fillEdge(forValue:mode:)`, with the edges that `.area` finds inside a symbol remembered
    /// in `memo`, for rows of this shape to come: the same result, without the Newton steps
    /// for a share of the shape already asked for.
    /// - Parameters:
    ///   - value: The rating, 0...starCount.
    ///   - mode: How a fractional part maps to a position inside a symbol.
    ///   - memo: The edges found so far, kept across calls.
    public func fillEdge(forValue value: Double, mode: FillMode, memo: inout FillEdgeMemo) -> Double {
        fillEdge(forValue: value, mode: mode) { memo.unitEdge(of: shape, leavingAreaFraction: $0) }
    }

    /// The fill edge, with `unitAreaEdge(f)` the x on the unit shape that leaves share f of
    /// its area on the left.
    private func fillEdge(forValue value: Double, mode: FillMode, unitAreaEdge: (Double) -> Double) -> Double {
        let count = Double(layout.starCount)
        let width = layout.width
        let clamped = value > 0 ? min(value, count) : 0
        if clamped == count { return width }
        let whole = clamped.rounded(.down)
        let fraction = clamped - whole
        if fraction == 0 || mode == .linear { return clamped * width / count }
        // `whole` is in 0..<starCount here, so the conversion cannot trap.
        let cellMinX = layout.cellMinX(ofStarAt: Int(whole))
        // Found on the unit outline and scaled into the cell: shares of area and width do not
        // change with scale.
        let unitX: Double
        switch mode {
        case .area:
            unitX = unitAreaEdge(fraction)
        case .width, .linear:
            let box = shape.unitBoundingBox
            unitX = box.minX + fraction * box.width
        }
        let fit = shape.fitting(inSquareOfSide: layout.cellSize)
        let withinCell = fit.offset.x + fit.scale * unitX
        // Rounding must not push the edge out of its cell (it would break monotonicity when
        // there are no gaps).
        return cellMinX + min(max(withinCell, 0), layout.cellSize)
    }
}
