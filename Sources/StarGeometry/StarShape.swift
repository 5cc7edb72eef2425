#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A parametric star with analytically rounded corners: `points` tips on a circle of the outer
/// radius, inner corners on a circle of `innerRadiusRatio` times that, and circular fillets.
public struct StarShape: Hashable, Sendable {
    /// Allowed numbers of tips.
    public static let pointsRange = 3...24
    /// Allowed inner-to-outer radius ratios.
    public static let innerRadiusRatioRange = 0.1...0.9
    /// Allowed fillet radii, tips and inner corners alike, in units of the outer radius.
    public static let cornerRadiusRange = 0.0...0.5

    /// The number of tips, in `pointsRange`.
    public let points: Int
    /// The inner radius divided by the outer radius, in `innerRadiusRatioRange`.
    public let innerRadiusRatio: Double
    /// The fillet radius at the tips, in units of the outer radius, in `cornerRadiusRange`.
    public let outerCornerRadius: Double
    /// The fillet radius at the inner corners, in units of the outer radius, in `cornerRadiusRange`.
    public let innerCornerRadius: Double
    /// The bounding box of `unitOutline`, kept with the shape: fitting a star into its cell
    /// needs only this.
    public let unitBoundingBox: Rect

    /// `outline(outerRadius: 1)`: every fitted outline is a scaled copy of it. The standard
    /// star's is made once, since nearly every rating draws it; another shape's is made when
    /// asked for. The shape keeps only numbers, so that copying one, which every rating does
    /// several times, counts no references: threads that share the standard star's arrays
    /// contend for their counts, which slowed `--jobs 2`.
    public var unitOutline: Outline {
        self == Self.standard ? Self.standardUnitOutline
            : Self.makeOutline(points, innerRadiusRatio, outerCornerRadius, innerCornerRadius, outerRadius: 1)
    }

    /// The standard star's unit outline, made once.
    private static let standardUnitOutline = makeOutline(standard.points, standard.innerRadiusRatio, standard.outerCornerRadius,
                                                          standard.innerCornerRadius, outerRadius: 1)

    /// The default inner radius ratio: a fat star, like the filled star symbols of modern UIs
    /// (a geometric pentagram would be 0.382).
    public static let defaultInnerRadiusRatio = 0.47
    /// The default tip rounding: soft, visibly rounded tips.
    public static let defaultOuterCornerRadius = 0.13
    /// The default inner-corner rounding: just enough to take the edge off the notches.
    public static let defaultInnerCornerRadius = 0.07

    /// Creates a validated star shape.
    /// - Parameters:
    ///   - points: The number of tips, in `pointsRange`.
    ///   - innerRadiusRatio: The inner radius divided by the outer radius, in `innerRadiusRatioRange`.
    ///   - outerCornerRadius: The tip fillet radius in units of the outer radius, in `cornerRadiusRange`.
    ///   - innerCornerRadius: The inner-corner fillet radius in units of the outer radius, in `cornerRadiusRange`.
    /// - Throws: `StarShapeError` naming the first invalid parameter.
    public init(points: Int = 5,
                innerRadiusRatio: Double = StarShape.defaultInnerRadiusRatio,
                outerCornerRadius: Double = StarShape.defaultOuterCornerRadius,
                innerCornerRadius: Double = StarShape.defaultInnerCornerRadius) throws(StarShapeError) {
        // `contains` is false for NaN, so every parameter below is a real number in range.
        guard Self.pointsRange.contains(points) else { throw .pointsOutOfRange(points) }
        guard Self.innerRadiusRatioRange.contains(innerRadiusRatio) else { throw .innerRadiusRatioOutOfRange(innerRadiusRatio) }
        guard Self.cornerRadiusRange.contains(outerCornerRadius) else { throw .outerCornerRadiusOutOfRange(outerCornerRadius) }
        guard Self.cornerRadiusRange.contains(innerCornerRadius) else { throw .innerCornerRadiusOutOfRange(innerCornerRadius) }
        self.init(unchecked: points, innerRadiusRatio, outerCornerRadius, innerCornerRadius)
    }

    private init(unchecked points: Int, _ innerRadiusRatio: Double,
                 _ outerCornerRadius: Double, _ innerCornerRadius: Double) {
        self.points = points
        self.innerRadiusRatio = innerRadiusRatio
        self.outerCornerRadius = outerCornerRadius
        self.innerCornerRadius = innerCornerRadius
        unitBoundingBox = Self.makeOutline(points, innerRadiusRatio, outerCornerRadius, innerCornerRadius, outerRadius: 1).boundingBox
    }

    /// Two shapes are equal when their parameters are (the unit outline follows from them).
    public static func == (lhs: StarShape, rhs: StarShape) -> Bool {
        lhs.points == rhs.points && lhs.innerRadiusRatio == rhs.innerRadiusRatio
            && lhs.outerCornerRadius == rhs.outerCornerRadius && lhs.innerCornerRadius == rhs.innerCornerRadius
    }

    /// Hashes the parameters, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(points)
        hasher.combine(innerRadiusRatio)
        hasher.combine(outerCornerRadius)
        hasher.combine(innerCornerRadius)
    }

    /// The default star: five points, fat, with rounded tips and slightly rounded inner corners.
    public static let standard = StarShape(unchecked: 5, defaultInnerRadiusRatio,
                                           defaultOuterCornerRadius, defaultInnerCornerRadius)

    /// The star's outline, centred on the origin with one tip straight up, mirror-symmetric
    /// about x = 0 and running clockwise on screen.
    ///
    /// The outline starts where the top tip's rounding ends on its right-hand side (at the top
    /// tip itself when tips are sharp) and heads down to the right. Each corner is a circular
    /// fillet tangent to both edges; a fillet too large for its edges is shrunk so that it uses
    /// at most half of each edge, so neighbouring fillets never overlap. Radius 0 gives a sharp
    /// corner with no arc.
    /// - Parameters:
    ///   - outerRadius: The radius of the circle through the (unrounded) tips; its magnitude is used.
    /// - Complexity: O(points).
    public func outline(outerRadius: Double = 1) -> Outline {
        outerRadius.magnitude == 1
            ? unitOutline
            : Self.makeOutline(points, innerRadiusRatio, outerCornerRadius, innerCornerRadius, outerRadius: outerRadius)
    }

    /// The outline of a star with these parameters (see `outline(outerRadius:)`).
    private static func makeOutline(_ points: Int, _ innerRadiusRatio: Double, _ outerCornerRadius: Double,
                                    _ innerCornerRadius: Double, outerRadius: Double) -> Outline {
        let radius = outerRadius.magnitude
        let vertices = Self.vertices(tipCount: points, outerRadius: radius, innerRadius: innerRadiusRatio * radius)
        let outerFillet = outerCornerRadius * radius
        let innerFillet = innerCornerRadius * radius
        let count = vertices.count
        let corners = (0..<count).map { index in
            StarCorner(vertex: vertices[index],
                       previous: vertices[(index + count - 1) % count],
                       next: vertices[(index + 1) % count],
                       filletRadius: index.isMultiple(of: 2) ? outerFillet : innerFillet)
        }
        // Lines shorter than this only come from two fillets that each took half an edge;
        // their ends differ by rounding alone, so the line is dropped rather than kept at length ~0.
        let negligibleLength = 1e-12 * radius
        var segments: [OutlineSegment] = []
        segments.reserveCapacity(2 * count)
        for index in 0..<count {
            let corner = corners[index]
            let following = corners[(index + 1) % count]
            if corner.exit.distance(to: following.entry) > negligibleLength {
                segments.append(.line(from: corner.exit, to: following.entry))
            }
            if let fillet = following.fillet {
                segments.append(.arc(fillet))
            }
        }
        return Outline(segments: segments)
    }

    /// The outline scaled so its bounding box fits the square [0, side] x [0, side] (its larger
    /// side equals `side`) and translated so the bounding box is centred in that square.
    /// - Parameters:
    ///   - side: The side of the square.
    /// - Complexity: O(points), and no trigonometry: the unit outline is scaled.
    public func outline(fittedInSquareOfSide side: Double) -> Outline {
        let fit = fitting(inSquareOfSide: side)
        return unitOutline.scaled(by: fit.scale, thenTranslatedBy: fit.offset)
    }

    /// The scale and then offset that take `unitOutline` into the square [0, side] x [0, side],
    /// as `outline(fittedInSquareOfSide:)` does; scale 1 and no offset for a degenerate outline.
    /// - Parameters:
    ///   - side: The side of the square.
    public func fitting(inSquareOfSide side: Double) -> (scale: Double, offset: Point) {
        unitBoundingBox.fitting(inSquareOfSide: side)
    }

    /// The 2n sharp vertices, alternating tip and inner corner, clockwise on screen from the top
    /// tip. The left half is built by mirroring the right half, so the vertices are exactly
    /// symmetric (the fillets then agree to rounding).
    private static func vertices(tipCount: Int, outerRadius: Double, innerRadius: Double) -> [Point] {
        let count = 2 * tipCount
        var vertices: [Point] = []
        vertices.reserveCapacity(count)
        for index in 0..<count {
            let radius = index.isMultiple(of: 2) ? outerRadius : innerRadius
            if index == 0 {
                vertices.append(Point(x: 0, y: -radius))
            } else if index == tipCount {
                vertices.append(Point(x: 0, y: radius))
            } else if index > tipCount {
                let mirrored = vertices[count - index]
                vertices.append(Point(x: -mirrored.x, y: mirrored.y))
            } else {
                // Angle from straight up; the vertex sits at angle -pi/2 + this, in y-down terms.
                let angle = Double(index) * Double.pi / Double(tipCount)
                vertices.append(Point(x: radius * sin(angle), y: -radius * cos(angle)))
            }
        }
        return vertices
    }
}
