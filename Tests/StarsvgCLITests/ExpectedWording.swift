import StarRatingSVG
@testable import StarsvgOptions

/// The words and the language an accepted rating must show, for the output audits: with
/// `--locale` or `--texts`, the label, a rating input's legend and its options' names are
/// not English, and the root names the locale (`lang` on a snippet, `xml:lang` on a
/// standalone SVG).
///
/// The wording is made by the library (`StarRating.label`, `inputOptionLabel(forValue:)`,
/// `RatingInputOptions.defaultLabel`) from the locale and the texts read as the command reads
/// them: the words themselves are held to CLDR by `LocalizedTextsTests`, so here they are the
/// oracle of where each one lands, and that it lands there exactly, escaped once.
struct ExpectedWording {
    /// The tag the root must name; `nil` when it must name none (no `--locale`).
    var language: String?
    /// The picture's label when no `--label` is given; `nil` for the English default, whose
    /// shape ("Rating: V out of N") the audits check on their own.
    var label: String?
    /// A rating input's legend when no `--label` is given; `nil` for the English default.
    var legend: String?
    /// A rating input's options' names, for the values 0 to N; `nil` for the English ones.
    var optionNames: [String]?
    /// Those of an input of half stars, for the values 0, 0.5, 1, … N; `nil` for the English ones.
    var halfOptionNames: [String]?
    /// The rating the words were made from; `nil` for English.
    private var rating: StarRating?

    /// English, as the product has always written it, and no language named.
    static let english = ExpectedWording()

    /// Why a wording could not be made: the options were refused by the library, which for an
    /// accepted run is itself a problem to report.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The wording of a rating of `stars` stars at `valueText` (as given, `nil` for 0) in the
    /// locale `tag`, with `texts` in place of its own; English for neither.
    init(stars: Int, valueText: String?, locale tag: String?, texts: TextsOverride?) throws(Failure) {
        guard tag != nil || texts != nil else {
            self = .english
            return
        }
        var locale: RatingLocale? = nil
        if let tag {
            do {
                locale = try RatingLocale(tag: tag)
            } catch {
                throw Failure(description: "the locale \(tag) is refused by the library: \(error)")
            }
        }
        // A plain decimal as given ("3.50", "007"), read apart from the command's own grammar.
        guard let value = Double(valueText ?? "0") else { throw Failure(description: "the value \(valueText ?? "") is no number") }
        let merged = texts?.applied(to: (locale ?? .english).texts)
        let rating: StarRating
        do {
            rating = try StarRating(starCount: stars, value: value, locale: locale, texts: merged)
        } catch {
            throw Failure(description: "the library refuses the rating: \(error)")
        }
        language = locale?.tag
        label = rating.label
        legend = RatingInputOptions.defaultLabel(starCount: stars, locale: locale, texts: merged)
        optionNames = (0...stars).map { rating.inputOptionLabel(forValue: Double($0)) }
        halfOptionNames = (0...(2 * stars)).map { rating.inputOptionLabel(forValue: Double($0) / 2) }
        self.rating = rating
    }

    /// A rating input's description of `average` (`--average`), in the locale's words or the
    /// texts': made by the library, as the other words are; `nil` when the library refuses
    /// the number of stars.
    func averageDescription(_ average: Double, stars: Int) -> String? {
        (rating ?? (try? StarRating(starCount: stars, value: 0)))?.inputAverageDescription(average)
    }

    private init() {}

    /// The wording of an accepted run's options: `--texts` read from its file, as the command
    /// reads it.
    init(stars: Int, valueText: String?, locale tag: String?, textsPath: String?) throws(Failure) {
        var texts: TextsOverride? = nil
        if let textsPath {
            do {
                texts = try TextsOverride.read(path: textsPath)
            } catch {
                throw Failure(description: "the texts file \(textsPath) is refused by the library: \(error)")
            }
        }
        try self.init(stars: stars, valueText: valueText, locale: tag, texts: texts)
    }

    /// The names of an input's options in English: "No rating", "1 star", "2 stars", …,
    /// written out here.
    static func englishOptionNames(stars: Int) -> [String] {
        (0...stars).map { $0 == 0 ? "No rating" : ($0 == 1 ? "1 star" : "\($0) stars") }
    }

    /// Those of an input of half stars: "No rating", "0.5 stars", "1 star", "1.5 stars", …
    /// (English says "one" of 1 alone: "1.5 stars").
    static func englishHalfOptionNames(stars: Int) -> [String] {
        (0...(2 * stars)).map { $0 == 0 ? "No rating" : ($0 == 2 ? "1 star" : halfText($0) + " stars") }
    }

    /// The value of `halves` halves as a form submits it: `2`, `2.5`.
    static func halfText(_ halves: Int) -> String {
        String(halves / 2) + (halves % 2 == 0 ? "" : ".5")
    }
}
