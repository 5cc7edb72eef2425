extension FilledPath {
    /// The region a stroke of `elements` paints, as a path filled `nonzero`: closed pieces
    /// that each turn clockwise on screen (see the pieces below), so that their overlaps count
    /// once and the path unites with others by winding alone (`IconShape.drawing`).
    ///
    /// The pieces: a rectangle for each line; an annular sector of exact arcs for each circular
    /// arc (two pies when its radius is below half the width); for other curves, the region
    /// between their two offsets, each written as cubic Béziers within `tolerance` of it (where
    /// the inner side folds, slices between normals at steps fine enough that both offsets
    /// stay within `tolerance` of their chords, drawn as fans whose sides are such cubics);
    /// at each corner the join's wedge (`round`: a pie; `bevel`: a triangle; `miter`: the
    /// triangle and the miter's tip, when within `style.miterLimit`); at open ends the caps
    /// (`round`: a half disc; `square`: a half width's rectangle); a subpath of no length is a
    /// dot (a disc or a square along x) but with `butt` caps. Consecutive pieces none of which
    /// folds are written as their sum, one outline (both sides, the outer joins, the caps), the
    /// same winding in far fewer commands. The whole is then redrawn as the boundary of the
    /// region it fills (`OutlineUnion`: the segments cut where they cross, the pieces with ink
    /// on one side kept), so that no point is covered twice, where it is found and checked by
    /// area; otherwise the pieces stay as they are. The stroke is expanded in the
    /// elements' own coordinates, where its width is measured, and the pieces are then mapped
    /// by `transform`, so a stretching transform stretches the line as SVG does.
    /// - Parameters:
    ///   - elements: The stroked path's elements, starting with a move.
    ///   - style: The width (above 0), caps, joins and miter limit.
    ///   - transform: The map to the coordinates the fill is in. Default: none.
    ///   - tolerance: How far a curve's offset may stray from the chords standing for it, in
    ///     the mapped coordinates.
    /// - Throws: as `init(elements:fillRule:)`, on the elements and on the pieces (whose count
    ///   is checked as they are made: `.tooManyPathElements` with the count reached, once past
    ///   `maximumElementCount`); `.emptyPath` when the stroke paints nothing (no width, or butt
    ///   ends on dots).
    /// - Complexity: O(n + p) in the elements and the points made.
    public init(stroking elements: [PathElement], style: StrokeStyle, transform: AffineTransform = .identity,
                tolerance: Double) throws(FilledPathError) {
        var outliner = try Self.outliner(stroking: elements, style: style, transform: transform, tolerance: tolerance)
        for subpath in Self.strokeSubpaths(of: elements) {
            outliner.addSubpath(subpath.segments, isClosed: subpath.isClosed, at: subpath.start)
        }
        guard !outliner.isOverLimit else { throw .tooManyPathElements(outliner.elements.count) }
        // One region, no part of it covered twice (`OutlineUnion` says why).
        let outline = OutlineUnion.union(of: outliner.elements, tolerance: outliner.tolerance) ?? outliner.elements
        let pieces = transform.isIdentity ? outline : outline.map { $0.transformed(by: transform) }
        try self.init(elements: pieces, fillRule: .nonzero)
    }

    /// Several strokes' outlines (each as `init(stroking:style:transform:tolerance:)` makes it)
    /// redrawn as one path, the boundary of the region they fill together: where two strokes
    /// cross (an X drawn as two lines, Lucide's and Tabler's way) or meet, no point is covered
    /// twice either, which the outlines drawn one after the other would (`OutlineUnion` says
    /// why that matters). Nil when there is one path or none, or when the union cannot be
    /// found and checked (`OutlineUnion.union(of:tolerance:)`): then the paths are best drawn
    /// as they are.
    /// - Parameters:
    ///   - paths: Stroke outlines, `nonzero`, each turning clockwise on screen.
    ///   - tolerance: As the strokes were made with, in their coordinates.
    package static func unitingStrokes(_ paths: [FilledPath], tolerance: Double) -> FilledPath? {
        guard paths.count > 1, paths.allSatisfy({ $0.fillRule == .nonzero }),
              let elements = OutlineUnion.union(of: paths.flatMap(\.elements), tolerance: tolerance) else { return nil }
        return try? FilledPath(elements: elements, fillRule: .nonzero)
    }

    /// About how many elements `init(stroking:style:transform:tolerance:)` makes of the same
    /// stroke, found without making them: so that a caller can refuse a stroke whose outline
    /// would be too large before any memory goes to it. At least the count for lines, circular
    /// arcs, joins and caps (each counted at its largest); for other curves, two elements for
    /// each step the slices take, as if each offset were chords (their fitted cubics are far
    /// fewer; a fold may make more, and the stroke's own count, checked as it is made, stops
    /// it).
    /// - Parameters: as `init(stroking:style:transform:tolerance:)`.
    /// - Throws: as `init(stroking:style:transform:tolerance:)` on the elements.
    /// - Complexity: O(n) in the elements, whatever the count.
    public static func estimatedOutlineElementCount(stroking elements: [PathElement], style: StrokeStyle,
                                                    transform: AffineTransform = .identity,
                                                    tolerance: Double) throws(FilledPathError) -> Int {
        let outliner = try outliner(stroking: elements, style: style, transform: transform, tolerance: tolerance)
        return strokeSubpaths(of: elements).reduce(0) { count, subpath in
            count + outliner.estimatedElementCount(of: subpath.segments, isClosed: subpath.isClosed)
        }
    }

    /// Checks the elements and the width, and sets up the outliner at the tolerance in the
    /// elements' own coordinates.
    private static func outliner(stroking elements: [PathElement], style: StrokeStyle, transform: AffineTransform,
                                 tolerance: Double) throws(FilledPathError) -> StrokeOutliner {
        // The elements' count, first move and numbers are checked as any path's; a path that
        // fills nothing (a lone point) may still stroke a dot.
        do {
            _ = try FilledPath(elements: elements)
        } catch .emptyPath where !elements.isEmpty {
        }
        guard style.width > 0, style.width.isFinite else { throw .emptyPath }
        let stretch = transform.largestStretch
        let localTolerance = stretch > 0 ? tolerance / stretch : tolerance
        return StrokeOutliner(style: style, tolerance: max(localTolerance, 1e-9 * style.width),
                              elementLimit: maximumElementCount)
    }

    /// The subpaths as a stroke sees them: the drawn segments in order, none of zero length, a
    /// closed one's closing line included; whether it is closed; its start.
    private static func strokeSubpaths(of elements: [PathElement]) -> [(segments: [PathSegment], isClosed: Bool, start: Point)] {
        var subpaths: [(segments: [PathSegment], isClosed: Bool, start: Point)] = []
        var segments: [PathSegment] = []
        var start = Point.zero
        var current = Point.zero
        var hasSubpath = false
        func finish(closed: Bool) {
            if hasSubpath { subpaths.append((segments, closed, start)) }
            segments = []
            hasSubpath = false
        }
        func add(_ segment: PathSegment?) {
            if !hasSubpath {
                hasSubpath = true
                start = current
            }
            guard let segment else { return }
            switch segment {
            case .line(let p0, let p1) where p0 == p1: return
            case .quadratic(let p0, let p1, let p2) where p0 == p1 && p1 == p2: return
            case .cubic(let p0, let p1, let p2, let p3) where p0 == p1 && p1 == p2 && p2 == p3: return
            default: segments.append(segment)
            }
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                current = point
                start = point
            case .line(let point):
                add(.line(current, point))
                current = point
            case .quadratic(let control, let point):
                add(.quadratic(current, control, point))
                current = point
            case .cubic(let control1, let control2, let point):
                add(.cubic(current, control1, control2, point))
                current = point
            case .ellipticalArc(let radiusX, let radiusY, let rotation, let isLargeArc, let isSweepClockwise, let point):
                add(EllipticalArc.segment(from: current, to: point, radiusX: radiusX, radiusY: radiusY, rotation: rotation,
                                          isLargeArc: isLargeArc, isSweepClockwise: isSweepClockwise))
                current = point
            case .close:
                // A close draws the line back to the start, and makes even a lone point a
                // subpath (a dot).
                add(.line(current, start))
                current = start
                finish(closed: true)
            }
        }
        finish(closed: false)
        return subpaths
    }
}
