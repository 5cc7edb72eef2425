import StarRatingSVG

extension HTMLPictureFace: CommandLineFace {
    /// The HTML picture as the command offers it, with its own options, `--schema` and
    /// `--rating-count` (`HTMLPictureFace.microdata`), which help lists after the rating
    /// input's.
    package static let declaration = FaceDeclaration(
        HTMLPictureFace.self,
        format: "a snippet to paste into a web page (no XML prolog, ids unique per snippet, classes starsvg-…, colours as --starsvg-color-0, …)",
        listed: [(after: .average, options: [schemaOption, ratingCountOption])],
        shared: [.id, .animate, .pretty, .cssOut]) { request, rating throws(RequestError) in
            let settings = request[HTMLPictureFaceSettings.self]
            var microdata: RatingMicrodata? = nil
            if settings.includesSchema {
                do throws(RatingMicrodataError) {
                    microdata = try RatingMicrodata(ratingCount: settings.ratingCount)
                } catch {
                    throw RequestError(error)
                }
            }
            let face = HTMLPictureFace(isAnimated: request.isAnimated, isStyleSheetLinked: request.cssOutput != nil, microdata: microdata,
                                       sizeUnit: request.sizeUnit ?? .pixels, writerOptions: request.writerOptions)
            return .html(PlannedOutput.Snippet(face.plan(rating), of: HTMLPictureFace.self, styleSheetPath: request.cssOutput, scriptPath: nil))
        }

    /// `--schema`.
    private static let schemaOption = OptionDefinition(
        .schema, .none, sets: .microdata,
        faces: .declared(because: "structured data is HTML microdata, which a standalone SVG cannot carry"),
        excludes: [.option(.interactive, HTMLSnippetError.microdataOnInput.requirement)],
        "With \(option: .format) html, add schema.org Rating microdata (ratingValue, bestRating N, worstRating 0) for search engines; not for \(option: .interactive).") { request, _ throws(OptionValueError) in
        request[HTMLPictureFaceSettings.self].includesSchema = true
    }

    /// `--rating-count`.
    private static let ratingCountOption = OptionDefinition(
        .ratingCount, .value(placeholder: "K", grammar: .count), sets: .ratingCount, needs: [.option(.schema, "the count is part of the structured data")],
        "With \(option: .schema), the number of ratings the value sums up, 1 to \(RatingMicrodata.maximumRatingCount): the microdata becomes an AggregateRating with ratingCount K.") { request, input throws(OptionValueError) in
        request[HTMLPictureFaceSettings.self].ratingCount = try input.wholeNumber(in: 1...RatingMicrodata.maximumRatingCount, of: ValueGrammar.count,
                                                                                RatingMicrodataError.ratingCountOutOfRange(0).requirement)
    }
}
