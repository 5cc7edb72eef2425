import Foundation
import StarRatingSVG

/// One rating the renderers draw, and what it is there to show.
struct RenderCase: Sendable {
    /// What a case is there to show, which decides the checks it gets.
    enum Purpose: Equatable, Sendable {
        /// A whole value: stars 1…k in the band colour, the rest without it.
        case wholeValue(Int)
        /// `whole + fraction`: stars 1…whole coloured, and the fill edge inside star whole + 1.
        case fractionalValue(whole: Int, fraction: Double)
        /// Every star filled with one colour: with the value-0 case of the same configuration,
        /// it tells how coloured each pixel of another render is.
        case filledReference(RGB)
    }

    /// The row: stars, levels, size.
    let configuration: RatingConfiguration
    /// What the case shows.
    let purpose: Purpose
    /// The rating itself.
    let rating: StarRating
    /// A unique file-name-safe name, e.g. `stars5-levels1,4-size100-value2.5-area`.
    let name: String

    /// The picture's size in device pixels.
    var pixelWidth: Int { Int((rating.row.layout.width * Double(configuration.deviceScale)).rounded(.up)) }
    /// The picture's height in device pixels.
    var pixelHeight: Int { Int((rating.row.layout.height * Double(configuration.deviceScale)).rounded(.up)) }
    /// Whether this case belongs to the original catalogue (sizes 100 and 24 at scale 1, blur 2), whose
    /// checks assume the rim and the soft edge stay clear of the stars' centres.
    var isStandardSize: Bool {
        configuration.deviceScale == 1 && configuration.blur == 2 && RenderCatalogue.standardSizes.contains(configuration.cellSize)
    }

    /// A case of `configuration` at `value`.
    /// - Parameters:
    ///   - configuration: The row.
    ///   - value: The rating; whole or fractional.
    ///   - fillMode: Where a fraction's edge goes.
    ///   - idPrefix: An explicit id prefix, for a twin of another case; `nil` lets the library
    ///     derive one.
    init(_ configuration: RatingConfiguration, value: Double, fillMode: FillMode = .area, idPrefix: String? = nil) throws {
        let whole = value.rounded(.down)
        self.configuration = configuration
        self.purpose = whole == value ? .wholeValue(Int(whole)) : .fractionalValue(whole: Int(whole), fraction: value - whole)
        self.rating = try StarRating(starCount: configuration.starCount, value: value,
                                     levels: configuration.levels.map(Double.init),
                                     cellSize: configuration.cellSize, fillMode: fillMode, blur: configuration.blur,
                                     shape: configuration.shape.shape, idPrefix: idPrefix)
        // %g writes 2, 2.5 and 7.25 as they are written in the samples' names.
        self.name = "\(configuration)-value\(String(format: "%g", value))"
            + (whole == value ? "" : "-\(fillMode.rawValue)") + (idPrefix.map { "-id-\($0)" } ?? "")
    }

    /// Every star of `configuration` filled with `color`: value N, no levels, one colour.
    /// - Parameters:
    ///   - configuration: The row.
    ///   - color: The colour of every star.
    init(filledReferenceOf configuration: RatingConfiguration, color: RGB) throws {
        self.configuration = configuration
        self.purpose = .filledReference(color)
        self.rating = try StarRating(starCount: configuration.starCount, value: Double(configuration.starCount),
                                     levels: [], colors: [CSSColor(red: color.red, green: color.green, blue: color.blue)],
                                     cellSize: configuration.cellSize, blur: configuration.blur,
                                     shape: configuration.shape.shape)
        self.name = "\(configuration)-filled-\(color.description.dropFirst())"
    }

    /// The colour the rating shows, or `nil` for value 0.
    var expectedColor: RGB? {
        if case .filledReference(let color) = purpose { return color }
        return configuration.expectedColor(forValue: rating.value)
    }

    /// The number of stars entirely in colour.
    var fullyColoredStarCount: Int {
        switch purpose {
        case .wholeValue(let whole), .fractionalValue(let whole, _): whole
        case .filledReference: configuration.starCount
        }
    }
}
