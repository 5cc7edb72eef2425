import StarRatingSVG

extension SVGFace: CommandLineFace {
    /// The standalone SVG as the command offers it: the default format, with its own option,
    /// `--xlink` (`SVGFace.includesXLink`), which help lists after the HTML picture's.
    package static let declaration = FaceDeclaration(
        SVGFace.self, format: "a standalone SVG file",
        listed: [(after: .ratingCount, options: [xlinkOption])],
        shared: [.id, .animate, .pretty],
        standalonePicture: "a standalone SVG") { request, rating in
            .svg(rating, PlannedOutput.Style(isPretty: request.isPretty, isAnimated: request.isAnimated,
                                             includesXLink: request[SVGFaceSettings.self].includesXLink))
        }

    /// `--xlink`.
    private static let xlinkOption = OptionDefinition(
        .xlink, .none,
        faces: .declared(because: "SVG inside HTML takes plain href in every browser; xlink:href is for standalone files"),
        "Also write xlink:href on every reference, with its namespace, for tools that need it (Inkscape 0.92, Batik, Safari before 12.1); plain href serves every current browser, librsvg and resvg.") { request, _ throws(OptionValueError) in
        request[SVGFaceSettings.self].includesXLink = true
    }
}
