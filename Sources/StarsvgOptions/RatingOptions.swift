import StarsvgSystem
import StarRatingSVG
import StarGeometry
import OutputText

/// Every option of a rating, in the order `--help` lists them: the one place where each is
/// declared. The command line's parser, `--help`, the usage line, the man page, the completion
/// scripts, the batch's keys, the request's combination checks and the tests' fuzzers all read
/// this list; the request's properties are where the values land.
package enum RatingOptions {
    /// The star's ranges on the command line: narrower than `StarShape`'s, to the stars that
    /// read as stars at rating sizes.
    static let starPointsRange = 3...12
    static let starInnerRange = 0.2...0.9
    static let starRoundingRange = 0.0...0.5
    /// The shapes named on the command line, in help's order.
    static let shapeNames = ["star", "heart", "circle"]

    /// The shape `text` names, or the icon file at path `text` (read once, `IconFiles`) and
    /// its `viewBox`, for `--icon-box`; no box for a built-in shape.
    static func shape(named text: String) throws(OptionValueError) -> (shape: RatingShape, viewBox: Rect?) {
        switch text {
        case "star": return (.standard, nil)
        case "heart": return (.heart, nil)
        case "circle": return (.circle, nil)
        default:
            if text.lowercased().hasSuffix(".svg") || text.contains("/") {
                let reading = try IconFiles.reading(atPath: text)
                return (reading.shape, reading.viewBox)
            }
            let hint = ClosestName.closest(to: text, among: shapeNames).map { " (did you mean \($0)?)" } ?? ""
            throw .invalid("the shape must be star, heart, circle or an icon file (FILE.svg)" + hint)
        }
    }

    /// The options, in help's order: those of every face, `--format`, each face's own
    /// options (`FaceDeclaration.ownOptions`), then the rest, with the faces' options that
    /// help lists among them (`FaceDeclaration.listedOptions`); each option declared for some
    /// faces with the faces whose declarations take it.
    package static let all: [OptionDefinition] = withDeclaredFaces(FaceDeclarations.listing(beforeFaces + FaceDeclarations.ownOptions + afterFaces))

    /// The options before the faces' own, in help's order.
    private static let beforeFaces: [OptionDefinition] = [
        OptionDefinition(.stars, .value(placeholder: "N", grammar: .wholeNumber), sets: .starCount, default: String(StarRating.defaultStarCount),
                         "Number of stars, \(RowLayout.starCountRange.lowerBound) to \(RowLayout.starCountRange.upperBound).") { request, input throws(OptionValueError) in
            request.stars = try input.wholeNumber(in: RowLayout.starCountRange, of: ValueGrammar.wholeNumber,
                                                  StarRatingError.starCountOutOfRange(0).requirement)
        },
        OptionDefinition(.value, .value(placeholder: "V", grammar: .decimal), readsAfterStarCount: true, sets: .value, default: "0",
                         "The rating, a decimal from 0 to N such as 3.5; 0 shows no colour.") { request, input throws(OptionValueError) in
            request.value = try input.decimal(request.valueRule)
        },
        OptionDefinition(.levels, .value(placeholder: "a,b,…", grammar: .decimalList), readsAfterStarCount: true, sets: .levels,
                         default: "round(N/5),round(4N/5)",
                         "Strictly increasing thresholds from 0 to N, at most \(StarRating.maximumLevelCount): a value above k levels takes colour k+1.") { request, input throws(OptionValueError) in
            request.levels = try input.decimals(request.levelsRule)
        },
        OptionDefinition(.colors, .value(placeholder: "c0,c1,…", grammar: .colorList), sets: .colors, worded: .requirementAndFinding,
                         default: list(StarRating.defaultColors(bandCount: 3)!.map { $0.hexString.uppercased() }, separator: ","),
                         "One colour per band (levels + 1): #rgb, #rrggbb (or with alpha), a CSS name, rgb(), hsl(), transparent or currentColor; commas inside parentheses do not split the list.") { request, input throws(OptionValueError) in
            request.colors = try input.colors()
        },
        OptionDefinition(.size, .value(placeholder: "PX", grammar: .length), sets: .cellSize, worded: .rule(RatingRequest.sizeRule),
                         default: describe(StarRating.defaultCellSize),
                         "Side of each star's square cell in pixels, \(describe(RowLayout.cellSizeRange.lowerBound)) to \(describe(RowLayout.cellSizeRange.upperBound)) (24 or 24px); for HTML also in ems of the text around it, \(describe(RowLayout.cellSizeRange.lowerBound / HTMLSizeUnit.pixelsPerEm))em to \(describe(RowLayout.cellSizeRange.upperBound / HTMLSizeUnit.pixelsPerEm))em such as 1.5em, which scales with the text and looks as the pixel size would at 16 px text.") { request, input throws(OptionValueError) in
            let (number, unit) = try input.length(RatingRequest.sizeRule)
            request.sizeUnit = unit
            request.size = number * (unit == .em ? HTMLSizeUnit.pixelsPerEm : 1)
        },
        OptionDefinition(.gap, .value(placeholder: "RATIO", grammar: .decimal), sets: .gapRatio, default: describe(StarRating.defaultGapRatio),
                         "Gap between stars and at both ends, as a ratio of the size, \(describe(RowLayout.gapRatioRange.lowerBound)) to \(describe(RowLayout.gapRatioRange.upperBound)).") { request, input throws(OptionValueError) in
            request.gap = try input.decimal(StarRatingError.gapRatioOutOfRange(0).requirement)
        },
        OptionDefinition(.fillMode, .value(placeholder: "MODE", grammar: .choice(FillMode.allCases.map(\.rawValue))), default: FillMode.area.rawValue,
                         "Where a fraction's edge goes in its star: area (share of the star's ink), width (share of its width) or linear (evenly along the row).") { request, input throws(OptionValueError) in
            request.fillMode = try input.choice(FillMode.self, "fill mode")
        },
        OptionDefinition(.shape, .value(placeholder: "SHAPE", grammar: .text), sets: .shape, default: "star",
                         "The shape of every star: star, heart, circle, or an icon file (FILE.svg: an <svg> with a viewBox and filled or stroked shapes, as Font Awesome, Heroicons, Lucide and Tabler ship them; no <use>, <text>, gradients or dashes). A fraction fills its share of the shape's ink.") { request, input throws(OptionValueError) in
            (request.shape, request.iconViewBox) = try shape(named: input.text)
        },
        OptionDefinition(.points, .value(placeholder: "N", grammar: .wholeNumber), default: "5",
                         "A star's number of tips, \(starPointsRange.lowerBound) to \(starPointsRange.upperBound).") { request, input throws(OptionValueError) in
            request.points = try input.wholeNumber(in: starPointsRange, of: ValueGrammar.wholeNumber,
                                                   "the number of tips must be a whole number from \(starPointsRange.lowerBound) to \(starPointsRange.upperBound)")
        },
        OptionDefinition(.inner, .value(placeholder: "RATIO", grammar: .decimal), default: describe(StarShape.defaultInnerRadiusRatio),
                         "A star's inner radius as a ratio of its outer one, \(describe(starInnerRange.lowerBound)) to \(describe(starInnerRange.upperBound)): smaller is spikier.") { request, input throws(OptionValueError) in
            request.inner = try input.decimal(in: starInnerRange, "the inner radius ratio must be a number from \(describe(starInnerRange.lowerBound)) to \(describe(starInnerRange.upperBound))")
        },
        OptionDefinition(.rounding, .value(placeholder: "R", grammar: .decimal), default: describe(StarShape.defaultOuterCornerRadius),
                         "The rounding of a star's tips as a ratio of its outer radius, \(describe(starRoundingRange.lowerBound)) to \(describe(starRoundingRange.upperBound)); the inner corners round in proportion.") { request, input throws(OptionValueError) in
            request.rounding = try input.decimal(in: starRoundingRange, "the rounding must be a number from \(describe(starRoundingRange.lowerBound)) to \(describe(starRoundingRange.upperBound))")
        },
        OptionDefinition(.iconBox, .value(placeholder: "BOX", grammar: .choice(IconBox.allCases.map(\.rawValue))), default: IconBox.ink.rawValue,
                         "The box an icon file (\(option: .shape) FILE.svg) is fitted into each star's cell by: ink (its ink's bounding box, as large as the cell allows) or viewbox (the file's viewBox, as its set draws it, keeping the set's margin and line weight, so that the stars match the set's icons beside them).") { request, input throws(OptionValueError) in
            request.iconBox = try input.choice(IconBox.self, "icon box")
        },
        OptionDefinition(.blur, .value(placeholder: "PX", grammar: .decimal), sets: .blur, default: describe(StarRating.defaultBlur),
                         "Blur of the soft edge and the bevel (a Gaussian's σ) in pixels, the same at every size, \(describe(StarRating.blurRange.lowerBound)) to \(describe(StarRating.blurRange.upperBound)); 0 draws a hard edge and no rim.") { request, input throws(OptionValueError) in
            request.blur = try input.decimal(StarRatingError.blurOutOfRange(0).requirement)
        },
        OptionDefinition(.label, .value(placeholder: "TEXT", grammar: .text), sets: .label, worded: .findingUnquoted, default: "\"Rating: V out of N\"",
                         "Accessible name, at most \(StarRating.maximumLabelLength) characters, no control characters, U+FFFE or U+FFFF.") { request, input throws(OptionValueError) in
            request.label = input.text
        },
        OptionDefinition(.locale, .value(placeholder: "TAG", grammar: .languageTag), sets: .locale,
                         default: "en",
                         "Language of the texts (the label, a rating input's legend and options) and their numbers, with its plural rules: \(list(RatingLocale.builtInTags, separator: ", ")), a region may follow (pt-BR); the snippet or SVG then says so (lang).") { request, input throws(OptionValueError) in
            do throws(TextsError) {
                request.locale = try RatingLocale(tag: input.text)
            } catch {
                // The sentence quotes the tag as given.
                throw .invalid(DisplayText.defused(error.description))
            }
        },
        OptionDefinition(.texts, .value(placeholder: "FILE", grammar: .jsonFile), sets: .texts, worded: .findingUnquoted, default: "the locale's",
                         "A JSON file of texts in place of the locale's: any of label, legend, none, value and average, each a text with {value} and {stars} in it (value also an object by plural category: {\"one\": \"{value} star\", \"other\": \"{value} stars\"}), each text at most \(TextTemplate.maximumLength) characters, no control characters, the file at most \(TextsOverride.maximumFileSize) bytes; a batch line gives the object itself.") { request, input throws(OptionValueError) in
            if case .json(let object) = input {
                request.texts = try TextsOverride(json: object)
            } else {
                request.texts = try TextsOverride.read(path: input.text)
            }
        },
        OptionDefinition(.dir, .value(placeholder: "DIR", grammar: .choice(RatingDirection.allCases.map(\.rawValue))),
                         default: "auto for HTML, ltr for SVG",
                         "Which way the stars fill: ltr; rtl, the mirror image, filled from the right (a rating input's k-th star from the right picks k); or auto, which follows the page's direction (HTML only: a standalone SVG has no page to follow).") { request, input throws(OptionValueError) in
            request.direction = try input.choice(RatingDirection.self, "direction")
        },
        OptionDefinition(.id, .value(placeholder: "PREFIX", grammar: .identifier), sets: .idPrefix, faces: markupOnly, default: "derived from all the options",
                         "Prefix of every id: a letter, then letters, digits, - or _, at most \(StarRating.maximumIDPrefixLength).") { request, input throws(OptionValueError) in
            request.id = input.text
        },
        OptionDefinition(.format, .value(placeholder: "FORMAT", grammar: .choice(OutputFormat.allCases.map(\.rawValue))),
                         needs: FaceDeclarations.formatNeeds, default: OutputFormat.svg.rawValue,
                         FaceDeclarations.formatSummary) { request, input throws(OptionValueError) in
            request.format = try input.choice(OutputFormat.self, "format")
        },
    ]

    /// The options after the faces' own, in help's order: what every face's markup or files
    /// beside it take.
    private static let afterFaces: [OptionDefinition] = [
        OptionDefinition(.animate, .none, faces: markupOnly,
                         "On load, slide the fill in from 0 and fade the colour in (0.35 s and 0.25 s, ease-in-out), unless the reader prefers reduced motion; the final state stays in plain SVG.") { request, _ throws(OptionValueError) in
            request.isAnimated = true
        },
        OptionDefinition(.pretty, .none, batch: .none, faces: markupOnly,
                         "Indent the output instead of writing it compact.") { request, _ throws(OptionValueError) in
            request.isPretty = true
        },
        OptionDefinition(.output, short: "-o", .value(placeholder: "FILE", grammar: .path), batch: .outputFile,
                         "Write to FILE (atomically: on any error it is left as it was) instead of standard output; - is standard output, where a PNG then goes even when it is a terminal.") { request, input throws(OptionValueError) in
            request.output = try input.filePath(allowsStandardOutput: true, "the output must be a file path, or - for standard output")
        },
        OptionDefinition(.cssOut, .value(placeholder: "FILE", grammar: .path), batch: .none,
                         faces: .declared(because: "a standalone SVG keeps its style inside; the style sheet is written apart only for HTML"),
                         "With \(option: .format) html, write the style sheet to FILE instead of inline (link it with <link rel=\"stylesheet\">); into a sheet starsvg wrote, add the rules it lacks (any other file is refused).") { request, input throws(OptionValueError) in
            request.cssOutput = try input.filePath(allowsStandardOutput: false, "the style sheet's file must be a file path")
        },
        OptionDefinition(.jsOut, .value(placeholder: "FILE", grammar: .path), batch: .none, faces: inputOnly,
                         excludes: [.option(.noScript, "there is no script to write")],
                         "With \(option: .interactive), write the script to FILE instead of inline (load it with <script src=… defer>). All files are written together or not at all.") { request, input throws(OptionValueError) in
            request.jsOutput = try input.filePath(allowsStandardOutput: false, "the script's file must be a file path")
        },
    ]

    /// The faces of `--js-out`, which only a rating input takes (today: the option is every
    /// page's script's, beside `--css-out`).
    private static let inputOnly = OptionDefinition.Faces.declared(because: "it only applies to a rating input")

    /// The faces of the options that only SVG and HTML have (ids, animation, indentation): a
    /// PNG and its tag refuse them for the picture's own reason (`FaceDeclaration.refusal`),
    /// so this one is never the one given.
    private static let markupOnly = OptionDefinition.Faces.declared(because: "it applies to SVG and HTML alone")

    /// `options`, each declared for some faces with the faces whose declarations take it, and
    /// each of every face without those that refuse it (`FaceDeclaration.optionRefusals`).
    private static func withDeclaredFaces(_ options: [OptionDefinition]) -> [OptionDefinition] {
        var options = options
        for index in options.indices {
            guard options[index].faces != nil else {
                // An option of every face, which a face may refuse in its own terms.
                let refusing = FaceDeclarations.faces(refusing: options[index].id)
                if !refusing.isEmpty { options[index] = options[index].declared(refusedBy: refusing) }
                continue
            }
            let faces = FaceDeclarations.faces(of: options[index].id)
            precondition(!faces.isEmpty, "no face's declaration takes \(options[index].longName)")
            options[index] = options[index].declared(for: faces)
        }
        return options
    }

    /// The options with a rule on what goes with them: faces, needs or exclusions. The
    /// combination check looks only at these, and only when one is given: each look at a
    /// declaration copies its arrays and closures, too dear for every option of every line.
    static let constrained: GivenOptions = all.indices.reduce(into: GivenOptions()) { set, index in
        let option = all[index]
        if option.faces != nil || !option.needs.isEmpty || !option.excludes.isEmpty { set.insert(index) }
    }

    /// The request of `given`, each an option of `all` and its input: applied in the order
    /// given, except that the options that quote the number of stars come after all the
    /// others (`--stars` may follow them), so that their messages quote the range that
    /// applies. Every front end makes its request here.
    /// - Throws: `RequestError` for the first value that does not match its grammar.
    package static func request(_ given: [(option: OptionID, input: OptionInput)]) throws(RequestError) -> RatingRequest {
        var request = RatingRequest()
        for readsAfterStarCount in [false, true] {
            for (option, input) in given {
                guard let index = index(of: option) else { preconditionFailure("\(option.longName) is not a rating option") }
                guard all[index].readsAfterStarCount == readsAfterStarCount else { continue }
                try apply(index, input, to: &request)
            }
        }
        return request
    }

    /// Reads `input` into `request` as the value of `option`, and marks the option given.
    /// - Throws: `RequestError` for the option when the input does not match its grammar.
    package static func apply(_ option: OptionID, _ input: OptionInput, to request: inout RatingRequest) throws(RequestError) {
        guard let index = index(of: option) else { preconditionFailure("\(option.longName) is not a rating option") }
        try apply(index, input, to: &request)
    }

    /// Reads `input` into `request` as the value of the option at `index` of `all`, and marks
    /// the option given.
    private static func apply(_ index: Int, _ input: OptionInput, to request: inout RatingRequest) throws(RequestError) {
        // The closure alone, not the whole declaration: a copy of one, its arrays, closures and
        // texts, for every option of every line, showed in a batch's time.
        guard let store = all[index].store else { preconditionFailure("\(all[index].longName) sets nothing in a request") }
        do {
            try store(&request, input)
        } catch {
            // Each value is held to its grammar as it is given, so a value given twice must be
            // valid both times: the message quotes the one at fault, not the last.
            guard case .invalid(nil, let requirement) = error.problem, let text = input.wholeText else {
                throw RequestError(all[index].id, error.problem)
            }
            throw RequestError(all[index].id, .invalid(givenText: text, requirement: requirement))
        }
        request.markGiven(index)
    }

    /// The declaration of `option`, which must be a rating option.
    package static subscript(_ option: OptionID) -> OptionDefinition {
        guard let index = index(of: option) else { preconditionFailure("\(option.longName) is not a rating option") }
        return all[index]
    }

    /// The rating option a user called `name` (without dashes), if there is one: a batch
    /// line's key.
    package static func definition(named name: String) -> OptionDefinition? {
        // A look along the names, not `OptionID(rawValue:)`, which hashes the name into a table.
        names.firstIndex(of: name).map { all[$0] }
    }

    /// Whether `option` is a rating option, one of `all`.
    package static func declares(_ option: OptionID) -> Bool {
        index(of: option) != nil
    }

    /// The option that sets `parameter` (`OptionDefinition.parameter`): the one a library
    /// error about it names.
    static func option(setting parameter: RatingParameter) -> OptionDefinition {
        guard let option = all.first(where: { $0.parameter == parameter }) else {
            preconditionFailure("no option sets the library's \(parameter)")
        }
        return option
    }

    /// The place of `option` in `all`, if it is a rating option: a look along `ids`, which for
    /// its few dozen bytes costs no more than a hash.
    static func index(of option: OptionID) -> Int? {
        ids.firstIndex(of: option)
    }

    /// For each option of `all`, the places in `all` of the options its exclusions and its needs
    /// name, in their order (`nil` for one that is no rating option): the combination check of
    /// every request asks whether each was given, and looking each up by its name cost a live
    /// rating's batch line about 5,000 instructions (Documentation/performance.md).
    static let ruledIndices: [(excluded: [Int?], needed: [Int?])] = all.map { option in
        (option.excludes.map { index(of: $0.option) }, option.needs.map { index(of: $0.option) })
    }

    /// The identities of `all`, in its order: a look along the declarations themselves would
    /// copy each one it passes (its arrays, closures and texts), for every option of every line.
    private static let ids = all.map(\.id)

    /// The names of `all`, in its order (`definition(named:)`).
    private static let names = all.map(\.name)

    /// A limit as help shows it, through the one number formatter: `1`, `0.25`.
    private static func describe(_ value: Double) -> String {
        SVGNumberFormatter(precision: 6).string(value)
    }

    /// `words` joined by `separator`, for the texts every run makes: the standard library's
    /// `joined(separator:)`, unspecialised, weighs on the start of every run.
    private static func list(_ words: [String], separator: String) -> String {
        var text = ""
        for word in words {
            if !text.isEmpty { text += separator }
            text += word
        }
        return text
    }
}
