import Testing
@testable import StarRatingSVG

/// The ids of a rating's SVG parts stay short and distinct, and each is written by some face.
struct SVGRatingIDsTests {
    @Test func partIDsAreShortDistinctAndUnderThePrefix() throws {
        let rating = try StarRating(value: 3, idPrefix: "rating-1")
        let ids = SVGRatingIDs(prefix: rating.idPrefix)
        let all = SVGRatingPart.allCases.map { ids[$0] }
        #expect(Set(all).count == SVGRatingPart.allCases.count)
        for part in SVGRatingPart.allCases {
            #expect(ids[part] == "rating-1" + part.idSuffix)
            #expect(part.idSuffix.count == 1, "\(part): the ids are repeated in every rating of a page")
        }
        // Each is written by one face or another: the tiles of a picture and of a snippet (its
        // forced-colours outline), the row drawing of a rating input.
        let faces = [rating.svgString(), try rating.htmlSnippet().html, try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions())).html]
        for id in all { #expect(faces.contains { $0.contains("id=\"\(id)\"") }, "\(id) is not written") }
    }
}
