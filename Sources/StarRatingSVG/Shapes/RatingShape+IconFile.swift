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
    /// - Parameters:
    ///   - bytes: the file's bytes.
    /// - Throws: `IconFileError` saying what is wrong, as one line.
    /// - Complexity: O(n) to read the n bytes, then the ink profile (`IconShape.init(paths:)`).
    public init(iconFile bytes: [UInt8]) throws(IconFileError) {
        let icon: SVGIcon
        do {
            icon = try SVGIcon(parsing: bytes)
        } catch {
            throw IconFileError(description: error.description)
        }
        var paths: [FilledPath] = []
        for path in icon.paths {
            do {
                paths.append(try FilledPath(elements: path.elements, fillRule: path.fillRule))
            } catch .emptyPath {
                // A shape of moves alone fills nothing.
                continue
            } catch {
                throw IconFileError(description: error.description)
            }
        }
        let tolerance = Self.strokeTolerance(viewBox: icon.viewBox)
        try Self.checkOutlineSize(of: icon, fillElementCount: paths.reduce(0) { $0 + $1.elements.count }, tolerance: tolerance)
        for stroke in icon.strokes {
            do {
                paths.append(try FilledPath(stroking: stroke.elements, style: stroke.style, transform: stroke.transform,
                                            tolerance: tolerance))
            } catch .emptyPath {
                // Butt ends on a point paint nothing.
                continue
            } catch .tooManyPathElements {
                // Its curves fold more than the estimate counts on.
                throw IconFileError(description: Self.outlineTooLarge(stroke, count: nil))
            } catch {
                throw IconFileError(description: error.description)
            }
        }
        guard !paths.isEmpty else { throw IconFileError(description: SVGIconError.nothingDrawn.description) }
        do {
            // The thinnest line as drawn: its width times the transform's smallest stretch.
            let lineWidths = icon.strokes.map { stroke in
                let stretch = stroke.transform.largestStretch
                return stroke.style.width * (stretch > 0 ? abs(stroke.transform.determinant) / stretch : 0)
            }
            self = .icon(try IconShape(paths: paths, lineWidth: lineWidths.min()))
        } catch .tooManyPathElements(let count) {
            // Past the estimate: strokes whose curves fold make more than it counts on.
            throw IconFileError(description: "the icon's \(icon.paths.count + icon.strokes.count) shapes outline into \(count) path elements with their strokes; an icon's outlines may have at most \(FilledPath.maximumElementCount)")
        } catch {
            throw IconFileError(description: error.description)
        }
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
            throw IconFileError(description: outlineTooLarge(largest.stroke, count: largest.count))
        }
        let commands = icon.strokes.reduce(0) { $0 + $1.elements.count }
        throw IconFileError(description: "the icon's \(icon.strokes.count) strokes (\(commands) commands) and its fills outline into about \(total) path elements in all; an icon's outlines may have at most \(FilledPath.maximumElementCount)")
    }

    /// The message for a stroke whose outline is too large: its place, its commands, and the
    /// outline's size as estimated (nil when the stroke alone passed the bound while it was
    /// made); for a stroke of curves, why curves take so many.
    private static func outlineTooLarge(_ stroke: SVGStrokedPath, count: Int?) -> String {
        let place = stroke.location.map { "\($0): " } ?? ""
        let commands = stroke.elements.count
        let need = count.map { "about \($0)" } ?? "more than \(FilledPath.maximumElementCount)"
        let hasCurves = stroke.elements.contains { element in
            switch element {
            case .quadratic, .cubic, .ellipticalArc: true
            default: false
            }
        }
        return "\(place)the stroke of this shape (\(commands) command\(commands == 1 ? "" : "s")) outlines into \(need) path elements; "
            + "an icon's outlines may have at most \(FilledPath.maximumElementCount)"
            + (hasCurves ? " (a stroke's curves are cut into slices a twentieth of a pixel fine at 4096 px: curves far outside the viewBox, or a hairline along long curves, need many)" : "")
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
