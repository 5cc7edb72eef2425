import StarGeometry
import SVGKit

extension RatingShape {
    /// The shape of an icon file: an `<svg>` with a `viewBox` and filled shapes, as icon sets
    /// ship them (`SVGIcon` says exactly what is accepted).
    ///
    /// The shapes' ink is the union of their fills, each by its own rule, drawn in a rating as
    /// one path (`IconShape.drawing`): a picture's star is one path, and a style sheet's
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
        if !icon.strokes.isEmpty {
            throw IconFileError(description: "it is stroked (an outline icon): strokes are not drawn yet; an icon's shape is its fills")
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
        guard !paths.isEmpty else { throw IconFileError(description: SVGIconError.nothingDrawn.description) }
        do {
            self = .icon(try IconShape(paths: paths))
        } catch {
            throw IconFileError(description: error.description)
        }
    }
}
