/// A rating as one line of plain text (`TextFace`): `★★★★☆ 4.3/5`, with the label given before
/// it and a direction mark where the line reads right to left or a direction was asked for.
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
        let isLocaleRightToLeft = rating.locale?.isRightToLeft ?? false
        // The line's mark: a direction asked for is marked whatever the line holds, since a
        // label's first strong character (Hebrew words in an English line, or a mark of its
        // own) would otherwise lay the line out its way. Left to the text, a line reads as its
        // locale does, and a left-to-right locale's as its label does.
        let mark: String? = switch rating.direction {
        case .rightToLeft: "\u{200F}"
        case .leftToRight: "\u{200E}"
        case .auto: isLocaleRightToLeft ? "\u{200F}" : nil
        }
        var text = mark ?? ""
        let value = rating.localizedNumber(rating.value)
        let stars = rating.localizedNumber(Double(rating.starCount))
        // A label of the rating's own, not the texts' ("Rating: 4.3 out of 5"), which says
        // what the line shows already. The mark again after it: digits after Hebrew words
        // join them, and after English words the stars join those, each turning the stars
        // and the value round with the label's direction.
        if !rating.isTextsLabel {
            text += rating.label
            text += mark ?? ""
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
