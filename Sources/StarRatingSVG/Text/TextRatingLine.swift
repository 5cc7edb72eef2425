/// A rating as one line of plain text (`TextFace`): `★★★★☆ 4.3/5`, with the label given before
/// it and a direction mark where the line reads right to left.
public struct TextRatingLine: RatingFacePlan, Equatable {
    /// The line, with its final line feed.
    public let text: String

    /// The line of `rating`.
    /// - Throws: `TextFaceError.iconShape` for an icon file's shape.
    public init(_ rating: StarRating) throws(TextFaceError) {
        let symbols: (filled: Character, empty: Character)
        switch rating.shape {
        case .star: symbols = ("★", "☆")
        case .heart: symbols = ("♥", "♡")
        case .circle: symbols = ("●", "○")
        case .icon: throw .iconShape
        }
        let filled = Self.filledCount(value: rating.value, starCount: rating.starCount)
        var text = ""
        let isLocaleRightToLeft = rating.locale?.isRightToLeft ?? false
        switch rating.direction {
        case .rightToLeft: text.append("\u{200F}")
        case .auto where isLocaleRightToLeft: text.append("\u{200F}")
        case .leftToRight where isLocaleRightToLeft: text.append("\u{200E}")
        case .auto, .leftToRight: break
        }
        let value = rating.localizedNumber(rating.value)
        let stars = rating.localizedNumber(Double(rating.starCount))
        // A label of the rating's own, not the texts' ("Rating: 4.3 out of 5"), which says
        // what the line shows already.
        if rating.label != rating.texts.label.filled(value: value, stars: stars) {
            text += rating.label
            text.append(" ")
        }
        text += String(repeating: symbols.filled, count: filled)
        text += String(repeating: symbols.empty, count: rating.starCount - filled)
        text.append(" ")
        text += value
        text.append("/")
        text += stars
        text.append("\n")
        self.text = text
    }

    /// The number of filled symbols for `value` of `starCount`: the nearest whole number, a
    /// half rounded up (4.5 is 5, 4.49 is 4), within 0 to `starCount`.
    public static func filledCount(value: Double, starCount: Int) -> Int {
        let rounded = value.rounded(.toNearestOrAwayFromZero)
        guard rounded.isFinite, rounded > 0 else { return 0 }
        return rounded >= Double(starCount) ? starCount : Int(rounded)
    }

    /// The line, `text`.
    public func output() -> RatingFaceOutput {
        RatingFaceOutput(main: .text(text))
    }
}
