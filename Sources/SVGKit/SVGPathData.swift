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
    /// The commands in order.
    public private(set) var commands: [SVGPathCommand]
    /// Whether an arc's flags are written as numbers, spaced (`0 0 1.14`), rather than as the
    /// single characters the path grammar reads them as (`0 01.14`, two bytes fewer): for old
    /// tools whose parsers read a flag as a number, such as librsvg before 2.50 and Android's
    /// VectorDrawable, those that `--xlink` writes for. Default `false`.
    public var separatesArcFlags = false

    /// Creates path data from commands (empty by default).
    public init(_ commands: [SVGPathCommand] = []) {
        self.commands = commands
    }

    /// Starts a subpath at `(x, y)`.
    public mutating func move(to x: Double, _ y: Double) {
        commands.append(.move(x: x, y: y))
    }

    /// Draws a straight line to `(x, y)`.
    public mutating func line(to x: Double, _ y: Double) {
        commands.append(.line(x: x, y: y))
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
        commands.append(.cubic(x1: x1, y1: y1, x2: x2, y2: y2, x: x, y: y))
    }

    /// Draws a quadratic Bézier curve to `(x, y)`.
    /// - Parameters:
    ///   - x: the end point's x.
    ///   - y: the end point's y.
    ///   - x1: the control point's x.
    ///   - y1: the control point's y.
    public mutating func quadCurve(to x: Double, _ y: Double, control x1: Double, _ y1: Double) {
        commands.append(.quadratic(x1: x1, y1: y1, x: x, y: y))
    }

    /// Draws a circular arc of `radius` to `(x, y)`.
    /// - Parameters:
    ///   - radius: the circle's radius.
    ///   - isLargeArc: take the arc longer than half a turn.
    ///   - isClockwise: turn clockwise on screen (SVG sweep-flag 1, y pointing down).
    ///   - x: the end point's x.
    ///   - y: the end point's y.
    public mutating func arc(radius: Double, isLargeArc: Bool, isClockwise: Bool, to x: Double, _ y: Double) {
        commands.append(.arc(
            radiusX: radius, radiusY: radius, rotationDegrees: 0,
            isLargeArc: isLargeArc, isClockwise: isClockwise, x: x, y: y))
    }

    /// Appends an elliptical arc from the current point, as SVG's `A` command.
    /// - Parameters:
    ///   - radiusX: the ellipse's first radius.
    ///   - radiusY: the ellipse's second radius.
    ///   - rotationDegrees: the angle from the x axis to the first axis, in degrees.
    ///   - isLargeArc: take the arc of more than half a turn (SVG large-arc-flag).
    ///   - isClockwise: turn clockwise on screen (SVG sweep-flag 1, y pointing down).
    ///   - x: the end point's x.
    ///   - y: the end point's y.
    public mutating func arc(radiusX: Double, radiusY: Double, rotationDegrees: Double, isLargeArc: Bool, isClockwise: Bool,
                             to x: Double, _ y: Double) {
        commands.append(.arc(
            radiusX: radiusX, radiusY: radiusY, rotationDegrees: rotationDegrees,
            isLargeArc: isLargeArc, isClockwise: isClockwise, x: x, y: y))
    }

    /// Closes the current subpath.
    public mutating func close() {
        commands.append(.close)
    }

    /// This path scaled about the origin by a positive `factor`, then moved by `(dx, dy)`: a
    /// similarity, so arcs stay circular arcs with the same flags.
    /// - Complexity: O(*n*) in the number of commands.
    public func scaled(by factor: Double, thenTranslatedBy dx: Double, _ dy: Double) -> SVGPathData {
        precondition(factor > 0, "a similarity with a positive factor keeps every arc's flags")
        return SVGPathData(commands.map { command in
            switch command {
            case .move(let x, let y):
                .move(x: x * factor + dx, y: y * factor + dy)
            case .line(let x, let y):
                .line(x: x * factor + dx, y: y * factor + dy)
            case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                .cubic(x1: x1 * factor + dx, y1: y1 * factor + dy, x2: x2 * factor + dx, y2: y2 * factor + dy,
                       x: x * factor + dx, y: y * factor + dy)
            case .quadratic(let x1, let y1, let x, let y):
                .quadratic(x1: x1 * factor + dx, y1: y1 * factor + dy, x: x * factor + dx, y: y * factor + dy)
            case .arc(let radiusX, let radiusY, let rotation, let isLargeArc, let isClockwise, let x, let y):
                .arc(radiusX: radiusX * factor, radiusY: radiusY * factor, rotationDegrees: rotation,
                     isLargeArc: isLargeArc, isClockwise: isClockwise, x: x * factor + dx, y: y * factor + dy)
            case .close:
                .close
            }
        })
    }
}
