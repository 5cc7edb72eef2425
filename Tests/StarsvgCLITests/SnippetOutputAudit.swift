import TestSupport

/// The checks every accepted HTML snippet (`--format html`, `--interactive`) must pass,
/// whatever its input: well-formed XML by FoundationXML's parser (the snippets are written to
/// be both); only generated elements and attributes, each value in its grammar; no event
/// handler, no `style` attribute, no reference outside the snippet; unique ids under the
/// expected prefix; the label exactly where it belongs (the picture's `<title>`, the input's
/// `<legend>`); an input's radio buttons, named as given, one per
/// value (1…N, each `required`, for `--required`), their labels, the fieldset `disabled` for
/// `--disabled`; the style sheet passing `StyleSheetAudit`, and the one script allowed;
/// with `--schema`, the schema.org item around the picture, read as `MicrodataReader` reads it.
struct SnippetOutputAudit {
    /// The label to find exactly; `nil` for the default.
    var expectedLabel: String?
    /// The id prefix to find; `nil` for a derived one (`sr` + 8 hex digits).
    var expectedIDPrefix: String?
    /// The number of stars.
    var expectedStarCount: Int
    /// For an input, the radio buttons' name; `nil` for a picture.
    var expectedName: String?
    /// Whether the style sheet is inline.
    var hasInlineStyle: Bool
    /// Whether the script is inline.
    var hasInlineScript: Bool
    /// Whether the load animation plays.
    var isAnimated: Bool
    /// With `--schema`, the microdata expected around the picture: its `ratingCount` (`nil`
    /// for a single `Rating`); `nil` for no microdata.
    var expectedMicrodata: ExpectedMicrodata? = nil
    /// The words and language expected: the default label, legend and options' names in the
    /// locale or texts given, and the `lang` the snippet's root must carry (none without
    /// `--locale`).
    var wording = ExpectedWording.english
    /// The direction given, `ltr` or `rtl`, which an input's fieldset must carry as `dir`;
    /// `nil` for `auto` (HTML's default): then the style sheet mirrors the stars on a
    /// right-to-left page, and nothing says `dir`.
    var direction: String? = nil
    /// An input's radio buttons a star: 1, or 2 with `--step 0.5` (0, 0.5, 1, …, N).
    var valuesPerStar = 1
    /// Whether the input is required (`--required`): radio buttons 1…N, each `required`, and
    /// none checked unless `checksAValue`.
    var isRequired = false
    /// Whether a required input checks a value at first (`--value` of 1 or more).
    var checksAValue = true
    /// Whether the input is disabled (`--disabled`): its fieldset carries `disabled`.
    var isDisabled = false
    /// The average an input shows until the reader picks (`--average`), which its hidden
    /// description must say, referenced by the fieldset's `aria-describedby`; `nil` for none,
    /// and then neither is there.
    var expectedAverage: Double? = nil

    /// The microdata a `--schema` picture must carry.
    struct ExpectedMicrodata {
        /// The value's text as given (`--value`), or `nil` for the default 0.
        var value: String?
        /// `--rating-count`, or `nil` for a single rating.
        var ratingCount: String?
    }

    /// Everything wrong with `bytes`; empty when all is well.
    func problems(in bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        let root: ParsedXMLElement
        do {
            root = try ParsedXMLDocument(parsing: Array("<snippet>".utf8) + bytes + Array("</snippet>".utf8)).root
        } catch {
            return ["not well-formed: \(error)"]
        }
        if bytes.last != UInt8(ascii: "\n") { problems.append("no final newline") }
        guard root.elements.count == 1, var top = root.elements.first, root.text.allSatisfy(\.isWhitespace) else {
            return problems + ["the snippet is not one element: \(root.elements.map(\.name))"]
        }
        if let expectedMicrodata {
            guard top.name == "span", let picture = top.elements.last, picture.name == "svg" else {
                return problems + ["the snippet is not a <span> holding the picture: <\(top.name)>"]
            }
            problems += microdataProblems(root, picture: picture, expected: expectedMicrodata)
            problems += top.elements.dropLast().filter { $0.name != "meta" }.map { "<\($0.name)> in the microdata's <span>" }
            if !top.text.allSatisfy(\.isWhitespace) { problems.append("text in the microdata's <span>") }
            top = picture
        }
        let isInput = expectedName != nil
        guard top.name == (isInput ? "fieldset" : "svg") else { return problems + ["the snippet is a <\(top.name)>"] }
        let children = root.children.compactMap { node -> String? in
            switch node {
            case .element, .text: return nil
            default: return "\(node)"
            }
        }
        problems += children.map { "unexpected \($0)" }

        var ids: [String] = []
        var references: [String] = []
        let elements = top.allElements
        for element in elements {
            let isHTML = SnippetAllowlist.isAllowed(element: element.name)
            guard isHTML || SVGAllowlist.isAllowed(element: element.name) else {
                problems.append("element <\(element.name)> is never generated")
                continue
            }
            // An input's description (--average) is a hidden span of text; the audit of the
            // input checks that it is the one.
            let isDescription = element.name == "span" && element.attributes["hidden"] != nil
            if !["title", "legend", "label", "style", "script"].contains(element.name), !isDescription, !element.text.allSatisfy(\.isWhitespace) {
                problems.append("text in <\(element.name)>: \(element.text.debugDescription)")
            }
            for (name, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
                if name.lowercased().hasPrefix("on") { problems.append("event handler \(name) on <\(element.name)>") }
                let rule = isHTML ? SnippetAllowlist.rule(element: element.name, attribute: name)
                    : element.name == "svg" ? SnippetAllowlist.svgRule(attribute: name)
                    : SVGAllowlist.rule(element: element.name, attribute: name)
                guard let rule else {
                    problems.append("attribute \(name) is never generated on <\(element.name)>")
                    continue
                }
                guard SVGAllowlist.matches(value, rule) else {
                    problems.append("\(element.name) \(name)=\(value.debugDescription) breaks its grammar")
                    continue
                }
                switch rule {
                case .id where name == "for" || name == "aria-describedby": references.append(value)
                case .id: ids.append(value)
                case .fragment: references.append(String(value.dropFirst()))
                case .url: references.append(String(value.dropFirst(5).dropLast()))
                case .oneOf, .label: break
                default:
                    if value.utf8.contains(UInt8(ascii: ":")) {
                        problems.append("\(element.name) \(name) refers outside the snippet: \(value.debugDescription)")
                    }
                }
            }
        }
        if !isInput {
            // The picture holds no id, so that copies of it never take each other's parts.
            if !ids.isEmpty || !references.isEmpty { problems.append("ids or references in a picture: \(ids) \(references)") }
            return problems + pictureProblems(top, styles: elements.filter { $0.name == "style" })
        }
        guard let prefix = top.attributes["id"] else { return problems + ["the snippet has no id"] }
        if let expectedIDPrefix, prefix != expectedIDPrefix { problems.append("the id is \(prefix), not \(expectedIDPrefix)") }
        if expectedIDPrefix == nil, !SVGOutputAudit.isDerivedPrefix(prefix) {
            problems.append("the id \(prefix) is not a derived prefix")
        }
        if Set(ids).count != ids.count { problems.append("duplicate ids: \(ids)") }
        // The drawing's ids are the prefix and one character; the radio buttons', the prefix, `-`
        // and the value's whole part, then `h` for a half.
        func isRadioID(_ id: String) -> Bool {
            guard id.dropFirst(prefix.count).first == "-" else { return false }
            var digits = id.dropFirst(prefix.count + 1)
            if valuesPerStar == 2, digits.last == "h" { digits = digits.dropLast() }
            return !digits.isEmpty && digits.allSatisfy(\.isNumber)
        }
        // The description's id (--average), the prefix and `-a`.
        let descriptionID = expectedAverage.map { _ in prefix + "-a" }
        for id in ids.dropFirst() where !(id.hasPrefix(prefix) && (id.count == prefix.count + 1 || isRadioID(id) || id == descriptionID)) {
            problems.append("id \(id) is not under \(prefix)")
        }
        for reference in references where !ids.contains(reference) { problems.append("reference to #\(reference), which no element has") }

        // The language and the direction are the snippet's, said once, on its root.
        if top.attributes["lang"] != wording.language {
            problems.append("lang is \(top.attributes["lang"].debugDescription), not \(wording.language.debugDescription)")
        }
        if elements.dropFirst().contains(where: { $0.attributes["lang"] != nil }) { problems.append("lang below the snippet's root") }
        if isInput, top.attributes["dir"] != direction {
            problems.append("dir is \(top.attributes["dir"].debugDescription), not \(direction.debugDescription)")
        }

        let styles = elements.filter { $0.name == "style" }
        if styles.count != (hasInlineStyle ? 1 : 0) { problems.append("\(styles.count) <style> elements") }
        for style in styles {
            problems += StyleSheetAudit(prefix: prefix, rootClasses: top.attributes["class"].map { $0.split(separator: " ").map(String.init) },
                                        isInput: isInput, isThemable: true, isAnimated: isAnimated,
                                        followsPageDirection: direction == nil, isRequired: isRequired, isDisabled: isDisabled,
                                        showsAverage: (expectedAverage ?? 0) > 0)
                .problems(in: style.allText)
        }
        let scripts = elements.filter { $0.name == "script" }
        if scripts.count != (hasInlineScript ? 1 : 0) { problems.append("\(scripts.count) <script> elements") }
        for script in scripts where !ExpectedScript.forms.contains(script.allText) { problems.append("a script other than Templates/rating-input.js") }

        problems += inputProblems(top, prefix: prefix)
        // A rating input draws the row of stars, `<use>` by `<use>`.
        let rows = elements.filter { $0.name == "g" && $0.attributes["id"] == prefix + "r" }
        let starCount = rows.first.map { $0.drawnPathOffsets(in: Array(elements)).count }
        if starCount != expectedStarCount {
            problems.append("the row does not have \(expectedStarCount) stars")
        }
        return problems
    }

    /// The HTML picture: an svg with role="img" named by its `<title>` (first), in the locale's
    /// language, holding the style sheet (if inline), which passes `StyleSheetAudit`, and its
    /// layers, HTML boxes in a `<foreignObject>`; the sheet's row holds the stars expected.
    private func pictureProblems(_ top: ParsedXMLElement, styles: [ParsedXMLElement]) -> [String] {
        var problems: [String] = []
        if top.attributes["role"] != "img" { problems.append("the picture's role is not img") }
        // The <title> names the picture (role="img") and is its tooltip, as in a standalone SVG.
        let label = top.elements.first?.name == "title" ? top.elements.first?.allText : nil
        if label == nil { problems.append("the title is not first") }
        if top.attributes["aria-label"] != nil { problems.append("an aria-label beside the title") }
        problems += labelProblems(label)
        if top.attributes["lang"] != wording.language {
            problems.append("lang is \(top.attributes["lang"].debugDescription), not \(wording.language.debugDescription)")
        }
        let layers = top.elements.last
        if top.elements.map(\.name) != ["title"] + (hasInlineStyle ? ["style"] : []) + ["path", "foreignObject"]
            || layers?.elements.map(\.name) != ["span"] || layers?.first("i")?.elements.map(\.name) != ["b"] {
            problems.append("the picture is not its title, style and layers: \(top.elements.map(\.name))")
        }
        if styles.count != (hasInlineStyle ? 1 : 0) { problems.append("\(styles.count) <style> elements") }
        for style in styles {
            let text = style.allText
            problems += StyleSheetAudit(prefix: "", rootClasses: top.attributes["class"].map { $0.split(separator: " ").map(String.init) },
                                        isInput: false, isThemable: true, isAnimated: isAnimated, followsPageDirection: direction == nil)
                .problems(in: text)
            // The look's row: the same subpaths for every star (an icon's may be several).
            let subpaths = text.firstMatch(of: #/--starsvg-row:path\((?:evenodd,)?"([^"]*)"\)/#).map { $0.1.split(separator: "M").count } ?? 0
            if subpaths == 0 || subpaths % expectedStarCount != 0 {
                problems.append("the row does not have \(expectedStarCount) stars")
            }
        }
        return problems
    }

    /// The one item, as a microdata reader sees it: its type, the value (the number given), the
    /// scale 0 to the number of stars, the count when one was given. The picture's own
    /// elements hold no microdata (inside an `<svg>` it would not count).
    private func microdataProblems(_ root: ParsedXMLElement, picture: ParsedXMLElement, expected: ExpectedMicrodata) -> [String] {
        let items = MicrodataReader.items(in: root)
        guard items.count == 1, let item = items.first else { return ["\(items.count) microdata items"] }
        var problems: [String] = []
        let type = expected.ratingCount == nil ? "https://schema.org/Rating" : "https://schema.org/AggregateRating"
        if item.types != [type] { problems.append("the item's type is \(item.types), not \(type)") }
        let names = item.properties.map(\.name)
        let expectedNames = ["ratingValue", "bestRating", "worstRating"] + (expected.ratingCount == nil ? [] : ["ratingCount"])
        if names != expectedNames { problems.append("the item's properties are \(names)") }
        // The value as the label writes it: to six decimals at most.
        let shown = item.text(of: "ratingValue").flatMap(Double.init)
        if shown == nil || Double(expected.value ?? "0").map({ abs($0 - shown!) > 5e-7 }) ?? true {
            problems.append("ratingValue \(item.text(of: "ratingValue") ?? "?") is not the value \(expected.value ?? "0")")
        }
        if item.text(of: "bestRating") != String(expectedStarCount) { problems.append("bestRating is not \(expectedStarCount)") }
        if item.text(of: "worstRating") != "0" { problems.append("worstRating is not 0") }
        if let count = expected.ratingCount, item.text(of: "ratingCount") != String(Int(count) ?? -1) {
            problems.append("ratingCount \(item.text(of: "ratingCount") ?? "?") is not \(count)")
        }
        if picture.allElements.contains(where: { $0.attributes["itemprop"] != nil || $0.attributes["itemscope"] != nil }) {
            problems.append("microdata attributes inside the <svg>")
        }
        return problems
    }

    /// The fieldset: its legend, one radio button and label per value, the picture hidden.
    private func inputProblems(_ fieldset: ParsedXMLElement, prefix: String) -> [String] {
        var problems: [String] = []
        let legend = fieldset.elements.first
        if legend?.name != "legend" { problems.append("the legend is not first") }
        problems += labelProblems(legend?.allText)
        let radios = fieldset.elements.filter { $0.name == "input" }
        // A required input has no "No rating".
        let lowest = isRequired ? 1 : 0
        let values = (0...(expectedStarCount * valuesPerStar)).map { valuesPerStar == 1 ? String($0) : ExpectedWording.halfText($0) }
        if radios.map({ $0.attributes["value"] ?? "" }) != Array(values.dropFirst(lowest)) {
            problems.append("the radio buttons' values are \(radios.map { $0.attributes["value"] ?? "?" })")
        }
        if !radios.allSatisfy({ $0.attributes["name"] == expectedName }) { problems.append("a radio button is not named \(expectedName ?? "")") }
        let checked = radios.filter({ $0.attributes["checked"] != nil }).count
        if checked != (isRequired && !checksAValue ? 0 : 1) { problems.append("\(checked) radio buttons checked") }
        if !radios.allSatisfy({ ($0.attributes["required"] != nil) == isRequired }) {
            problems.append(isRequired ? "a radio button of a required input is not required" : "a radio button is required")
        }
        if (fieldset.attributes["disabled"] != nil) != isDisabled {
            problems.append(isDisabled ? "the disabled input's fieldset is not disabled" : "the fieldset is disabled")
        }
        let labels = fieldset.elements.filter { $0.name == "label" }
        let names = Array((valuesPerStar == 1
            ? wording.optionNames ?? ExpectedWording.englishOptionNames(stars: expectedStarCount)
            : wording.halfOptionNames ?? ExpectedWording.englishHalfOptionNames(stars: expectedStarCount)).dropFirst(lowest))
        if labels.map(\.allText) != names { problems.append("the options are named \(labels.map(\.allText))") }
        if labels.map({ $0.attributes["for"] }) != radios.map({ $0.attributes["id"] }) { problems.append("a label is not its radio button's") }
        if fieldset.first("svg")?.attributes["aria-hidden"] != "true" { problems.append("the picture is not hidden from assistive technology") }
        let descriptions = fieldset.elements.filter { $0.name == "span" }
        if let expectedAverage {
            let id = prefix + "-a"
            if fieldset.attributes["aria-describedby"] != id { problems.append("the fieldset is described by \(fieldset.attributes["aria-describedby"] ?? "nothing"), not \(id)") }
            if descriptions.count != 1 || descriptions.first?.attributes["id"] != id || descriptions.first?.attributes["hidden"] == nil {
                problems.append("no one hidden description \(id) after the legend")
            }
            if fieldset.elements.dropFirst().first?.name != "span" { problems.append("the description does not follow the legend") }
            let expected = wording.averageDescription(expectedAverage, stars: expectedStarCount)
            if descriptions.first?.allText != expected {
                problems.append("the description says \(descriptions.first?.allText.debugDescription ?? "nothing"), not \(expected.debugDescription)")
            }
        } else if fieldset.attributes["aria-describedby"] != nil || !descriptions.isEmpty {
            problems.append("a description without an average")
        }
        return problems
    }

    /// The label against the one given, or the default's shape.
    private func labelProblems(_ shown: String?) -> [String] {
        if let expectedLabel {
            return shown == expectedLabel ? [] : ["the label shows \(shown.debugDescription), not \(expectedLabel.debugDescription)"]
        }
        let isInput = expectedName != nil
        if let expected = isInput ? wording.legend : wording.label {
            return shown == expected ? [] : ["the label shows \(shown.debugDescription), not the locale's or texts' \(expected.debugDescription)"]
        }
        let isDefault = isInput
            ? shown == "Rating out of \(expectedStarCount)"
            : (shown?.hasPrefix("Rating: ") == true && shown?.hasSuffix(" out of \(expectedStarCount)") == true)
        return isDefault ? [] : ["the default label is \(shown.debugDescription)"]
    }
}
