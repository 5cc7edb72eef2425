import StarRatingSVG

extension PNGFace: CommandLineFace {
    /// The PNG as the command offers it, with its own option, `--scale` (`PNGFace.scale`),
    /// which the `<img>` tag takes too.
    package static let declaration = FaceDeclaration(
        PNGFace.self, format: "the still picture as a PNG image, for email, social cards and wherever SVG cannot go",
        own: [scaleOption],
        refusal: "a PNG is the still picture's pixels and nothing more",
        standalonePicture: "a PNG"
    ) { request, rating throws(RequestError) in
        do throws(PNGSizeError) {
            return .png(try PNGFace(scale: request[PNGFaceSettings.self].scale ?? 1).plan(rating))
        } catch {
            throw requestError(for: error, in: request)
        }
    }

    /// A PNG's error, naming the option to change: a scale out of range is the scale's; a
    /// picture too large is the fault of the scale when given, else of the size (at the
    /// default size no row is too large: 100 stars with a gap of 4 are 12096 by 24 pixels).
    static func requestError(for error: PNGSizeError, in request: RatingRequest) -> RequestError {
        guard case .tooLarge(let width, let height) = error else { return RequestError(error) }
        let option: OptionID = request.isGiven(.scale) ? .scale : .size
        return .invalid(option, "the PNG would be \(width) × \(height) pixels, and a PNG may hold at most \(StarRating.maximumPNGPixelCount) (4096 × 4096); use fewer stars, a smaller size or a smaller scale")
    }

    /// `--scale`.
    private static let scaleOption = OptionDefinition(
        .scale, .value(placeholder: "N", grammar: .wholeNumber), sets: .pngScale,
        faces: .declared(because: "an SVG or HTML picture is drawn sharp at any screen's density; only a PNG has pixels to scale"),
        default: String(StarRating.pngScaleRange.lowerBound),
        "With \(option: .format) png, device pixels per CSS pixel, \(StarRating.pngScaleRange.lowerBound) to \(StarRating.pngScaleRange.upperBound) (2 for high-density screens and email): the PNG is its CSS size, rounded up to whole pixels, times N, and holds at most \(StarRating.maximumPNGPixelCount) pixels (4096 × 4096). With \(option: .format) img it is checked as the PNG's would be, and the tag keeps the CSS size.") { request, input throws(OptionValueError) in
        request[PNGFaceSettings.self].scale = try input.wholeNumber(in: StarRating.pngScaleRange, of: ValueGrammar.wholeNumber,
                                              PNGSizeError.scaleOutOfRange(0).requirement)
    }
}
