/// Why `StarRating.pngBytes(scale:)`, `pngPixelSize(scale:)` or
/// `RatingPNGWriter.pngBytes(for:scale:)` refused to draw a PNG, before any memory is taken.
public enum PNGSizeError: RatingParameterError, Equatable {
    /// The scale (device pixels a CSS pixel) is outside `StarRating.pngScaleRange`.
    case scaleOutOfRange(Int)
    /// The picture would hold more than `StarRating.maximumPNGPixelCount` pixels: its width and
    /// height in pixels.
    case tooLarge(width: Int, height: Int)

    /// `.pngScale`: the one parameter of the PNG's APIs (the rating's size and number of
    /// stars make a picture large too).
    public var parameter: RatingParameter { .pngScale }

    /// What the scale or the picture must be, without the value given.
    public var requirement: String {
        switch self {
        case .scaleOutOfRange:
            "the scale must be a whole number of device pixels per CSS pixel from \(StarRating.pngScaleRange.lowerBound) to \(StarRating.pngScaleRange.upperBound)"
        case .tooLarge:
            "a PNG may hold at most \(StarRating.maximumPNGPixelCount) pixels (4096 × 4096); use fewer stars, a smaller size or a smaller scale"
        }
    }

    /// The requirement, then the scale or the size given: `… (got 5)`, `… (got 5000 × 24)`.
    public var description: String {
        switch self {
        case .scaleOutOfRange(let scale): "\(requirement) (got \(scale))"
        case .tooLarge(let width, let height): "\(requirement) (got \(width) × \(height))"
        }
    }
}
