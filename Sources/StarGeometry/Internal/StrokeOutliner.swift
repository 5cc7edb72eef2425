#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stroke expanded to the region it paints, as closed pieces that each turn clockwise on
/// screen, so that filled `nonzero` together their winding number is the count of pieces over
/// a point: never negative, and not 0 exactly on the stroke. Overlaps (a join, a line crossing
/// another, a tight curve's inner side) count once.
///
/// SVG paints, for every point of the path, the segment of the stroke's width across it along
/// the normal, with joins at corners and caps at open ends. The pieces are that, one by one:
/// - a line: the rectangle its normals sweep;
/// - a circular arc: the annular sector they sweep, exact arcs; when the radius is below half
///   the width the inner side passes the centre, and the sector is two pies, the far one on
///   the centre's other side;
/// - any other curve (Béziers, elliptical arcs): the slices between normals at parameter
///   steps fine enough that the chords of both offsets would stay within the tolerance (the
///   offset strays from its chord by the centre's sagitta plus the half width times the
///   square of the turn over eight), joined into runs, each drawn as its two offsets, cubics
///   fitted within the tolerance (`appendOffsetCurve`); where the inner side folds (a turn
///   tighter than the half width) each slice is two triangles meeting where its normals
///   cross, and a run of them two fans round the middle crossing (the centres of curvature
///   lie close together there), their sides fitted cubics too;
/// - a join: the wedge between the two outer normals (round: a pie of the half width;
///   bevel: a triangle; miter: the triangle and the miter's tip, within the limit);
/// - a cap: round, a half disc; square, the half width's rectangle beyond the end;
/// - a subpath of no length: round, a disc; square, a square along x; butt, nothing.
///
/// This is how tiny-skia's (and Skia's) stroker reasons about joins and caps, but without its
/// fold repair: pieces need none, since the fill rule unites them. Where a subpath's segments
/// all sweep forwards (no fold), consecutive pieces are summed into one outline
/// (`addOutline`), which is the same winding in far fewer commands.
struct StrokeOutliner {
    let halfWidth: Double
    private let style: StrokeStyle
    let tolerance: Double
    /// The elements of the pieces made so far.
    var elements: [PathElement] = []
    /// The most elements made: past it the outliner adds no further segment, and the stroke is
    /// refused (`isOverLimit`). `estimatedElementCount` checks a stroke before it is made;
    /// this keeps a stroke whose folds make more than that estimate within bounds too.
    private let elementLimit: Int
    /// Whether a segment was left out because the pieces reached `elementLimit`.
    private(set) var isOverLimit = false

    /// Turns smaller than this (radians) at a join are no corner: a curve's smooth continuation.
    private static let smoothTurn = 1e-9
    /// The most steps one curve is cut into for its slices.
    private static let maximumSteps = 4_096

    init(style: StrokeStyle, tolerance: Double, elementLimit: Int) {
        halfWidth = style.width / 2
        self.style = style
        self.tolerance = tolerance
        self.elementLimit = elementLimit
    }

    /// About how many elements `addSubpath` makes of a subpath: at least as many for lines,
    /// circular arcs, joins and caps (each counted at its largest), and exactly as many for a
    /// curve's slices where its inner side does not fold (one run: two points a step); a fold
    /// makes more, which `elementLimit` catches. O(n) in the segments, without making a
    /// piece: a curve's steps are counted, not taken.
    func estimatedElementCount(of segments: [PathSegment], isClosed: Bool) -> Int {
        // A pie or a disc: a move, a line, up to four quarter arcs, a close.
        let pie = 7
        guard !segments.isEmpty else { return style.lineCap == .butt ? 0 : pie }
        let corners = isClosed ? segments.count : segments.count - 1
        let caps = isClosed ? 0 : 2
        if segments.allSatisfy({ segment in
            if case .line = segment { return true }
            if case .arc(let arc) = segment { return arc.radiusX == arc.radiusY && arc.radiusX > halfWidth }
            return false
        }) {
            // One outline: each side's offsets (up to four quarter arcs an arc), a join or two
            // lines at each corner on each side, the caps, and the moves and closes.
            let offsets = segments.reduce(0) { count, segment in
                if case .arc(let arc) = segment { return count + Self.quarterArcCount(arc.sweep) }
                return count + 1
            }
            return 2 * offsets + 2 * 2 * corners + 3 * caps + 4
        }
        var count = corners * pie + caps * pie
        for segment in segments {
            switch segment {
            case .line:
                count += 5
            case .arc(let arc) where arc.radiusX == arc.radiusY:
                count += 2 * pie
            default:
                // One run of slices: both sides' points, a move and a close.
                count += 2 * stepCount(for: segment) + 3
            }
        }
        return count
    }

    /// The quarter arcs `appendArc` cuts a sweep into.
    private static func quarterArcCount(_ sweep: Double) -> Int {
        let quarters = (sweep.magnitude / (Double.pi / 2)).rounded(.up)
        return quarters.isFinite ? max(Int(min(quarters, 4)), 1) : 4
    }

    /// Adds the pieces of the stroke of one subpath: its drawn segments, in order (none of
    /// zero length), whether it is closed, and where it is when it has no length.
    /// Adds nothing once the pieces are over `elementLimit`.
    mutating func addSubpath(_ segments: [PathSegment], isClosed: Bool, at point: Point) {
        guard !isOverLimit else { return }
        defer { if elements.count > elementLimit { isOverLimit = true } }
        guard !segments.isEmpty else {
            addDot(at: point)
            return
        }
        let outlined = segments.map(isOutlinable)
        guard let pieced = outlined.firstIndex(of: false) else {
            addOutline(of: segments, isClosed: isClosed, capsStart: true, capsEnd: true)
            return
        }
        // Runs of segments that outline, each one outline with butt ends where it meets a
        // segment that does not; those segments' bodies, and the joins at either end of them,
        // as pieces. A closed subpath is taken from just after such a segment, so that no run
        // wraps round.
        let count = segments.count
        let start = isClosed ? (pieced + 1) % count : 0
        var run: [PathSegment] = []
        var runStart = 0
        for step in 0..<count {
            let index = (start + step) % count
            guard elements.count <= elementLimit else {
                isOverLimit = true
                return
            }
            if outlined[index] {
                if run.isEmpty { runStart = step }
                run.append(segments[index])
            } else {
                addBody(of: segments[index])
            }
            if !run.isEmpty && (step == count - 1 || !outlined[(index + 1) % count]) {
                addOutline(of: run, isClosed: false, capsStart: !isClosed && runStart == 0, capsEnd: !isClosed && step == count - 1)
                run = []
            }
            // The join into the next segment, where either is a piece.
            guard step < count - 1 || isClosed else { continue }
            let next = (index + 1) % count
            if !outlined[index] || !outlined[next] {
                addJoin(at: segments[next].start, from: Self.endTangent(of: segments[index]), to: Self.startTangent(of: segments[next]))
            }
        }
        if !isClosed, let firstSegment = segments.first, let lastSegment = segments.last {
            if !outlined[0] {
                let startDirection = Self.startTangent(of: firstSegment)
                addCap(at: firstSegment.start, direction: Point(x: -startDirection.x, y: -startDirection.y))
            }
            if !outlined[count - 1] { addCap(at: Self.end(of: lastSegment), direction: Self.endTangent(of: lastSegment)) }
        }
    }

    /// Whether a segment's stroke is drawn in an outline: a line, a circular arc wider than
    /// the half width, and any other curve that does not fold. The others' normals sweep some
    /// points backwards (the inner side passes the centre of curvature), where an outline's
    /// winding would cancel a point the sweep paints; they are drawn as pieces.
    private func isOutlinable(_ segment: PathSegment) -> Bool {
        switch segment {
        case .line: true
        case .arc(let arc) where arc.radiusX == arc.radiusY: arc.radiusX > halfWidth
        default: !folds(segment)
        }
    }

    // MARK: Outlines

    /// The stroke of a run of segments that outline (`isOutlinable`: lines, circular arcs
    /// wider than the half width, curves that do not fold) as one outline (closed: the left
    /// side and the right side run back; open: both sides and the caps): what the pieces below
    /// make, summed, since every piece's edge shared with the next runs both ways and cancels,
    /// and so the same winding with far fewer commands. A curve's offsets are fitted cubics
    /// (`appendOffsetCurve`). An inner
    /// corner between two lines ends both sides where they cross (`trimInnerCorner`); any other
    /// goes through the corner's point, as Skia's stroker does, which is that sum.
    /// Open, `capsStart` and `capsEnd` say whether an end has the style's cap or a butt end (a
    /// run that meets a segment drawn as pieces there).
    private mutating func addOutline(of segments: [PathSegment], isClosed: Bool, capsStart: Bool, capsEnd: Bool) {
        let count = segments.count
        // The turn at the end of each segment into the next (the first, when closed).
        let turns = (0..<count).map { index -> Double in
            guard index + 1 < count || isClosed else { return 0 }
            let incoming = Self.endTangent(of: segments[index])
            let outgoing = Self.startTangent(of: segments[(index + 1) % count])
            return atan2(incoming.x * outgoing.y - incoming.y * outgoing.x, incoming.x * outgoing.x + incoming.y * outgoing.y)
        }
        // The left side forwards, joining where it is the outer side, through the corner where
        // it is the inner.
        var contourStart = elements.count
        elements.append(.move(to: offset(segments[0], at: 0, side: 1)))
        for index in 0..<count {
            appendOffset(of: segments[index], side: 1, forwards: true)
            guard index + 1 < count || isClosed else { break }
            let next = segments[(index + 1) % count]
            if turns[index] < 0, trimInnerCorner(before: next, side: 1, forwards: true,
                                                 contourStart: index + 1 == count ? contourStart : nil) { continue }
            appendJoin(at: next.start, to: offset(next, at: 0, side: 1), turn: turns[index], isOuter: turns[index] > 0)
        }
        if isClosed {
            elements.append(.close)
            contourStart = elements.count
            elements.append(.move(to: offset(segments[count - 1], at: 1, side: -1)))
        } else {
            appendCap(capsEnd ? style.lineCap : .butt, at: Self.end(of: segments[count - 1]),
                      direction: Self.endTangent(of: segments[count - 1]), to: offset(segments[count - 1], at: 1, side: -1))
        }
        // The right side backwards, its corners met the other way round.
        for index in stride(from: count - 1, through: 0, by: -1) {
            appendOffset(of: segments[index], side: -1, forwards: false)
            guard index > 0 || isClosed else { break }
            let previous = (index + count - 1) % count
            if turns[previous] > 0, trimInnerCorner(before: segments[previous], side: -1, forwards: false,
                                                    contourStart: index == 0 ? contourStart : nil) { continue }
            appendJoin(at: segments[index].start, to: offset(segments[previous], at: 1, side: -1), turn: turns[previous],
                       isOuter: turns[previous] < 0)
        }
        if !isClosed {
            let start = Self.startTangent(of: segments[0])
            appendCap(capsStart ? style.lineCap : .butt, at: segments[0].start, direction: Point(x: -start.x, y: -start.y),
                      to: offset(segments[0], at: 0, side: 1))
        }
        elements.append(.close)
    }

    /// The point of a segment's offset at its start (0) or end (1), on the left (side 1) or
    /// the right (-1).
    private func offset(_ segment: PathSegment, at end: Double, side: Double) -> Point {
        let point = end == 0 ? segment.start : Self.end(of: segment)
        return point.translated(by: leftNormal(Self.tangent(of: segment, at: end)).scaled(by: side))
    }

    /// A segment's offset on one side, from the current point to its other end: a line's a
    /// line, a circular arc's an arc, another curve's fitted cubics.
    private mutating func appendOffset(of segment: PathSegment, side: Double, forwards: Bool) {
        switch segment {
        case .line:
            elements.append(.line(to: offset(segment, at: forwards ? 1 : 0, side: side)))
        case .arc(let arc) where arc.radiusX == arc.radiusY:
            // Left of an arc turning clockwise is outside it.
            let radius = arc.radiusX + (arc.sweep > 0 ? side : -side) * halfWidth
            let from = forwards ? arc.startAngle : arc.startAngle + arc.sweep
            appendArc(center: arc.center, radius: radius, from: from, sweep: forwards ? arc.sweep : -arc.sweep)
        default:
            appendOffsetCurve(of: segment, from: forwards ? 0 : 1, to: forwards ? 1 : 0, side: side)
        }
    }

    /// Ends the side just drawn, a line, where it crosses the offset of `next`, also a line, on
    /// the inner side of a corner, and starts `next` there: the two pieces' union without the
    /// small triangles a way through the corner's point lays twice. Filled, both are the same
    /// region; drawn, an overlap within a pixel is where Skia's anti-aliasing, which Chromium
    /// and Firefox use, leaves the exact coverage. `contourStart`: the index of the contour's
    /// move, when `next`'s offset is the one it starts with (the corner that closes it), which
    /// then moves to the crossing too. Returns false, changing nothing, where either is not a
    /// line or they do not cross within both (a corner of short lines).
    private mutating func trimInnerCorner(before next: PathSegment, side: Double, forwards: Bool, contourStart: Int?) -> Bool {
        guard case .line = next, elements.count >= 2, case .line(let end)? = elements.last,
              let start = Self.end(of: elements[elements.count - 2]) else { return false }
        let nextStart = offset(next, at: forwards ? 0 : 1, side: side)
        let nextEnd = offset(next, at: forwards ? 1 : 0, side: side)
        guard let crossing = Self.intersection(start, end, nextStart, nextEnd),
              Self.isStrictlyInside(crossing, start, end), Self.isStrictlyInside(crossing, nextStart, nextEnd) else { return false }
        elements[elements.count - 1] = .line(to: crossing)
        if let contourStart { elements[contourStart] = .move(to: crossing) }
        return true
    }

    /// Whether `point`, on the line through a and b, lies between them and on neither end.
    private static func isStrictlyInside(_ point: Point, _ a: Point, _ b: Point) -> Bool {
        let direction = Point(x: b.x - a.x, y: b.y - a.y)
        let lengthSquared = direction.x * direction.x + direction.y * direction.y
        guard lengthSquared > 0 else { return false }
        let t = ((point.x - a.x) * direction.x + (point.y - a.y) * direction.y) / lengthSquared
        return t > 1e-9 && t < 1 - 1e-9
    }

    /// From one side's end at a corner to the next segment's start on that side: the join on
    /// the outer side, clockwise (the pieces' wedge, its radii cancelled), or through the
    /// corner on the inner side.
    private mutating func appendJoin(at point: Point, to next: Point, turn: Double, isOuter: Bool) {
        guard turn.magnitude > Self.smoothTurn else {
            elements.append(.line(to: next))
            return
        }
        guard isOuter else {
            elements.append(.line(to: point))
            elements.append(.line(to: next))
            return
        }
        let from = currentPoint
        switch style.lineJoin {
        case .round:
            appendArc(center: point, radius: halfWidth, from: atan2(from.y - point.y, from.x - point.x), sweep: turn.magnitude)
        case .bevel:
            elements.append(.line(to: next))
        case .miter:
            let halfCosine = cos(turn.magnitude / 2)
            if halfCosine > 0, 1 / halfCosine <= style.miterLimit {
                let bisector = Self.unit(Point(x: from.x + next.x - 2 * point.x, y: from.y + next.y - 2 * point.y))
                elements.append(.line(to: point.translated(by: bisector.scaled(by: halfWidth / halfCosine))))
            }
            elements.append(.line(to: next))
        }
    }

    /// An open end's cap, from the left side's end to the right side's (`direction` out of the
    /// path), ending at `next`.
    private mutating func appendCap(_ cap: LineCap, at point: Point, direction: Point, to next: Point) {
        switch cap {
        case .butt:
            elements.append(.line(to: next))
        case .round:
            let normal = leftNormal(direction)
            appendArc(center: point, radius: halfWidth, from: atan2(normal.y, normal.x), sweep: Double.pi)
        case .square:
            let reach = direction.scaled(by: halfWidth)
            elements.append(.line(to: currentPoint.translated(by: reach)))
            elements.append(.line(to: next.translated(by: reach)))
            elements.append(.line(to: next))
        }
    }

    /// Where the last element added ends.
    private var currentPoint: Point {
        elements.last.flatMap(Self.end(of:)) ?? .zero
    }

    /// Where `element` ends; nil for a close.
    private static func end(of element: PathElement) -> Point? {
        switch element {
        case .move(let point), .line(let point), .quadratic(_, let point), .cubic(_, _, let point),
             .ellipticalArc(_, _, _, _, _, let point):
            point
        case .close:
            nil
        }
    }

    // MARK: Pieces

    /// The dot a subpath of no length paints with a round or square cap.
    private mutating func addDot(at point: Point) {
        switch style.lineCap {
        case .butt:
            break
        case .round:
            addPie(center: point, radius: halfWidth, from: 0, sweep: 2 * Double.pi)
        case .square:
            addPolygon([Point(x: point.x - halfWidth, y: point.y - halfWidth), Point(x: point.x + halfWidth, y: point.y - halfWidth),
                        Point(x: point.x + halfWidth, y: point.y + halfWidth), Point(x: point.x - halfWidth, y: point.y + halfWidth)])
        }
    }

    /// What the normals across one segment sweep.
    private mutating func addBody(of segment: PathSegment) {
        switch segment {
        case .line(let start, let end):
            let normal = leftNormal(Self.unit(Point(x: end.x - start.x, y: end.y - start.y)))
            addPolygon([start.translated(by: normal), end.translated(by: normal),
                        end.translated(by: normal.scaled(by: -1)), start.translated(by: normal.scaled(by: -1))])
        case .arc(let arc) where arc.radiusX == arc.radiusY:
            let lower = min(arc.startAngle, arc.startAngle + arc.sweep)
            let sweep = arc.sweep.magnitude
            let outer = arc.radiusX + halfWidth
            let inner = arc.radiusX - halfWidth
            if inner > 0 {
                addSector(center: arc.center, outer: outer, inner: inner, from: lower, sweep: sweep)
            } else {
                addPie(center: arc.center, radius: outer, from: lower, sweep: sweep)
                if inner < 0 { addPie(center: arc.center, radius: -inner, from: lower + Double.pi, sweep: sweep) }
            }
        default:
            addSlices(of: segment)
        }
    }

    /// A curve's slices, in runs of unfolded ones, each drawn as its two offsets (cubics,
    /// `appendOffsetCurve`) and the normals at its ends; a run of folded ones as two fans.
    private mutating func addSlices(of segment: PathSegment) {
        let steps = stepCount(for: segment)
        // The parameters a run of unfolded slices spans.
        var run: (from: Double, to: Double)?
        // A run of slices whose one side folds: the outer side's points, the folding side's,
        // and where each slice's normals cross.
        var fold: (outer: [Point], inner: [Point], crossings: [Point], isLeft: Bool, from: Double, to: Double)?
        var previous: (point: Point, left: Point, right: Point)?
        func flushRun() {
            // Unfolded, the left side forwards and the right back turn clockwise.
            guard let span = run else { return }
            elements.append(.move(to: offsetPoint(of: segment, at: span.from, side: 1)))
            appendOffsetCurve(of: segment, from: span.from, to: span.to, side: 1)
            elements.append(.line(to: offsetPoint(of: segment, at: span.to, side: -1)))
            appendOffsetCurve(of: segment, from: span.to, to: span.from, side: -1)
            elements.append(.close)
            run = nil
        }
        func flushFold() {
            // The slices' normals turn round points close to each other (the centres of
            // curvature): both sides are fans round the middle one.
            guard let run = fold else { return }
            let apex = run.crossings[run.crossings.count / 2]
            addFan(apex: apex, points: run.outer, of: segment, side: run.isLeft ? -1 : 1, from: run.from, to: run.to)
            addFan(apex: apex, points: run.inner, of: segment, side: run.isLeft ? 1 : -1, from: run.from, to: run.to)
            fold = nil
        }
        for index in 0...steps {
            let t = Double(index) / Double(steps)
            let point = index == 0 ? segment.start : index == steps ? Self.end(of: segment) : Self.point(of: segment, at: t)
            let normal = leftNormal(Self.tangent(of: segment, at: t))
            let current = (point: point, left: point.translated(by: normal), right: point.translated(by: normal.scaled(by: -1)))
            defer { previous = current }
            guard let before = previous else { continue }
            let along = Point(x: current.point.x - before.point.x, y: current.point.y - before.point.y)
            let leftAdvance = (current.left.x - before.left.x) * along.x + (current.left.y - before.left.y) * along.y
            let rightAdvance = (current.right.x - before.right.x) * along.x + (current.right.y - before.right.y) * along.y
            if leftAdvance > 0 && rightAdvance > 0 {
                flushFold()
                run = (run?.from ?? Double(index - 1) / Double(steps), t)
                continue
            }
            // A side runs backwards: the two normals cross, and the slice is two triangles
            // meeting where they do.
            flushRun()
            let isLeft = leftAdvance <= 0
            if let run = fold, run.isLeft != isLeft { flushFold() }
            let crossing = Self.intersection(before.left, before.right, current.left, current.right) ?? before.point
            if fold == nil {
                fold = (isLeft ? [before.right] : [before.left], isLeft ? [before.left] : [before.right], [], isLeft,
                        Double(index - 1) / Double(steps), t)
            }
            fold?.to = t
            fold?.outer.append(isLeft ? current.right : current.left)
            fold?.inner.append(isLeft ? current.left : current.right)
            fold?.crossings.append(crossing)
        }
        flushRun()
        flushFold()
    }

    /// A fan round `apex` along one side's offset from `from` to `to` (its points at the
    /// slices' normals are `points`, which say which way it turns), clockwise: the offset a
    /// few cubics (`appendOffsetCurve`; within a fold run either side runs one way, the folding
    /// one backwards), as the polygon of `points` would be chords.
    private mutating func addFan(apex: Point, points: [Point], of segment: PathSegment, side: Double, from: Double, to: Double) {
        var twice = 0.0
        var previous = apex
        for point in points + [apex] {
            twice += previous.x * point.y - point.x * previous.y
            previous = point
        }
        guard twice != 0 else { return }
        let (start, end) = twice > 0 ? (from, to) : (to, from)
        elements.append(.move(to: apex))
        elements.append(.line(to: offsetPoint(of: segment, at: start, side: side)))
        appendOffsetCurve(of: segment, from: start, to: end, side: side)
        elements.append(.close)
    }

    /// The wedge a join adds on the outer side of a corner.
    private mutating func addJoin(at point: Point, from incoming: Point, to outgoing: Point) {
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        let turn = atan2(cross, dot)
        guard turn.magnitude > Self.smoothTurn else { return }
        // Turning clockwise on screen (turn > 0), the outer side is the left.
        let side = turn > 0 ? 1.0 : -1.0
        let before = leftNormal(incoming).scaled(by: side)
        let after = leftNormal(outgoing).scaled(by: side)
        let a = point.translated(by: before)
        let b = point.translated(by: after)
        switch style.lineJoin {
        case .round:
            let angle = atan2(turn > 0 ? before.y : after.y, turn > 0 ? before.x : after.x)
            addPie(center: point, radius: halfWidth, from: angle, sweep: turn.magnitude)
        case .bevel:
            addPolygon([point, a, b])
        case .miter:
            // The miter's length over the width is 1 / sin(θ / 2), θ the angle between the
            // segments, π − |turn|.
            let halfCosine = cos(turn.magnitude / 2)
            if halfCosine > 0, 1 / halfCosine <= style.miterLimit {
                let bisector = Self.unit(Point(x: before.x + after.x, y: before.y + after.y))
                let tip = point.translated(by: bisector.scaled(by: halfWidth / halfCosine))
                addPolygon([point, a, tip, b])
            } else {
                addPolygon([point, a, b])
            }
        }
    }

    /// The cap at an open end, `direction` pointing out of the path.
    private mutating func addCap(at point: Point, direction: Point) {
        switch style.lineCap {
        case .butt:
            break
        case .round:
            let normal = leftNormal(direction)
            addPie(center: point, radius: halfWidth, from: atan2(normal.y, normal.x), sweep: Double.pi)
        case .square:
            let reach = point.translated(by: direction.scaled(by: halfWidth))
            addBody(of: .line(point, reach))
        }
    }

    // MARK: Closed pieces

    /// A polygon, turned clockwise on screen; none with no area.
    private mutating func addPolygon(_ points: [Point]) {
        var twice = 0.0
        var previous = points[points.count - 1]
        for point in points {
            twice += previous.x * point.y - point.x * previous.y
            previous = point
        }
        guard twice != 0 else { return }
        let ordered = twice > 0 ? points : points.reversed()
        elements.append(.move(to: ordered[0]))
        for point in ordered.dropFirst() { elements.append(.line(to: point)) }
        elements.append(.close)
    }

    /// A pie, clockwise from the angle `from` through `sweep` (above 0, at most a full turn);
    /// a full turn is a disc.
    private mutating func addPie(center: Point, radius: Double, from angle: Double, sweep: Double) {
        guard radius > 0 else { return }
        let isDisc = sweep >= 2 * Double.pi
        elements.append(.move(to: isDisc ? Self.point(center, radius, angle) : center))
        if !isDisc { elements.append(.line(to: Self.point(center, radius, angle))) }
        appendArc(center: center, radius: radius, from: angle, sweep: sweep)
        elements.append(.close)
    }

    /// An annular sector, clockwise: the outer arc forwards, the inner back.
    private mutating func addSector(center: Point, outer: Double, inner: Double, from angle: Double, sweep: Double) {
        elements.append(.move(to: Self.point(center, outer, angle)))
        appendArc(center: center, radius: outer, from: angle, sweep: sweep)
        elements.append(.line(to: Self.point(center, inner, angle + sweep)))
        appendArc(center: center, radius: inner, from: angle + sweep, sweep: -sweep)
        elements.append(.close)
    }

    /// Arcs of at most a quarter turn each from the current point, at `from` on the circle,
    /// through `sweep` (clockwise on screen when positive): an arc's centre follows from its
    /// end points well only away from a half turn.
    private mutating func appendArc(center: Point, radius: Double, from angle: Double, sweep: Double) {
        let pieces = max(Int((sweep.magnitude / (Double.pi / 2)).rounded(.up)), 1)
        for piece in 1...pieces {
            let end = Self.point(center, radius, angle + sweep * Double(piece) / Double(pieces))
            elements.append(.ellipticalArc(radiusX: radius, radiusY: radius, rotation: 0, isLargeArc: false,
                                           isSweepClockwise: sweep > 0, to: end))
        }
    }

    // MARK: Geometry

    /// The half width along the normal on the left of a direction, as one travels (up, on
    /// screen, when travelling right).
    func leftNormal(_ direction: Point) -> Point {
        Point(x: direction.y * halfWidth, y: -direction.x * halfWidth)
    }

    /// Steps that keep both offsets' chords within the tolerance: the centre's own flattening
    /// at half of it, and at most √(4 tolerance / half width) of turn a step.
    func stepCount(for segment: PathSegment) -> Int {
        let centre = segment.pieceCount(tolerance: tolerance / 2)
        let turnStep = (4 * tolerance / halfWidth).squareRoot()
        let byTurn = (Self.totalTurn(of: segment) / turnStep).rounded(.up)
        return Int(min(max(centre, byTurn, 1), Double(Self.maximumSteps)))
    }

    /// An upper bound on how far a segment's direction turns: a Bézier's control polygon turns
    /// at least as much as the curve; an arc by its sweep.
    private static func totalTurn(of segment: PathSegment) -> Double {
        func angle(_ u: Point, _ v: Point) -> Double {
            let lengths = (u.x * u.x + u.y * u.y).squareRoot() * (v.x * v.x + v.y * v.y).squareRoot()
            guard lengths > 0 else { return 0 }
            return atan2((u.x * v.y - u.y * v.x).magnitude, u.x * v.x + u.y * v.y)
        }
        func leg(_ p: Point, _ q: Point) -> Point { Point(x: q.x - p.x, y: q.y - p.y) }
        switch segment {
        case .line: return 0
        case .quadratic(let p0, let p1, let p2): return angle(leg(p0, p1), leg(p1, p2))
        case .cubic(let p0, let p1, let p2, let p3):
            return angle(leg(p0, p1), leg(p1, p2)) + angle(leg(p1, p2), leg(p2, p3)) + angle(leg(p0, p1), leg(p2, p3))
        case .arc(let arc): return arc.sweep.magnitude
        }
    }

    static func end(of segment: PathSegment) -> Point {
        switch segment {
        case .line(_, let end), .quadratic(_, _, let end), .cubic(_, _, _, let end): end
        case .arc(let arc): arc.end
        }
    }

    static func point(of segment: PathSegment, at t: Double) -> Point {
        switch segment {
        case .line(let p0, let p1): Point(x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t)
        case .quadratic(let p0, let p1, let p2): PathSegment.quadraticPoint(p0, p1, p2, at: t)
        case .cubic(let p0, let p1, let p2, let p3): PathSegment.cubicPoint(p0, p1, p2, p3, at: t)
        case .arc(let arc): arc.point(atAngle: arc.startAngle + arc.sweep * t)
        }
    }

    /// The unit direction of travel at `t`; where the derivative vanishes (a control point on
    /// an end), the direction towards the next distinct control point, or the chord.
    static func tangent(of segment: PathSegment, at t: Double) -> Point {
        var derivative: Point
        switch segment {
        case .line(let p0, let p1):
            derivative = Point(x: p1.x - p0.x, y: p1.y - p0.y)
        case .quadratic(let p0, let p1, let p2):
            derivative = PathSegment.quadraticDerivative(p0, p1, p2, at: t)
            if derivative == .zero { derivative = Point(x: p2.x - p0.x, y: p2.y - p0.y) }
        case .cubic(let p0, let p1, let p2, let p3):
            derivative = PathSegment.cubicDerivative(p0, p1, p2, p3, at: t)
            if derivative.x * derivative.x + derivative.y * derivative.y < 1e-24 {
                // At an end whose control point sits on it: towards the other control point.
                derivative = t < 0.5 ? Point(x: p2.x - p0.x, y: p2.y - p0.y) : Point(x: p3.x - p1.x, y: p3.y - p1.y)
                if derivative == .zero { derivative = Point(x: p3.x - p0.x, y: p3.y - p0.y) }
            }
        case .arc(let arc):
            let angle = arc.startAngle + arc.sweep * t
            let c = cos(angle), s = sin(angle)
            derivative = Point(x: (-arc.radiusX * arc.cosRotation * s - arc.radiusY * arc.sinRotation * c) * arc.sweep,
                               y: (-arc.radiusX * arc.sinRotation * s + arc.radiusY * arc.cosRotation * c) * arc.sweep)
        }
        return unit(derivative)
    }

    static func startTangent(of segment: PathSegment) -> Point { tangent(of: segment, at: 0) }
    static func endTangent(of segment: PathSegment) -> Point { tangent(of: segment, at: 1) }

    static func unit(_ vector: Point) -> Point {
        let length = (vector.x * vector.x + vector.y * vector.y).squareRoot()
        return length > 0 ? Point(x: vector.x / length, y: vector.y / length) : Point(x: 1, y: 0)
    }

    static func point(_ center: Point, _ radius: Double, _ angle: Double) -> Point {
        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// Where the lines through a–b and c–d cross; nil when they are parallel.
    static func intersection(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Point? {
        let r = Point(x: b.x - a.x, y: b.y - a.y)
        let s = Point(x: d.x - c.x, y: d.y - c.y)
        let denominator = r.x * s.y - r.y * s.x
        guard denominator != 0 else { return nil }
        let t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / denominator
        return Point(x: a.x + r.x * t, y: a.y + r.y * t)
    }
}
