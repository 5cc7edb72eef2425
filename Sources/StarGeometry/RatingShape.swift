#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shape of each symbol in a rating row: a star, a heart, a circle, or an icon of filled
/// paths.
///
/// The star, the heart and the circle are outlines of lines and circular arcs, so their areas,
/// and the edge that leaves a share of that area on its left, are exact (Green's theorem in
/// closed form). An icon may hold Bézier curves and elliptical arcs; its area comes from its ink
/// profile, within a thousandth (see `IconShape`). Each shape is given in its own "unit"
/// coordinates and fitted into a row's square cells by `fitting(inSquareOfSide:)`.
///
/// Its cases are stored boxed (`indirect`), so that a value holding a shape stays one pointer
/// wider and ratings of one shape share it: a batch holds every line's rating until it writes
/// them (Documentation/performance.md, "Mechanisms kept for memory").
public indirect enum RatingShape: Hashable, Sendable {
    /// A parametric star with rounded corners.
    case star(StarShape)
    /// A heart of circular arcs and straight lines: two round lobes, straight sides tangent to
    /// them meeting at a slightly rounded point, and a sharp notch between the lobes.
    case heart
    /// A circle.
    case circle
    /// An icon: the union of the fills of one or more paths that may hold curves.
    case icon(IconShape)

    /// The default shape, the standard star.
    public static let standard = RatingShape.star(.standard)

    /// The exact bounding box of the shape in its unit coordinates: the star's at outer radius 1,
    /// the heart's (2 wide, centred on the origin), the circle's (radius 1, centred on the
    /// origin), or the icon's ink box in the icon's own coordinates (even when the icon is
    /// fitted by a frame: see `unitPlacementBox`).
    public var unitBoundingBox: Rect {
        switch self {
        case .star(let star): star.unitBoundingBox
        case .heart: Self.heartUnitBoundingBox
        case .circle: Self.circleUnitBoundingBox
        case .icon(let icon): icon.boundingBox
        }
    }

    /// The box in unit coordinates that `fitting(inSquareOfSide:)` fits into a cell:
    /// `unitBoundingBox`, but for an icon with a frame (`IconShape.framed(by:)`, its set's
    /// box), the frame, so that the ink keeps the margin its set gives it.
    public var unitPlacementBox: Rect {
        if case .icon(let icon) = self { return icon.placementBox }
        return unitBoundingBox
    }

    /// The shape's outline of lines and circular arcs in unit coordinates, running clockwise on
    /// screen; nil for an icon, whose paths may hold curves that are neither.
    /// - Complexity: O(1) for the heart, the circle and the standard star, which are made once;
    ///   O(points) for another star.
    public var unitOutline: Outline? {
        switch self {
        case .star(let star): star.unitOutline
        case .heart: Self.heartUnitOutline
        case .circle: Self.circleUnitOutline
        case .icon: nil
        }
    }

    /// The outline scaled so its bounding box fits the square [0, side] x [0, side] and moved so
    /// the box is centred there, as `StarShape.outline(fittedInSquareOfSide:)` does; nil for an
    /// icon.
    /// - Parameters:
    ///   - side: The side of the square.
    /// - Complexity: O(n) in the number of outline segments.
    public func outline(fittedInSquareOfSide side: Double) -> Outline? {
        switch self {
        case .star(let star):
            // The star's own method, so that a star's outline is exactly what it always was.
            return star.outline(fittedInSquareOfSide: side)
        case .heart: return fitted(Self.heartUnitOutline, side)
        case .circle: return fitted(Self.circleUnitOutline, side)
        case .icon: return nil
        }
    }

    /// `unit`, this shape's unit outline, fitted into the square [0, side] x [0, side].
    func fitted(_ unit: Outline, _ side: Double) -> Outline {
        let fit = fitting(inSquareOfSide: side)
        return unit.scaled(by: fit.scale, thenTranslatedBy: fit.offset)
    }

    /// The scale and then offset that take the unit shape into the square [0, side] x [0, side]:
    /// the larger side of `unitPlacementBox` (the ink's `unitBoundingBox`, or an icon's frame)
    /// becomes `side` and the box is centred, exactly as `StarShape.fitting(inSquareOfSide:)`;
    /// scale 1 and no offset for a degenerate box.
    /// - Parameters:
    ///   - side: The side of the square.
    public func fitting(inSquareOfSide side: Double) -> (scale: Double, offset: Point) {
        unitPlacementBox.fitting(inSquareOfSide: side)
    }

    /// The x, in unit coordinates, that leaves `fraction` of the shape's ink on its left.
    ///
    /// For the star, the heart and the circle this is `unitOutline.x(leavingAreaFraction:)`
    /// (exact, to about 1e-12 of the width); for an icon, `IconShape.x(leavingAreaFraction:)`
    /// on its ink profile.
    /// - Parameters:
    ///   - fraction: The share of the ink to leave on the left, clamped to 0...1 (NaN counts as 0).
    /// - Complexity: a few Newton steps, each O(n) in the number of outline segments, for an
    ///   outline; O(log n) in the number of the profile's slabs for an icon.
    public func unitAreaEdge(leavingAreaFraction fraction: Double) -> Double {
        switch self {
        case .star(let star): star.unitOutline.x(leavingAreaFraction: fraction)
        case .heart: Self.heartUnitOutline.x(leavingAreaFraction: fraction)
        case .circle: Self.circleUnitOutline.x(leavingAreaFraction: fraction)
        case .icon(let icon): icon.x(leavingAreaFraction: fraction)
        }
    }

    /// The standard deviation of the rim's and the soft edge's blur for this shape in cells of
    /// `cellSize` pixels, given the rating's `blur`: `blur` itself, but for an icon drawn with
    /// lines, at most a quarter of its line's width in pixels (its thinnest stroke's; for an icon
    /// of thin fills, its ink's width, `IconShape.inkWidth`), and at least `floor`
    /// (the smallest σ its renderers draw alike). Across a line of half width a, blurred
    /// coverage in its middle is erf(a / (σ √2)); with σ at most a / 2 it is at least
    /// erf(√2) ≈ 0.95, so the rim stays at the line's edges and its middle keeps the band's
    /// colour, as a filled shape's inside does. Where the floor makes σ larger than that,
    /// `rimGain` brings the middle back.
    /// - Parameters:
    ///   - blur: The rating's blur, in pixels.
    ///   - cellSize: The side of a cell, in pixels.
    ///   - floor: The smallest σ of a stroked icon's rim, in pixels, where `blur` is larger.
    public func rimDeviation(forBlur blur: Double, cellSize: Double, atLeast floor: Double) -> Double {
        guard let width = lineWidth(inCellsOfSide: cellSize) else { return blur }
        return min(blur, max(width / 4, floor))
    }

    /// `rimDeviation(forBlur:cellSize:atLeast:)` with the floor at
    /// `smallestThinLineDeviation`, the one the package's own ratings draw.
    /// - Parameters:
    ///   - blur: The rating's blur, in pixels.
    ///   - cellSize: The side of a cell, in pixels.
    @available(*, deprecated, message: "the floor is a renderer's, not the geometry's: rimDeviation(forBlur:cellSize:atLeast:)")
    public func rimDeviation(forBlur blur: Double, cellSize: Double) -> Double {
        rimDeviation(forBlur: blur, cellSize: cellSize, atLeast: Self.smallestThinLineDeviation)
    }

    /// What the rim's blurred coverage g is multiplied by before the bevel reads it, min(1, gain · g),
    /// for blur `deviation` (`rimDeviation(forBlur:cellSize:)`) in cells of `cellSize` pixels: 1,
    /// but for an icon drawn with lines whose line's middle the blur leaves below erf(√2) of
    /// its coverage, the factor that brings it back there. The rim then darkens the line's
    /// edges, and its middle keeps the band's colour, as with σ a quarter of the line.
    public func rimGain(forDeviation deviation: Double, cellSize: Double) -> Double {
        // At σ = width / 4 the middle is erf(√2) already; compared as σ, not as erf, so that
        // rounding never makes a gain of 1 + ε.
        guard let width = lineWidth(inCellsOfSide: cellSize), deviation > width / 4 else { return 1 }
        return erf((2.0).squareRoot()) / erf(width / (2 * (2.0).squareRoot() * deviation))
    }

    /// The smallest σ, in pixels, of a stroked icon's rim that the package's ratings draw: 1.08,
    /// which Chromium's box blurs draw as a Gaussian (StarRatingSVG's scene says why, where the
    /// floor now lives).
    @available(*, deprecated, message: "a renderer's floor, not the geometry's: give one to rimDeviation(forBlur:cellSize:atLeast:)")
    public static let smallestThinLineDeviation = 1.08

    /// How much black, as an alpha, lies over the track (the bevel's grey where no colour
    /// shows) for blur `deviation` and `gain` (`rimDeviation(forBlur:cellSize:atLeast:)`,
    /// `rimGain(forDeviation:cellSize:)`) in cells of `cellSize` pixels, given the rating's
    /// `blur` and the bevel's `opacity`: 0, but for an icon drawn with lines
    /// (`isDrawnWithLines`), whose thin rim would otherwise leave it almost white where no
    /// colour shows.
    ///
    /// The thin line's rim keeps its middle's blurred coverage g at erf(√2), so that the colour
    /// stays; the track there is then 1 − o·(1 − g) over white, 0.98, and an empty line
    /// all but vanishes. The reference draws every shape's rim with the rating's blur, across
    /// which a thin line is all rim: its middle's grey is 1 − o·(1 − erf(a / (blur √2))) for a
    /// line of half width a. Black of alpha d over the track brings the line's middle to
    /// that grey, (1 − d)·(1 − o·(1 − g)): the empty line is as dark as the reference draws it,
    /// while the colour, laid over the track, keeps its own rim.
    /// - Parameters:
    ///   - blur: The rating's blur, in pixels.
    ///   - deviation: The rim's blur, in pixels.
    ///   - gain: The rim's gain.
    ///   - cellSize: The side of a cell, in pixels.
    ///   - opacity: The bevel's opacity.
    package func trackShade(forBlur blur: Double, deviation: Double, gain: Double, cellSize: Double, opacity: Double) -> Double {
        guard let width = lineWidth(inCellsOfSide: cellSize), blur > 0, deviation > 0, deviation < blur else { return 0 }
        let middle = min(1, gain * erf(width / (2 * (2.0).squareRoot() * deviation)))
        let reference = erf(width / (2 * (2.0).squareRoot() * blur))
        let shade = 1 - (1 - opacity * (1 - reference)) / (1 - opacity * (1 - middle))
        // To a hundredth, as an SVG writes an opacity, so that every face draws the one number.
        return max(0, (shade * 100).rounded() / 100)
    }

    /// Whether this is an icon drawn with lines: strokes, or fills whose ink is at most
    /// `thinInkShare` of its larger side wide (`IconShape.inkWidth`), such as Font Awesome's
    /// regular outlines or a solid plus. Its rim is kept thin enough for its lines
    /// (`rimDeviation(forBlur:cellSize:atLeast:)`), and its track shaded as a line's
    /// (`trackShade`); a filled icon of broader parts keeps the reference's rim and pale inside,
    /// as the star does, a thinner rim making its empty edge fainter and a shade greying its
    /// inside.
    private var isDrawnWithLines: Bool {
        guard case .icon(let icon) = self else { return false }
        return icon.lineWidth != nil || icon.inkWidth <= Self.thinInkShare * icon.boundingBox.largerSide
    }

    /// The largest ink width (`IconShape.inkWidth`), as a share of the ink's larger side, of an
    /// icon of fills drawn with lines. The outline sets' strokes are 0.04 to 0.1 of their ink
    /// (Lucide's 2 units in about 22), Font Awesome's regular outlines 0.08 to 0.14, a solid
    /// plus 0.1 to 0.15; a solid star is about 0.2, a drop 0.35, a disc 0.5.
    package static let thinInkShare = 0.15

    /// The width of this icon's lines in cells of `cellSize` pixels: its thinnest stroke's, or
    /// for an icon of fills drawn with lines its ink's (`IconShape.inkWidth`); nil for any other
    /// shape (`isDrawnWithLines`), whose rim is the reference's.
    private func lineWidth(inCellsOfSide cellSize: Double) -> Double? {
        guard isDrawnWithLines, case .icon(let icon) = self else { return nil }
        let width = icon.lineWidth ?? icon.inkWidth
        guard width > 0 else { return nil }
        return width * fitting(inSquareOfSide: cellSize).scale
    }
}
