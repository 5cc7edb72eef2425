/// The HTML elements around a snippet's SVG (a rating input's, or a picture's microdata), with
/// the attributes each may carry, read like `SVGAllowlist` (whose SVG elements the snippets
/// use too).
enum SnippetAllowlist {
    /// Element name, then its attributes and their rules.
    static let elements: [(name: String, attributes: [(name: String, rule: SVGAllowlist.ValueRule)])] = [
        // --locale names the input's language; --dir ltr or rtl its direction (auto leaves it
        // to the page); --disabled disables it; --average describes it by its hidden span.
        ("fieldset", [("class", .rootClasses(base: "starsvg starsvg-input")), ("id", .id), ("lang", .languageTag), ("dir", .oneOf(["ltr", "rtl"])),
                      ("disabled", .oneOf([""])), ("aria-describedby", .id)]),
        ("legend", []),
        // The name is compared with the one given, separately, as the label is.
        ("input", [("type", .oneOf(["radio"])), ("name", .label), ("value", .number), ("id", .id), ("checked", .oneOf([""])),
                   ("required", .oneOf([""]))]),
        ("label", [("for", .id)]),
        ("script", []),
        // --schema: the item around a picture, and one meta per property.
        // --average: the input's description, hidden.
        // The HTML picture's layers, in its <foreignObject>: the colour layer in the band's colour.
        ("span", [("itemscope", .oneOf([""])), ("itemtype", .oneOf(["https://schema.org/Rating", "https://schema.org/AggregateRating"])),
                  ("id", .id), ("hidden", .oneOf([""])),
                  ("class", .oneOf(["starsvg-layers", "starsvg-stars", "starsvg-fill"] + (0...100).map { "starsvg-fill starsvg-c\($0)" }))]),
        ("i", []),
        ("b", []),
        ("meta", [("itemprop", .oneOf(["ratingValue", "bestRating", "worstRating", "ratingCount"])), ("content", .number)]),
    ]

    /// What an `<svg>` carries in HTML and not standalone: its size may be in ems of the text
    /// around it (`--size 1.5em`), and the picture names its language with `lang`.
    static let svgInHTML: [(name: String, rule: SVGAllowlist.ValueRule)] = [
        ("width", .length), ("height", .length), ("lang", .languageTag),
    ]

    /// The rule for `attribute` on an `<svg>` in a snippet: `svgInHTML`'s, else the standalone
    /// SVG's, but never `xml:lang`, which is for XML documents.
    static func svgRule(attribute: String) -> SVGAllowlist.ValueRule? {
        if attribute == "xml:lang" { return nil }
        return svgInHTML.first { $0.name == attribute }?.rule ?? SVGAllowlist.rule(element: "svg", attribute: attribute)
    }

    /// The rule for `attribute` on `element`, or `nil` when it is not allowed there.
    static func rule(element: String, attribute: String) -> SVGAllowlist.ValueRule? {
        guard let entry = elements.first(where: { $0.name == element }) else { return nil }
        return entry.attributes.first(where: { $0.name == attribute })?.rule
    }

    /// Whether `element` is generated at all.
    static func isAllowed(element: String) -> Bool {
        elements.contains { $0.name == element }
    }
}
