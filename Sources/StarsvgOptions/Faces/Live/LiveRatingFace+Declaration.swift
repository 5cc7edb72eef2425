import StarRatingSVG

extension LiveRatingFace: CommandLineFace {
    /// The live rating as the command offers it: `--format html` with `--live`, which help
    /// lists after `--interactive`, and its own options, `--value-slot`
    /// (`LiveRatingFace.valueSlot`) and `--slot-in` (its `placement`).
    package static let declaration = FaceDeclaration(
        LiveRatingFace.self, selectedBy: (.live, faceIs: "a live rating is HTML whose value the page's CSS gives"),
        own: [valueSlotOption, slotInOption], listed: [(after: .interactive, options: [liveOption])],
        shared: [.animate, .pretty, .cssOut],
        // Every option of the other faces that a live rating could be mistaken to take, each
        // refused for what a live rating is: HTML, its value from the page, drawn by CSS.
        optionRefusals: [
            (.schema, "a live rating takes its value from the page, and microdata written with it would state only \(option: .value), the value it starts with; write the microdata in the page's markup, with the value the page gives"),
            (.id, "a live rating holds no id to prefix: its parts are found by class, so that any number of copies share a page"),
            (.xlink, "a live rating has no reference to write xlink:href on: CSS draws its stars, with no <use> and no url(#…)"),
            (.scale, "a live rating is HTML that the browser draws sharp at any screen's density; only a PNG has pixels to scale"),
            (.src, "a live rating is HTML drawn in the page, not an image to load; only an <img> tag has a src"),
            (.name, "a live rating has no radio buttons to name: it shows the value the page gives, where a rating input asks the reader for one"),
            (.noScript, "a live rating has no script to leave out: CSS computes what it shows from the value"),
            (.step, "a live rating shows any value the page gives, from 0 to N; a step sets the values a rating input offers"),
            (.required, "a live rating asks the reader for nothing; only a rating input can require a pick"),
            (.disabled, "a live rating takes no click, key or focus to disable; only a rating input can be disabled"),
            (.showLabel, "a live rating shows no question: its label is its accessible name; only a rating input has a legend to show"),
            (.average, "a live rating shows the value the page gives; an average is what a rating input shows until the reader picks"),
            (.jsOut, "a live rating has no script to write apart: CSS computes what it shows from the value"),
        ]
    ) { request, rating throws(RequestError) in
        let face = LiveRatingFace(valueSlot: request[LiveRatingFaceSettings.self].placedValueSlot, isAnimated: request.isAnimated, isStyleSheetLinked: request.cssOutput != nil,
                                  sizeUnit: request.sizeUnit ?? .pixels, writerOptions: request.writerOptions)
        return .html(PlannedOutput.Snippet(face.plan(rating), of: LiveRatingFace.self, styleSheetPath: request.cssOutput, scriptPath: nil))
    }

    /// `--value-slot`.
    private static let valueSlotOption = OptionDefinition(
        .valueSlot, .value(placeholder: "TEXT", grammar: .text), sets: .valueSlot,
        faces: .declared(because: "only a live rating takes its value from the page"),
        "With \(option: .live), text that a template engine fills with the value, written verbatim where the value goes (the snippet's --starsvg-value and its accessible name), with a filter that makes the engine write a number: {{ rating|float }}, <%= rating.to_f %>, <?= (float)$rating ?>; at most \(LiveValueSlot.maximumLength) characters, no \", no control characters, U+FFFE or U+FFFF.") { request, input throws(OptionValueError) in
        do throws(LiveValueSlotError) {
            request[LiveRatingFaceSettings.self].valueSlot = try LiveValueSlot(input.text)
        } catch {
            throw .invalid(error.requirement)
        }
    }

    /// `--slot-in`. A slot in the class needs the sheet written apart: a page whose policy
    /// refuses style attributes (what the class is for) refuses an inline `<style>` as well.
    /// A batch's `--css-out` meets the need for each of its lines.
    private static let slotInOption = OptionDefinition(
        .slotIn, .value(placeholder: "PLACE", grammar: .choice(LiveValueSlotPlacement.allCases.map(\.rawValue))),
        faces: .declared(because: "only a live rating takes its value from the page"),
        needs: [.option(.valueSlot, "it says where the value slot goes"),
                .option(.cssOut, value: LiveValueSlotPlacement.class.rawValue, holds: { $0[LiveRatingFaceSettings.self].slotPlacement == .class },
                        "the rules that give each of the value's classes its value go in the style sheet, and a page whose Content-Security-Policy refuses style attributes refuses an inline <style> as well")],
        default: LiveValueSlotPlacement.style.rawValue,
        "With \(option: .valueSlot), where the slot goes: style, in a style attribute (--starsvg-value:SLOT), filled with the value; or class, for a page whose Content-Security-Policy refuses style attributes (style-src 'self'): the class starsvg-value-SLOT, filled with the value in tenths, 0 to 10 times N ({{ (rating|float * 10)|round|int }}), whose rules \(option: .cssOut) writes, and which it needs.") { request, input throws(OptionValueError) in
        request[LiveRatingFaceSettings.self].slotPlacement = try input.choice(LiveValueSlotPlacement.self, "slot's place")
    }

    /// `--live`, which chooses the face (`FaceDeclaration.selector`); the formats it refuses
    /// are added with the selector (`FaceDeclarations.listing(_:)`).
    private static let liveOption = OptionDefinition(
        .live, .none,
        excludes: [.option(.interactive, "a live rating shows the value the page gives, and a rating input asks the reader for one; give one of them")],
        "Write a live rating (implies \(option: .format) html): the picture with the value left to the page, which sets the CSS custom property --starsvg-value (0 to N) on it or on any element around it, or from a script; a new value slides the edge and cross-fades the colour as the reference does. No script, no id; \(option: .value) shows where the page gives none.") { _, _ throws(OptionValueError) in
        // Nothing to store: the option chooses its face by being given.
    }
}
