import StarGeometry
import SVGKit

extension RatingShape {
    /// The shape of an icon file: an `<svg>` with a `viewBox` and filled or stroked shapes, as
    /// icon sets ship them (`SVGIcon` says exactly what is accepted).
    ///
    /// The shapes' ink is the union of their fills, each by its own rule, and their strokes,
    /// each expanded to the region it paints (`FilledPath(stroking:style:transform:tolerance:)`,
    /// its curves' offsets within `strokeTolerance(viewBox:)`); drawn in a rating as one path
    /// (`IconShape.drawing`): a picture's star is one path, and a style sheet's
    /// `clip-path: path()` takes one rule.
    ///
    /// ```swift
    /// let drop = try RatingShape(iconFile: Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2 5 13a7 7 0 0 0 14 0z"/></svg>"#.utf8))
    /// ```
    /// - Parameters:
    ///   - bytes: the file's bytes.
    /// - Throws: `IconFileError` saying what is wrong, by its case, and where.
    /// - Complexity: O(n) to read the n bytes, then the ink profile (`IconShape.init(paths:)`).
    public init(iconFile bytes: [UInt8]) throws(IconFileError) {
        self = .icon(try Self.iconReading(iconFile: bytes).icon)
    }

    /// The shape of an icon file, as `init(iconFile:)` reads it, fitted into each star's cell
    /// by `box`: by its ink (`IconBox.ink`, what `init(iconFile:)` does), or by the file's
    /// `viewBox` (`IconBox.viewBox`), so that the icon keeps the margin and line weight its set
    /// gives it: a Lucide icon's 2-unit line in its 24-unit box is 2 px wide in a 24 px cell,
    /// as Lucide draws it (`IconShape.framed(by:)` says what becomes of ink outside the box).
    ///
    /// ```swift
    /// let drop = try RatingShape(iconFile: Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2 5 13a7 7 0 0 0 14 0z"/></svg>"#.utf8), box: .viewBox)
    /// ```
    /// - Parameters:
    ///   - bytes: the file's bytes.
    ///   - box: the box the icon is fitted into a cell by.
    /// - Throws: as `init(iconFile:)`.
    /// - Complexity: as `init(iconFile:)`.
    public init(iconFile bytes: [UInt8], box: IconBox) throws(IconFileError) {
        let reading = try Self.iconReading(iconFile: bytes)
        self = .icon(box == .viewBox ? reading.icon.framed(by: reading.viewBox) : reading.icon)
    }

    /// An icon file read as `init(iconFile:)` reads it: its icon, fitted by its ink, and the
    /// file's `viewBox`, for a caller that chooses the box later (a command's `--icon-box` may
    /// follow its `--shape`).
    /// - Throws: as `init(iconFile:)`.
    package static func iconReading(iconFile bytes: [UInt8]) throws(IconFileError) -> (icon: IconShape, viewBox: Rect) {
        let icon: SVGIcon
        do {
            icon = try SVGIcon(parsing: bytes)
        } catch .nothingDrawn {
            throw .nothingDrawn
        } catch {
            throw .unreadable(error)
        }
        var paths: [FilledPath] = []
        for path in icon.paths {
            do {
                paths.append(try FilledPath(elements: path.elements, fillRule: path.fillRule))
            } catch .emptyPath {
                // A shape of moves alone fills nothing.
                continue
            } catch {
                throw .path(error, at: nil)
            }
        }
        let tolerance = Self.strokeTolerance(viewBox: icon.viewBox)
        try Self.checkOutlineSize(of: icon, fillElementCount: paths.reduce(0) { $0 + $1.elements.count }, tolerance: tolerance)
        var strokes: [FilledPath] = []
        for stroke in icon.strokes {
            do {
                strokes.append(try FilledPath(stroking: stroke.elements, style: stroke.style, transform: stroke.transform,
                                            tolerance: tolerance))
            } catch .emptyPath {
                // Butt ends on a point paint nothing.
                continue
            } catch .tooManyPathElements {
                // Its curves fold more than the estimate counts on.
                throw Self.outlineTooLarge(stroke, count: nil)
            } catch {
                throw .path(error, at: stroke.location)
            }
        }
        // Strokes that cross or meet drawn as one region, as each stroke is (`OutlineUnion`).
        if let united = FilledPath.unitingStrokes(strokes, tolerance: tolerance) {
            paths.append(united)
        } else {
            paths += strokes
        }
        guard !paths.isEmpty else { throw .nothingDrawn }
        do {
            // The thinnest line as drawn: its width times the transform's smallest stretch.
            let lineWidths = icon.strokes.map { stroke in
                let stretch = stroke.transform.largestStretch
                return stroke.style.width * (stretch > 0 ? abs(stroke.transform.determinant) / stretch : 0)
            }
            return (try IconShape(paths: paths, lineWidth: lineWidths.min()), icon.viewBox)
        } catch .tooManyPathElements(let count) {
            // Past the estimate: strokes whose curves fold make more than it counts on.
            throw .outlinesTooLarge(shapeCount: icon.paths.count + icon.strokes.count, elementCount: count)
        } catch {
            throw .shape(error)
        }
    }

    /// The shape of the icon file at `path`, read with the C library (no Foundation): as
    /// `init(iconFile:)` takes its bytes.
    ///
    /// A file larger than `SVGIcon.maximumByteCount` is refused before it is read, by its size.
    /// - Parameters:
    ///   - path: the file's path, absolute or from the current directory.
    /// - Throws: `IconFileError.cannotReadFile` with the system's reason when the file cannot be
    ///   read; otherwise what `init(iconFile:)` throws.
    /// - Complexity: as `init(iconFile:)`, after reading the file once.
    public init(iconFileAtPath path: String) throws(IconFileError) {
        try self.init(iconFile: try Self.iconFileBytes(atPath: path))
    }

    /// The shape of the icon file at `path`, fitted into each star's cell by `box`: as
    /// `init(iconFile:box:)` takes its bytes.
    /// - Parameters:
    ///   - path: the file's path, absolute or from the current directory.
    ///   - box: the box the icon is fitted into a cell by.
    /// - Throws: as `init(iconFileAtPath:)`.
    /// - Complexity: as `init(iconFile:)`, after reading the file once.
    public init(iconFileAtPath path: String, box: IconBox) throws(IconFileError) {
        try self.init(iconFile: try Self.iconFileBytes(atPath: path), box: box)
    }

    /// The bytes of the icon file at `path`, refused before reading when it is too large.
    private static func iconFileBytes(atPath path: String) throws(IconFileError) -> [UInt8] {
        let bytes: [UInt8]
        switch FileBytes.contents(ofFile: path, atMost: SVGIcon.maximumByteCount) {
        case .bytes(let read):
            bytes = read
        case .tooLarge(let byteCount?):
            throw .unreadable(.fileTooLarge(byteCount: byteCount, maximum: SVGIcon.maximumByteCount))
        case .tooLarge(nil):
            throw .cannotReadFile(path: path, reason: "it holds more than \(SVGIcon.maximumByteCount) bytes, the most an icon file may have")
        case .failed(let reason):
            throw .cannotReadFile(path: path, reason: reason)
        }
        return bytes
    }

    /// Refuses an icon whose strokes' outlines would take the paths past
    /// `FilledPath.maximumElementCount` elements, before any outline is made: a curve far
    /// larger than the box, or a thin line along many long curves, is cut into thousands of
    /// slices, and a file of a mebibyte could otherwise ask for gigabytes.
    private static func checkOutlineSize(of icon: SVGIcon, fillElementCount: Int, tolerance: Double) throws(IconFileError) {
        var total = fillElementCount
        var largest: (count: Int, stroke: SVGStrokedPath)?
        for stroke in icon.strokes {
            // A stroke refused for its numbers is refused when it is made, with its own error.
            guard let count = try? FilledPath.estimatedOutlineElementCount(stroking: stroke.elements, style: stroke.style,
                                                                            transform: stroke.transform, tolerance: tolerance) else { continue }
            total += count
            if count > largest?.count ?? -1 { largest = (count, stroke) }
        }
        guard total > FilledPath.maximumElementCount, let largest else { return }
        // One stroke that takes most of the bound is the one to change; otherwise it is their
        // number.
        guard largest.count <= FilledPath.maximumElementCount / 2 else {
            throw outlineTooLarge(largest.stroke, count: largest.count)
        }
        throw .strokesOutlineTooLarge(strokeCount: icon.strokes.count, commandCount: icon.strokes.reduce(0) { $0 + $1.elements.count },
                                      estimatedElementCount: total)
    }

    /// The error of a stroke whose outline is too large: its commands, the outline's size as
    /// estimated (nil when the stroke alone passed the bound while it was made), whether it has
    /// curves (why it takes so many), and its place.
    private static func outlineTooLarge(_ stroke: SVGStrokedPath, count: Int?) -> IconFileError {
        let hasCurves = stroke.elements.contains { element in
            switch element {
            case .quadratic, .cubic, .ellipticalArc: true
            default: false
            }
        }
        return .strokeOutlineTooLarge(commandCount: stroke.elements.count, estimatedElementCount: count, hasCurves: hasCurves,
                                      at: stroke.location)
    }

    /// The side, in device pixels, of the largest icon drawn: a PNG's largest side.
    static let largestDrawnSide = 4_096.0
    /// How far a stroke's curved offsets may stray from their chords, in device pixels at
    /// `largestDrawnSide`: what the PNG's own flattening allows.
    static let strokeDeviceTolerance = 0.05

    /// The tolerance of a stroke's curved offsets in the icon's units: a twentieth of a device
    /// pixel with the icon's box as large as a PNG may be.
    /// - Parameters:
    ///   - viewBox: the icon's box.
    public static func strokeTolerance(viewBox: Rect) -> Double {
        max(viewBox.width, viewBox.height) * strokeDeviceTolerance / largestDrawnSide
    }
}
