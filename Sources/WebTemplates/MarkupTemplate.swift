import OutputText

/// A text template for HTML, CSS or JavaScript with typed placeholders, filled by name: the one
/// way generated markup other than SVG is written.
///
/// The syntax is a small part of Mustache's:
/// - `{{context:name}}` writes the value of `name`, escaped for `context`
///   (`TemplatePlaceholderContext`: `html-text`, `html-attr`, `css-string`, `css-ident`,
///   `css-value`, `number`, `markup`);
/// - `{{#name}}…{{/name}}` writes its content once per item of a list (the item's names in
///   scope), or once when a flag is true; `{{^name}}…{{/name}}` when the list is empty or the
///   flag false;
/// - `{{! … }}` is a comment, left out of the output: templates document their placeholders
///   in comments, which may therefore show tags (balanced, each `{{` with its `}}`);
/// - a line holding only a section tag or a comment is left out whole, its line break included.
///
/// Each value is escaped exactly once, here, for the context its placeholder names; text can
/// never reach a `markup` placeholder, which only takes `TemplateValue.markup`.
///
/// ```swift
/// let template = try MarkupTemplate(source: "<p title=\"{{html-attr:label}}\">{{html-text:label}}</p>")
/// let html = try template.render(["label": .text("5 > 4 & \"so\"")])
/// ```
public struct MarkupTemplate: Equatable, Sendable {
    /// How the template's own line breaks are written.
    public enum LineBreaks: Sendable {
        /// As in the source.
        case kept
        /// Left out, with the spaces and tabs that indent the next line: compact output from a
        /// template written one rule or one tag a line. Line breaks inside values stay.
        case joined
        /// Kept, without the spaces and tabs that indent the next line: compact output for a
        /// script, whose line breaks may matter (a line comment, a missing semicolon).
        case unindented
    }

    /// The parsed template.
    let nodes: [TemplateNode]

    /// Parses `source`.
    /// - Throws: `MarkupTemplateError` when a tag is unclosed or invalid, or sections do not match.
    /// - Complexity: O(*n*) in the length of the source.
    public init(source: String) throws(MarkupTemplateError) {
        nodes = try TemplateParser.parse(source)
    }

    /// A template of `nodes`.
    private init(nodes: [TemplateNode]) {
        self.nodes = nodes
    }

    /// The sections named `name` at the top of this template, alone, as a template: rendered
    /// with values that turn this template's every other top-level section off, it writes what
    /// this template writes, without looking up each of the others. A style sheet's group is
    /// one section of a template of dozens, rendered for every rating of a batch
    /// (`RatingStyleSheet`). `nil` when anything but sections stands at the top (text, a
    /// placeholder, an inverted section), which would be written whatever the values.
    package func topLevelSections(named name: String) -> MarkupTemplate? {
        guard nodes.allSatisfy({ $0.kind == .section }) else { return nil }
        return MarkupTemplate(nodes: nodes.filter { $0.text == name })
    }

    /// The template filled with `values`.
    /// - Parameters:
    ///   - values: a value for every name the template uses (inside a section, an item's
    ///     names first, then the enclosing ones).
    ///   - numberFormatter: writes every `number` placeholder. Default: two decimals.
    ///   - lineBreaks: whether the template's own line breaks are kept. Default `.kept`.
    /// - Throws: `MarkupTemplateError.missingValue` or `.mismatchedValue`.
    /// - Complexity: O(*n*) in the length of the output.
    public func render(_ values: TemplateValues, numberFormatter: SVGNumberFormatter = SVGNumberFormatter(),
                       lineBreaks: LineBreaks = .kept) throws(MarkupTemplateError) -> String {
        var bytes: [UInt8] = []
        var isAtLineStart = true
        var holes = Holes(names: [])
        try render(nodes, scopes: [values], into: &bytes, isAtLineStart: &isAtLineStart, numberFormatter: numberFormatter,
                   lineBreaks: lineBreaks, holes: &holes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The names the template uses, each once, in order of first use (for tests and docs).
    public var names: [String] {
        var names: [String] = []
        func collect(_ nodes: [TemplateNode]) {
            for node in nodes where node.kind != .literal {
                if !names.contains(node.text) { names.append(node.text) }
                collect(node.children)
            }
        }
        collect(nodes)
        return names
    }

    /// The template's literal text, without placeholders, comments or section tags (for tests
    /// that check what a template may contain).
    public var literalText: String {
        func text(_ nodes: [TemplateNode]) -> String {
            nodes.map { node in
                switch node.kind {
                case .literal: return node.text
                case .placeholder: return ""
                case .section, .invertedSection: return text(node.children)
                }
            }.joined()
        }
        return text(nodes)
    }

    /// - Parameter isAtLineStart: whether the template's text is at the start of one of its
    ///   lines, where indentation begins; it carries over from one piece of text to the next,
    ///   across the lines that comments and section tags leave out.
    ///   - holes: the names left out (`filling(_:holes:numberFormatter:lineBreaks:)`): a
    ///     placeholder of one is not written but marked where it stands.
    func render(_ nodes: [TemplateNode], scopes: [TemplateValues], into bytes: inout [UInt8], isAtLineStart: inout Bool,
                numberFormatter: SVGNumberFormatter, lineBreaks: LineBreaks, holes: inout Holes) throws(MarkupTemplateError) {
        for node in nodes {
            switch node.kind {
            case .literal:
                switch lineBreaks {
                case .kept: bytes.append(contentsOf: node.text.utf8)
                case .joined:
                    let joined = node.joined[isAtLineStart ? 1 : 0]
                    bytes.append(contentsOf: joined.bytes)
                    isAtLineStart = joined.endsAtLineStart
                case .unindented:
                    TemplateNode.appendWithoutIndentation(node.text, keepingLineBreaks: true, isAtLineStart: &isAtLineStart, to: &bytes)
                }
            case .placeholder:
                guard let context = node.context else { preconditionFailure("the parser gives every placeholder a context") }
                if !holes.names.isEmpty, holes.names.contains(node.text) {
                    holes.marks.append((bytes.count, node.text, context))
                    isAtLineStart = false
                    continue
                }
                let value = try lookUp(node.text, in: scopes)
                try Self.append(value, name: node.text, context: context, to: &bytes, numberFormatter: numberFormatter)
                isAtLineStart = false
            case .section, .invertedSection:
                let value = try lookUp(node.text, in: scopes)
                let items: [TemplateValues]
                switch value {
                case .flag(let isShown): items = isShown ? [TemplateValues()] : []
                case .list(let list): items = list
                case .text, .number, .markup: throw .mismatchedValue(name: node.text, usage: "a section")
                }
                if node.kind == .invertedSection {
                    if items.isEmpty {
                        try render(node.children, scopes: scopes, into: &bytes, isAtLineStart: &isAtLineStart,
                                   numberFormatter: numberFormatter, lineBreaks: lineBreaks, holes: &holes)
                    }
                } else {
                    for item in items {
                        try render(node.children, scopes: scopes + [item], into: &bytes, isAtLineStart: &isAtLineStart,
                                   numberFormatter: numberFormatter, lineBreaks: lineBreaks, holes: &holes)
                    }
                }
            }
        }
    }

    private func lookUp(_ name: String, in scopes: [TemplateValues]) throws(MarkupTemplateError) -> TemplateValue {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        throw .missingValue(name)
    }

    /// Writes one value in its placeholder's context; the only place values become text.
    static func append(_ value: TemplateValue, name: String, context: TemplatePlaceholderContext,
                               to bytes: inout [UInt8], numberFormatter: SVGNumberFormatter) throws(MarkupTemplateError) {
        switch (value, context) {
        case (.markup(let markup), .markup):
            bytes.append(contentsOf: markup.utf8)
        case (.number(let number), .number):
            numberFormatter.append(number, to: &bytes)
        case (.text(let text), .htmlText):
            Escaping.appendHTMLText(text, to: &bytes)
        case (.text(let text), .htmlAttribute):
            Escaping.appendHTMLAttributeValue(text, to: &bytes)
        case (.text(let text), .cssString):
            Escaping.appendCSSString(text, to: &bytes)
        case (.text(let text), .cssIdentifier):
            Escaping.appendCSSIdentifier(text, to: &bytes)
        case (.text(let text), .cssValue):
            Escaping.appendCSSCustomPropertyValue(text, to: &bytes)
        case (.text, .markup), (.text, .number), (.number, _), (.markup, _), (.flag, _), (.list, _):
            throw .mismatchedValue(name: name, usage: "a \(context.rawValue) placeholder")
        }
    }
}
