import StarRatingSVG

extension SVGFace {
    /// The standalone SVG as the command offers it: the default format.
    static let declaration = FaceDeclaration(
        SVGFace.self, format: "a standalone SVG file",
        shared: [.id, .animate, .xlink, .pretty],
        standalonePicture: "a standalone SVG") { request, rating in
            .svg(rating, PlannedOutput.Style(isPretty: request.isPretty, isAnimated: request.isAnimated, includesXLink: request.includesXLink))
        }
}
