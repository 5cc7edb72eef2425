import TestSupport

/// The checks every accepted rating must pass, whatever its input: well-formed XML by
/// FoundationXML's parser; only generated elements and attributes, each value in its grammar;
/// no `<script`, no event handler, no reference outside the document; unique ids under the
/// expected prefix, every reference resolved; the label shown exactly, in `<title>` (which
/// names the picture, so no `aria-label` repeats it), and nowhere else any text. An animated SVG (`--animate`) also has one
/// `<style>` right after the title, which `StyleSheetAudit` checks, and its prefix as the
/// root's id.
struct SVGOutputAudit {
    /// The label to find exactly; `nil` for the default, `Rating: V out of N`.
    var expectedLabel: String?
    /// The id prefix to find; `nil` for a derived one (a letter and 5 letters or digits, with
    /// `-2`, `-3`, … for a batch's repeated ratings).
    var expectedIDPrefix: String?
    /// The number of stars to find.
    var expectedStarCount: Int
    /// Whether the SVG plays its load animation: a `<style>` is then expected, and nothing else
    /// may hold one.
    var isAnimated = false
    /// The words and language expected: the default label's in the locale or texts given, and
    /// the `xml:lang` the root must carry (none without `--locale`).
    var wording = ExpectedWording.english

    /// Everything wrong with `bytes` as the output of this rating; empty when all is well.
    func problems(in bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        if Self.containsASCIICaseInsensitive(bytes, "<script") { problems.append("the output contains <script") }
        let document: ParsedXMLDocument
        do {
            document = try ParsedXMLDocument(parsing: bytes)
        } catch {
            return problems + ["\(error)"]
        }
        problems += Self.nodesOtherThanElementsAndText(in: document).map { "unexpected \($0)" }
        let root = document.root
        guard root.name == "svg" else { return problems + ["the root is not <svg>"] }
        // Every element, depth first in document order: the root first, then its first child.
        let elements = root.allElements

        var ids: [String] = []
        var references: [String] = []
        for element in elements {
            guard SVGAllowlist.isAllowed(element: element.name) else {
                problems.append("element <\(element.name)> is never generated")
                continue
            }
            if element.name != "title", element.name != "style", !element.text.allSatisfy(\.isWhitespace) {
                problems.append("text in <\(element.name)>: \(element.text.debugDescription)")
            }
            // Sorted only so that failure messages come out in a stable order.
            for (name, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
                if name.lowercased().hasPrefix("on") { problems.append("event handler \(name) on <\(element.name)>") }
                guard let rule = SVGAllowlist.rule(element: element.name, attribute: name) else {
                    problems.append("attribute \(name) is never generated on <\(element.name)>")
                    continue
                }
                guard SVGAllowlist.matches(value, rule) else {
                    problems.append("\(element.name) \(name)=\(value.debugDescription) breaks its grammar")
                    continue
                }
                switch rule {
                case .id: ids.append(value)
                case .fragment: references.append(String(value.dropFirst()))
                case .url: references.append(String(value.dropFirst(5).dropLast()))
                case .oneOf, .label: break
                default:
                    // Implied by the grammars, and said outright because it is the point: no
                    // scheme (javascript:, data:, http:) can appear without a colon.
                    if value.utf8.contains(UInt8(ascii: ":")) {
                        problems.append("\(element.name) \(name) refers outside the document: \(value.debugDescription)")
                    }
                }
            }
        }

        // The root's id, which an animated SVG's style sheet is scoped to, is the prefix itself.
        let rootID = root.attributes["id"]
        if let rootID, ids.first == rootID { ids.removeFirst() }
        if (rootID != nil) != isAnimated { problems.append("the root has an id \(rootID.debugDescription), but animated is \(isAnimated)") }
        let styles = elements.filter { $0.name == "style" }
        if styles.count != (isAnimated ? 1 : 0) || (isAnimated && root.elements.dropFirst().first?.name != "style") {
            problems.append("\(styles.count) <style> elements, animated \(isAnimated); it must follow the title")
        }
        if let style = styles.first, let rootID {
            problems += StyleSheetAudit(prefix: rootID, isInput: false, isThemable: false, isAnimated: true, followsPageDirection: false)
                .problems(in: style.allText)
        }
        if Set(ids).count != ids.count { problems.append("duplicate ids: \(ids)") }
        for reference in references where !ids.contains(reference) {
            problems.append("reference to #\(reference), which no element has")
        }
        // Every id is its rating's prefix and one character.
        for id in ids {
            if let rootID, !(id.hasPrefix(rootID) && id.count == rootID.count + 1) { problems.append("id \(id) is not under the root's \(rootID)") }
            if let prefix = expectedIDPrefix, !(id.hasPrefix(prefix) && id.count == prefix.count + 1) {
                problems.append("id \(id) is not the prefix \(prefix) and one character")
            }
            if expectedIDPrefix == nil, !Self.hasDerivedPrefix(id) { problems.append("id \(id) lacks a derived prefix") }
        }

        // The language is the document's, named once on its root.
        if root.attributes["xml:lang"] != wording.language {
            problems.append("xml:lang is \(root.attributes["xml:lang"].debugDescription), not \(wording.language.debugDescription)")
        }
        if elements.dropFirst().contains(where: { $0.attributes["xml:lang"] != nil }) { problems.append("xml:lang below the root") }

        let titles = elements.indices.filter { elements[$0].name == "title" }
        guard titles == [1], root.elements.first?.name == "title" else {
            return problems + ["there must be exactly one <title>, the first child of <svg> (found at \(titles))"]
        }
        let title = elements[1].text
        if let ariaLabel = root.attributes["aria-label"] { problems.append("aria-label \(ariaLabel.debugDescription) repeats the <title>") }
        if let expectedLabel {
            if title != expectedLabel {
                problems.append("<title> shows \(title.debugDescription), not the label given, \(expectedLabel.debugDescription)")
            }
        } else if let label = wording.label {
            if title != label { problems.append("<title> shows \(title.debugDescription), not the locale's or texts' label, \(label.debugDescription)") }
        } else if !(title.hasPrefix("Rating: ") && title.hasSuffix(" out of \(expectedStarCount)")) {
            problems.append("the default label \(title.debugDescription) is not 'Rating: V out of \(expectedStarCount)'")
        }

        // A standalone SVG shows one colour, drawn as tiles.
        let starCount = TiledRow(elements)?.starCount
        if starCount != expectedStarCount {
            problems.append("the row has \(starCount.map(String.init) ?? "no") stars, not \(expectedStarCount)")
        }
        return problems
    }

    /// Everything in `document` that is neither an element nor text inside the root, which a
    /// rating never has: comments, CDATA sections, processing instructions, document type
    /// declarations, and anything outside the root.
    private static func nodesOtherThanElementsAndText(in document: ParsedXMLDocument) -> [String] {
        func describe(_ node: ParsedXMLNode) -> String? {
            switch node {
            case .element, .text: return nil
            case .comment(let text): return "comment \(text.debugDescription)"
            case .cdata: return "CDATA section"
            case .processingInstruction(let target, _): return "processing instruction \(target)"
            }
        }
        let outside = document.nodesOutsideRoot.map { node in
            if case .text(let text) = node { return "text outside the root: \(text.debugDescription)" }
            return describe(node) ?? "\(node) outside the root"
        }
        return outside + document.declarations + document.root.allElements.flatMap(\.children).compactMap(describe)
    }

    /// Whether `id` is a derived prefix and one more character.
    private static func hasDerivedPrefix(_ id: String) -> Bool {
        isDerivedPrefix(String(id.dropLast()))
    }

    /// Whether `prefix` is a derived one: a letter and 5 letters or digits, perhaps with a
    /// batch's `-2`, `-3`, ….
    static func isDerivedPrefix(_ prefix: String) -> Bool {
        let bytes = Array(prefix.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard bytes.count >= 6, isLetter(bytes[0]), bytes[1..<6].allSatisfy({ isLetter($0) || isDigit($0) }) else { return false }
        let rest = bytes[6...]
        return rest.isEmpty || (rest.first == UInt8(ascii: "-") && rest.count >= 2 && rest.dropFirst().allSatisfy(isDigit))
    }

    private static func containsASCIICaseInsensitive(_ bytes: [UInt8], _ needle: String) -> Bool {
        let lowered = Array(needle.lowercased().utf8)
        guard bytes.count >= lowered.count else { return false }
        for start in 0...(bytes.count - lowered.count) where bytes[start] == lowered[0] {
            var index = 1
            while index < lowered.count, bytes[start + index] | 0x20 == lowered[index] | 0x20 { index += 1 }
            if index == lowered.count { return true }
        }
        return false
    }
}
