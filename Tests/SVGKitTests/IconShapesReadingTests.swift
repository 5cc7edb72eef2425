import Testing
import SVGKit

/// `SVGIcon(parsing:)` on what outline and mixed icon sets write beside `<path>`: basic shapes,
/// transforms, and the stroke's attributes inherited as SVG inherits them.
@Suite("Icon shapes, transforms and strokes read")
struct IconShapesReadingTests {
    static func icon(_ content: String, rootAttributes: String = "") -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"\#(rootAttributes)>"# + content + "</svg>"
    }

    static func arc(_ rx: Double, _ ry: Double, _ x: Double, _ y: Double) -> PathElement {
        .arc(radiusX: rx, radiusY: ry, rotationDegrees: 0, isLargeArc: false, isClockwise: true, x: x, y: y)
    }

    @Test("each basic shape is its path, as SVG 2 defines it")
    func basicShapes() throws {
        let file = Self.icon(#"""
            <circle cx="12" cy="12" r="2"/><ellipse cx="5" cy="6" rx="3" ry="1px"/><rect x="1" y="2" width="10" height="4"/><polygon points="0,0 4,0 4 4"/><polyline points="1 1 2 2 3 1"/><line x1="1" y1="2" x2="3" y2="4"/>
            """#)
        let icon = try readIcon(file)
        #expect(icon.paths.map(\.elements) == [
            [.move(x: 14, y: 12), Self.arc(2, 2, 12, 14), Self.arc(2, 2, 10, 12), Self.arc(2, 2, 12, 10), Self.arc(2, 2, 14, 12), .close],
            [.move(x: 8, y: 6), Self.arc(3, 1, 5, 7), Self.arc(3, 1, 2, 6), Self.arc(3, 1, 5, 5), Self.arc(3, 1, 8, 6), .close],
            [.move(x: 1, y: 2), .line(x: 11, y: 2), .line(x: 11, y: 6), .line(x: 1, y: 6), .close],
            [.move(x: 0, y: 0), .line(x: 4, y: 0), .line(x: 4, y: 4), .close],
            [.move(x: 1, y: 1), .line(x: 2, y: 2), .line(x: 3, y: 1)],
            // The line has no fill.
        ])
        #expect(icon.strokes.isEmpty)
    }

    @Test("a rect's rx and ry: one stands for both, each clamped to half its side")
    func roundedRect() throws {
        let icon = try readIcon(Self.icon(#"<rect x="2" y="2" width="20" height="4" rx="3"/><rect width="4" height="4" ry="9"/>"#))
        #expect(icon.paths.map(\.elements) == [
            [.move(x: 5, y: 2), .line(x: 19, y: 2), Self.arc(3, 2, 22, 4), Self.arc(3, 2, 19, 6), .line(x: 5, y: 6),
             Self.arc(3, 2, 2, 4), Self.arc(3, 2, 5, 2), .close],
            [.move(x: 2, y: 0), Self.arc(2, 2, 4, 2), Self.arc(2, 2, 2, 4), Self.arc(2, 2, 0, 2), Self.arc(2, 2, 2, 0), .close],
        ])
    }

    @Test("transforms on groups and shapes compose, the innermost applied first; arcs become the mapped ellipse")
    func transforms() throws {
        let file = Self.icon(#"""
            <g transform="translate(10, 0)"><path transform="scale(2 1)" d="M1 1h2"/></g><g transform="matrix(1 0 0 1 0 5) rotate(90)"><path d="M1 0L2 0"/></g><circle transform="scale(2,1)" cx="0" cy="0" r="1"/><path transform="skewX(45)" d="M0 2h1"/>
            """#)
        let icon = try readIcon(file)
        #expect(icon.paths[0].elements == [.move(x: 12, y: 1), .line(x: 16, y: 1)])
        let rotated = icon.paths[1].elements.map(Self.rounded)
        #expect(rotated == [.move(x: 0, y: 6), .line(x: 0, y: 7)])
        guard case .ellipticalArc(let rx, let ry, let rotation, false, true, let end) = icon.paths[2].elements[1] else {
            Issue.record("not an arc: \(icon.paths[2].elements)")
            return
        }
        #expect(abs(rx - 2) < 1e-12 && abs(ry - 1) < 1e-12 && abs(rotation) < 1e-12)
        #expect(abs(end.x) < 1e-12 && abs(end.y - 1) < 1e-12)
        #expect(icon.paths[3].elements.map(Self.rounded) == [.move(x: 2, y: 2), .line(x: 3, y: 2)])
    }

    @Test("a mirroring transform turns an arc's sweep the other way")
    func mirroredArc() throws {
        let icon = try readIcon(Self.icon(#"<path transform="scale(-1 1)" d="M0 0A1 1 0 0 1 2 0z"/>"#))
        guard case .ellipticalArc(_, _, _, _, let isClockwise, let end) = icon.paths[0].elements[1] else {
            Issue.record("not an arc")
            return
        }
        #expect(!isClockwise && end == Point(x: -2, y: 0))
    }

    @Test("stroke attributes inherit; a fill none group strokes only; stroke-width without stroke is harmless")
    func strokes() throws {
        let file = Self.icon(#"""
            <g stroke-linejoin="bevel"><path d="M1 1h4" stroke-linecap="square"/><circle cx="5" cy="5" r="1" stroke-width="inherit" stroke-miterlimit="2"/></g><path d="M0 0h1v1z" fill="currentColor" stroke="none" stroke-width="3"/>
            """#, rootAttributes: #" fill="none" stroke="currentColor" stroke-width="1.5""#)
        let icon = try readIcon(file)
        #expect(icon.paths == [SVGFilledPath(elements: [.move(x: 0, y: 0), .line(x: 1, y: 0), .line(x: 1, y: 1), .close], fillRule: .nonzero)])
        #expect(icon.strokes.map(\.style) == [
            StrokeStyle(width: 1.5, lineCap: .square, lineJoin: .bevel, miterLimit: 4),
            StrokeStyle(width: 1.5, lineCap: .butt, lineJoin: .bevel, miterLimit: 2),
        ])
        #expect(icon.strokes[0].elements == [.move(x: 1, y: 1), .line(x: 5, y: 1)])
    }

    @Test("a stroke keeps its shape's own coordinates and the transform to the box")
    func transformedStroke() throws {
        let icon = try readIcon(Self.icon(#"<g transform="translate(1 2)"><line x2="3" stroke="red" transform="scale(2)"/></g>"#))
        #expect(icon.paths.isEmpty)
        #expect(icon.strokes == [SVGStrokedPath(elements: [.move(x: 0, y: 0), .line(x: 3, y: 0)], style: StrokeStyle(width: 1),
                                                transform: AffineTransform(a: 2, b: 0, c: 0, d: 2, e: 1, f: 2),
                                                location: location(of: "<line", in: Self.icon(#"<g transform="translate(1 2)"><line x2="3" stroke="red" transform="scale(2)"/></g>"#)))])
    }

    @Test("a stroke knows where its element starts: after a BOM, CR LF, CR and characters of several bytes")
    func strokeLocations() throws {
        let file = "\u{FEFF}<svg viewBox=\"0 0 9 9\">\r\n<title>★é</title><path d=\"M0 0h1\" stroke=\"red\"/>\r<g>\n  "
            + #"<line x2="3" stroke="red"/></g><circle r="1" stroke="red"/></svg>"#
        let icon = try SVGIcon(parsing: Array(file.utf8))
        #expect(icon.strokes.map(\.location) == [SVGIconError.Location(line: 2, column: 18), SVGIconError.Location(line: 4, column: 3),
                                                  SVGIconError.Location(line: 4, column: 34)])
    }

    @Test("Tabler's filled icons: a fill with stroke-width 0 under a stroked root draws its fill alone")
    func tablerFilled() throws {
        let file = Self.icon(#"<path stroke="none" d="M0 0h24v24H0z" fill="none"/><path d="M1 1h2v2z" fill="currentColor" stroke-width="0"/>"#,
                             rootAttributes: #" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round""#)
        let icon = try readIcon(file)
        #expect(icon.paths.count == 1 && icon.strokes.isEmpty)
    }

    @Test("class, id, data-*, aria-*, color, title, desc and comments are ignored")
    func ignored() throws {
        let file = Self.icon(#"""
            <!-- a comment --><title>t</title><desc>d</desc><g class="a" id="b" data-x="1" aria-label="y" color="red" clip-rule="evenodd" opacity="1"><rect width="2" height="2" fill-opacity="1" stroke-opacity="1" stroke-dasharray="none" stroke-dashoffset="2" style=""/></g>
            """#, rootAttributes: #" class="icon" data-slot="icon" aria-hidden="true""#)
        #expect(try readIcon(file).paths.count == 1)
    }

    /// An element with its numbers rounded to 1e-9, for transforms through sines and cosines.
    static func rounded(_ element: PathElement) -> PathElement {
        func round(_ point: Point) -> Point {
            Point(x: (point.x * 1e9).rounded() / 1e9 + 0, y: (point.y * 1e9).rounded() / 1e9 + 0)
        }
        switch element {
        case .move(let point): return .move(to: round(point))
        case .line(let point): return .line(to: round(point))
        default: return element
        }
    }
}
