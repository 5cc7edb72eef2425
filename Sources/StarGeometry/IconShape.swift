/// An icon as a rating shape: one or more filled paths whose ink is the union of their fills,
/// each path by its own rule.
///
/// Made once and then shared: the paths, their bounding box and the ink profile (how much ink
/// lies left of each vertical line, for `x(leavingAreaFraction:)`) sit in one immutable
/// object, and a content hash of the paths is taken when the icon is made, so that hashing and
/// comparing icons, as `FillEdgeMemo` does for every fill edge, costs next to nothing.
///
/// The profile is measured on the paths flattened into polygons, at a tolerance chosen from the
/// shape so that `areaErrorBound` (what the regions between each curve piece and its chord can
/// add up to) is at most a thousandth of the area (`maximumRelativeAreaError`): a coarse
/// flattening, at 1e-4 of the bounding box's larger side, and the paths' signed areas tell how
/// fine to go, and the measured area confirms it (or asks for a finer tolerance, at most twice
/// more). So `area` and every `area(leftOf:)` are within a thousandth of the ink's area of the
/// true ones. Only ink too thin for its curves' length to get there above the flattening floor
/// (`FilledPath.minimumRelativeTolerance`), a ring about a ten-thousandth of the icon thick, or
/// curves too many for `FilledPath.maximumFlattenedPointCount`, keep a larger bound, which
/// `areaErrorBound` reports.
public struct IconShape: Hashable, Sendable {
    /// The most steps (edge visits) the ink profile may take before the icon is refused as too
    /// intricate: a fraction of a second in a release build. An outline of 10,000 cubic curves,
    /// or 2,500 separate circles (250,000 points), takes a small part of it; only paths that
    /// pile up (thousands of edges across one vertical line, or crossing each other in bulk)
    /// come near it.
    public static let maximumProfileWork = 25_000_000
    /// Ink of less than this share of the square on the larger side of the bounding box counts
    /// as none: paths whose fill is empty up to rounding (all lines on one line, say).
    public static let noInkAreaRatio = 1e-9
    /// The tolerance the profile first flattens at, as a share of the larger side of the box.
    static let initialRelativeTolerance = 1e-4
    /// The largest error bound the profile accepts, as a share of the area: the budget.
    static let maximumRelativeAreaError = 0.001

    /// A hash of the paths' elements and rules, and of the frame if there is one, taken once;
    /// equal icons have equal hashes.
    private let contentHash: UInt64
    private let storage: Storage
    /// The box the icon is fitted into a cell by, if not its ink's (`framed(by:)`). Kept beside
    /// the shared storage, so that framing an icon measures nothing again.
    private let frameBox: Rect?

    /// What the icon holds, made once and shared by every copy.
    private final class Storage: Sendable {
        let paths: [FilledPath]
        let drawing: FilledPath
        let boundingBox: Rect
        let profile: InkProfile
        let profileTolerance: Double
        let areaErrorBound: Double
        let lineWidth: Double?
        let inkWidth: Double
        /// The hash of the paths and the line width: the icon's, without a frame.
        let inkHash: UInt64

        init(paths: [FilledPath], drawing: FilledPath, boundingBox: Rect, profile: InkProfile, profileTolerance: Double,
             areaErrorBound: Double, lineWidth: Double?, inkWidth: Double, inkHash: UInt64) {
            self.lineWidth = lineWidth
            self.inkWidth = inkWidth
            self.inkHash = inkHash
            self.paths = paths
            self.drawing = drawing
            self.boundingBox = boundingBox
            self.profile = profile
            self.profileTolerance = profileTolerance
            self.areaErrorBound = areaErrorBound
        }
    }

    /// Creates an icon from its filled paths and measures its ink.
    /// - Parameters:
    ///   - paths: The paths, drawn in order; the ink is the union of their fills.
    ///   - lineWidth: The width of the thinnest stroke among them (a stroke's outline is one of
    ///     the paths), in the icon's units; nil, the default, for an icon of fills alone. A
    ///     rating keeps its rim thin enough for such a line
    ///     (`RatingShape.rimDeviation(forBlur:cellSize:atLeast:)`).
    /// - Throws: `IconShapeError.noPaths` for no paths, `.tooManyPathElements` for more
    ///   than `FilledPath.maximumElementCount` elements in all, `.noInk` when the fills enclose
    ///   no area, `.inkTooIntricate` when measuring them would take more than
    ///   `maximumProfileWork` steps, `.inkNotDrawable` when no one path draws their union
    ///   (see `drawing`).
    /// - Complexity: O(p log p + w) for p flattened points and w the sweep's steps: the
    ///   edges spanning each slab between neighbouring vertex x's, summed (a few times p for
    ///   an icon whose paths do not pile up).
    public init(paths: [FilledPath], lineWidth: Double? = nil) throws(IconShapeError) {
        guard var box = paths.first?.boundingBox else { throw .noPaths }
        let elementCount = paths.reduce(0) { $0 + $1.elements.count }
        guard elementCount <= FilledPath.maximumElementCount else { throw .tooManyPathElements(elementCount) }
        for path in paths.dropFirst() { box = box.union(path.boundingBox) }
        let size = box.largerSide
        // A coarse flattening first, which costs little: its error bound against a rough area
        // (the paths' signed areas) tells how fine to go, so that usually one sweep, the
        // costly part, is enough.
        var tolerance = FilledPath.effectiveTolerance(Self.initialRelativeTolerance * size, for: paths, size: size)
        var flattened = Self.flatten(paths, tolerance: tolerance)
        let roughArea = flattened.paths.reduce(0) { $0 + $1.signedArea(relativeTo: Point(x: box.midX, y: box.midY)).magnitude }
        if let finer = Self.finerTolerance(than: tolerance, errorBound: flattened.errorArea, area: roughArea, size: size) {
            tolerance = FilledPath.effectiveTolerance(finer, for: paths, size: size)
            flattened = Self.flatten(paths, tolerance: tolerance)
        }
        // Then measured, and finer again in the rare case the rough area was too rough (holes
        // filled by the even-odd rule, overlaps): at most three sweeps.
        var sweeps = 0
        var profile: InkProfile
        while true {
            guard let measured = InkProfile(paths: flattened.paths, workLimit: Self.maximumProfileWork) else {
                throw .inkTooIntricate
            }
            profile = measured
            sweeps += 1
            guard sweeps < 3, let finer = Self.finerTolerance(than: tolerance, errorBound: flattened.errorArea,
                                                              area: profile.area, size: size) else { break }
            tolerance = FilledPath.effectiveTolerance(finer, for: paths, size: size)
            flattened = Self.flatten(paths, tolerance: tolerance)
        }
        guard profile.area > Self.noInkAreaRatio * size * size else { throw .noInk }
        let drawing = try Self.drawing(of: paths, tolerance: tolerance, flattened: flattened.paths, area: profile.area)
        let width = lineWidth.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        let perimeter = flattened.paths.reduce(0) { $0 + $1.perimeter }
        // The line's width changes the rim, so it tells icons apart too; fills alone hash as before.
        var hash = Self.contentHash(of: paths)
        if let width { hash = (hash ^ width.bitPattern) &* 0xbf58_476d_1ce4_e5b9 }
        self.init(storage: Storage(paths: paths, drawing: drawing, boundingBox: box, profile: profile, profileTolerance: tolerance,
                                   areaErrorBound: flattened.errorArea, lineWidth: width,
                                   inkWidth: perimeter > 0 ? 2 * profile.area / perimeter : 0, inkHash: hash),
                  frame: nil)
    }

    /// An icon of `storage`'s ink fitted into a cell by `frame`, or by its ink for nil.
    private init(storage: Storage, frame: Rect?) {
        self.storage = storage
        frameBox = frame
        // The frame changes where the ink is drawn, so it tells icons apart (and every memo keyed
        // by the shape, a fill edge's or a face's drawing) as the paths do; an icon without a frame
        // hashes as it always did.
        var hash = storage.inkHash
        for number in frame.map({ [$0.minX, $0.minY, $0.width, $0.height] }) ?? [] {
            hash = (hash ^ (number + 0).bitPattern) &* 0xbf58_476d_1ce4_e5b9
            hash ^= hash >> 31
        }
        contentHash = hash
    }

    /// This icon fitted into a cell by `box`, its set's box (an icon file's `viewBox`), rather
    /// than by the ink's bounding box: the box's larger side fills the cell and the box is
    /// centred in it, so that the ink keeps the margin and the line weight its set gives it.
    ///
    /// Ink outside `box` would spill into the gap or the next star; the frame grows to hold it
    /// (`box.union(boundingBox)`), so the icon is drawn a little smaller than its set draws it,
    /// and whole. An icon set's icons keep their ink inside their box, and are drawn at their
    /// size. Where the fill edge falls on the ink does not change with the frame: `area` and
    /// `width` are shares of the ink, wherever it is placed.
    /// - Parameters:
    ///   - box: The box, in the icon's units. One whose numbers are not all finite, or whose
    ///     sides are negative, is no box: the icon is returned as it is, fitted by its ink.
    /// - Returns: The icon, sharing this one's measured ink, with `frame` the box grown to hold
    ///   the ink.
    /// - Complexity: O(1).
    public func framed(by box: Rect) -> IconShape {
        let numbers = [box.minX, box.minY, box.width, box.height]
        guard numbers.allSatisfy(\.isFinite), box.width >= 0, box.height >= 0 else { return IconShape(storage: storage, frame: nil) }
        return IconShape(storage: storage, frame: box.union(boundingBox))
    }

    /// Creates an icon of one filled path.
    /// - Parameters:
    ///   - path: The path.
    /// - Throws: as `init(paths:)`.
    /// - Complexity: as `init(paths:)`.
    public init(path: FilledPath) throws(IconShapeError) {
        try self.init(paths: [path])
    }

    /// The paths, in drawing order.
    public var paths: [FilledPath] { storage.paths }

    /// One path whose fill, by its rule, is the icon's ink, the union of the paths: what a
    /// face draws. The one path itself; paths of one rule one after the other when that is
    /// their union; otherwise each path turned to wind once round its fill, all under
    /// `nonzero`.
    public var drawing: FilledPath { storage.drawing }

    /// The width of the thinnest stroke the ink is drawn with, in the icon's units; nil for an
    /// icon of fills alone.
    public var lineWidth: Double? { storage.lineWidth }

    /// How wide the ink is where it is drawn, in the icon's units: twice its area over the
    /// length of its paths' outlines, which for a line of width w (a stroke's outline, or an
    /// outline drawn as a fill) is w, and for a disc its radius. The rim's blur is kept within
    /// it as within a stroke (`RatingShape.rimDeviation(forBlur:cellSize:atLeast:)`), so that a
    /// thin filled part keeps the band's colour as a line does. Paths that overlap count their
    /// outlines inside the ink too, which makes it thinner than it is, never thicker.
    package var inkWidth: Double { storage.inkWidth }

    /// The bounding box of the ink: the union of the paths' exact bounding boxes. The icon is
    /// fitted into a cell by this box, unless it has a `frame`; the `width` fill mode's edge is
    /// a share of this box's width either way.
    public var boundingBox: Rect { storage.boundingBox }

    /// The box the icon is fitted into a cell by when it is not the ink's: its set's box
    /// (`framed(by:)`), grown to hold any ink outside it; nil for an icon fitted by its ink.
    public var frame: Rect? { frameBox }

    /// The box the icon is fitted into a cell by: `frame`, or else the ink's `boundingBox`.
    public var placementBox: Rect { frameBox ?? storage.boundingBox }

    /// The tolerance, in the icon's units, the ink profile was measured at.
    public var profileTolerance: Double { storage.profileTolerance }

    /// An upper bound on how far `area`, and every `area(leftOf:)`, can be from the true ink of
    /// the curved paths: the sum, over the chords standing for curves, of the area of the
    /// convex hull of the curve piece's control points (an elliptical segment's exact area for
    /// an arc), since the fill can change only where a piece and its chord wind round a point.
    /// 0 for paths of lines; at most `maximumRelativeAreaError` of `area` but for the cases in
    /// the type's summary.
    public var areaErrorBound: Double { storage.areaErrorBound }

    /// The tolerance to flatten at next, if `errorBound` is more than `maximumRelativeAreaError`
    /// of `area` and the tolerance can still go down; nil when it is small enough, or can go no
    /// lower.
    private static func finerTolerance(than tolerance: Double, errorBound: Double, area: Double, size: Double) -> Double? {
        // The true area is at least area - errorBound, so this keeps the error within the bound
        // of the true area too.
        if errorBound * (1 + maximumRelativeAreaError) <= maximumRelativeAreaError * area { return nil }
        if tolerance <= FilledPath.minimumRelativeTolerance * size { return nil }
        // The bound shrinks about as the tolerance (each piece's as its sagitta); aim under the
        // allowance, since a curve cut into one piece whatever the tolerance keeps its share.
        return area > 0 ? tolerance * 0.7 * maximumRelativeAreaError * area / errorBound : tolerance / 100
    }

    /// The paths flattened at `tolerance`, and the bound on the area that changes.
    private static func flatten(_ paths: [FilledPath], tolerance: Double) -> (paths: [FlattenedPath], errorArea: Double) {
        var statistics = FlatteningStatistics()
        let flattened = paths.map { path in
            var polygons: [[Point]] = []
            path.appendPolygons(tolerance: tolerance, to: &polygons, statistics: &statistics)
            return FlattenedPath(polygons: polygons, fillRule: path.fillRule)
        }
        return (flattened, statistics.errorArea)
    }

    /// The ink flattened into polygons, for a rasterizer: `drawing`'s polygons (see
    /// `FilledPath.flattened(tolerance:)`) and its rule.
    /// - Parameters:
    ///   - tolerance: The largest distance allowed between a curve and its chords, in the
    ///     icon's units (raised as `FilledPath.flattened(tolerance:)` says, the point limit
    ///     counting all paths together).
    /// - Complexity: O(n + p) in the number of elements and of points made.
    public func flattened(tolerance: Double) -> [FlattenedPath] {
        Self.flatten([drawing], tolerance: FilledPath.effectiveTolerance(tolerance, for: [drawing], size: boundingBox.largerSide)).paths
    }

    /// Two icons are equal when their paths, line widths and frames are; the hashes, taken
    /// once, are compared first.
    /// - Complexity: O(1) for icons with different hashes or for copies of one icon; O(n) in
    ///   the number of elements otherwise.
    public static func == (lhs: IconShape, rhs: IconShape) -> Bool {
        lhs.contentHash == rhs.contentHash && lhs.frameBox == rhs.frameBox
            && (lhs.storage === rhs.storage || (lhs.storage.paths == rhs.storage.paths && lhs.lineWidth == rhs.lineWidth))
    }

    /// Hashes the content hash taken when the icon was made.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(contentHash)
    }

    /// The ink profile.
    var profile: InkProfile { storage.profile }

    /// The content hash taken when the icon was made: the same for the same paths (and frame)
    /// in every process (unlike `hashValue`), so output may name an icon by it (a rating's
    /// derived ids).
    public var contentDigest: UInt64 { contentHash }

    /// A hash of the rules and the elements' kinds, flags and numbers, one 64-bit word at a
    /// time (a multiply and a shift each, as in splitmix64): the same in every process (unlike
    /// `Hasher`), so it could name an icon in output too. It only has to tell icons apart
    /// quickly: equal hashes are confirmed by comparing the paths. -0 is hashed as 0, since the
    /// two compare equal.
    private static func contentHash(of paths: [FilledPath]) -> UInt64 {
        var hash: UInt64 = 0x9e37_79b9_7f4a_7c15
        func combine(_ word: UInt64) {
            hash = (hash ^ word) &* 0xbf58_476d_1ce4_e5b9
            hash ^= hash >> 31
        }
        func combine(_ number: Double) { combine((number + 0).bitPattern) }
        func combine(_ point: Point) {
            combine(point.x)
            combine(point.y)
        }
        combine(UInt64(paths.count))
        for path in paths {
            combine(path.fillRule == .evenOdd ? 1 as UInt64 : 0)
            combine(UInt64(path.elements.count))
            for element in path.elements {
                switch element {
                case .move(let point):
                    combine(0 as UInt64)
                    combine(point)
                case .line(let point):
                    combine(1 as UInt64)
                    combine(point)
                case .quadratic(let control, let point):
                    combine(2 as UInt64)
                    combine(control)
                    combine(point)
                case .cubic(let control1, let control2, let point):
                    combine(3 as UInt64)
                    combine(control1)
                    combine(control2)
                    combine(point)
                case .ellipticalArc(let radiusX, let radiusY, let rotation, let isLargeArc, let isSweepClockwise, let point):
                    combine(4 as UInt64 | (isLargeArc ? 8 : 0) | (isSweepClockwise ? 16 : 0))
                    combine(radiusX)
                    combine(radiusY)
                    combine(rotation)
                    combine(point)
                case .close:
                    combine(5 as UInt64)
                }
            }
        }
        return hash
    }
}
