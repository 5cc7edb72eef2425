import Testing
import TestSupport

/// The argument lists of the render suites' parameterised tests, and the catalogue their loops
/// go through, counted by hand: a list that shrinks or empties (an engine filtered away, an
/// icon gone from Samples/) fails here instead of leaving a check with fewer cases, or none
/// (Swift Testing skips a test whose argument list is empty, and says only that it skipped).
@Suite struct RenderCaseCountTests {
    /// The catalogue's cases (`RenderCatalogue.standard()`), which `OutsideStarsTests` goes
    /// through one by one and counts against this, where the catalogue is built anyway.
    static let catalogueCount = 293

    @Test func everyParameterisedTestHasItsCases() {
        #expect(RenderEngine.allCases.count == 4)
        #expect(RenderEngine.allCases.filter(\.isBrowser) == [.chromium, .firefox])
        #expect(RenderEngine.allCases.filter { $0 != .librsvg } == [.chromium, .firefox, .resvg])
        #expect(RenderTools.enginePairs.count == 6)
        #expect(ShapeFillRenderTests.subjects.map(\.name) == ["heart", "circle", "star6", "drop.svg", "ring.svg",
                                                             "shield.svg", "outline-star.svg", "outline-heart.svg"])
        #expect(WebFaceBrowserTests.HalfStars.Direction.allCases == [.leftToRight, .followingARightToLeftPage, .rightToLeft])
        #expect(WebFaceInputBrowserTests.Hover.DirectionCase.allCases == [.leftToRight, .followingARightToLeftPage, .rightToLeft])
        #expect(WebFaceInputBrowserTests.RightToLeft.InputCase.allCases
                == [.followingARightToLeftPage, .rightToLeftOnARightToLeftPage, .rightToLeftOnALeftToRightPage,
                    .leftToRightOnARightToLeftPage, .linkedFilesOnARightToLeftPage, .requiredFollowingARightToLeftPage])
    }
}
