/// The ids of an HTML page, found by a plain scan for `id="…"` after a space: enough for the
/// pages the recipes build, whose markup (the generators' and the command's) quotes attributes
/// with `"` but need not be well-formed XML.
enum HTMLIDScan {
    /// Every id, in the order found, repeats included.
    static func ids(in html: String) -> [String] {
        var ids: [String] = []
        var rest = Substring(html)
        while let start = rest.range(of: " id=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            ids.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return ids
    }
}
