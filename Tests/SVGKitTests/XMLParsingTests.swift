import Testing
import SVGKit
import TestSupport

/// Random trees of tricky content, written in every mode, must parse with XMLParser and give
/// back exactly the tree that was written (modulo the documented replacements).
@Suite("XML parsing of writer output")
struct XMLParsingTests {
    /// Strings that stress escaping. No CR (XML parsers normalise a literal CR in text, comments
    /// and CDATA to LF; see EscapingTests.textCarriageReturn), no whitespace-only strings.
    static let pool = [
        "a", "Five stars", #"a&b<c>d"e'f"#, "]]>", "x]]", "--", "-", "a--b-", "<!-- x -->",
        "Ünïcödé ★ 星 👍🏽", "مرحبا بالعالم", "abc\u{202E}fdp", "\u{01}\u{1F}", "\u{FFFE}\u{FFFF}\u{FFFD}",
        "tab\tand\nnewline", "&amp;", "<![CDATA[", "\u{FEFF}bom", "'quoted'", "\"double\"",
    ]
    static let names = ["g", "title", "desc", "text", "tspan", "style", "rect", "a", "foreignObject", "x-y_z.1"]

    /// What the writer documents for characters XML cannot hold.
    static func sanitized(_ string: String) -> String {
        String(String.UnicodeScalarView(string.unicodeScalars.map { scalar in
            let value = scalar.value
            let forbidden = (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D)
                || value == 0xFFFE || value == 0xFFFF
            return forbidden ? "\u{FFFD}" : scalar
        }))
    }

    /// A comment as written: a space after every '-' that is followed by '-' or ends it.
    static func commentContent(_ string: String) -> String {
        let characters = Array(sanitized(string).unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in characters.enumerated() {
            result.append(scalar)
            if scalar == "-" && (index + 1 == characters.count || characters[index + 1] == "-") {
                result.append(" ")
            }
        }
        return String(result)
    }

    struct Generator {
        var random: SplitMix64

        mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }

        mutating func element(depth: Int) -> SVGElement {
            var attributes: [SVGAttribute] = []
            for index in 0..<Int(random.next() % 4) {
                switch random.next() % 3 {
                case 0: attributes.append(SVGAttribute("data-\(index)", pick(XMLParsingTests.pool) + "\r"))
                case 1: attributes.append(SVGAttribute("n\(index)", Double(Int64(bitPattern: random.next()) % 100_000) / 64))
                default: attributes.append(SVGAttribute("href", .fragment(id: pick(XMLParsingTests.pool))))
                }
            }
            var children: [SVGNode] = []
            if depth < 4 {
                for _ in 0..<Int(random.next() % 5) {
                    switch random.next() % 6 {
                    case 0: children.append(.text(pick(XMLParsingTests.pool)))
                    case 1: children.append(.comment(pick(XMLParsingTests.pool)))
                    case 2: children.append(.cdata(pick(XMLParsingTests.pool)))
                    default: children.append(element(depth: depth + 1).node)
                    }
                }
            }
            return SVGElement(pick(XMLParsingTests.names), attributes, children: children)
        }
    }

    /// The tree XMLParser should report for `element`, adjacent text and CDATA merged.
    static func expected(_ element: SVGElement, formatter: SVGNumberFormatter) -> ParsedXMLElement {
        var attributes: [String: String] = [:]
        for attribute in element.attributes {
            switch attribute.value {
            case .text(let text): attributes[attribute.name] = sanitized(text)
            case .number(let number): attributes[attribute.name] = formatter.string(number)
            case .fragment(let id): attributes[attribute.name] = "#" + sanitized(id)
            default: Issue.record("unexpected attribute kind in generated tree")
            }
        }
        var result = ParsedXMLElement(name: element.name, attributes: attributes)
        for child in element.children {
            switch child {
            case .element(let inner): result.children.append(.element(expected(inner, formatter: formatter)))
            case .text(let text): result.children.append(.text(sanitized(text)))
            case .comment(let text): result.children.append(.comment(commentContent(text)))
            case .cdata(let text): result.children.append(.cdata(sanitized(text)))
            case .raw: Issue.record("unexpected raw node in generated tree")
            }
        }
        return merged(result)
    }

    /// Merges adjacent text nodes and adjacent CDATA sections, recursively.
    static func merged(_ element: ParsedXMLElement) -> ParsedXMLElement {
        var copy = element
        copy.children = []
        for child in element.children {
            switch (copy.children.last, child) {
            case (.text(let a)?, .text(let b)): copy.children[copy.children.count - 1] = .text(a + b)
            case (.cdata(let a)?, .cdata(let b)): copy.children[copy.children.count - 1] = .cdata(a + b)
            case (_, .element(let inner)): copy.children.append(.element(merged(inner)))
            default: copy.children.append(child)
            }
        }
        return copy
    }

    static let optionSets: [SVGWriterOptions] = [
        .compact, .pretty, SVGWriterOptions(indentation: 0, numberPrecision: 9, includesXMLDeclaration: true),
        SVGWriterOptions(indentation: nil, numberPrecision: 0, includesXMLDeclaration: true),
    ]

    @Test("random trees parse back to the tree written", .cases(4), arguments: 0..<4)
    func randomTrees(optionIndex: Int) {
        let options = Self.optionSets[optionIndex]
        let formatter = SVGNumberFormatter(precision: options.numberPrecision, omitsLeadingZero: options.omitsLeadingZeros)
        var generator = Generator(random: SplitMix64(seed: 2024))
        var mismatches = 0
        for index in 0..<150 {
            let root = SVGElement("svg", [SVGAttribute("xmlns", "http://www.w3.org/2000/svg")],
                                  children: (0..<3).map { _ in generator.element(depth: 0).node })
            let output = write(SVGDocument(root: root), options)
            guard let parsed = parseXML(output, context: "tree #\(index) options \(options)") else { continue }
            let actual = Self.merged(options.indentation == nil ? parsed : PrettyCompactTests.droppingIndentation(parsed))
            let wanted = Self.expected(root, formatter: formatter)
            if actual != wanted {
                mismatches += 1
                if mismatches <= 3 {
                    Issue.record("tree #\(index) with \(options):\nwritten \(output)\nparsed  \(actual)\nwanted  \(wanted)")
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("the reader rejects output that is not well-formed")
    func parserDetectsErrors() {
        // Guards the other tests: parseXML fails whenever the reader throws, so the reader must
        // really throw on bad markup.
        let bad = [
            "<svg><!-- a -- b --></svg>", "<svg a=\"x\"y\"/>", "<svg>a & b</svg>", "<svg>\u{01}</svg>",
            "<svg><![CDATA[ ]]> ]]></svg>x", "<svg></g>",
        ]
        for text in bad {
            #expect(throws: XMLReadingError.self, "\(text.debugDescription) is not well-formed") {
                try ParsedXMLDocument(parsing: text)
            }
        }
    }
}
