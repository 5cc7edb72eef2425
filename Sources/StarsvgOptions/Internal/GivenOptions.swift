/// Which of `RatingOptions.all` a request was given, a bit for each by its place in the list:
/// the combination checks ask for every option of every batch line.
struct GivenOptions: Equatable, Sendable {
    private var bits: UInt64 = 0

    /// The most options a request can have (`OptionListTests` holds the list to it).
    static let capacity = UInt64.bitWidth

    init() {}

    mutating func insert(_ index: Int) {
        bits |= 1 << UInt64(index)
    }

    func contains(_ index: Int) -> Bool {
        bits & (1 << UInt64(index)) != 0
    }

    /// The options of both.
    func intersection(_ other: GivenOptions) -> GivenOptions {
        var both = GivenOptions()
        both.bits = bits & other.bits
        return both
    }

    /// Whether none is given.
    var isEmpty: Bool { bits == 0 }
}
