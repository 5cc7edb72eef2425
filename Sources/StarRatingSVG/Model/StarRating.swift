import CSSColor
import OutputText
import StarGeometry

/// A continuous star rating: N stars over one colour surface that a soft-edged mask reveals up
/// to the value, its colour chosen by thresholds. These are the validated parameters; a
/// `RatingScene` lays them out as parts, and a serialiser writes the scene (`svgDocument()`).
///
/// ```swift
/// let rating = try StarRating(starCount: 10, value: 7, levels: [2, 8])
/// let svg = rating.svgString()
/// ```
public struct StarRating: Equatable, Sendable {
    /// Allowed numbers of stars (defined by the row layout, which enforces it).
    public static var starCountRange: ClosedRange<Int> { RowLayout.starCountRange }
    /// Allowed star cell sizes, in pixels (defined by the row layout, which enforces it).
    public static var cellSizeRange: ClosedRange<Double> { RowLayout.cellSizeRange }
    /// Allowed gaps, as a ratio of the cell size (defined by the row layout, which enforces it).
    public static var gapRatioRange: ClosedRange<Double> { RowLayout.gapRatioRange }
    /// The number of stars when none is given: the reference's first preview.
    public static let defaultStarCount = 5
    /// The star cell size when none is given, in pixels: a common icon size.
    public static let defaultCellSize = 24.0
    /// The gap when none is given, as a ratio of the cell size.
    public static let defaultGapRatio = 0.25
    /// The most thresholds a rating may have.
    public static let maximumLevelCount = 100
    /// The longest label, in Unicode scalars.
    public static let maximumLabelLength = 1000
    /// Allowed blur standard deviations, in pixels.
    public static let blurRange = 0.0...8.0
    /// The reference's blur: `blur(radius: 2)` is a Gaussian of σ = 2 points whatever the
    /// star's size (the symbol is resized to its frame, the blur applied after it).
    public static let defaultBlur = 2.0
    /// The longest id prefix.
    public static let maximumIDPrefixLength = 64

    /// The laid-out row of stars: the geometry's, for the faces (`package`, not API).
    package let row: StarRow
    /// The value, 0...starCount.
    public let value: Double
    /// The thresholds that choose the colour, as the geometry holds them (`levels` is API).
    package let bands: ColorBands
    /// One colour per band.
    public let colors: [CSSColor]
    /// How a fractional value places the fill edge inside its star.
    public let fillMode: FillMode
    /// The standard deviation of the soft edge's and the bevel's blur, in pixels, the same at
    /// every size; 0 draws a hard edge and no rim.
    public let blur: Double
    /// The language of the texts and numbers, when one was given: the output then says so
    /// (`lang`). `nil` writes English, and says nothing.
    public var locale: RatingLocale? { words?.locale }
    /// The texts: the accessible name's, a rating input's legend and options'. The locale's
    /// own unless others were given.
    public var texts: RatingTexts { givenTexts ?? locale?.texts ?? .english }
    /// The texts given, or `nil` for the locale's.
    private var givenTexts: RatingTexts? { words?.texts }
    /// The locale and texts given, held by one reference (see `RatingWords`); `nil` for
    /// neither.
    private let words: RatingWords?
    /// The accessible name: the `<title>` of the SVG (and a snippet's `aria-label` too).
    public var label: String { givenLabel ?? defaultLabel }
    /// A rating input's accessible name, its legend: the label given, or the texts' legend
    /// ("Rating out of 5"), which names no value, as the input's value changes.
    public var inputLegend: String {
        givenLabel ?? RatingInputOptions.defaultLabel(starCount: starCount, locale: locale, texts: givenTexts)
    }
    /// The label given, or `nil` for the default one, which is made when asked for: a batch
    /// holds every rating it checks until it writes them, and default labels made at once took
    /// its peak memory over the budget.
    let givenLabel: String?
    /// The prefix of every id in the output, unique to these parameters unless given.
    public private(set) var idPrefix: String
    /// Whether `idPrefix` was derived from the parameters rather than given, so that a face
    /// that writes other ids (an HTML snippet) derives its own.
    private(set) var isIDPrefixDerived: Bool
    /// Which way the row fills: from the left, from the right, or as the page around it reads.
    /// (Beside the other one-byte property, where it takes no room of its own.)
    public let direction: RatingDirection

    /// Creates a rating, validating every parameter.
    /// - Parameters:
    ///   - starCount: the number of stars, in `starCountRange`. Default 5.
    ///   - value: 0...starCount; fractions allowed. 0 shows no colour.
    ///   - levels: strictly increasing thresholds in 0...starCount; `nil` takes the reference's
    ///     own, `ColorBands.defaultLevels(starCount:)`.
    ///   - colors: one per band (levels + 1); `nil` takes red, yellow, green (the reference's
    ///     system colours) for three bands, red and green for two, green for one.
    ///   - cellSize: the side of each star's square cell in pixels. Default 24.
    ///   - gapRatio: the gap between stars (and at both ends) as a ratio of `cellSize`. Default 0.25.
    ///   - fillMode: where a fractional value's edge goes inside its star. Default `.area`.
    ///   - blur: the σ of the soft edge and the bevel in pixels, in `blurRange`. Default 2, the
    ///     reference's, at every size; 0 draws a hard edge and no rim.
    ///   - shape: the shape of every star: a star (`.star(StarShape)`), `.heart`, `.circle`
    ///     or an icon (`.icon(IconShape)`). Default `.standard`, the reference's star.
    ///   - direction: which way the row fills. Default `.auto`: as an HTML page around it reads,
    ///     left to right in a standalone SVG.
    ///   - locale: the language of the texts and their numbers; `nil`, the default, for
    ///     English, which the output then does not name.
    ///   - texts: the texts; `nil`, the default, for the locale's own.
    ///   - label: the accessible name; `nil` fills in the texts' label: "Rating: 3.5 out of 5".
    ///   - idPrefix: the prefix of every id; `nil` derives one from all the other parameters.
    /// - Throws: `StarRatingError` naming the first invalid parameter (`.textsDoNotFitLocale`
    ///   for a value's label by a plural category the locale does not use); its `parameter`
    ///   is the one at fault.
    public init(
        starCount: Int = StarRating.defaultStarCount,
        value: Double,
        levels: [Double]? = nil,
        colors: [CSSColor]? = nil,
        cellSize: Double = StarRating.defaultCellSize,
        gapRatio: Double = StarRating.defaultGapRatio,
        fillMode: FillMode = .area,
        blur: Double = StarRating.defaultBlur,
        shape: RatingShape = .standard,
        direction: RatingDirection = .auto,
        locale: RatingLocale? = nil,
        texts: RatingTexts? = nil,
        label: String? = nil,
        idPrefix: String? = nil
    ) throws(StarRatingError) {
        // The layout checks the star count, size and gap against its ranges, the one
        // definition of those limits.
        let layout: RowLayout
        do {
            layout = try RowLayout(starCount: starCount, cellSize: cellSize, gapRatio: gapRatio)
        } catch {
            switch error {
            case .starCountOutOfRange(let count): throw .starCountOutOfRange(count)
            case .invalidCellSize(let size): throw .cellSizeOutOfRange(size)
            case .invalidGapRatio(let ratio): throw .gapRatioOutOfRange(ratio)
            }
        }
        guard value.isFinite, (0...Double(starCount)).contains(value) else {
            throw .valueOutOfRange(value, starCount: starCount)
        }
        let levels = levels ?? ColorBands.defaultLevels(starCount: starCount)
        guard levels.count <= Self.maximumLevelCount else { throw .tooManyLevels(levels.count) }
        for level in levels where !(level.isFinite && (0...Double(starCount)).contains(level)) {
            throw .levelOutOfRange(level, starCount: starCount)
        }
        let bands: ColorBands
        do {
            bands = try ColorBands(levels: levels)
        } catch {
            switch error {
            case .levelsNotStrictlyIncreasing: throw .levelsNotIncreasing(levels)
            case .nonFiniteLevel(_, let level): throw .levelOutOfRange(level, starCount: starCount)
            }
        }
        let colors = colors ?? Self.defaultColors(bandCount: bands.bandCount)
        guard let colors else { throw .colorsRequired(bands: bands.bandCount) }
        guard colors.count == bands.bandCount else {
            throw .colorCountMismatch(colors: colors.count, bands: bands.bandCount)
        }
        guard Self.blurRange.contains(blur) else { throw .blurOutOfRange(blur) }
        // The default label is valid by construction: a template holds no character a label may
        // not, and the numbers are digits.
        if let label { try Self.validate(label: label) }
        if let texts {
            do {
                try (locale ?? .english).validate(texts.value, field: "value")
            } catch {
                throw .textsDoNotFitLocale(error)
            }
        }

        if let idPrefix, !Self.isValid(idPrefix: idPrefix) { throw .invalidIDPrefix(idPrefix) }
        let row = StarRow(layout: layout, shape: shape)
        // The derived prefix hashes every other property. It is made before any is set, so
        // that each is set once: changing one of a whole `self` copied and destroyed the
        // rating twice over, for every rating a batch checks and writes.
        let prefix: String
        if let idPrefix {
            prefix = idPrefix
        } else {
            prefix = Self.derivedIDPrefix(Self.canonicalHash(row: row, value: value, bands: bands, colors: colors,
                                                             fillMode: fillMode, blur: blur, direction: direction,
                                                             locale: locale, texts: texts,
                                                             label: label ?? Self.defaultLabel(value: value, starCount: starCount,
                                                                                               locale: locale, texts: texts)))
        }
        self.row = row
        self.value = value
        self.bands = bands
        self.colors = colors
        self.fillMode = fillMode
        self.blur = blur
        self.direction = direction
        self.words = locale == nil && texts == nil ? nil : RatingWords(locale: locale, texts: texts)
        self.givenLabel = label
        self.idPrefix = prefix
        self.isIDPrefixDerived = idPrefix == nil
    }

    /// This rating with `idPrefix` as the prefix of its ids, given: the same picture under other
    /// ids, for a page that shows it twice.
    /// - Throws: `IDPrefixError.invalid` when `idPrefix` is not a valid prefix.
    public func withIDPrefix(_ idPrefix: String) throws(IDPrefixError) -> StarRating {
        guard Self.isValid(idPrefix: idPrefix) else { throw .invalid(idPrefix) }
        var copy = self
        copy.idPrefix = idPrefix
        copy.isIDPrefixDerived = false
        return copy
    }

    /// Ratings are equal when they show the same: a label given as the default one's text
    /// is that label.
    public static func == (left: StarRating, right: StarRating) -> Bool {
        left.row == right.row && left.value == right.value && left.bands == right.bands && left.colors == right.colors
            && left.fillMode == right.fillMode && left.blur == right.blur && left.direction == right.direction
            && left.locale == right.locale && left.texts == right.texts && left.label == right.label
            && left.idPrefix == right.idPrefix && left.isIDPrefixDerived == right.isIDPrefixDerived
    }

    /// Whether `other` is this rating but for its value and its ids' prefix: the same row,
    /// colours, levels, fill mode, blur, direction, language, texts given and label given (a
    /// label given is told apart from none). A face that keeps its markup for every value of
    /// a look (a rating input's, `WebSnippetMemo`) compares a batch line's rating so, field by
    /// field: `==` compares the labels, and makes each default one to do so.
    func isAlike(exceptValueAndIDPrefix other: StarRating) -> Bool {
        row == other.row && bands == other.bands && colors == other.colors && fillMode == other.fillMode
            && blur == other.blur && direction == other.direction && givenLabel == other.givenLabel
            && (words === other.words || (locale == other.locale && givenTexts == other.givenTexts))
    }

    /// Whether the label is the texts' own filled in with the value ("Rating: 3.5 out of 5"):
    /// none was given, or the one given says the same. A face that shows the value its own
    /// way leaves such a label out (plain text), or puts its words around the value it
    /// writes (the live rating's spoken value).
    var isTextsLabel: Bool { givenLabel.map { $0 == defaultLabel } ?? true }

    /// The label when none is given: the texts' label filled in.
    private var defaultLabel: String {
        Self.defaultLabel(value: value, starCount: starCount, locale: locale, texts: givenTexts)
    }

    /// The texts' label filled in with `value` and `starCount` as the locale writes numbers:
    /// "Rating: 3.5 out of 5" without a locale or texts, made the fast way.
    private static func defaultLabel(value: Double, starCount: Int, locale: RatingLocale?, texts: RatingTexts?) -> String {
        guard locale != nil || texts != nil else { return englishLabel(value: value, starCount: starCount) }
        let locale = locale ?? .english
        return (texts ?? locale.texts).label.filled(value: locale.localizedNumber(NumberText.describe(value)),
                                                    stars: locale.localizedNumber(String(starCount)))
    }

    /// The value as the locale writes it (`3,5` in German): for the texts' placeholders.
    public func localizedNumber(_ number: Double) -> String {
        (locale ?? .english).localizedNumber(NumberText.describe(number))
    }

    /// "Rating: 3.5 out of 5", for a valid value: the label when no locale or texts are given.
    private static func englishLabel(value: Double, starCount: Int) -> String {
        // Written straight into the string's storage, the one allocation, where interpolation
        // makes a string per part: a batch makes every default label twice (for the hash, and
        // to write it), so this shows in its time.
        // "Rating: " and " out of " and two numbers of at most 24 bytes each fit in 64.
        String(unsafeUninitializedCapacity: 64) { text in
            var count = 0
            withDefaultLabelParts(value: value, starCount: starCount) { part in
                _ = UnsafeMutableBufferPointer(rebasing: text[count...]).initialize(fromContentsOf: part)
                count += part.count
            }
            return count
        }
    }

    /// Calls `body` with each part of the default label's UTF-8 in turn, each where it lies
    /// (the words in the binary, the numbers on the stack): the hash takes the label from
    /// them without making it.
    private static func withDefaultLabelParts(value: Double, starCount: Int,
                                              _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        ("Rating: " as StaticString).withUTF8Buffer(body)
        NumberText.withText(of: value, body)
        (" out of " as StaticString).withUTF8Buffer(body)
        // A whole number's text, as `String(starCount)` has it (the count is far below 10^9).
        NumberText.withText(of: Double(starCount), body)
    }

    /// This rating for a face whose ids differ from the standalone SVG's: with the prefix
    /// derived from the parameters and `texts` (what sets the face apart), or the given prefix
    /// unchanged. Two faces of one rating pasted into one page then never share an id, and
    /// neither do two rating inputs that differ only in their name.
    func distinguished(by texts: [String]) -> StarRating {
        guard isIDPrefixDerived else { return self }
        var copy = self
        var hash = canonicalHash()
        for text in texts { hash.combine(text) }
        copy.idPrefix = Self.derivedIDPrefix(hash)
        return copy
    }

    /// The length of a derived id prefix: six letters and digits, 35.4 bits of the hash, so
    /// among 1,000 different ratings on one page two share a prefix with a chance of about
    /// 1 in 95,000. Each id is the prefix and one character, and a rating writes about 25 of
    /// them: a longer prefix would cost a byte per id.
    public static let derivedIDPrefixLength = 6

    /// `derivedIDPrefixLength` letters and digits of `hash`, starting with a letter.
    private static func derivedIDPrefix(_ hash: StableHash) -> String {
        hash.identifier(length: derivedIDPrefixLength)
    }

    /// The number of stars.
    public var starCount: Int { row.layout.starCount }

    /// The thresholds that choose the colour, strictly increasing: those given, or the
    /// reference's own for the number of stars.
    public var levels: [Double] { bands.levels }

    /// The shape of every star.
    public var shape: RatingShape { row.shape }

    /// The side of each star's square cell, in pixels.
    public var cellSize: Double { row.layout.cellSize }

    /// The gap between stars (and at both ends), as a ratio of `cellSize`.
    public var gapRatio: Double { row.layout.gapRatio }

    /// The x of the soft edge's middle, in the row's coordinates.
    package var fillEdge: Double { row.fillEdge(forValue: value, mode: fillMode) }

    /// What the rating shows at `value`: the fill edge, placed by the fill mode, and the band
    /// colour; `nil` for 0 (or less), which shows no colour.
    /// - Parameter value: any value from 0 to the number of stars, not only the rating's own.
    /// - Complexity: O(log *k*) in the number of levels, plus the fill mode's (see
    ///   `StarRow.fillEdge(forValue:mode:)`).
    public func fillState(forValue value: Double) -> FillState? {
        bands.band(forValue: value).map { FillState(value: value, edge: row.fillEdge(forValue: value, mode: fillMode), band: $0) }
    }

    /// `fillState(forValue:)`, with the fill edges found inside a star remembered in `memo` for
    /// the ratings to come (see `FillEdgeMemo`).
    func fillState(forValue value: Double, memo: inout FillEdgeMemo) -> FillState? {
        bands.band(forValue: value).map {
            FillState(value: value, edge: row.fillEdge(forValue: value, mode: fillMode, memo: &memo), band: $0)
        }
    }

    /// The index of the colour shown, or `nil` when the value is 0 and no colour shows.
    public var band: Int? { bands.band(forValue: value) }

    /// The colour shown, or `nil` when the value is 0.
    public var color: CSSColor? { band.map { colors[$0] } }

    /// The default palette for a number of bands, or `nil` when there is none.
    public static func defaultColors(bandCount: Int) -> [CSSColor]? {
        // Made once: every rating without colours of its own takes one.
        switch bandCount {
        case 1...3: return defaultPalettes[bandCount - 1]
        default: return nil
        }
    }

    /// The default palettes of one, two and three bands.
    private static let defaultPalettes: [[CSSColor]] = [
        [.systemGreen],
        [.systemRed, .systemGreen],
        [.systemRed, .systemYellow, .systemGreen],
    ]

    /// The notation of the hash's numbers. Changing it changes ids.
    private static let hashNumberFormatter = SVGNumberFormatter(precision: 9)

    /// A hash of every parameter that changes the output, in a fixed order and fixed notation.
    private func canonicalHash() -> StableHash {
        Self.canonicalHash(row: row, value: value, bands: bands, colors: colors, fillMode: fillMode, blur: blur,
                           direction: direction, locale: locale, texts: givenTexts, label: label)
    }

    /// `canonicalHash()` of a rating of these properties: the initialiser hashes them before it
    /// sets any.
    private static func canonicalHash(row: StarRow, value: Double, bands: ColorBands, colors: [CSSColor], fillMode: FillMode,
                                      blur: Double, direction: RatingDirection, locale: RatingLocale?, texts: RatingTexts?,
                                      label: String) -> StableHash {
        let starCount = row.layout.starCount
        let number = hashNumberFormatter
        var hash = StableHash()
        hash.combine("starsvg-2")
        hash.combine(Double(starCount), number)
        hash.combine(value, number)
        hash.combine(bands.levels, number)
        // The defaults' texts were made once: nearly every rating has the default gap and
        // blur, and most the default palette.
        if let palette = defaultColors(bandCount: colors.count), colors == palette {
            for text in defaultPaletteTexts[colors.count - 1] { hash.combine(utf8: text) }
        } else {
            for color in colors {
                color.withCanonicalText { hash.combine(utf8: $0) }
            }
        }
        hash.combine(row.layout.cellSize, number)
        if row.layout.gapRatio == defaultGapRatio {
            hash.combine(utf8: defaultGapRatioText)
        } else {
            hash.combine(row.layout.gapRatio, number)
        }
        hash.combine(fillMode.rawValue)
        if blur == defaultBlur {
            hash.combine(utf8: defaultBlurText)
        } else {
            hash.combine(blur, number)
        }
        // Shapes are equal when the parameters the hash takes are (`StarShape.==`); an icon
        // by its content digest, the same in every process.
        switch row.shape {
        case .star(let star) where star == .standard: hash.combine(utf8: standardStarText)
        case .star(let star): hash.combine(hashedParameters(of: star), number)
        case .heart: hash.combine("heart")
        case .circle: hash.combine("circle")
        case .icon(let icon): hash.combine("icon:" + String(icon.contentDigest, radix: 16))
        }
        // Only a drawing that differs is hashed, so that the ids of every rating drawn left to
        // right stay as they were; a web face hashes what its markup adds (`dir`).
        if direction.drawsRightToLeft { hash.combine("rtl") }
        // So are a locale and texts only when given: a rating input's options have texts that
        // its label does not show.
        if let locale { hash.combine("locale:" + locale.tag) }
        if let texts {
            hash.combine("texts")
            for template in [texts.label, texts.legend, texts.none] { hash.combine(template.text) }
            // The average's text only when it is not the locale's, so that the ids of every
            // rating given texts before there was one stay as they were.
            if texts.average != (locale ?? .english).texts.average { hash.combine("average:" + texts.average.text) }
            for category in texts.value.categories { hash.combine(category.rawValue + ":" + texts.value.form(for: category).text) }
        }
        hash.combine(label)
        return hash
    }

    /// The numbers of a star's shape that the hash takes, in order.
    private static func hashedParameters(of star: StarShape) -> [Double] {
        [Double(star.points), star.innerRadiusRatio, star.outerCornerRadius, star.innerCornerRadius]
    }

    /// The text the hash takes of the standard star, which nearly every rating has, made once.
    private static let standardStarText: [UInt8] = {
        var text: [UInt8] = []
        for (index, number) in hashedParameters(of: .standard).enumerated() {
            if index > 0 { text.append(UInt8(ascii: ",")) }
            hashNumberFormatter.append(number, to: &text)
        }
        return text
    }()

    /// The texts the hash takes of the default gap ratio and blur, made once.
    private static let defaultGapRatioText = hashText(of: defaultGapRatio)
    private static let defaultBlurText = hashText(of: defaultBlur)

    /// The text the hash takes of each colour of each default palette, made once.
    private static let defaultPaletteTexts: [[[UInt8]]] = defaultPalettes.map { palette in
        palette.map { color in color.withCanonicalText { Array($0) } }
    }

    /// The text the hash takes of `number`.
    private static func hashText(of number: Double) -> [UInt8] {
        var text: [UInt8] = []
        hashNumberFormatter.append(number, to: &text)
        return text
    }

    private static func validate(label: String) throws(StarRatingError) {
        var length = 0
        for scalar in label.unicodeScalars {
            length += 1
            // The rule of every text (a value slot's, the texts'). XML 1.0 has no way to write
            // a noncharacter, not even as a reference: the writer would have to replace it, and
            // the label shown would not be the label given.
            switch ForbiddenCharacter(scalar) {
            case .control: throw .labelContainsControlCharacter(scalar.value)
            case .noncharacter: throw .labelContainsNoncharacter(scalar.value)
            case nil: break
            }
        }
        guard length <= maximumLabelLength else { throw .labelTooLong(length) }
    }

    private static func isValid(idPrefix: String) -> Bool {
        let bytes = Array(idPrefix.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard let first = bytes.first, isLetter(first), bytes.count <= maximumIDPrefixLength else { return false }
        return bytes.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }
}
