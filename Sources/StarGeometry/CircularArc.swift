#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A circular arc: centre, radius, start angle and signed sweep (radians; positive = clockwise on screen).
///
/// Angles are measured in the y-down coordinate system: angle 0 points along +x and angle pi/2
/// along +y (down on screen), so a positive sweep turns clockwise on screen, like SVG's
/// sweep-flag = 1. The point at angle t is `center + radius * (cos t, sin t)`.
public struct CircularArc: Equatable, Sendable {
    /// The centre of the circle the arc lies on.
    public var center: Point
    /// The radius of the circle.
    public var radius: Double
    /// The angle, in radians, at which the arc starts.
    public var startAngle: Double
    /// The signed angle, in radians, swept from `startAngle`; positive is clockwise on screen.
    public var sweep: Double

    /// Creates an arc.
    /// - Parameters:
    ///   - center: The centre of the circle.
    ///   - radius: The radius; a negative value is taken as its magnitude.
    ///   - startAngle: The angle at which the arc starts, in radians.
    ///   - sweep: The signed angle swept, in radians (positive = clockwise on screen). A sweep of
    ///     more than one full turn is clamped to one full turn, since further turns would only
    ///     retrace the circle.
    public init(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        self.center = center
        self.radius = radius.magnitude
        self.startAngle = startAngle
        let fullTurn = 2 * Double.pi
        self.sweep = sweep.isNaN ? sweep : min(max(sweep, -fullTurn), fullTurn)
    }

    /// The angle at which the arc ends, `startAngle + sweep`.
    public var endAngle: Double { startAngle + sweep }

    /// The point where the arc starts.
    public var start: Point { point(atAngle: startAngle) }

    /// The point where the arc ends.
    public var end: Point { point(atAngle: endAngle) }

    /// Whether the arc spans more than half a turn (SVG's large-arc-flag).
    public var isLargeArc: Bool { sweep.magnitude > Double.pi }

    /// Whether the arc turns clockwise on screen (SVG's sweep-flag).
    public var isClockwise: Bool { sweep > 0 }

    /// The point on the arc's circle at `angle`.
    /// - Parameters:
    ///   - angle: The angle in radians, measured like `startAngle`.
    public func point(atAngle angle: Double) -> Point {
        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// The exact bounding box: the end points plus whichever of the circle's leftmost, rightmost,
    /// topmost and bottommost points the arc passes through.
    public var boundingBox: Rect {
        let lower = min(startAngle, endAngle)
        let upper = max(startAngle, endAngle)
        var box = Rect(enclosing: start, end)
        // Extreme points are written with exact offsets: cos(pi/2) is not exactly 0 in floating point.
        if Self.interval(lower, upper, containsAngle: 0) {
            box = box.union(Point(x: center.x + radius, y: center.y))
        }
        if Self.interval(lower, upper, containsAngle: Double.pi / 2) {
            box = box.union(Point(x: center.x, y: center.y + radius))
        }
        if Self.interval(lower, upper, containsAngle: Double.pi) {
            box = box.union(Point(x: center.x - radius, y: center.y))
        }
        if Self.interval(lower, upper, containsAngle: 3 * Double.pi / 2) {
            box = box.union(Point(x: center.x, y: center.y - radius))
        }
        return box
    }

    /// This arc moved by `offset`.
    /// - Parameters:
    ///   - offset: The displacement to apply.
    public func translated(by offset: Point) -> CircularArc {
        CircularArc(center: center.translated(by: offset), radius: radius,
                    startAngle: startAngle, sweep: sweep)
    }

    /// This arc scaled about the origin.
    /// - Parameters:
    ///   - factor: The scale factor. A negative factor is a point reflection through the origin
    ///     combined with scaling by its magnitude (a half-turn, so the sweep keeps its sign).
    public func scaled(by factor: Double) -> CircularArc {
        CircularArc(center: center.scaled(by: factor), radius: radius * factor.magnitude,
                    startAngle: factor < 0 ? startAngle + Double.pi : startAngle, sweep: sweep)
    }

    /// Whether some angle equivalent to `angle` (modulo a full turn) lies in `lower...upper`.
    static func interval(_ lower: Double, _ upper: Double, containsAngle angle: Double) -> Bool {
        let fullTurn = 2 * Double.pi
        let turns = ((lower - angle) / fullTurn).rounded(.up)
        return angle + turns * fullTurn <= upper
    }
}
