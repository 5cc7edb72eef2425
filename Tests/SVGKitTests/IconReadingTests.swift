import Testing
import SVGKit
import TestSupport

/// `SVGIcon(parsing:)` on a corpus of icon files written for these tests in the styles of the
/// icon sets users bring (Material, Font Awesome, Heroicons solid): their shapes are our own,
/// worked out by hand, command by command.
@Suite("Icon files read")
struct IconReadingTests {
    @Test("Material: 24×24, an invisible fill-none box skipped, quadratics and smooth ones")
    func material() throws {
        let file = """
            <svg xmlns="http://www.w3.org/2000/svg" height="24" viewBox="0 0 24 24" width="24">\
            <path d="M0 0h24v24H0z" fill="none"/><path d="M12 3l9 9-9 9-9-9 9-9zm0 5q4 0 4 4t-4 4-4-4 4-4z"/></svg>
            """
        let icon = try readIcon(file)
        #expect(icon.viewBox == Rect(minX: 0, minY: 0, width: 24, height: 24))
        #expect(icon.paths == [SVGFilledPath(elements: [
            .move(x: 12, y: 3), .line(x: 21, y: 12), .line(x: 12, y: 21), .line(x: 3, y: 12), .line(x: 12, y: 3), .close,
            .move(x: 12, y: 8), .quadratic(x1: 16, y1: 8, x: 16, y: 12), .quadratic(x1: 16, y1: 16, x: 12, y: 16),
            .quadratic(x1: 8, y1: 16, x: 8, y: 12), .quadratic(x1: 8, y1: 8, x: 12, y: 8), .close,
        ], fillRule: .nonzero)])
    }

    @Test("Material Symbols: a viewBox above the origin, a moveto's pairs as linetos, absolute Z")
    func materialSymbols() throws {
        let file = """
            <svg xmlns="http://www.w3.org/2000/svg" height="24" viewBox="0 -960 960 960" width="24">\
            <path d="M480-80 120-440l360-360 360 360L480-80Z"/></svg>
            """
        let icon = try readIcon(file)
        #expect(icon.viewBox == Rect(minX: 0, minY: -960, width: 960, height: 960))
        #expect(icon.paths.map(\.elements) == [[
            .move(x: 480, y: -80), .line(x: 120, y: -440), .line(x: 480, y: -800), .line(x: 840, y: -440),
            .line(x: 480, y: -80), .close,
        ]])
    }

    @Test("Font Awesome: a leading comment, a 512 box, arcs and smooth cubics, relative")
    func fontAwesome() throws {
        let file = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><!--! Ring 1.0 by the starsvg tests - \
            made for this test, no licence needed --><path d="M256 32a224 224 0 1 1 0 448 224 224 0 1 1 0-448zm0 96\
            c-70 0-128 58-128 128s58 128 128 128 128-58 128-128S326 128 256 128z"/></svg>
            """
        let icon = try readIcon(file)
        #expect(icon.viewBox == Rect(minX: 0, minY: 0, width: 512, height: 512))
        #expect(icon.paths.map(\.fillRule) == [.nonzero])
        #expect(icon.paths.first?.elements == [
            .move(x: 256, y: 32),
            .arc(radiusX: 224, radiusY: 224, rotationDegrees: 0, isLargeArc: true, isClockwise: true, x: 256, y: 480),
            .arc(radiusX: 224, radiusY: 224, rotationDegrees: 0, isLargeArc: true, isClockwise: true, x: 256, y: 32),
            .close,
            .move(x: 256, y: 128),
            .cubic(x1: 186, y1: 128, x2: 128, y2: 186, x: 128, y: 256),
            // s: the first control point is (128, 186) reflected about (128, 256).
            .cubic(x1: 128, y1: 326, x2: 186, y2: 384, x: 256, y: 384),
            .cubic(x1: 326, y1: 384, x2: 384, y2: 326, x: 384, y: 256),
            .cubic(x1: 384, y1: 186, x2: 326, y2: 128, x: 256, y: 128),
            .close,
        ])
    }

    @Test("Heroicons solid: fill on the root, evenodd fill and clip rules, packed arcs")
    func heroicons() throws {
        let file = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" data-slot="icon">
              <path fill-rule="evenodd" d="M4.5 3.75a.75.75 0 0 1 .75-.75h13.5a.75.75 0 0 1 .75.75v16.5a.75.75 0 0 1-.75.75H5.25a.75.75 0 0 1-.75-.75V3.75Zm4.5 4.5h6v7.5H9v-7.5Z" clip-rule="evenodd"/>
            </svg>
            """
        let icon = try readIcon(file)
        let corner = { (x: Double, y: Double) in
            PathElement.arc(radiusX: 0.75, radiusY: 0.75, rotationDegrees: 0, isLargeArc: false, isClockwise: true, x: x, y: y)
        }
        #expect(icon.paths == [SVGFilledPath(elements: [
            .move(x: 4.5, y: 3.75), corner(5.25, 3), .line(x: 18.75, y: 3), corner(19.5, 3.75), .line(x: 19.5, y: 20.25),
            corner(18.75, 21), .line(x: 5.25, y: 21), corner(4.5, 20.25), .line(x: 4.5, y: 3.75), .close,
            .move(x: 9, y: 8.25), .line(x: 15, y: 8.25), .line(x: 15, y: 15.75), .line(x: 9, y: 15.75), .line(x: 9, y: 8.25),
            .close,
        ], fillRule: .evenOdd)])
    }

    @Test("Heroicons mini: two paths, the rule of each its own")
    func heroiconsMini() throws {
        let file = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" data-slot="icon">
              <path d="M2 4.5A2.5 2.5 0 0 1 4.5 2h11a2.5 2.5 0 0 1 0 5h-11A2.5 2.5 0 0 1 2 4.5Z"/>
              <path fill-rule="evenodd" d="M3 9h14v8H3V9Zm4 2h6v4H7v-4Z" clip-rule="evenodd"/>
            </svg>
            """
        let icon = try readIcon(file)
        #expect(icon.viewBox == Rect(minX: 0, minY: 0, width: 20, height: 20))
        #expect(icon.paths.map(\.fillRule) == [.nonzero, .evenOdd])
        #expect(icon.paths.map(\.elements.count) == [7, 12])
        #expect(icon.paths.last?.elements.suffix(6) == [
            .move(x: 7, y: 11), .line(x: 13, y: 11), .line(x: 13, y: 15), .line(x: 7, y: 15), .line(x: 7, y: 11), .close,
        ])
    }

    @Test("groups pass fill and fill-rule down, as SVG inherits them")
    func inheritance() throws {
        let file = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
              <g fill-rule="evenodd" id="outer">
                <path d="M0 0h1v1z"/>
                <path fill-rule="nonzero" d="M0 0h2v2z"/>
                <g fill="none">
                  <path d="M0 0h3v3z"/>
                  <path fill="#000" d="M0 0h4v4z"/>
                  <g fill="inherit" fill-rule="inherit"><path d="M0 0h5v5z"/></g>
                </g>
              </g>
              <path d="M0 0h6v6z"/>
              <path d="" />
            </svg>
            """
        let icon = try readIcon(file)
        // Each path's width is its number; the fill-none ones and the empty one are left out.
        let widths = icon.paths.map { path -> Double in
            guard case .line(let point) = path.elements[1] else { return -1 }
            return point.x
        }
        #expect(widths == [1, 2, 4, 6])
        #expect(icon.paths.map(\.fillRule) == [.evenOdd, .nonzero, .evenOdd, .nonzero])
    }

    @Test("what a file may hold around its paths: BOM, declaration, comments, title, entities, CRLF")
    func surroundings() throws {
        let file = "\u{FEFF}<?xml version=\"1.0\" encoding=\"utf-8\" standalone='no' ?>\r\n"
            + "<!-- made by hand -->\r\n"
            + "<svg version='1.1' xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' "
            + "viewBox=' 0,0 , 16 16 ' role=\"img\" focusable=\"false\" class=\"icon\" style=\" \">\r\n"
            + "  <title>Stars &amp; more &#9733; &#x2605;</title><desc>A <!-- note --> shape</desc>\r\n"
            + "  <path d=\"M1&#32;1&#x9;L15 1 8&#10;15Z\" fill=\"CurrentColor\" opacity=\"1.0\" stroke=\"NONE\"\r\n"
            + "        data-name=\"tri\" aria-label=\"&quot;triangle&apos;\"><title>tri</title></path>\r\n"
            + "</svg>\r\n<!-- end -->\r\n"
        let icon = try readIcon(file)
        #expect(icon.viewBox == Rect(minX: 0, minY: 0, width: 16, height: 16))
        #expect(icon.paths == [SVGFilledPath(elements: [
            .move(x: 1, y: 1), .line(x: 15, y: 1), .line(x: 8, y: 15), .close,
        ], fillRule: .nonzero)])
    }

    @Test("each icon's paths write and read back as the same commands")
    func roundTrip() throws {
        let files = [
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 3l9 9-9 9-9-9 9-9zm0 5q4 0 4 4t-4 4-4-4 4-4z"/></svg>"#,
            #"<svg viewBox="0 0 512 512"><path d="M256 32a224 224 0 1 1 0 448 224 224 0 1 1 0-448zm0 96c-70 0-128 58-128 128s58 128 128 128 128-58 128-128S326 128 256 128z"/></svg>"#,
            #"<svg viewBox="0 0 24 24"><path d="M4.5 3.75a.75.75 0 0 1 .75-.75h13.5a.75.75 0 0 1 .75.75v16.5a.75.75 0 0 1-.75.75H5.25a.75.75 0 0 1-.75-.75V3.75Zm4.5 4.5h6v7.5H9v-7.5Z"/></svg>"#,
        ]
        for file in files {
            for path in try readIcon(file).paths {
                let written = SVGWriter.pathText(SVGPathData(path.elements), options: .compact)
                #expect(try SVGPathData(parsing: written).elements == path.elements, "\(written)")
            }
        }
    }

    /// What this catches is a reader gone quadratic, by the CPU time of four times the bytes
    /// (`WorkGrowth`): no bound in seconds, which a slower or busier machine would not meet.
    /// How fast a release build reads is `Benchmarks/icon-parse.sh`'s to measure.
    @Test("a 100 kB icon is read in linear time: four times the bytes, under eight times the work")
    func largeIcon() throws {
        let file = Self.largeIconFile(byteCount: 100_000)
        #expect(file.utf8.count >= 100_000)
        let (small, large) = (Array(Self.largeIconFile(byteCount: 25_000).utf8), Array(file.utf8))
        var icon: SVGIcon?
        let growth = try WorkGrowth.ratio(of: { icon = try SVGIcon(parsing: large) }, to: { _ = try SVGIcon(parsing: small) })
        #expect(icon?.paths.count == Self.largeIconPathCount(byteCount: 100_000))
        #expect(growth < 8, "four times the bytes took \(growth) times the CPU time")
    }

    /// The measure that `largeIcon` relies on tells the two apart: work in proportion to its
    /// input grows four times with four times the input, work in its square sixteen times.
    @Test func theGrowthMeasureTellsLinearFromQuadraticWork() {
        func linear(_ count: Int) -> Int {
            var sum = 0
            for i in 0..<count * 100_000 { sum &+= i ^ count }
            return sum
        }
        func quadratic(_ count: Int) -> Int {
            var sum = 0
            for i in 0..<count * 200 { for j in 0..<count * 200 { sum &+= i ^ j } }
            return sum
        }
        var sink = 0
        let linearGrowth = WorkGrowth.ratio(of: { sink &+= linear(4) }, to: { sink &+= linear(1) })
        let quadraticGrowth = WorkGrowth.ratio(of: { sink &+= quadratic(4) }, to: { sink &+= quadratic(1) })
        #expect(linearGrowth < 8 && quadraticGrowth > 8, "linear \(linearGrowth), quadratic \(quadraticGrowth), \(sink)")
    }

    /// An icon file of at least `byteCount` bytes: many paths in every command, as a detailed
    /// Font Awesome icon would have, and a comment at the top.
    static func largeIconFile(byteCount: Int) -> String {
        var file = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><!--! many shapes -->"#
        var index = 0
        while file.utf8.count < byteCount {
            let x = Double(index % 50) * 9.5, y = Double(index / 50 % 50) * 9.25
            let formatter = SVGNumberFormatter(precision: 2, omitsLeadingZero: true)
            let (a, b) = (formatter.string(x), formatter.string(y))
            file += "\n<path d=\"M\(a) \(b)c1.5-2.25 3.75-2.25 5.25 0s3.75 2.25 5.25 0l.5 4.5h-3v2.5q-1.5 1.25-3 0t-3 0"
                + "a2.5 2.5 0 0 1-2.5-2.5 2.5 2.5 0 1 0 .5-1.25C\(a) \(b) \(a) \(b) \(a) \(b)Z\"/>"
            index += 1
        }
        return file + "\n</svg>\n"
    }

    /// The number of paths in `largeIconFile(byteCount:)`.
    static func largeIconPathCount(byteCount: Int) -> Int {
        largeIconFile(byteCount: byteCount).components(separatedBy: "<path").count - 1
    }
}
