/// A style sheet that runs of starsvg share (the command's `--css-out`): the groups of rules that every run
/// wrote into it, each once, in the order they came, under a first line that says what the
/// file is and holds a check of the rest. A run that writes into a sheet starsvg wrote reads it
/// back (`init(reading:)`), adds the groups it lacks (`add(_:)`) and writes it whole again:
/// two runs with two looks leave one sheet that draws both, the same bytes a batch of both
/// runs' lines writes. A file that starsvg did not write, or that was edited since (its check
/// no longer holds), is refused, and so left as it is.
///
/// The groups follow the first line one a line, compact; with `--pretty`, each group on its
/// lines and a blank line between two (a group's rules hold no blank line). The first line
/// says which, and a run in the other mode is refused (`SharedStyleSheetError.otherMode`)
/// rather than mixing them.
package struct SharedStyleSheet: Sendable {
    /// The groups, each once, in the order they came.
    package private(set) var groups = StyleGroupSet()
    /// Whether the groups are indented, on lines of their own (`--pretty`).
    package let isPretty: Bool

    /// An empty sheet, compact or pretty.
    package init(isPretty: Bool) {
        self.isPretty = isPretty
    }

    /// The sheet whose file holds `bytes`, as starsvg wrote it.
    /// - Throws: `SharedStyleSheetError` for a file starsvg did not write or that was edited.
    package init(reading bytes: [UInt8]) throws(SharedStyleSheetError) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let firstLineEnd = text.utf8.firstIndex(of: UInt8(ascii: "\n")) else { throw .notWrittenByStarsvg }
        let header = text[..<firstLineEnd]
        let body = String(text[text.utf8.index(after: firstLineEnd)...])
        // The mode's word, then the whole line against the check of the body, made once.
        guard header.hasPrefix(Self.headerStart) else { throw .notWrittenByStarsvg }
        let isPretty = header.hasPrefix(Self.headerStart + ", pretty,")
        guard header == Self.header(isPretty: isPretty, body: body) else { throw .edited }
        self.isPretty = isPretty
        let read = Self.groups(of: body, isPretty: isPretty)
        groups.insert(contentsOf: read)
        // What the groups write must be the file itself: a body whose check holds but whose
        // groups were not starsvg's (two groups on one line) is refused too.
        guard self.body == body, groups.groups.count == read.count else { throw .edited }
    }

    /// Adds each of `groups` the sheet lacks, after those it has.
    package mutating func add(_ groups: some Sequence<String>) {
        self.groups.insert(contentsOf: groups)
    }

    /// The file: the first line, then the groups.
    package var text: String {
        let body = self.body
        return Self.header(isPretty: isPretty, body: body) + "\n" + body
    }

    /// The groups as the file holds them, after its first line.
    private var body: String {
        var body = ""
        for (index, group) in groups.groups.enumerated() {
            if isPretty {
                if index > 0 { body += "\n" }
                body += group.last == "\n" ? group : group + "\n"
            } else {
                body += group
                body += "\n"
            }
        }
        return body
    }

    /// The groups of `body`: its lines, or its blocks between blank lines.
    private static func groups(of body: String, isPretty: Bool) -> [String] {
        guard !body.isEmpty else { return [] }
        if !isPretty { return body.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
        // Blocks end where a line is empty: split at each "\n\n", the first "\n" the block's.
        var groups: [String] = [], current = ""
        for line in body.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.isEmpty {
                groups.append(current)
                current = ""
            } else {
                current += line
                current += "\n"
            }
        }
        groups.append(current)
        return groups
    }

    /// How every sheet's first line starts.
    private static let headerStart = "/* starsvg style sheet"

    /// The first line of a sheet of `body`: what the file is, its mode and the check of `body`.
    private static func header(isPretty: Bool, body: String) -> String {
        var hash = StableHash()
        hash.combine(body)
        return headerStart + ", " + (isPretty ? "pretty" : "compact") + ", check " + hash.identifier(length: 12)
            + ": each run of starsvg adds the rules it lacks; an edited file is refused. */"
    }
}
