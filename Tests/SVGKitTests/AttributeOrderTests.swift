import Testing
import SVGKit
import TestSupport

@Suite("Attribute order and determinism")
struct AttributeOrderTests {
    /// Twelve names in an order that is neither alphabetical nor reverse alphabetical.
    static let names = [
        "width", "zeta", "alpha", "viewBox", "height", "d", "fill", "stroke-width",
        "class", "id", "opacity", "aria-label",
    ]

    static func twelveAttributes() -> [SVGAttribute] {
        names.enumerated().map { index, name in
            index % 2 == 0 ? SVGAttribute(name, Double(index)) : SVGAttribute(name, "v\(index)")
        }
    }

    @Test("twelve attributes are written in insertion order")
    func insertionOrder() {
        let output = write(document("rect", Self.twelveAttributes()))
        let expected = #"<rect width="0" zeta="v1" alpha="2" viewBox="v3" height="4" d="v5" fill="6" "#
            + #"stroke-width="v7" class="8" id="v9" opacity="10" aria-label="v11"/>"#
        #expect(output.contains(expected), "\(output)")
        // And the parsed values match their names.
        guard let rect = parseXML(output)?.first("rect") else { return }
        #expect(rect.attributes.count == 12)
        for (index, name) in Self.names.enumerated() {
            #expect(rect.attributes[name] == (index % 2 == 0 ? "\(index)" : "v\(index)"), "\(name)")
        }
    }

    @Test("the attributes property keeps insertion order")
    func attributesProperty() {
        let element = SVGElement("rect", Self.twelveAttributes())
        #expect(element.attributes.map(\.name) == Self.names)
    }

    @Test("attribute order follows insertion, whatever the order", .cases(20), arguments: 0..<20)
    func shuffledOrders(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let shuffled = random.shuffled(Self.names)
        let element = SVGElement("g", shuffled.map { SVGAttribute($0, $0) })
        let output = write(SVGDocument(root: svgRoot([element.node])))
        let expected = "<g " + shuffled.map { "\($0)=\"\($0)\"" }.joined(separator: " ") + "/>"
        #expect(output.contains(expected), "order \(shuffled): \(output)")
    }

    @Test("a name given twice in init keeps the first position and the last value")
    func repeatedNameInInit() {
        let element = SVGElement("rect", [
            SVGAttribute("x", 1), SVGAttribute("y", 2), SVGAttribute("fill", "red"),
            SVGAttribute("x", 3), SVGAttribute("fill", "blue"), SVGAttribute("x", 4),
        ])
        #expect(element.attributes.map(\.name) == ["x", "y", "fill"])
        #expect(element.value(of: "x") == .number(4))
        #expect(element.value(of: "fill") == .text("blue"))
        let output = write(SVGDocument(root: svgRoot([element.node])))
        #expect(output.contains(#"<rect x="4" y="2" fill="blue"/>"#), "\(output)")
        #expect(parseXML(output)?.first("rect")?.attributes == ["x": "4", "y": "2", "fill": "blue"])
    }

    @Test("set(_:) replaces in place or appends at the end")
    func setReplacesOrAppends() {
        var element = SVGElement("circle", [SVGAttribute("cx", 1), SVGAttribute("cy", 2), SVGAttribute("r", 3)])
        element.set(SVGAttribute("cx", 10))
        #expect(element.attributes.map(\.name) == ["cx", "cy", "r"])
        element.set(SVGAttribute("fill", "none"))
        #expect(element.attributes.map(\.name) == ["cx", "cy", "r", "fill"])
        // A value of another kind under the same name still replaces it in place.
        element.set(SVGAttribute("cy", .text("50%")))
        #expect(element.attributes.map(\.name) == ["cx", "cy", "r", "fill"])
        #expect(element.value(of: "cy") == .text("50%"))
        #expect(element.value(of: "missing") == nil)
        let output = write(SVGDocument(root: svgRoot([element.node])))
        #expect(output.contains(#"<circle cx="10" cy="50%" r="3" fill="none"/>"#), "\(output)")
    }

    @Test("names are compared exactly: case and prefix matter")
    func namesCompareExactly() {
        let element = SVGElement("use", [
            SVGAttribute("href", "#a"), SVGAttribute("HREF", "#b"), SVGAttribute("xlink:href", "#c"),
        ])
        #expect(element.attributes.map(\.name) == ["href", "HREF", "xlink:href"])
    }

    /// A tree with many attribute kinds, built afresh on each call.
    static func richTree() -> SVGDocument {
        var path = SVGPathData()
        path.move(to: 0, 0)
        path.line(to: 10.125, -3)
        path.arc(radius: 5, isLargeArc: true, isClockwise: false, to: 1, 2)
        path.close()
        return SVGDocument(root: svgRoot([
            SVGElement("defs", children: [
                SVGElement("linearGradient", [SVGAttribute("id", "g"), SVGAttribute("x2", 1)], children: [
                    SVGElement("stop", [SVGAttribute("offset", 0), SVGAttribute("stop-color", "#fc0")]).node,
                ]).node,
            ]).node,
            SVGElement("path", [
                SVGAttribute("d", .path(path)),
                SVGAttribute("fill", .url(id: "g")),
                SVGAttribute("transform", .transform([.translate(x: 1, y: 2), .rotate(degrees: 45)])),
                SVGAttribute("opacity", 0.5),
            ]).node,
            SVGElement("use", [SVGAttribute("href", .fragment(id: "p")), SVGAttribute("x", 20)]).node,
        ], attributes: [SVGAttribute("viewBox", .numbers([0, 0, 100, 20])), SVGAttribute("width", 100)]))
    }

    @Test("the same tree gives the same bytes every time, in every mode")
    func deterministic() {
        for options in [SVGWriterOptions.compact, .pretty, SVGWriterOptions(indentation: 4, numberPrecision: 5, includesXMLDeclaration: true)] {
            let first = Self.richTree().utf8Bytes(options: options)
            for run in 0..<50 {
                #expect(Self.richTree().utf8Bytes(options: options) == first, "run \(run) with \(options)")
            }
            #expect(parseXML(first) != nil)
        }
    }

    @Test("the bytes are exactly the expected ones (same in every process)")
    func golden() {
        let expected = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20" width="100">"#
            + ##"<defs><linearGradient id="g" x2="1"><stop offset="0" stop-color="#fc0"/></linearGradient></defs>"##
            + #"<path d="M0 0l10.13-3a5 5 0 10-9.13 5z" fill="url(#g)" transform="translate(1 2) rotate(45)" opacity=".5"/>"#
            + ##"<use href="#p" x="20"/></svg>"## + "\n"
        #expect(write(Self.richTree()) == expected)
    }

    @Test("equal trees compare equal and write equal bytes")
    func equalTrees() {
        #expect(Self.richTree() == Self.richTree())
        var changed = Self.richTree()
        changed.root.set(SVGAttribute("width", 101))
        #expect(changed != Self.richTree())
        #expect(changed.utf8Bytes() != Self.richTree().utf8Bytes())
    }
}
