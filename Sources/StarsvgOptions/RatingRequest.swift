import StarRatingSVG
import StarGeometry
import OutputText

/// What one rating asks for, before validation: each option's value, read by its grammar
/// (`RatingOptions`, whose declarations say where each lands here), or `nil` when it was not
/// given. The command line and each batch line fill one; `plannedOutput()` validates it as a
/// whole, into the rating and what is written of it. It holds the options every face shares
/// (the rating's, and where and how the output is written); each face's own options land in
/// its `FaceSettings`, which the face declares with them.
package struct RatingRequest: Equatable, Sendable {
    /// The number of stars; `nil` for `StarRating.defaultStarCount`.
    package var stars: Int?
    /// The value; `nil` for 0.
    package var value: Double?
    /// The thresholds; `nil` for the reference's own.
    package var levels: [Double]?
    /// One colour per band; `nil` for the default palette.
    package var colors: [CSSColor]?
    /// The star cell size in pixels; `nil` for `StarRating.defaultCellSize`.
    package var size: Double?
    /// The unit `size` was given in; `nil` for pixels. Em sizes are kept in pixels at 16 px text.
    package var sizeUnit: HTMLSizeUnit?
    /// Which way the row fills; `nil` for `auto`, which a standalone SVG draws left to right.
    package var direction: RatingDirection?
    /// The gap ratio; `nil` for `StarRating.defaultGapRatio`.
    package var gap: Double?
    /// The fill mode; `nil` for `area`.
    package var fillMode: FillMode?
    /// The shape of every star; `nil` for the reference's star.
    package var shape: RatingShape?
    /// A star's number of tips, inner radius ratio and tip rounding; `nil` for the default's.
    package var points: Int?
    package var inner: Double?
    package var rounding: Double?
    /// The `viewBox` of the icon file `--shape` names; `nil` for a built-in shape.
    package var iconViewBox: Rect?
    /// The box an icon is fitted into a cell by; `nil` for its ink's.
    package var iconBox: IconBox?
    /// The blur's σ in pixels; `nil` for the reference's 2.
    package var blur: Double?
    /// The accessible name; `nil` derives one from the value.
    package var label: String?
    /// The language of the texts; `nil` for English, unnamed in the output.
    package var locale: RatingLocale?
    /// Texts in place of the locale's; `nil` for the locale's own.
    package var texts: TextsOverride?
    /// The id prefix; `nil` derives one from every other parameter.
    package var id: String?
    /// Whether to write indented output.
    package var isPretty = false
    /// Where to write; `nil` or `-` for standard output.
    package var output: String?
    /// What to write; `nil` for SVG, or the format of the face an option chooses
    /// (`FaceDeclaration.selector`: HTML for `--interactive`).
    package var format: OutputFormat?
    /// Whether the fill slides in and the colour fades in on load.
    package var isAnimated = false
    /// Where to write the style sheet; `nil` to write it inline.
    package var cssOutput: String?
    /// Where to write the rating input's script; `nil` to write it inline.
    package var jsOutput: String?

    /// The options that a run gives for every rating it writes, and no rating alone: a
    /// batch's `--css-out`, which meets its lines' need of a linked sheet (`--slot-in class`),
    /// and sets nothing of theirs (each line's snippet is linked to it when written). Empty
    /// for a single rating, whose options are all its own.
    package var givenByRun: [OptionID] = []

    /// The options given, by their places in `RatingOptions.all`.
    private var given = GivenOptions()
    /// What each face's own options set (`FaceSettings`).
    private var faceSettings = FaceSettingsStore()

    /// An empty request: every option at its default.
    package init() {}

    /// What a face's own options set (`FaceSettings`): those given, the others at their
    /// defaults. A face's declaration reads its own when it plans; its options set them.
    package subscript<Settings: FaceSettings>(_ type: Settings.Type) -> Settings {
        get { faceSettings[type] }
        set { faceSettings[type] = newValue }
    }

    /// Marks the option at `index` of `RatingOptions.all` given.
    mutating func markGiven(_ index: Int) {
        given.insert(index)
    }

    /// Whether `option` was given.
    package func isGiven(_ option: OptionID) -> Bool {
        RatingOptions.index(of: option).map(given.contains) ?? false
    }

    /// The number of stars the request will have: the one given, or the default.
    package var effectiveStarCount: Int { stars ?? StarRating.defaultStarCount }

    /// The format written: the one given, or that of the face an option chooses (HTML for a
    /// rating input), or SVG.
    package var effectiveFormat: OutputFormat { format ?? selection?.format ?? .svg }

    /// Validates the whole request, the rating and what is written of it, for writing later:
    /// what a batch keeps of each line.
    /// - Throws: `RequestError` naming the option at fault: a value out of its range, options
    ///   that do not go together, a bad `--name`, two outputs naming the same file, or a
    ///   rating input whose value has a fraction.
    package func plannedOutput() throws(RequestError) -> PlannedOutput {
        let rating = try rating()
        let face = self.face
        try checkCombinations(of: face)
        try checkUnitsAndDirection(of: face)
        return try FaceDeclarations.plan(rating, in: face, of: self)
    }

    /// Compact or pretty (`--pretty`).
    var writerOptions: SVGWriterOptions { isPretty ? .pretty : .compact }

    /// The face the request writes: a rating input, an HTML picture, a standalone SVG, a PNG
    /// or its `<img>` tag.
    var face: OutputFaces {
        let format = effectiveFormat
        if let selection, selection.format == format { return selection.face }
        return format.face
    }

    /// The face that an option given chooses over the first of its format, if any.
    private var selection: FaceDeclarations.Selection? {
        for selection in FaceDeclarations.selections where given.contains(selection.optionIndex) { return selection }
        return nil
    }

    /// Refuses options that cannot go together, as their declarations say: for each option
    /// given, in the list's order, the options it excludes, those it needs and the faces it
    /// applies to (`face`, the request's).
    private func checkCombinations(of face: OutputFaces) throws(RequestError) {
        // Most requests give no option that has a rule: the typical batch line is numbers
        // (see `RatingOptions.constrained`).
        let ruled = given.intersection(RatingOptions.constrained)
        for index in RatingOptions.all.indices where !ruled.isEmpty && ruled.contains(index) {
            let option = RatingOptions.all[index]
            // Whether each option ruled on was given, by its place (`RatingOptions.ruledIndices`).
            let places = RatingOptions.ruledIndices[index]
            for (exclusion, place) in zip(option.excludes, places.excluded) where place.map(given.contains) == true && exclusion.holds(self) {
                throw RequestError(option.id, .conflicts(other: exclusion.option, otherText: exclusion.value, reason: exclusion.reason))
            }
            for (need, place) in zip(option.needs, places.needed)
            where place.map(given.contains) != true && !givenByRun.contains(need.option) && need.holds(self) {
                throw RequestError(option.id, .needs(other: need.option, requirement: need.requirement))
            }
            if let faces = option.faces, !faces.faces.contains(face) {
                throw RequestError(option.id, faceProblem(option.id, of: faces, face: face))
            }
        }
        try checkFilesDiffer()
    }

    /// Why `option`, of `faces`, does not apply to this request's face, naming the option to
    /// change: the one that chose the face (`--format`, or a face's selector such as
    /// `--interactive`), or the one that would choose another. An option of none of the faces
    /// with a refusal of their own (`FaceDeclaration.refusal`: the PNG and its tag) is refused
    /// by such a face for its own reason; an option that a face chosen by its selector refuses
    /// in its own terms (`FaceDeclaration.optionRefusals`: the live rating's, plain text's), for
    /// that reason, against the selector or the format.
    private func faceProblem(_ option: OptionID, of faces: OptionDefinition.Faces, face: OutputFaces) -> RequestError.Problem {
        let declaration = FaceDeclarations[face]
        if let own = declaration.optionRefusals.first(where: { $0.option == option }) {
            if let selector = declaration.selector?.option { return .conflicts(other: selector, otherText: nil, reason: own.reason) }
            // A face without a selector is chosen by its format, which was given.
            if let format { return .conflicts(other: .format, otherText: format.rawValue, reason: own.reason) }
        }
        var reason = faces.reason
        if faces.faces.isDisjoint(with: FaceDeclarations.refusing), let refusal = declaration.refusal { reason = refusal }
        if let selector = FaceDeclarations.selector(ofAll: faces.faces) { return .needs(other: selector, requirement: faces.reason) }
        if let selector = declaration.selector?.option, format.map({ faces.faces.contains($0.face) }) ?? true {
            return .conflicts(other: selector, otherText: nil, reason: reason)
        }
        guard let format else {
            // Only the default, a standalone SVG, has no format given: name one that the option applies to.
            let wanted = OutputFormat.allCases.first { !faces.faces.isDisjoint(with: $0.faces) } ?? .svg
            return .needs(other: .format, requirement: "give \(OptionID.format.longName) \(wanted.rawValue) (\(reason))")
        }
        return .conflicts(other: .format, otherText: format.rawValue, reason: reason)
    }

    /// Refuses what only a web page can follow in a standalone picture (an SVG, a PNG or its
    /// tag): a size in ems (of which text?) and `--dir auto` (which page?), naming the format
    /// that makes it one.
    private func checkUnitsAndDirection(of face: OutputFaces) throws(RequestError) {
        guard let picture = FaceDeclarations.all[FaceDeclarations.index(of: face)].standalonePicture else { return }
        func refusal(_ option: OptionID, _ reason: String) -> RequestError {
            guard let format else {
                // Name the first format with text around it.
                let wanted = OutputFormat.allCases.first { FaceDeclarations[$0.face].standalonePicture == nil } ?? .svg
                return RequestError(option, .needs(other: .format, requirement: "give \(OptionID.format.longName) \(wanted.rawValue) (\(reason))"))
            }
            return RequestError(option, .conflicts(other: .format, otherText: format.rawValue, reason: reason))
        }
        if sizeUnit == .em { throw refusal(.size, "\(picture) has no text around it to take ems of; give its size in pixels") }
        if direction == .auto { throw refusal(.dir, "\(picture) has no page whose direction it could follow; give ltr or rtl") }
    }

    /// Refuses two outputs into one file, which would leave only one of them, and which one
    /// would depend on the order of writing. (The same file under two spellings is caught when
    /// writing.)
    private func checkFilesDiffer() throws(RequestError) {
        // Without a side file there is one output at most: nearly every request.
        guard cssOutput != nil || jsOutput != nil else { return }
        let paths: [(option: OptionID, path: String?)] = [(.output, output == "-" ? nil : output), (.cssOut, cssOutput), (.jsOut, jsOutput)]
        for (index, (option, path)) in paths.enumerated() {
            guard let path else { continue }
            if let earlier = paths[..<index].first(where: { $0.path == path }) {
                throw .invalid(option, "it names the same file as \(earlier.option.longName)")
            }
        }
    }

    /// Validates the whole request.
    /// - Throws: `RequestError` naming the option at fault.
    package func rating() throws(RequestError) -> StarRating {
        let texts = self.texts?.applied(to: (locale ?? .english).texts)
        let shape = try ratingShape()
        do {
            return try StarRating(
                starCount: effectiveStarCount, value: value ?? 0, levels: levels, colors: colors,
                cellSize: size ?? StarRating.defaultCellSize, gapRatio: gap ?? StarRating.defaultGapRatio, fillMode: fillMode ?? .area,
                blur: blur ?? StarRating.defaultBlur, shape: shape, direction: direction ?? .auto, locale: locale, texts: texts,
                // A chosen face's own name (a rating input's legend), whatever the format: the
                // rating is made before the combination checks refuse a face and a format.
                label: label ?? selection?.defaultLabel?(effectiveStarCount, locale, texts),
                idPrefix: id)
        } catch {
            throw RequestError(error)
        }
    }

    /// The shape asked for: `--shape`, or a star of `--points`, `--inner` and `--rounding`,
    /// which shape only a star. The rounding is the tips'; the inner corners keep the default
    /// star's proportion to it (7/13), so that the default rounding is the default star.
    private func ratingShape() throws(RequestError) -> RatingShape {
        var shape = self.shape ?? .standard
        if let iconBox {
            // Refused with a built-in shape, as a star's options are with an icon, whatever the
            // box: it would otherwise be ignored without a word.
            guard case .icon(let icon) = shape, let iconViewBox else {
                let reason = "only an icon file has a box to be fitted by; a star, a heart and a circle fill their cells"
                if isGiven(.shape) { throw RequestError(.iconBox, .conflicts(other: .shape, otherText: nil, reason: reason)) }
                throw RequestError(.iconBox, .needs(other: .shape, requirement: "an icon file (FILE.svg) to fit"))
            }
            if iconBox == .viewBox { shape = .icon(icon.framed(by: iconViewBox)) }
        }
        guard points != nil || inner != nil || rounding != nil else { return shape }
        let starOption: OptionID = points != nil ? .points : inner != nil ? .inner : .rounding
        guard case .star = shape else {
            throw RequestError(starOption, .conflicts(other: .shape, otherText: nil, reason: "only a star takes points, an inner radius and rounding"))
        }
        let outerRounding = rounding ?? StarShape.defaultOuterCornerRadius
        do {
            return .star(try StarShape(points: points ?? 5, innerRadiusRatio: inner ?? StarShape.defaultInnerRadiusRatio,
                                       outerCornerRadius: outerRounding,
                                       innerCornerRadius: outerRounding * StarShape.defaultInnerCornerRadius / StarShape.defaultOuterCornerRadius))
        } catch {
            throw .invalid(starOption, error.description)
        }
    }

    /// The rule for `size`: the rating's range in pixels, and ems for HTML.
    static var sizeRule: String { StarRatingError.cellSizeOutOfRange(0).requirement + ", or ems (such as 1.5em) for HTML" }

    /// The rule for `value`, with the range and an example for this request's number of stars.
    var valueRule: String {
        let stars = effectiveStarCount
        return "the value must be a decimal number from 0 to \(stars), such as \(Self.number.string(Double(stars) * 0.7))"
    }

    /// The rule for `levels`, with the range and the default levels as an example.
    var levelsRule: String {
        let stars = effectiveStarCount
        let example = ColorBands.defaultLevels(starCount: stars).map(Self.number.string).joined(separator: ",")
        return "the levels must be decimal numbers from 0 to \(stars) separated by commas, such as \(example)"
    }

    /// Numbers in messages: up to six decimals, no exponent.
    private static let number = SVGNumberFormatter(precision: 6)
}
