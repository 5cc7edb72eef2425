import StarGeometry
import SVGKit

/// Why an icon file cannot be a rating's shape (`RatingShape(iconFile:)`,
/// `RatingShape(iconFileAtPath:)`): what is wrong, by its case, with its place in the file
/// (`location`) where it has one.
///
/// `description` is one line fit for a command line's `Error:` line: the place, when the
/// message has one, what was found, and what an icon file may hold instead. Its `parameter` is
/// always `.shape`.
public enum IconFileError: RatingParameterError, Equatable {
    /// The file cannot be read (`RatingShape(iconFileAtPath:)` alone): its path as given, and
    /// why, in the system's words (`No such file or directory`), or that a stream held more
    /// than `SVGIcon.maximumByteCount` bytes.
    case cannotReadFile(path: String, reason: String)
    /// The icon reader refused the file (`SVGIcon(parsing:)`): larger than
    /// `SVGIcon.maximumByteCount`, not UTF-8 or not XML, no `<svg>` or no `viewBox`, an element,
    /// attribute or value an icon does not hold, …; the error holds its place. (An icon with no
    /// paint at all is `nothingDrawn`, never `.unreadable(.nothingDrawn)`.)
    case unreadable(SVGIconError)
    /// The geometry refused a filled shape's path or a stroke's outline (`FilledPath`): the
    /// error, and the stroke's place (`nil` for a filled shape, whose place the reader does not
    /// keep). The description is the error's alone.
    case path(FilledPathError, at: SVGIconError.Location?)
    /// One stroke's outline would hold more path elements than an icon's outlines may
    /// (`FilledPath.maximumElementCount`): the stroke's number of commands, the outline's
    /// elements as estimated before it was made (`nil` when the stroke passed the bound only as
    /// it was made, its curves folding more than the estimate counts on), whether it has curves
    /// (which are cut into fine slices), and its place.
    case strokeOutlineTooLarge(commandCount: Int, estimatedElementCount: Int?, hasCurves: Bool, at: SVGIconError.Location?)
    /// The strokes' outlines with the fills would hold more path elements than an icon's
    /// outlines may, no one stroke taking most of them: the number of strokes, their commands
    /// in all, and the elements as estimated before any outline was made.
    case strokesOutlineTooLarge(strokeCount: Int, commandCount: Int, estimatedElementCount: Int)
    /// The shapes' outlines, as made, hold more path elements than an icon's outlines may: the
    /// number of shapes (fills and strokes) and of elements.
    case outlinesTooLarge(shapeCount: Int, elementCount: Int)
    /// The paths are no icon whose ink can be measured and filled by its share
    /// (`IconShape(paths:lineWidth:)`): they enclose no area, are too intricate to measure, or
    /// cannot be drawn as one path.
    case shape(IconShapeError)
    /// The icon draws nothing: no shape has a fill or a stroke, or every shape it has paints
    /// nothing (a path of moves alone, a stroke with butt ends on a point).
    case nothingDrawn

    /// `.shape`: an icon file is a rating's shape.
    public var parameter: RatingParameter { .shape }

    /// Where in the file the fault is, when it has a place: the reader's error's, or the
    /// stroke's.
    public var location: SVGIconError.Location? {
        switch self {
        case .unreadable(let error): error.location
        case .path(_, let location), .strokeOutlineTooLarge(_, _, _, let location): location
        case .cannotReadFile, .strokesOutlineTooLarge, .outlinesTooLarge, .shape, .nothingDrawn: nil
        }
    }

    /// What is wrong and what an icon file may hold, without the path of a file that cannot be
    /// read; otherwise the description, as the file's content, not a value given, is at fault.
    public var requirement: String {
        switch self {
        case .cannotReadFile(_, let reason): "the icon file cannot be read: \(reason)"
        default: description
        }
    }

    /// The message: the place, when it has one, what was found, and what is accepted.
    public var description: String {
        let most = FilledPath.maximumElementCount
        switch self {
        case .cannotReadFile(let path, let reason):
            return "cannot read the icon file '\(path)': \(reason)"
        case .unreadable(let error):
            return error.description
        case .path(let error, _):
            return error.description
        case .strokeOutlineTooLarge(let commands, let estimate, let hasCurves, let location):
            let place = location.map { "\($0): " } ?? ""
            let need = estimate.map { "about \($0)" } ?? "more than \(most)"
            return "\(place)the stroke of this shape (\(commands) command\(commands == 1 ? "" : "s")) outlines into \(need) path elements; "
                + "an icon's outlines may have at most \(most)"
                + (hasCurves ? " (a stroke's curves are cut into slices a twentieth of a pixel fine at 4096 px: curves far outside the viewBox, or a hairline along long curves, need many)" : "")
        case .strokesOutlineTooLarge(let strokes, let commands, let total):
            return "the icon's \(strokes) strokes (\(commands) commands) and its fills outline into about \(total) path elements in all; an icon's outlines may have at most \(most)"
        case .outlinesTooLarge(let shapes, let count):
            return "the icon's \(shapes) shapes outline into \(count) path elements with their strokes; an icon's outlines may have at most \(most)"
        case .shape(let error):
            return error.description
        case .nothingDrawn:
            return SVGIconError.nothingDrawn.description
        }
    }
}
