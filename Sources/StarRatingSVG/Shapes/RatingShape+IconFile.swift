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
        for stroke in icon.strokes {
            do {
                paths.append(try FilledPath(stroking: stroke.elements, style: stroke.style, transform: stroke.transform,
                                            tolerance: tolerance))
            } catch .emptyPath {
                // Butt ends on a point paint nothing.
                continue
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
        } catch {
            throw IconFileError(description: error.description)
        }
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
