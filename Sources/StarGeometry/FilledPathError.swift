/// Why a path was refused (`FilledPath.init`).
public enum FilledPathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path has no element, or draws nothing (no line, curve or arc).
    case emptyPath
    /// The path's first element is not a move.
    case pathDoesNotStartWithMove
    /// An element holds a coordinate, radius or angle that is NaN, infinite, or larger in
    /// magnitude than `FilledPath.coordinateLimit`; `elementIndex` counts from 0.
    case invalidPathNumber(elementIndex: Int, value: Double)
    /// The path has more elements than `FilledPath.maximumElementCount`.
    case tooManyPathElements(Int)

    /// A plain-language explanation naming the offending value.
    public var description: String {
        switch self {
        case .emptyPath:
            IconShapeError.noPaths.description
        case .pathDoesNotStartWithMove:
            "a path must start with a move"
        case .invalidPathNumber(let index, let value):
            "path coordinates, radii and angles must be finite and at most \(Int(FilledPath.coordinateLimit)) in magnitude (element \(index + 1) has \(value))"
        case .tooManyPathElements(let count):
            IconShapeError.tooManyPathElements(count).description
        }
    }
}
