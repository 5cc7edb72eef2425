import StarRatingSVG
import SVGKit
import Testing
import TestSupport

/// The HTML picture's layers (`Templates/rating.css`, picture, look and edge groups): no id and
/// no reference in the snippet, the stars as the row's path, and the soft edge's gradient
/// centred on the fill edge that `--starsvg-edge` carries.
@Suite struct HTMLPictureLayersTests {
    /// The value of the custom property `name` in `css`.
    private static func property(_ name: String, in css: String) -> String? {
        CSSDeclarations(css).declarations.lazy.map(\.text).first { $0.hasPrefix(name + ":") }.map { String($0.dropFirst(name.count + 1)) }
    }

    @Test(.cases(2), arguments: [RatingDirection.leftToRight, .rightToLeft])
    func theGradientsMiddleIsOnTheFillEdge(direction: RatingDirection) throws {
        let rating = try StarRating(value: 3.6, direction: direction)
        let snippet = try rating.htmlSnippet()
        #expect(!snippet.html.contains(" id=\"") && !snippet.html.contains("url(#") && !snippet.html.contains("href"))
        let fill = try #require(rating.fillState(forValue: 3.6))
        let edge = try #require(Self.property("--starsvg-edge", in: snippet.css))
        #expect(edge == SVGNumberFormatter().string(fill.edge) + "px")
        // The step's middle, alpha 0.5, is `shift` into the gradient's box, which starts `shift`
        // before the edge: on it.
        let ramp = try #require(Self.property("--starsvg-ramp", in: snippet.css))
        let at = try #require(Self.property("--starsvg-ramp-at", in: snippet.css))
        let isRightToLeft = direction == .rightToLeft
        #expect(ramp.hasPrefix("linear-gradient(to \(isRightToLeft ? "left" : "right"),#000 "))
        let middle = try #require(ramp.firstMatch(of: #/rgb\(0 0 0\/\.5\) ([0-9.]+)px/#).flatMap { Double($0.1) })
        let shift = try #require(at.firstMatch(of: #/ - ([0-9.]+)px\)/#).flatMap { Double($0.1) })
        #expect(at.hasPrefix(isRightToLeft ? "right calc(var(--starsvg-edge,0px)" : "left calc(var(--starsvg-edge,0px)"))
        #expect(abs(middle - shift) < 0.011, "the step's middle \(middle) is not \(shift) into its box")
    }

    @Test func theStarsAreTheRowsPathOneSubpathAStar() throws {
        let rating = try StarRating(starCount: 7, value: 2)
        let css = try rating.htmlSnippet().css
        let row = try #require(Self.property("--starsvg-row", in: css))
        let layout = rating.row.layout
        let stars = (0..<7).map {
            SVGWriter.pathText(.fitted(rating.row.shape, side: layout.cellSize, at: layout.cellMinX(ofStarAt: $0)), options: .compact)
        }
        #expect(row == "path(\"" + stars.joined() + "\")")
        // An icon filled even-odd clips so too, and its forced-colours outline, whose `d` takes
        // no fill rule (Chromium and Firefox drop `d: path(evenodd, …)`), has the path alone.
        let ring = try StarRating(value: 2, shape: try RatingShape(iconFile: Array(Self.ring.utf8)))
        let ringCSS = try ring.htmlSnippet().css
        let ringRow = try #require(Self.property("--starsvg-row", in: ringCSS))
        #expect(ringRow.hasPrefix("path(evenodd,\"M"))
        #expect(Self.property("--starsvg-outline", in: ringCSS) == "path(" + ringRow.dropFirst("path(evenodd,".count))
        #expect(Self.property("--starsvg-outline", in: css) == nil)
    }

    /// Two pictures of one look share its group; a picture of 0 has no edge and no colour.
    @Test func theLookIsSharedAndZeroHasNoEdge() throws {
        let three = try StarRating(value: 3).htmlSnippet(), four = try StarRating(value: 4).htmlSnippet()
        let look = { (snippet: HTMLSnippet) in try HTMLSnippetTests.rootClasses(snippet).filter { $0.hasPrefix("starsvg-l") } }
        #expect(try look(three) == look(four) && look(three).count == 1)
        let zero = try StarRating(value: 0).htmlSnippet()
        #expect(Self.property("--starsvg-edge", in: zero.css) == nil && zero.html.contains("<span class=\"starsvg-fill\"></span>"))
    }

    private static let ring = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill-rule="evenodd" d="M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20zm0 4a6 6 0 1 1 0 12 6 6 0 1 1 0-12z"/></svg>"#
}
