/// The values a rating input offers (`--step`): every whole value, or every half.
public enum RatingInputStep: String, CaseIterable, Equatable, Sendable {
    /// 0, 1, …, N: one radio button a star. The default.
    case whole = "1"
    /// 0, 0.5, 1, …, N: two radio buttons a star, its halves.
    case half = "0.5"

    /// The distance between two values offered.
    public var size: Double {
        switch self {
        case .whole: 1
        case .half: 0.5
        }
    }

    /// How many values a star holds: 1 or 2.
    public var valuesPerStar: Int {
        switch self {
        case .whole: 1
        case .half: 2
        }
    }

    /// The values offered by an input of `starCount` stars, lowest first, 0 (no rating) included.
    public func values(starCount: Int) -> [Double] {
        (0...(starCount * valuesPerStar)).map { Double($0) / Double(valuesPerStar) }
    }

    /// Whether `value` is one of the values offered (a multiple of the step).
    public func offers(_ value: Double) -> Bool {
        let scaled = value * Double(valuesPerStar)
        return scaled.rounded(.down) == scaled
    }
}
