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
        guard let rule = icon.paths.first?.fillRule else { throw IconFileError(description: SVGIconError.noFilledPath.description) }
        guard icon.paths.allSatisfy({ $0.fillRule == rule }) else {
            throw IconFileError(description: "its paths have different fill rules (nonzero and evenodd); give every path the same fill-rule")
        }
        do {
            let paths = try icon.paths.map { path throws(StarGeometryError) in
                try FilledPath(elements: path.commands.map(Self.element), fillRule: rule == .evenodd ? .evenOdd : .nonzero)
            }
            self = .icon(try IconShape(paths: paths))
        } catch {
            throw IconFileError(description: error.description)
        }
    }

    /// The geometry of one absolute path command.
    private static func element(_ command: SVGPathCommand) -> PathElement {
        switch command {
        case .move(let x, let y): .move(to: Point(x: x, y: y))
        case .line(let x, let y): .line(to: Point(x: x, y: y))
        case .quadratic(let x1, let y1, let x, let y): .quadratic(control: Point(x: x1, y: y1), to: Point(x: x, y: y))
        case .cubic(let x1, let y1, let x2, let y2, let x, let y):
            .cubic(control1: Point(x: x1, y: y1), control2: Point(x: x2, y: y2), to: Point(x: x, y: y))
        case .arc(let radiusX, let radiusY, let rotation, let isLargeArc, let isClockwise, let x, let y):
            .ellipticalArc(radiusX: radiusX, radiusY: radiusY, rotation: rotation * .pi / 180,
                           isLargeArc: isLargeArc, isSweepClockwise: isClockwise, to: Point(x: x, y: y))
        case .close: .close
        }
    }
}
