/// schema.org structured data for an HTML picture of a rating (`--schema`): microdata that a
/// search engine reads as the rating's value on the scale of its stars.
///
/// The snippet is wrapped in `<span itemscope itemtype="https://schema.org/Rating">` (or
/// `AggregateRating` with a count), holding `<meta itemprop=… content=…>` for `ratingValue`,
/// `bestRating` (the number of stars) and `worstRating` (0) before the `<svg>`: microdata is
/// read from HTML elements only, and inside an `<svg>` the elements are SVG ones.
///
/// The wrapper is a top-level item. Only pictures carry it: a rating input's checked value is
/// where the input starts, not a rating anyone gave.
public struct RatingMicrodata: Equatable, Sendable {
    /// The largest `ratingCount`: a billion ratings, more than any page shows, few enough that
    /// no count is written with an exponent or loses a digit.
    public static let maximumRatingCount = 1_000_000_000

    /// The lowest value of the scale, written as `worstRating`: 0, since a rating of 0 stars is
    /// one the picture shows (and schema.org's default of 1 would put it off the scale).
    public static let worstRating = 0

    /// How many ratings the value sums up, making the item an `AggregateRating` with
    /// `ratingCount`; `nil` for a single `Rating`.
    public let ratingCount: Int?

    /// Creates microdata options.
    /// - Parameter ratingCount: 1…`maximumRatingCount`, or `nil` (the default) for a single rating.
    /// - Throws: `RatingMicrodataError.ratingCountOutOfRange` for a count outside that range.
    public init(ratingCount: Int? = nil) throws(RatingMicrodataError) {
        if let ratingCount, !(1...Self.maximumRatingCount).contains(ratingCount) {
            throw .ratingCountOutOfRange(ratingCount)
        }
        self.ratingCount = ratingCount
    }

    /// The item's type: `https://schema.org/Rating`, or `https://schema.org/AggregateRating`
    /// with a count.
    public var itemType: String {
        "https://schema.org/" + (ratingCount == nil ? "Rating" : "AggregateRating")
    }
}
