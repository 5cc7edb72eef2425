import StarGeometry
import SVGKit

extension RatingShape {
    /// The shape of an icon file: an `<svg>` with a `viewBox` and filled `<path d>`s, as icon
    /// sets ship them (`SVGIcon` says exactly what is accepted), every path in one fill rule.
    ///
    /// The paths' ink is their union, drawn in a rating as one path of that rule: the rule must
    /// be one for all, since a picture's star is one path (and a style sheet's `clip-path:
    /// path()` takes one rule).
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
        if let stroke = icon.strokes.first {
            _ = stroke
            throw IconFileError(description: "it is stroked (an outline icon): strokes are not drawn yet; an icon's shape is its fills")
        }
        guard let rule = icon.paths.first?.fillRule else { throw IconFileError(description: SVGIconError.nothingDrawn.description) }
        guard icon.paths.allSatisfy({ $0.fillRule == rule }) else {
            throw IconFileError(description: "its paths have different fill rules (nonzero and evenodd); give every path the same fill-rule")
        }
        let paths: [FilledPath]
        do {
            paths = try icon.paths.map { path throws(FilledPathError) in
                try FilledPath(elements: path.elements, fillRule: rule)
            }
        } catch {
            throw IconFileError(description: error.description)
        }
        do {
            self = .icon(try IconShape(paths: paths))
        } catch {
            throw IconFileError(description: error.description)
        }
    }
}
