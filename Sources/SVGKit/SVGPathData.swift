/// Path data built command by command and written once, through the number formatter.
///
/// ```swift
/// var path = SVGPathData()
/// path.move(to: 0, 0)
/// path.line(to: 10, 0)
/// path.arc(radius: 5, isLargeArc: false, isClockwise: true, to: 10, 10)
/// path.close()
/// ```
public struct SVGPathData: Equatable, Sendable {
    /// The elements in order, absolute. An arc's rotation is in radians, as `PathElement` has
    /// it; the writer writes it in degrees, SVG's unit.
    public private(set) var elements: [PathElement]
    /// Whether an arc's flags are written as numbers, spaced (`0 0 1.14`), rather than as the
    /// single characters the path grammar reads them as (`0 01.14`, two bytes fewer): for old
    /// tools whose parsers read a flag as a number, such as librsvg before 2.50 and Android's
    /// VectorDrawable, those that `--xlink` writes for. Default `false`.
    public var separatesArcFlags = false

    /// Creates path data from absolute elements (none by default).
    public init(_ elements: [PathElement] = []) {
        self.elements = elements
    }

    /// Starts a subpath at `(x, y)`.
    public mutating func move(to x: Double, _ y: Double) {
        elements.append(.move(to: Point(x: x, y: y)))
    }

    /// Draws a straight line to `(x, y)`.
    public mutating func line(to x: Double, _ y: Double) {
        elements.append(.line(to: Point(x: x, y: y)))
    }

    /// Draws a cubic Bézier curve to `(x, y)`.
    /// - Parameters:
    ///   - x: the end point's x.
    ///   - y: the end point's y.
    ///   - x1: the first control point's x, which the curve leaves the current point towards.
    ///   - y1: the first control point's y.
    ///   - x2: the second control point's x, which the curve arrives at `(x, y)` from.
    ///   - y2: the second control point's y.
    public mutating func curve(to x: Double, _ y: Double, control1 x1: Double, _ y1: Double, control2 x2: Double, _ y2: Double) {
        elements.append(.cubic(control1: Point(x: x1, y: y1), control2: Point(x: x2, y: y2), to: Point(x: x, y: y)))
    }

    /// Draws a quadratic Bézier curve to `(x, y)`.
    /// - Parameters:
    ///   - x: the end point's x.
    ///   - y: the end point's y.
    ///   - x1: the control point's x.
    ///   - y1: the control point's y.
    public mutating func quadCurve(to x: Double, _ y: Double, control x1: Double, _ y1: Double) {
        elements.append(.quadratic(control: Point(x: x1, y: y1), to: Point(x: x, y: y)))
    }

    /// Draws a circular arc of `radius` to `(x, y)`.
    /// - Parameters:
    ///   - radius: the circle's radius.
    ///   - isLargeArc: take the arc longer than half a turn.
    ///   - isClockwise: turn clockwise on screen (SVG sweep-flag 1, y pointing down).
    ///   - x: the end point's x.
    ///   - y: the end point's y.
    public mutating func arc(radius: Double, isLargeArc: Bool, isClockwise: Bool, to x: Double, _ y: Double) {
        elements.append(.ellipticalArc(
            radiusX: radius, radiusY: radius, rotation: 0,
            isLargeArc: isLargeArc, isSweepClockwise: isClockwise, to: Point(x: x, y: y)))
    }

    /// Appends an elliptical arc from the current point, as SVG's `A` command.
    /// - Parameters:
    ///   - radiusX: the ellipse's first radius.
    ///   - radiusY: the ellipse's second radius.
    ///   - rotationDegrees: the angle from the x axis to the first axis, in degrees, as SVG
    ///     writes it (kept in radians, as `PathElement` has it).
    ///   - isLargeArc: take the arc of more than half a turn (SVG large-arc-flag).
    ///   - isClockwise: turn clockwise on screen (SVG sweep-flag 1, y pointing down).
    ///   - x: the end point's x.
    ///   - y: the end point's y.
    public mutating func arc(radiusX: Double, radiusY: Double, rotationDegrees: Double, isLargeArc: Bool, isClockwise: Bool,
                             to x: Double, _ y: Double) {
        elements.append(.ellipticalArc(
            radiusX: radiusX, radiusY: radiusY, rotation: rotationDegrees * .pi / 180,
            isLargeArc: isLargeArc, isSweepClockwise: isClockwise, to: Point(x: x, y: y)))
    }

    /// Closes the current subpath.
    public mutating func close() {
        elements.append(.close)
    }

    /// This path scaled about the origin by a positive `factor`, then moved by `(dx, dy)`: a
    /// similarity, so arcs stay circular arcs with the same flags.
    /// - Complexity: O(*n*) in the number of elements.
    public func scaled(by factor: Double, thenTranslatedBy dx: Double, _ dy: Double) -> SVGPathData {
        precondition(factor > 0, "a similarity with a positive factor keeps every arc's flags")
        func moved(_ point: Point) -> Point {
            Point(x: point.x * factor + dx, y: point.y * factor + dy)
        }
        return SVGPathData(elements.map { element in
            switch element {
            case .move(let point):
                .move(to: moved(point))
            case .line(let point):
                .line(to: moved(point))
            case .cubic(let control1, let control2, let point):
                .cubic(control1: moved(control1), control2: moved(control2), to: moved(point))
            case .quadratic(let control, let point):
                .quadratic(control: moved(control), to: moved(point))
            case .ellipticalArc(let radiusX, let radiusY, let rotation, let isLargeArc, let isSweepClockwise, let point):
                .ellipticalArc(radiusX: radiusX * factor, radiusY: radiusY * factor, rotation: rotation,
                               isLargeArc: isLargeArc, isSweepClockwise: isSweepClockwise, to: moved(point))
            case .close:
                .close
            }
        })
    }
}
