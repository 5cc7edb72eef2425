import Testing
import StarRatingSVG
import TestSupport
import SVGKit

/// The web face: a picture or a rating input as a snippet of HTML that is also well-formed XML,
/// with short ids unique to it, `starsvg-` classes, colours as custom properties, every style
/// rule scoped to it, and the value it shows first written in plain attributes.
@Suite struct HTMLSnippetTests {
    /// Every kind of snippet the options can ask for.
    static let kinds: [(name: String, options: HTMLSnippetOptions)] = {
        let inline = try! RatingInputOptions(name: "stars", script: .inline)
        let linked = try! RatingInputOptions(name: "stars", script: .linked)
        let omitted = try! RatingInputOptions(name: "stars", script: .omitted)
        let required = try! RatingInputOptions(name: "stars", isRequired: true)
        let disabled = try! RatingInputOptions(name: "stars", script: .linked, isDisabled: true)
        let both = try! RatingInputOptions(name: "stars", isRequired: true, isDisabled: true)
        let legend = try! RatingInputOptions(name: "stars", isLegendVisible: true)
        return [
            ("picture", HTMLSnippetOptions()),
            ("animated picture", HTMLSnippetOptions(isAnimated: true)),
            ("picture, linked style", HTMLSnippetOptions(isStyleSheetLinked: true)),
            ("input", HTMLSnippetOptions(input: inline)),
            ("animated input", HTMLSnippetOptions(isAnimated: true, input: inline)),
            ("input, linked style and script", HTMLSnippetOptions(input: linked, isStyleSheetLinked: true)),
            ("input without script", HTMLSnippetOptions(input: omitted)),
            ("required input", HTMLSnippetOptions(input: required)),
            ("disabled input, linked script", HTMLSnippetOptions(input: disabled)),
            ("required and disabled animated input", HTMLSnippetOptions(isAnimated: true, input: both)),
            ("input with its legend shown", HTMLSnippetOptions(input: legend)),
        ]
    }()

    static let ratings: [StarRating] = [
        try! StarRating(starCount: 5, value: 4, levels: [1, 4]),
        try! StarRating(starCount: 10, value: 0, levels: [2, 8], fillMode: .linear),
        try! StarRating(starCount: 3, value: 3, levels: [1, 2], colors: [.currentColor, CSSColor(red: 255, green: 0, blue: 0, alpha: 0.5), .transparent]),
        try! StarRating(starCount: 1, value: 1, levels: [], label: "Ein \"Stern\" <b>&"),
    ]

    /// The snippet as an XML tree, inside a root of its own (a snippet may have several top
    /// elements); records an issue and returns nil when it is not well-formed.
    static func tree(_ html: String, _ context: String) -> ParsedXMLElement? {
        do {
            return try ParsedXMLDocument(parsing: "<snippet>" + html + "</snippet>").root
        } catch {
            Issue.record("\(context): not well-formed XML: \(error)\n\(html)")
            return nil
        }
    }

    /// The classes of the snippet's root element (the svg, or an input's fieldset).
    static func rootClasses(_ snippet: HTMLSnippet) throws -> [String] {
        let root = try #require(tree(snippet.html, "root classes")?.elements.first)
        return (root.attributes["class"] ?? "").split(separator: " ").map(String.init)
    }

    /// The class of the snippet's root that names its input geometry's group, `starsvg-g…`.
    static func geometryClass(_ snippet: HTMLSnippet) throws -> String {
        let classes = try rootClasses(snippet).filter { $0.wholeMatch(of: #/starsvg-g[0-9A-Za-z]+/#) != nil }
        try #require(classes.count == 1, "\(classes)")
        return classes[0]
    }

    /// The selectors of `css` that its group scoped by `scope` (a class) holds.
    static func selectors(_ css: String, scopedBy scope: String) -> [String] {
        CSSDeclarations(css).selectors.filter { $0.hasPrefix("." + scope + " ") || $0.hasPrefix("." + scope + "{") || $0 == "." + scope }
    }

    /// Whether some rule of `css` hides the colour group, `… .starsvg-color{opacity:0}`, in
    /// whatever selector: the check for "nothing hides the colour".
    static func hidesTheColour(_ css: String) -> Bool {
        CSSDeclarations(css).declarations.contains { declaration in
            declaration.text == "opacity:0"
                && (declaration.headers.last ?? "").split(separator: ",").contains { $0.hasSuffix(" .starsvg-color") }
        }
    }

    @Test(.cases(22), arguments: kinds.indices, [SVGWriterOptions.compact, .pretty])
    func snippetsAreWellFormedWithUniqueIDsAndPrefixedClasses(kind: Int, writer: SVGWriterOptions) throws {
        let (name, options) = Self.kinds[kind]
        var checked = 0
        for rating in Self.ratings where options.input == nil || rating.value.rounded() == rating.value {
            let snippet = try rating.htmlSnippet(options: options, writerOptions: writer)
            let context = "\(name), \(rating.starCount) stars, value \(rating.value)"
            guard let root = Self.tree(snippet.html, context) else { continue }
            let elements = root.allElements.dropFirst()
            let ids = elements.compactMap { $0.attributes["id"] }
            #expect(Set(ids).count == ids.count, "\(context): duplicate ids \(ids)")
            // A picture holds no id, so that its copies never collide on a page.
            let prefix = options.input == nil ? "" : try #require(root.elements.first?.attributes["id"])
            if options.input == nil { #expect(ids.isEmpty && root.elements.first?.attributes["id"] == nil, "\(context): ids \(ids)") }
            for id in ids {
                #expect(id.hasPrefix(prefix), "\(context): \(id) is not under \(prefix)")
                #expect(id.count <= prefix.count + 4, "\(context): \(id) is long")
            }
            for element in elements {
                for word in (element.attributes["class"] ?? "").split(separator: " ") {
                    #expect(word.hasPrefix("starsvg"), "\(context): class \(word)")
                }
                for (attribute, value) in element.attributes where ["href", "mask", "filter", "for"].contains(attribute) {
                    let reference = value.hasPrefix("url(#") ? String(value.dropFirst(5).dropLast()) : (value.hasPrefix("#") ? String(value.dropFirst()) : value)
                    #expect(ids.contains(reference), "\(context): \(attribute)=\(value) refers to nothing")
                }
                #expect(element.attributes["style"] == nil, "\(context): a style attribute")
                #expect(!element.attributes.keys.contains { $0.hasPrefix("on") || $0.hasPrefix("xlink") || $0.hasPrefix("xmlns") },
                        "\(context): \(element.attributes.keys.sorted())")
            }
            let styles = elements.filter { $0.name == "style" }
            let scripts = elements.filter { $0.name == "script" }
            #expect(styles.count == (options.isStyleSheetLinked ? 0 : 1), "\(context)")
            #expect(styles.first.map { $0.allText == snippet.css } ?? true, "\(context): the inline style is not the style sheet")
            let scriptInline = options.input?.script == .inline
            #expect(scripts.count == (scriptInline ? 1 : 0), "\(context)")
            #expect((snippet.script != nil) == (options.input?.script == .linked), "\(context)")
            #expect(snippet.html.last == "\n" && !snippet.html.contains("<?xml"), "\(context)")
            let rootClasses = (root.elements.first?.attributes["class"] ?? "").split(separator: " ").map(String.init)
            Self.expectScoped(snippet.css, by: rootClasses, context)
            checked += 1
        }
        // The four ratings, every one of whole value, so an input takes each too.
        #expect(checked == 4, "\(name)")
    }

    /// Every rule of the style sheet is scoped by a class of the rating, so it styles nothing
    /// else on a page: `starsvg` (every rating), `starsvg-input` (every input), a band layer's
    /// `starsvg-cN`, or one of the classes the snippet's root carries (a palette's, a
    /// geometry's, `starsvg-animated`); never an id (the sheet is shared), never a bare type.
    static func expectScoped(_ css: String, by rootClasses: [String], _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let sheet = CSSDeclarations(css)
        #expect(sheet.isBalanced, "\(context): unbalanced braces", sourceLocation: sourceLocation)
        for selector in sheet.selectors {
            let scope = selector.split(whereSeparator: { " ~+:".contains($0) }).first.map(String.init) ?? ""
            let classes = scope.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let isScoped = (classes.first == "" || classes.first == "svg") && classes.count > 1
                && classes.dropFirst().allSatisfy { name in
                    rootClasses.contains(name) && name.hasPrefix("starsvg") || name.wholeMatch(of: #/starsvg-c[0-9]+/#) != nil
                }
            #expect(isScoped && !selector.contains("#"), "\(context): the rule \(selector) is not scoped by a class of the rating",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func anInputHasOneNamedRadioPerValueWithTheValueChecked() throws {
        let rating = try StarRating(starCount: 5, value: 2, levels: [1, 4], label: "Your rating")
        let snippet = try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(name: "review:stars")))
        let root = try #require(Self.tree(snippet.html, "input"))
        let fieldset = try #require(root.elements.first)
        // Every rating's class, every input's, and the one that names its geometry's group,
        // which the sheet holds.
        let classes = try Self.rootClasses(snippet)
        let geometry = try Self.geometryClass(snippet)
        #expect(fieldset.name == "fieldset" && classes == ["starsvg", "starsvg-input", geometry])
        #expect(snippet.css.contains(".\(geometry){padding:0 3px}.\(geometry) label{width:30px;height:24px}"))
        #expect(fieldset.elements.first?.name == "legend" && fieldset.elements.first?.allText == "Your rating")
        let radios = fieldset.elements.filter { $0.name == "input" }
        let values: [String?] = (0...5).map { String($0) }
        #expect(radios.map { $0.attributes["value"] } == values)
        #expect(radios.allSatisfy { $0.attributes["type"] == "radio" && $0.attributes["name"] == "review:stars" })
        #expect(radios.filter { $0.attributes["checked"] != nil }.map { $0.attributes["value"] } == ["2"])
        let labels = fieldset.elements.filter { $0.name == "label" }
        #expect(labels.map(\.allText) == ["No rating", "1 star", "2 stars", "3 stars", "4 stars", "5 stars"])
        #expect(labels.map { $0.attributes["for"] } == radios.map { $0.attributes["id"] })
        // Each radio comes right before its label, and all of them before the picture, which
        // the style sheet's `:checked ~ svg` and `:focus-visible + label` rely on.
        let names = fieldset.elements.map(\.name)
        let radioPairs: [String] = Array(repeating: ["input", "label"], count: 6).flatMap { $0 }
        #expect(names == ["legend"] + radioPairs + ["svg", "script"])
        #expect(fieldset.first("svg")?.attributes["aria-hidden"] == "true")
    }

    @Test func aRequiredInputHasNoNoRatingAndChecksNothingAtZero() throws {
        let rating = try StarRating(starCount: 5, value: 0, levels: [0.5, 4], idPrefix: "q")
        let snippet = try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(name: "stars", isRequired: true)))
        let fieldset = try #require(Self.tree(snippet.html, "required")?.elements.first)
        let radios = fieldset.elements.filter { $0.name == "input" }
        let values: [String?] = (1...5).map { String($0) }
        #expect(radios.map { $0.attributes["value"] } == values)
        #expect(radios.allSatisfy { $0.attributes["required"] == "" && $0.attributes["checked"] == nil })
        #expect(fieldset.elements.filter { $0.name == "label" }.map(\.allText) == ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"])
        #expect(fieldset.attributes["disabled"] == nil)
        // The style sheet names no radio button 0 and no first label: the colour shows once
        // any radio button is checked, and band 0 (level 0.5) hides for every one of them.
        let css = snippet.css
        let g = try Self.geometryClass(snippet)
        let geometry = Self.selectors(css, scopedBy: g)
        #expect(!geometry.isEmpty && !geometry.contains { $0.contains("value=\"0\"") } && !css.contains("first-of-type"), "\(css)")
        #expect(css.contains(".\(g) .starsvg-color{opacity:0}"))
        #expect(css.contains(".\(g) .starsvg-color rect,.\(g) input:checked~svg .starsvg-color{opacity:1}"))
        #expect(css.contains(".\(g) input:checked~svg .starsvg-c0{opacity:0}"))
        #expect(css.contains(".\(g) :where([value=\"4\"])~:checked~svg .starsvg-c1{opacity:0}"))
        // The focus ring of the first star, which has no "No rating" before it to ring instead.
        #expect(css.contains(".starsvg-input input:focus-visible+label,.starsvg-input :where([value=\"0\"]):focus-visible~svg{outline:2px solid;"))
        // An edit form: the value given is checked.
        let edit = try StarRating(starCount: 5, value: 3, idPrefix: "e")
            .htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(isRequired: true))).html
        let checked = try #require(Self.tree(edit, "edit")?.elements.first).elements.filter { $0.attributes["checked"] != nil }
        #expect(checked.map { $0.attributes["value"] } == ["3"])
    }

    @Test func aDisabledInputDisablesItsFieldsetAndLooksDisabledInItsStyleSheetOnly() throws {
        let rating = try StarRating(starCount: 5, value: 3, idPrefix: "d")
        let snippet = try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(isDisabled: true)))
        let fieldset = try #require(Self.tree(snippet.html, "disabled")?.elements.first)
        #expect(fieldset.attributes["disabled"] == "")
        #expect(fieldset.elements.filter { $0.attributes["checked"] != nil }.map { $0.attributes["value"] } == ["3"])
        #expect(fieldset.elements.filter { $0.name == "input" }.count == 6)
        let disabledGroup = ".starsvg-input:disabled{opacity:.5}.starsvg-input:disabled label{cursor:default;pointer-events:none}"
            + "@media (forced-colors:active){.starsvg-input:disabled{opacity:1}.starsvg-input:disabled .starsvg-color rect{fill:GrayText}"
            + ".starsvg-input:disabled .starsvg-outline{stroke:GrayText}}"
        #expect(snippet.css.contains(disabledGroup), "\(snippet.css)")
        // A plain input's style sheet has none of it, and is otherwise the same: the same
        // geometry, whose "No rating" hides the colour.
        let plainSnippet = try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions()))
        let plain = plainSnippet.css, g = try Self.geometryClass(plainSnippet)
        #expect(!plain.contains(":disabled") && plain.contains(".\(g) :where([value=\"0\"]):checked~svg .starsvg-color{opacity:0}"))
        #expect(try Self.geometryClass(snippet) == g)
        #expect(snippet.css.replacingOccurrences(of: disabledGroup, with: "") == plain)
    }

    @Test func anInputsValueMustBeWhole() throws {
        let rating = try StarRating(starCount: 5, value: 2.5)
        #expect(throws: HTMLSnippetError.inputValueNotWhole(2.5, starCount: 5)) {
            try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions()))
        }
        #expect(throws: RatingInputOptionsError.invalidName("1x")) { try RatingInputOptions(name: "1x") }
        for name in ["", "a b", "a\"b", "ä", String(repeating: "a", count: 65), "</script>"] {
            #expect(throws: RatingInputOptionsError.self, "\(name)") { try RatingInputOptions(name: name) }
        }
        for name in ["a", "rating", "review:stars", "x.y_z-1", String(repeating: "a", count: 64)] {
            #expect(throws: Never.self, "\(name)") { try RatingInputOptions(name: name) }
        }
    }

    @Test func idsSetFacesAndNamesApartUnlessGiven() throws {
        let rating = try StarRating(value: 3)
        // A picture holds no id: copies of it on one page must not collide.
        for options in [HTMLSnippetOptions(), HTMLSnippetOptions(isAnimated: true), HTMLSnippetOptions(isStyleSheetLinked: true)] {
            let html = try rating.htmlSnippet(options: options).html
            #expect(!html.contains(" id=\"") && !html.contains("url(#") && !html.contains("href="), "\(html)")
        }
        let prefixes = try [
            rating.idPrefix,
            Self.prefix(rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(name: "a")))),
            Self.prefix(rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(name: "b")))),
            // A required or disabled input and a plain one of the same name on one page.
            Self.prefix(rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(name: "a", isRequired: true)))),
            Self.prefix(rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(name: "a", isDisabled: true)))),
            Self.prefix(rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(name: "a", isRequired: true,
                                                                                                    isDisabled: true)))),
        ]
        #expect(Set(prefixes).count == prefixes.count, "\(prefixes)")
        // Where the style and the script go changes no id.
        #expect(try Self.prefix(rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(name: "a"), isStyleSheetLinked: true)))
                == prefixes[1])
        let given = try StarRating(value: 3, idPrefix: "mine")
        #expect(try Self.prefix(given.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(name: "a")))) == "mine")
        // The same options always give the same bytes.
        #expect(try rating.htmlSnippet(options: Self.kinds[4].options) == rating.htmlSnippet(options: Self.kinds[4].options))
    }

    private static func prefix(_ snippet: HTMLSnippet) throws -> String {
        try #require(tree(snippet.html, "prefix")?.elements.first?.attributes["id"])
    }

    /// What the input shows first stands in the SVG's attributes: the soft edge slid to the
    /// value, the colour of its band on top, and at 0 no colour at all.
    @Test(.cases(6), arguments: 0...5)
    func theFirstValueStandsInPlainAttributes(value: Int) throws {
        let rating = try StarRating(starCount: 5, value: Double(value), levels: [1, 4], idPrefix: "p")
        let snippet = try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions()))
        let svg = try #require(Self.tree(snippet.html, "value \(value)")?.first("svg"))
        let slide = try #require(svg.allElements.first { $0.attributes["class"] == "starsvg-slide" })
        let edge = rating.row.fillEdge(forValue: Double(value), mode: .area)
        #expect(slide.attributes["transform"] == "translate(\(SVGNumberFormatter(omitsLeadingZero: true).string(edge)))")
        let group = try #require(svg.allElements.first { $0.attributes["class"] == "starsvg-color" })
        #expect(group.attributes["opacity"] == (value == 0 ? "0" : nil))
        let bands = group.elements.filter { $0.name == "rect" }
        #expect(bands.map { $0.attributes["class"] } == ["starsvg-c2", "starsvg-c1", "starsvg-c0"], "the last band at the bottom")
        // The topmost band shown is the value's: red up to 1, yellow up to 4, green above.
        let shown = bands.filter { $0.attributes["opacity"] == nil }.last?.attributes["class"]
        let expected = value <= 1 ? "starsvg-c0" : (value <= 4 ? "starsvg-c1" : "starsvg-c2")
        #expect(shown == expected)
    }

    @Test func colorsAreCustomPropertiesWithTheRatingsOwnAsFallback() throws {
        let half = CSSColor(red: 255, green: 0, blue: 0, alpha: 0.5)
        let rating = try StarRating(starCount: 3, value: 3, levels: [1, 2], colors: [.systemRed, half, .currentColor], idPrefix: "c")
        let snippet = try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions()))
        // The palette's colours as the fallbacks --starsvg-f<N>, under the palette's class
        // (two classes: it wins over the default palette's), and each band's layer takes
        // --starsvg-color-<N>, or else its fallback: by fill, which the layers read (a still
        // picture's floods by flood-color, below).
        let palettes = try Self.rootClasses(snippet).filter { $0.wholeMatch(of: #/starsvg-p[0-9A-Za-z]+/#) != nil }
        let palette = try #require(palettes.first)
        #expect(palettes.count == 1)
        #expect(snippet.css.hasPrefix(".starsvg.\(palette){--starsvg-f0:#ff3b30;--starsvg-f1:rgb(255 0 0 / 0.5);--starsvg-f2:currentColor;}"))
        for band in 0...2 {
            #expect(snippet.css.contains(".starsvg .starsvg-c\(band){fill:var(--starsvg-color-\(band),var(--starsvg-f\(band)))}"), "\(band)")
        }
        // The dark variant only for the system colour, in a dark-mode block.
        #expect(snippet.css.contains("@media (prefers-color-scheme:dark){.starsvg.\(palette){--starsvg-f0:#ff453a;}}"))
        // The default palette needs no class of its own: every rating's class holds it. A picture
        // needs the colours of the band it shows alone, an input every band's.
        // (A page's shared sheet: a snippet's own adds its class to every rule, below.)
        let plain = try StarRating(starCount: 3, value: 3, levels: [1, 2]).htmlSnippet(options: HTMLSnippetOptions(isStyleSheetLinked: true))
        #expect(try !Self.rootClasses(plain).contains { $0.wholeMatch(of: #/starsvg-p[A-Za-z0-9]{8}/#) != nil })
        #expect(plain.css.hasPrefix(".starsvg{--starsvg-f2:#34c759;}@media (prefers-color-scheme:dark){.starsvg{--starsvg-f2:#30d158;}}"
                                    + ".starsvg .starsvg-c2{background-color:var(--starsvg-color-2,var(--starsvg-f2))}.starsvg .starsvg-layers,"))
        let plainInput = try StarRating(starCount: 3, value: 3, levels: [1, 2]).htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions()))
        #expect(plainInput.css.hasPrefix(".starsvg{--starsvg-f0:#ff3b30;--starsvg-f1:#fc0;--starsvg-f2:#34c759;}"))
        #expect(!(try StarRating(value: 0).htmlSnippet()).css.contains("--starsvg-f"), "nothing coloured, no palette")
        let root = try #require(Self.tree(snippet.html, "colours"))
        let rects = root.allElements.filter { ($0.attributes["class"] ?? "").hasPrefix("starsvg-c") && $0.name == "rect" }
        #expect(rects.map { $0.attributes["fill"] } == ["currentColor", "rgb(255 0 0 / 0.5)", "#ff3b30"])
        // Alpha lives in the colour, which a theme replaces whole: no fill-opacity on top.
        #expect(rects.allSatisfy { $0.attributes["fill-opacity"] == nil })
    }

    @Test func motionHasTheReferencesTimingAndOnlyWithoutReducedMotion() throws {
        let rating = try StarRating(value: 3, idPrefix: "m")
        let input = try rating.htmlSnippet(options: HTMLSnippetOptions(isAnimated: true, input: RatingInputOptions())).css
        for rule in ["transition:transform .35s cubic-bezier(.42,0,.58,1)", "transition:opacity .25s cubic-bezier(.42,0,.58,1)",
                     "animation:starsvg-slide .35s cubic-bezier(.42,0,.58,1) backwards", "animation:starsvg-fade .25s cubic-bezier(.42,0,.58,1) backwards"] {
            #expect(input.contains(rule), "\(rule)")
        }
        let svg = rating.animatedSVGDocument()
        let svgStyles: [String] = svg.root.children.compactMap { node in
            guard case .element(let element) = node, element.name == "style", case .text(let text)? = element.children.first else { return nil }
            return text
        }
        let svgStyle = try #require(svgStyles.first)
        for css in [input, svgStyle] {
            let sheet = CSSDeclarations(css)
            #expect(sheet.declarations.contains { $0.headers == ["@media (forced-colors:active)", "#m .starsvg-color rect"] }
                    || sheet.declarations.contains { $0.headers.first == "@media (forced-colors:active)" })
            let moving = sheet.declarations.filter { $0.text.hasPrefix("transition") || $0.text.hasPrefix("animation") }
            #expect(!moving.isEmpty)
            for declaration in moving {
                #expect(declaration.headers.first == "@media (prefers-reduced-motion:no-preference)", "\(declaration.headers) \(declaration.text)")
            }
        }
    }

    /// With no blur the animated SVG is the still one plus its style: the same drawing, so
    /// librsvg, resvg and `<img>` show the value. (With a blur a still picture is drawn through
    /// one filter, which cannot slide, and the animated one in tiles under a mask, which can:
    /// RenderTests' `AnimatedSVGStillRenderTests` compares their pixels.)
    @Test(.cases(4), arguments: [0.0, 1, 2.5, 5])
    func theAnimatedSVGDrawsWhatTheStillOneDraws(value: Double) throws {
        let still = try StarRating(starCount: 5, value: value, levels: [1, 4], blur: 0, idPrefix: "a")
        let animated = still.animatedSVGDocument()
        var root = animated.root
        #expect(root.value(of: "id") == .text("a"))
        let styles = root.children.filter { if case .element(let element) = $0 { return element.name == "style" }; return false }
        #expect(styles.count == 1)
        root.children.removeAll { if case .element(let element) = $0 { return element.name == "style" }; return false }
        let withoutClasses = Self.removingAttributes(["class", "id"], from: root, keepingIDsBelowRoot: true)
        #expect(Self.slidByX(withoutClasses) == Self.removingAttributes(["id"], from: still.svgDocument().root, keepingIDsBelowRoot: true))
    }

    /// `element` with a rectangle slid by `transform="translate(dx)"` placed by `x` instead, as
    /// a still picture places it: the same drawing.
    private static func slidByX(_ element: SVGElement) -> SVGElement {
        var attributes = element.attributes
        if element.name == "rect", let index = attributes.firstIndex(where: { $0.name == "transform" }),
           case .transform(let transforms) = attributes[index].value, transforms.count == 1,
           case .translate(let dx, 0) = transforms[0], case .number(let x)? = element.value(of: "x") {
            attributes.remove(at: index)
            attributes = attributes.map { $0.name == "x" ? SVGAttribute("x", x + dx) : $0 }
        }
        let children = element.children.map { node -> SVGNode in
            if case .element(let child) = node { return .element(slidByX(child)) }
            return node
        }
        return SVGElement(element.name, attributes, children: children)
    }

    private static func removingAttributes(_ names: Set<String>, from element: SVGElement, keepingIDsBelowRoot: Bool) -> SVGElement {
        let kept = element.attributes.filter { !(names.contains($0.name) && !(keepingIDsBelowRoot && $0.name == "id" && element.name != "svg")) }
        let children = element.children.map { node -> SVGNode in
            if case .element(let child) = node { return .element(removingAttributes(names, from: child, keepingIDsBelowRoot: keepingIDsBelowRoot)) }
            return node
        }
        return SVGElement(element.name, kept, children: children)
    }
}
