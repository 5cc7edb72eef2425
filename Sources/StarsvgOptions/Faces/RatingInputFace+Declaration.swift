import StarRatingSVG

extension RatingInputFace {
    /// The rating input as the command offers it: `--format html` with `--interactive`. Its
    /// options stay in `RatingOptions`, whose help lists them among the others (`--js-out`
    /// beside `--css-out`).
    static let declaration = FaceDeclaration(
        RatingInputFace.self, selectedBy: .interactive,
        shared: [.id, .animate, .name, .noScript, .step, .required, .disabled, .showLabel, .average, .schema, .pretty, .cssOut, .jsOut],
        // An input's name is its legend (`StarRating.inputLegend` would make it too); given as
        // the label, it is hashed into the ids as it always was.
        defaultLabel: { RatingInputOptions.defaultLabel(starCount: $0, locale: $1, texts: $2) }
    ) { request, rating throws(RequestError) in
        let script: ScriptPlacement = request.omitsScript ? .omitted : (request.jsOutput == nil ? .inline : .linked)
        let input: RatingInputOptions
        do throws(RatingInputOptionsError) {
            input = try RatingInputOptions(name: request.inputName ?? RatingInputOptions.defaultName, script: script,
                                           step: request.inputStep ?? .whole, isRequired: request.isRequired,
                                           isDisabled: request.isDisabled, isLegendVisible: request.showsLabel,
                                           average: request.inputAverage)
        } catch {
            throw RequestError(error)
        }
        let face = RatingInputFace(input: input, isAnimated: request.isAnimated, isStyleSheetLinked: request.cssOutput != nil,
                                   sizeUnit: request.sizeUnit ?? .pixels, writerOptions: request.writerOptions)
        do throws(HTMLSnippetError) {
            return .html(PlannedOutput.Snippet(try face.plan(rating), of: RatingInputFace.self, styleSheetPath: request.cssOutput,
                                               scriptPath: request.jsOutput))
        } catch {
            throw RequestError(error)
        }
    }
}
