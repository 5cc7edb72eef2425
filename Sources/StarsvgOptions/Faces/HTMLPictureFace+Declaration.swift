import StarRatingSVG

extension HTMLPictureFace {
    /// The HTML picture as the command offers it.
    static let declaration = FaceDeclaration(
        HTMLPictureFace.self,
        format: "a snippet to paste into a web page (no XML prolog, ids unique per snippet, classes starsvg-…, colours as --starsvg-color-0, …)",
        shared: [.id, .animate, .schema, .pretty, .cssOut]) { request, rating throws(RequestError) in
            var microdata: RatingMicrodata? = nil
            if request.includesSchema {
                do throws(RatingMicrodataError) {
                    microdata = try RatingMicrodata(ratingCount: request.ratingCount)
                } catch {
                    throw RequestError(error)
                }
            }
            let face = HTMLPictureFace(isAnimated: request.isAnimated, isStyleSheetLinked: request.cssOutput != nil, microdata: microdata,
                                       sizeUnit: request.sizeUnit ?? .pixels, writerOptions: request.writerOptions)
            return .html(PlannedOutput.Snippet(face.plan(rating), of: HTMLPictureFace.self, styleSheetPath: request.cssOutput, scriptPath: nil))
        }
}
