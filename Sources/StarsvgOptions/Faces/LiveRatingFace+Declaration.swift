import StarRatingSVG

extension LiveRatingFace {
    /// The live rating as the command offers it: `--format html` with `--live`, and its own
    /// option, `--value-slot` (`LiveRatingFace.valueSlot`).
    static let declaration = FaceDeclaration(
        LiveRatingFace.self, selectedBy: .live,
        own: [valueSlotOption],
        shared: [.animate, .pretty, .cssOut]
    ) { request, rating throws(RequestError) in
        let face = LiveRatingFace(valueSlot: request.valueSlot, isAnimated: request.isAnimated, isStyleSheetLinked: request.cssOutput != nil,
                                  sizeUnit: request.sizeUnit ?? .pixels, writerOptions: request.writerOptions)
        return .html(PlannedOutput.Snippet(face.plan(rating), of: LiveRatingFace.self, styleSheetPath: request.cssOutput, scriptPath: nil))
    }

    /// `--value-slot`.
    private static let valueSlotOption = OptionDefinition(
        .valueSlot, .value(placeholder: "TEXT", grammar: .text), sets: .valueSlot,
        faces: .declared(because: "only a live rating takes its value from the page"),
        "With --live, text that a template engine fills with the value, written verbatim where the value goes (the snippet's --starsvg-value and its accessible name): {{ rating }}, <%= rating %>, <?= $rating ?>; at most \(LiveValueSlot.maximumLength) characters, no \" and no control characters.") { request, input throws(OptionValueError) in
        do throws(LiveValueSlotError) {
            request.valueSlot = try LiveValueSlot(input.text)
        } catch {
            throw .invalid(error.requirement)
        }
    }
}
