import StarRatingSVG

extension RatingInputFace: CommandLineFace {
    /// The rating input as the command offers it: `--format html` with `--interactive`, and
    /// its own options (`RatingInputOptions`), which help lists after `--live`; `--js-out`
    /// stays beside `--css-out` among the options of every page's files.
    package static let declaration = FaceDeclaration(
        RatingInputFace.self, selectedBy: (.interactive, faceIs: "a rating input is HTML"),
        listed: [(after: .animate, options: [interactiveOption]),
                 (after: .live, options: [nameOption, noScriptOption, stepOption, requiredOption, disabledOption, showLabelOption, averageOption])],
        shared: [.id, .animate, .schema, .pretty, .cssOut, .jsOut],
        // An input's name is its legend (`StarRating.inputLegend` would make it too); given as
        // the label, it is hashed into the ids as it always was.
        defaultLabel: { RatingInputOptions.defaultLabel(starCount: $0, locale: $1, texts: $2) }
    ) { request, rating throws(RequestError) in
        let settings = request[RatingInputFaceSettings.self]
        let script: ScriptPlacement = settings.omitsScript ? .omitted : (request.jsOutput == nil ? .inline : .linked)
        let input: RatingInputOptions
        do throws(RatingInputOptionsError) {
            input = try RatingInputOptions(name: settings.name ?? RatingInputOptions.defaultName, script: script,
                                           step: settings.step ?? .whole, isRequired: settings.isRequired,
                                           isDisabled: settings.isDisabled, isLegendVisible: settings.showsLabel,
                                           average: settings.average)
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

    /// The faces of the options that only a rating input has: its own.
    private static let inputOnly = OptionDefinition.Faces.declared(because: "it only applies to a rating input")

    /// `--interactive`, which chooses the face (`FaceDeclaration.selector`); the formats it
    /// refuses are added with the selector (`FaceDeclarations.listing(_:)`).
    private static let interactiveOption = OptionDefinition(
        .interactive, .none, sets: .input,
        "Write a rating input (implies \(option: .format) html): one radio button per value 0 to N, the stars as their labels; it works with forms and without JavaScript.") { _, _ throws(OptionValueError) in
        // Nothing to store: the option chooses its face by being given.
    }

    /// `--name`.
    private static let nameOption = OptionDefinition(
        .name, .value(placeholder: "NAME", grammar: .fieldName), sets: .inputName, faces: inputOnly, default: RatingInputOptions.defaultName,
        "With \(option: .interactive), the radio buttons' name: a letter, then letters, digits, -, _, . or :, at most \(RatingInputOptions.maximumNameLength).") { request, input throws(OptionValueError) in
        // The grammar is the rating input's own, checked when the input is made.
        request[RatingInputFaceSettings.self].name = input.text
    }

    /// `--no-script`.
    private static let noScriptOption = OptionDefinition(
        .noScript, .none, faces: inputOnly,
        "With \(option: .interactive), leave out the script that clears the rating when the selected star is clicked again (or on Escape or Delete).") { request, _ throws(OptionValueError) in
        request[RatingInputFaceSettings.self].omitsScript = true
    }

    /// `--step`.
    private static let stepOption = OptionDefinition(
        .step, .value(placeholder: "STEP", grammar: .decimal), faces: inputOnly,
        default: RatingInputStep.whole.rawValue,
        "With \(option: .interactive), the values offered: 1, whole stars, or 0.5, halves too (a radio button per half, 0, 0.5, 1, … N, each star's two halves its labels; the form submits 2.5).") { request, input throws(OptionValueError) in
        let requirement = "the step must be 1 (whole stars) or 0.5 (halves too)"
        let size = try input.decimal(requirement)
        guard let step = RatingInputStep.allCases.first(where: { $0.size == size }) else { throw .invalid(requirement) }
        request[RatingInputFaceSettings.self].step = step
    }

    /// `--required`.
    private static let requiredOption = OptionDefinition(
        .required, .none, faces: inputOnly,
        excludes: [.option(.value, value: "0", holds: { $0.value == 0 },
                           "a required rating input has no option 0; leave out \(option: .value) to check no star at first")],
        "With \(option: .interactive), a star must be picked: no \"No rating\" option, no star checked at first (unless \(option: .value) is above 0), the form invalid until one is picked, and nothing clears it.") { request, _ throws(OptionValueError) in
        request[RatingInputFaceSettings.self].isRequired = true
    }

    /// `--disabled`.
    private static let disabledOption = OptionDefinition(
        .disabled, .none, faces: inputOnly,
        "With \(option: .interactive), a disabled input: it shows its value, takes no click, key or focus, looks disabled (in forced colours too) and submits nothing.") { request, _ throws(OptionValueError) in
        request[RatingInputFaceSettings.self].isDisabled = true
    }

    /// `--show-label`.
    private static let showLabelOption = OptionDefinition(
        .showLabel, .none, faces: inputOnly,
        "With \(option: .interactive), show the input's question (its <legend>: \(option: .label), or the legend of the texts) above the stars; without it the legend is for screen readers only.") { request, _ throws(OptionValueError) in
        request[RatingInputFaceSettings.self].showsLabel = true
    }

    /// `--average`.
    private static let averageOption = OptionDefinition(
        .average, .value(placeholder: "V", grammar: .decimal), readsAfterStarCount: true, sets: .inputAverage, faces: inputOnly,
        excludes: [.option(.value, "the average shows until the reader picks a value; leave out \(option: .value)")],
        "With \(option: .interactive), an average to show until the reader picks, a decimal from 0 to N such as 3.6: drawn with the continuous, soft-edged fill while no star is picked (clearing returns to it), and said by the input's description (\"Average 3.6 out of 5\"); not with \(option: .value).") { request, input throws(OptionValueError) in
        request[RatingInputFaceSettings.self].average = try input.decimal(HTMLSnippetError.averageOutOfRange(0, starCount: request.effectiveStarCount).requirement)
    }
}
