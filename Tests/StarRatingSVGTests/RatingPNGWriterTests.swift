import StarRatingSVG
import Testing

/// `RatingPNGWriter` keeps each shape's layers and each shape and colour's solid pictures: a
/// rating drawn from what an earlier one left must be the bytes it has alone.
@Suite struct RatingPNGWriterTests {
    /// Ratings that share shapes and colours, and others that differ from them in one thing
    /// (value, colour, its alpha, direction, blur, scale, star count, shape), in two orders
    /// through one writer each: every file is `pngBytes(scale:)`'s.
    @Test func sharedDrawingsGiveEachRatingItsOwnBytes() throws {
        let translucent = [CSSColor(red: 200, green: 30, blue: 90, alpha: 0.5), CSSColor(rgb: 0x2255CC)]
        var ratings: [(rating: StarRating, scale: Int)] = []
        for value in [0, 0.3, 1.5, 2.25, 3] {
            for (colors, levels) in [(nil, nil), (translucent, [1.0])] as [([CSSColor]?, [Double]?)] {
                for direction in [RatingDirection.leftToRight, .rightToLeft] {
                    ratings.append((try StarRating(starCount: 3, value: value, levels: levels, colors: colors, cellSize: 12,
                                                   direction: direction), 1))
                }
            }
            ratings.append((try StarRating(starCount: 3, value: value, cellSize: 12, blur: 0), 1))
            ratings.append((try StarRating(starCount: 3, value: value, cellSize: 12), 2))
            ratings.append((try StarRating(starCount: 4, value: value, cellSize: 12, shape: .heart), 1))
        }
        for order in [ratings, ratings.reversed()] {
            var writer = RatingPNGWriter()
            for (index, item) in order.enumerated() {
                let alone = try item.rating.pngBytes(scale: item.scale)
                #expect(try writer.pngBytes(for: item.rating, scale: item.scale) == alone, "rating \(index): \(item.rating.label)")
            }
        }
    }
}
