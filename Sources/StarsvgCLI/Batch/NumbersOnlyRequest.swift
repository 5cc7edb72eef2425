import StarRatingSVG

/// A request that gives nothing but numbers (stars, value, up to two levels, size, gap, blur),
/// packed into 56 bytes, where a `RatingRequest` takes several times that: the typical batch
/// line, kept from the check to the rendering so that the line is not read twice.
///
/// It is made only for a request that gives nothing else, which `BatchLineReader` knows from
/// the keys it read (`BatchLineReader.numbersOnlyKeys`); `BatchLineReaderTests` holds the
/// packed request to the one read. A line with anything else (a label, colours, a fill mode,
/// an id, more levels, any flag) is read again when it is rendered.
struct NumbersOnlyRequest: Sendable {
    /// The value, size, gap, blur and the two levels, in that order; NaN for one not given
    /// (a number read from text is never NaN).
    private var numbers: (Double, Double, Double, Double, Double, Double)
    /// The number of stars; 0 when not given.
    private var stars: UInt8
    /// The number of levels given: 0 (none), 1 or 2.
    private var levelCount: UInt8

    /// `request` packed, or `nil` when it has more than two levels or more stars than fit.
    /// - Precondition: `request` gives no key but those of `BatchLineReader.numbersOnlyKeys`.
    init?(_ request: borrowing RatingRequest) {
        let levels = request.levels ?? []
        guard levels.count <= 2, (1...Int(UInt8.max)).contains(request.stars ?? 1) else { return nil }
        numbers = (request.value ?? .nan, request.size ?? .nan, request.gap ?? .nan, request.blur ?? .nan,
                   levels.first ?? .nan, levels.count == 2 ? levels[1] : .nan)
        stars = UInt8(request.stars ?? 0)
        levelCount = UInt8(levels.count)
        assert(self.request == copy request, "a request of numbers only comes back as it was")
    }

    /// `request.rating()` with `idPrefix` as its `id`, made straight from the numbers: the
    /// batch writes every rating of numbers only this way, without a `RatingRequest`, whose
    /// making, copying and destroying cost more than the rating. `NumbersOnlyRequestTests`
    /// holds it to `request.rating()`.
    /// - Parameters:
    ///   - idPrefix: the id prefix to give the rating, or `nil` for its derived one.
    ///   - knownDerivedIDPrefix: as `RatingRequest.rating(knownDerivedIDPrefix:)` takes it.
    func rating(idPrefix: String?, knownDerivedIDPrefix: String?) throws(RequestError) -> StarRating {
        try RatingRequest.rating(stars: givenStars, value: Self.given(numbers.0), levels: givenLevels, colors: nil,
                                 size: Self.given(numbers.1), gap: Self.given(numbers.2), fillMode: nil,
                                 blur: Self.given(numbers.3), label: nil, id: idPrefix, knownDerivedIDPrefix: knownDerivedIDPrefix)
    }

    /// The request packed.
    var request: RatingRequest {
        var request = RatingRequest()
        request.stars = givenStars
        request.value = Self.given(numbers.0)
        request.size = Self.given(numbers.1)
        request.gap = Self.given(numbers.2)
        request.blur = Self.given(numbers.3)
        request.levels = givenLevels
        return request
    }

    /// The number of stars, if given.
    private var givenStars: Int? { stars == 0 ? nil : Int(stars) }

    /// The levels, if given.
    private var givenLevels: [Double]? {
        switch levelCount {
        case 1: [numbers.4]
        case 2: [numbers.4, numbers.5]
        default: nil
        }
    }

    /// `number`, or `nil` for the NaN of one not given.
    private static func given(_ number: Double) -> Double? { number.isNaN ? nil : number }
}
