import OutputText

extension MarkupTemplate {
    /// A template rendered but for a few names, its holes, which `render(_:)` fills in for
    /// each use, escaped as their placeholders say: a style group whose other values are the
    /// same for many ratings is rendered once, and each rating writes its own values alone
    /// (`RatingStyleSheet`'s value groups: rendering a batch line's fill edge group from the
    /// template was a fifth of the line, Documentation/performance.md).
    package struct Filling: Sendable {
        /// The text before the first hole, between each two, and after the last.
        let texts: [[UInt8]]
        /// Each hole in turn: the name whose value goes there, and its placeholder's context.
        let holes: [(name: String, context: TemplatePlaceholderContext)]
        /// Writes the number placeholders among the holes.
        let numberFormatter: SVGNumberFormatter

        /// The text with `values` in the holes: what the template writes with them among the
        /// values it was rendered with.
        /// - Throws: `MarkupTemplateError.missingValue` for a hole without a value,
        ///   `.mismatchedValue` for a value of the wrong kind for its placeholder.
        package func render(_ values: TemplateValues) throws(MarkupTemplateError) -> String {
            String(decoding: try bytes(values).bytes, as: UTF8.self)
        }

        /// The text `render(_:)` writes with `values`, as bytes, and where the value of each
        /// hole named `marked` ends in it: a caller that adds to such a value once the text
        /// is written (a style group's class, the hash of the group after the class's stem)
        /// puts it there without rendering again.
        /// - Throws: as `render(_:)`.
        package func bytes(_ values: TemplateValues, markingEndsOf marked: String? = nil) throws(MarkupTemplateError)
            -> (bytes: [UInt8], markedEnds: [Int]) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(texts.reduce(0) { $0 + $1.count } + 16 * holes.count)
            var markedEnds: [Int] = []
            for (text, hole) in zip(texts, holes) {
                bytes.append(contentsOf: text)
                guard let value = values[hole.name] else { throw .missingValue(hole.name) }
                try MarkupTemplate.append(value, name: hole.name, context: hole.context, to: &bytes, numberFormatter: numberFormatter)
                if hole.name == marked { markedEnds.append(bytes.count) }
            }
            bytes.append(contentsOf: texts[texts.count - 1])
            return (bytes, markedEnds)
        }
    }

    /// The names a `Filling` leaves out while the template is rendered, and where their
    /// placeholders stood: an offset in the text written so far, the name, and its context.
    struct Holes {
        let names: [String]
        var marks: [(offset: Int, name: String, context: TemplatePlaceholderContext)] = []
    }

    /// This template rendered with `values` but for the placeholders named in `holes`, which
    /// the filling's `render(_:)` fills in. A placeholder of a hole's name is a hole wherever
    /// it stands, so no section's item may give one a value of its own (a section of that
    /// name is looked up in `values` as ever: a style group's section and its value may share
    /// a name). The text around a hole is what `render(_:numberFormatter:lineBreaks:)` writes
    /// there, since a placeholder changes nothing of the text after it (it ends a line's
    /// indentation, whatever it writes).
    /// - Throws: as `render(_:numberFormatter:lineBreaks:)`.
    package func filling(_ values: TemplateValues, holes names: [String], numberFormatter: SVGNumberFormatter = SVGNumberFormatter(),
                         lineBreaks: LineBreaks = .kept) throws(MarkupTemplateError) -> Filling {
        var bytes: [UInt8] = []
        var isAtLineStart = true
        var holes = Holes(names: names)
        try render(nodes, scopes: [values], into: &bytes, isAtLineStart: &isAtLineStart, numberFormatter: numberFormatter,
                   lineBreaks: lineBreaks, holes: &holes)
        var texts: [[UInt8]] = []
        var start = 0
        for mark in holes.marks {
            texts.append(Array(bytes[start..<mark.offset]))
            start = mark.offset
        }
        texts.append(Array(bytes[start...]))
        return Filling(texts: texts, holes: holes.marks.map { ($0.name, $0.context) }, numberFormatter: numberFormatter)
    }
}
