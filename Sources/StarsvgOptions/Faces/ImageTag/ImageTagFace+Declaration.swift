import StarRatingSVG

extension ImageTagFace: CommandLineFace {
    /// The `<img>` tag as the command offers it, with its own option, `--src`
    /// (`ImageTagFace.source`), which its format needs, and the PNG's `--scale`.
    package static let declaration = FaceDeclaration(
        ImageTagFace.self, format: "the <img> tag that shows that PNG, from \(option: .src), with its size in CSS pixels and its accessible text as alt",
        own: [sourceOption], shared: [.scale],
        formatNeeds: [(.src, "the tag names the PNG by the URL it is served at")],
        refusal: "the <img> tag only shows the PNG, which is the still picture's pixels and nothing more",
        standalonePicture: "the PNG that an <img> tag shows"
    ) { request, rating throws(RequestError) in
        // `--format img` needs `--src` (`formatNeeds`), so the source is there.
        guard let source = request[ImageTagFaceSettings.self].source else { preconditionFailure("\(option: .format) img without \(option: .src) got past the combination check") }
        do throws(PNGSizeError) {
            return .plan(try ImageTagFace(source: source, pngScale: request[PNGFaceSettings.self].scale ?? 1).plan(rating), of: ImageTagFace.self)
        } catch {
            throw PNGFace.requestError(for: error, in: request)
        }
    }

    /// `--src`.
    private static let sourceOption = OptionDefinition(
        .src, .value(placeholder: "URL", grammar: .url), sets: .imageSource,
        faces: .declared(because: "only an <img> tag has a src"),
        "With \(option: .format) img, which needs it, where the page finds the PNG: an http or https URL, a cid: URL (an email's attachment) or a relative path, at most \(ImageSource.maximumLength) characters, no white space, control characters or backslash.") { request, input throws(OptionValueError) in
        do throws(ImageSourceError) {
            request[ImageTagFaceSettings.self].source = try ImageSource(input.text)
        } catch {
            throw .invalid(error.requirement)
        }
    }
}
