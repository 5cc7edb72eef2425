import TestSupport

/// The checks every accepted `<img>` tag (`--format img`) must pass: one line, a single
/// element `<img …/>` well-formed for a real XML parser (so that an HTML parser reads it as
/// written too: every value quoted and escaped), its attributes `src`, `width`, `height` and
/// `alt` in that order, with `lang` after them exactly when a locale was given, each value as
/// expected once read back: the source as given, the PNG's size in CSS pixels, the accessible
/// name in its language.
struct ImageTagAudit {
    /// The URL given, which `src` must read back to exactly.
    var expectedSource: String
    /// The PNG's size in CSS pixels.
    var expectedWidth: Int
    var expectedHeight: Int
    /// The accessible name `alt` must read back to.
    var expectedAlternativeText: String
    /// The locale `lang` must name; `nil` when the tag must have no `lang`.
    var expectedLanguage: String?

    /// Everything wrong with `bytes` as this tag; empty when all is well.
    func problems(in bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix("<img src=\""), text.hasSuffix("\"/>\n"), text.filter({ $0 == "\n" || $0 == "\r" }).count == 1 else {
            return ["not one line <img src=\"…\"/>: \(text.debugDescription)"]
        }
        let element: ParsedXMLElement
        do {
            let document = try ParsedXMLDocument(parsing: bytes)
            if !document.nodesOutsideRoot.allSatisfy({ if case .text(let text) = $0 { text == "\n" } else { false } }) {
                problems.append("something beside the tag: \(document.nodesOutsideRoot)")
            }
            element = document.root
        } catch {
            return ["\(error)"]
        }
        if element.name != "img" || !element.children.isEmpty { problems.append("not one empty <img>: \(element)") }
        var expected = ["src": expectedSource, "width": String(expectedWidth), "height": String(expectedHeight), "alt": expectedAlternativeText]
        if let expectedLanguage { expected["lang"] = expectedLanguage }
        if element.attributes != expected { problems.append("the attributes are \(element.attributes), not \(expected)") }
        // The order, which the parser's dictionary does not keep: read from the text.
        let order = ["src", "width", "height", "alt"] + (expectedLanguage == nil ? [] : ["lang"])
        // Byte by byte: a quote followed by a combining mark is one Character.
        let names = bytes.split(separator: UInt8(ascii: "\""), omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset.isMultiple(of: 2) }.dropLast()
            .map { String(decoding: $0.element.split(separator: UInt8(ascii: " ")).last?.dropLast() ?? [], as: UTF8.self) }
        if names != order { problems.append("the attributes come in the order \(names), not \(order)") }
        return problems
    }
}
