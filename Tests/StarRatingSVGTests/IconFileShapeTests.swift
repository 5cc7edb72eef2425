import Testing
import StarGeometry
import StarRatingSVG

/// `RatingShape(iconFile:)`: what an icon file's shapes, transforms, fill rules and strokes
/// make of the icon's ink, measured by its area and box against the shapes' own formulas.
@Suite("Icon files as shapes")
struct IconFileShapeTests {
    static func icon(_ content: String, rootAttributes: String = "") throws -> IconShape {
        let file = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"\#(rootAttributes)>"# + content + "</svg>"
        guard case .icon(let icon) = try RatingShape(iconFile: Array(file.utf8)) else {
            preconditionFailure("an icon file makes an icon")
        }
        return icon
    }

    static func isClose(_ value: Double, _ expected: Double, relative: Double = 1e-3) -> Bool {
        abs(value - expected) <= relative * abs(expected)
    }

    @Test("a circle, an ellipse under a scale, a rounded rect: their areas")
    func basicShapeAreas() throws {
        #expect(Self.isClose(try Self.icon(#"<circle cx="12" cy="12" r="10"/>"#).area, Double.pi * 100))
        #expect(Self.isClose(try Self.icon(#"<ellipse transform="scale(2 3)" cx="3" cy="3" rx="2" ry="1"/>"#).area, Double.pi * 2 * 6))
        let rounded = try Self.icon(#"<rect x="2" y="4" width="20" height="10" rx="3" ry="2"/>"#)
        #expect(Self.isClose(rounded.area, 200 - (4 - Double.pi) * 6))
        #expect(rounded.boundingBox == Rect(minX: 2, minY: 4, width: 20, height: 10))
    }

    @Test("a square rotated by a group's transform keeps its area and turns its box")
    func rotatedSquare() throws {
        let icon = try Self.icon(#"<g transform="rotate(45 12 12)"><path d="M6 6h12v12H6z"/></g>"#)
        #expect(Self.isClose(icon.area, 144, relative: 1e-9))
        #expect(Self.isClose(icon.boundingBox.width, 12 * 2.0.squareRoot(), relative: 1e-9))
    }
}

extension IconFileShapeTests {
    /// The area of `icon`'s drawing alone, measured as an icon of that one path.
    static func drawnArea(_ icon: IconShape) throws -> Double {
        try IconShape(paths: [icon.drawing]).area
    }

    @Test("mixed fill rules: an even-odd ring with a nonzero dot in its hole is both, drawn as their union")
    func mixedRules() throws {
        let icon = try Self.icon(#"""
            <path fill-rule="evenodd" d="M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0zM6 12a6 6 0 1 0 12 0a6 6 0 1 0-12 0z"/>\#
            <path d="M10 12a2 2 0 1 1 4 0a2 2 0 1 1-4 0z"/>
            """#)
        #expect(Self.isClose(icon.area, Double.pi * (100 - 36 + 4)))
        #expect(icon.drawing.fillRule == .nonzero)
        #expect(Self.isClose(try Self.drawnArea(icon), icon.area, relative: 1e-6))
    }

    @Test("nonzero paths turning opposite ways overlap once, not cancel")
    func oppositeTurns() throws {
        let icon = try Self.icon(#"<path d="M2 2h12v12H2z"/><path d="M8 8v12h12V8z"/>"#)
        #expect(Self.isClose(icon.area, 144 + 144 - 36, relative: 1e-9))
        #expect(Self.isClose(try Self.drawnArea(icon), icon.area, relative: 1e-9))
    }

    @Test("paths of one rule that are their union are drawn as written")
    func joinedAsWritten() throws {
        let icon = try Self.icon(#"<path d="M2 2h4v4H2z"/><path d="M8 8h4v4H8z"/>"#)
        #expect(icon.drawing.elements == icon.paths.flatMap(\.elements))
    }
}

extension IconFileShapeTests {
    @Test("an outline icon's ink is its strokes, inherited from the root, with a fill beside them")
    func strokedIcon() throws {
        let icon = try Self.icon(#"<line x1="4" y1="12" x2="20" y2="12"/><rect x="2" y="2" width="4" height="4" fill="currentColor" stroke="none"/>"#,
                                 rootAttributes: #" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round""#)
        #expect(Self.isClose(icon.area, 16 * 2 + Double.pi + 16))
        #expect(Self.isClose(try Self.drawnArea(icon), icon.area, relative: 1e-6))
        #expect(icon.boundingBox == Rect(minX: 2, minY: 2, width: 19, height: 11))
    }
}
