import Testing
import StarRatingSVG
import TestSupport

/// Forced colours style the parts of the drawing a face draws, and only those: each drawing (one
/// filter, tiles under a mask, the input's row, the HTML picture's layers) gets its own rules, and
/// a rule for another drawing's parts would be bytes that no element reads.
@Suite struct ForcedColorsRulesTests {
    /// A face, the markup that shows which drawing it is, and the scope of its sheet's rules.
    struct Face: Sendable, CustomTestStringConvertible {
        let name: String
        let html: String
        let css: String
        /// The element that only its drawing has: `g[filter]` (one filter), `pattern` (tiles),
        /// `mask` around the bands without a pattern (the row); `layered` for the HTML picture,
        /// which has none of them.
        let drawing: String
        let scope: String
        var testDescription: String { name }
    }

    static let faces: [Face] = {
        func snippet(_ name: String, _ drawing: String, value: Double, blur: Double = StarRating.defaultBlur,
                     direction: RatingDirection = .auto, options: HTMLSnippetOptions = HTMLSnippetOptions()) -> Face {
            let snippet = try! StarRating(value: value, blur: blur, direction: direction).htmlSnippet(options: options)
            // A picture's own sheet scopes its rules by its own class too (OwnSheetTests).
            let own = try! HTMLSnippetTests.rootClasses(snippet).first { $0.wholeMatch(of: #/starsvg-s[A-Za-z0-9]{8}/#) != nil }
            return Face(name: name, html: snippet.html, css: snippet.css, drawing: drawing, scope: ".starsvg" + (own.map { "." + $0 } ?? ""))
        }
        let animated = try! StarRating(value: 3.6, idPrefix: "a").animatedSVGDocument()
        let animatedText = animated.string()
        let styleStart = animatedText.range(of: "<style>")!.upperBound, styleEnd = animatedText.range(of: "</style>")!.lowerBound
        return [
            snippet("a still picture", "layered", value: 3.6),
            snippet("a still picture right to left", "layered", value: 1.2, direction: .rightToLeft),
            snippet("a still picture of a shared sheet", "layered", value: 3.6, options: HTMLSnippetOptions(isStyleSheetLinked: true)),
            snippet("an animated picture of a shared sheet", "layered", value: 3.6,
                    options: HTMLSnippetOptions(isAnimated: true, isStyleSheetLinked: true)),
            snippet("a still picture of 0", "layered", value: 0),
            snippet("a still picture without a blur", "layered", value: 3.6, blur: 0),
            snippet("an animated picture", "layered", value: 3.6, options: HTMLSnippetOptions(isAnimated: true)),
            snippet("a rating input", "row", value: 3, options: HTMLSnippetOptions(input: try! RatingInputOptions())),
            snippet("a disabled rating input", "row", value: 3,
                    options: HTMLSnippetOptions(input: try! RatingInputOptions(isDisabled: true))),
            Face(name: "an animated standalone SVG", html: animatedText,
                 css: String(animatedText[styleStart..<styleEnd]), drawing: "tiled", scope: "#a"),
        ]
    }()

    /// Each selector of the forced-colours group (those that start at the rating's scope and
    /// descend into its drawing) reaches some element of the face's drawing, and the face draws
    /// the drawing it is expected to.
    @Test(.cases(10), arguments: faces)
    func everyForcedColoursRuleReachesAPartOfTheDrawing(face: Face) throws {
        let root = try ParsedXMLDocument(parsing: "<snippet>" + face.html + "</snippet>").root
        let all = root.allElements
        let hasPattern = all.contains { $0.name == "pattern" }
        let hasFilteredGroup = all.contains { $0.name == "g" && $0.attributes["filter"] != nil }
        switch face.drawing {
        case "tiled": #expect(hasPattern && !hasFilteredGroup, "not drawn in tiles")
        case "layered": #expect(!hasPattern && !hasFilteredGroup && !all.contains { $0.name == "mask" }, "not the picture's layers")
        default: #expect(!hasPattern && !hasFilteredGroup, "not the row drawing")
        }
        let forced = CSSDeclarations(face.css).declarations.filter { declaration in
            declaration.headers.count == 2 && declaration.headers[0] == "@media (forced-colors:active)"
        }
        let lists: [String] = forced.map { $0.headers[1] }
        let selectors: [String] = lists.flatMap { list in list.split(separator: ",").map(String.init) }.filter { selector in
            selector.hasPrefix(face.scope + " ") && selector != face.scope + " svg"
        }
        // At least the stars' fill, the outline (the colour's fill, where there is one), and
        // what drops the drawing's filters (the picture's bevel).
        #expect(Set(selectors).count >= 3, "\(selectors)")
        for selector in Set(selectors).sorted() {
            let compounds = selector.split(separator: " ").map(String.init)
            #expect(Self.matches(compounds, in: root, ancestors: []), "\(selector) reaches nothing in \(face.name)")
        }
    }

    /// Whether some element at or below `element` matches the descendant selector `compounds`,
    /// with `ancestors` above `element`, nearest last.
    static func matches(_ compounds: [String], in element: ParsedXMLElement, ancestors: [ParsedXMLElement]) -> Bool {
        if matchesHere(compounds, element, ancestors) { return true }
        return element.elements.contains { matches(compounds, in: $0, ancestors: ancestors + [element]) }
    }

    /// Whether `element` matches the last compound and its ancestors the others, in order.
    private static func matchesHere(_ compounds: [String], _ element: ParsedXMLElement, _ ancestors: [ParsedXMLElement]) -> Bool {
        guard let last = compounds.last, matchesCompound(last, element) else { return false }
        var rest = compounds.dropLast()
        for ancestor in ancestors.reversed() where !rest.isEmpty {
            if matchesCompound(rest.last!, ancestor) { rest = rest.dropLast() }
        }
        return rest.isEmpty
    }

    /// Whether `element` matches a compound of a type, classes, an id and attributes present
    /// (`g[filter]`, `.starsvg-track`, `pattern[href]`, `#a`).
    private static func matchesCompound(_ compound: String, _ element: ParsedXMLElement) -> Bool {
        var text = Substring(compound)
        var attributes: [Substring] = []
        while let open = text.lastIndex(of: "["), text.hasSuffix("]") {
            attributes.append(text[text.index(after: open)..<text.index(before: text.endIndex)])
            text = text[..<open]
        }
        let classes = (element.attributes["class"] ?? "").split(separator: " ")
        var pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        var head = pieces.removeFirst()
        if head.hasPrefix("#") {
            guard element.attributes["id"].map({ "#" + $0 }) == String(head) else { return false }
            head = ""
        }
        return (head.isEmpty || element.name == head) && pieces.allSatisfy(classes.contains)
            && attributes.allSatisfy { element.attributes[String($0)] != nil }
    }
}
