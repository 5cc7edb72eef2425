/// The ids of an HTML page, found by a plain scan for `id="…"` after whitespace: enough for the
/// pages the tests look at (the gallery, the sites the recipes build), whose markup quotes
/// attributes with `"` but need not be well-formed XML.
public enum HTMLIDScan {
    /// Every id, in the order found, repeats included.
    /// - Complexity: O(*n*) in the length of `html`.
    public static func ids(in html: String) -> [String] {
        var ids: [String] = []
        var rest = Substring(html)
        while let start = rest.range(of: "id=\"") {
            let isAttribute = rest[..<start.lowerBound].last.map { $0 == " " || $0 == "\n" || $0 == "\t" } ?? false
            rest = rest[start.upperBound...]
            guard isAttribute else { continue }
            guard let end = rest.firstIndex(of: "\"") else { break }
            ids.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return ids
    }

    /// The ids found more than once, each once, in the order of their second appearance.
    public static func repeatedIDs(in html: String) -> [String] {
        var seen: Set<String> = []
        var repeated: [String] = []
        for id in ids(in: html) where !seen.insert(id).inserted && !repeated.contains(id) {
            repeated.append(id)
        }
        return repeated
    }
}
