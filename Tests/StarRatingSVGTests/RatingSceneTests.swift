import Testing
import TestSupport
import StarRatingSVG

/// The scene is the rating laid out as named parts with the fill as an input: moving the fill
/// must draw exactly what a rating of that value draws.
struct RatingSceneTests {
    @Test(.cases(9), arguments: [(5, [1.0, 4]), (10, [2, 8]), (3, [1, 2])], FillMode.allCases)
    func aMovedFillDrawsWhatThatValueDraws(configuration: (stars: Int, levels: [Double]), mode: FillMode) throws {
        let base = try StarRating(starCount: configuration.stars, value: 0, levels: configuration.levels,
                                  fillMode: mode, label: "Rate this", idPrefix: "t")
        let values = (0...(configuration.stars * 4)).map { Double($0) / 4 }
        for value in values {
            let moved = RatingScene(rating: base, fill: base.fillState(forValue: value)).svgDocument(idPrefix: base.idPrefix)
            let direct = try StarRating(starCount: configuration.stars, value: value, levels: configuration.levels,
                                        fillMode: mode, label: "Rate this", idPrefix: "t").svgDocument()
            #expect(moved == direct, "stars \(configuration.stars), \(mode), value \(value)")
        }
    }

    @Test func theFillStateFollowsTheBandsAndTheFillMode() throws {
        let rating = try StarRating(starCount: 10, value: 7, levels: [2, 8], fillMode: .area)
        #expect(rating.fillState(forValue: 0) == nil)
        #expect(rating.fillState(forValue: 2)?.band == 0)
        #expect(rating.fillState(forValue: 2.01)?.band == 1)
        #expect(rating.fillState(forValue: 8.5)?.band == 2)
        for value in [0.3, 4, 9.99] {
            #expect(rating.fillState(forValue: value)?.edge == rating.row.fillEdge(forValue: value, mode: .area))
        }
        #expect(RatingScene(rating: rating).fill == rating.fillState(forValue: 7))
        #expect(RatingScene(rating: rating, fill: nil).fillColor == nil)
    }
}
