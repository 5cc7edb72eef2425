/// Reads the microdata of a parsed document as the WHATWG HTML standard's microdata model
/// ("Microdata", §5.2 "Encoding microdata" and §5.3 "Converting HTML to other formats") has a
/// search engine read it, written for the tests from the standard, not from the code that
/// writes the snippets.
///
/// - The top-level items are the elements with `itemscope` and without `itemprop`, in tree order.
/// - An item's properties are found by crawling its element's children, and the elements its
///   `itemref` names, down to (but not into) any element with `itemscope`; each element with
///   `itemprop` gives a property per name, in tree order.
/// - A property's value is a nested item when its element has `itemscope`; otherwise `content`
///   for `meta`, `src` for `audio`, `embed`, `iframe`, `img`, `source`, `track` and `video`,
///   `href` for `a`, `area` and `link`, `data` for `object`, `value` for `data` and `meter`,
///   `datetime` (or else the text) for `time`, and the element's text for anything else.
/// - Microdata attributes belong to HTML elements: an `<svg>` and everything in it (foreign
///   content, in the SVG namespace in an HTML document) neither are items nor give properties.
///
/// URL values are left as written: the snippets carry none, so nothing needs resolving.
public enum MicrodataReader {
    /// The top-level items under `root`, in tree order.
    public static func items(in root: ParsedXMLElement) -> [MicrodataItem] {
        let tree = Tree(root: root)
        return tree.paths.filter { path in
            let element = tree.element(at: path)
            return tree.isHTML(path) && element.attributes["itemscope"] != nil && element.attributes["itemprop"] == nil
        }.map { tree.item(at: $0, visiting: []) }
    }

    /// The document with every element named by its path of child indices, so that elements
    /// (values, without identity) can be told apart and put in tree order.
    private struct Tree {
        let root: ParsedXMLElement
        /// Every element's path, in tree order (preorder): lexicographic order of the paths.
        let paths: [[Int]]

        init(root: ParsedXMLElement) {
            self.root = root
            var paths: [[Int]] = []
            func visit(_ element: ParsedXMLElement, _ path: [Int]) {
                paths.append(path)
                for (index, child) in element.elements.enumerated() { visit(child, path + [index]) }
            }
            visit(root, [])
            self.paths = paths
        }

        func element(at path: [Int]) -> ParsedXMLElement {
            path.reduce(root) { $0.elements[$1] }
        }

        /// Whether the element is an HTML one: neither an `<svg>` nor inside one.
        func isHTML(_ path: [Int]) -> Bool {
            var element = root
            if element.name == "svg" { return false }
            for index in path {
                element = element.elements[index]
                if element.name == "svg" { return false }
            }
            return true
        }

        /// The item whose element is at `path`; `ancestors` are the items being read around
        /// it, so that an `itemref` loop ends instead of recursing forever.
        func item(at path: [Int], visiting ancestors: Set<[Int]>) -> MicrodataItem {
            let element = element(at: path)
            let types = (element.attributes["itemtype"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            var memory: Set<[Int]> = [path]
            var pending = element.elements.indices.map { path + [$0] }
            for id in (element.attributes["itemref"] ?? "").split(whereSeparator: \.isWhitespace) {
                if let referenced = paths.first(where: { self.element(at: $0).attributes["id"] == String(id) }) {
                    pending.append(referenced)
                }
            }
            var results: [[Int]] = []
            while let current = pending.popLast() {
                // An element reached twice (through itemref) is a microdata error; it counts once.
                guard memory.insert(current).inserted, isHTML(current) else { continue }
                let candidate = self.element(at: current)
                if candidate.attributes["itemscope"] == nil {
                    pending += candidate.elements.indices.map { current + [$0] }
                }
                if let names = candidate.attributes["itemprop"], !names.allSatisfy(\.isWhitespace) {
                    results.append(current)
                }
            }
            var properties: [MicrodataProperty] = []
            for result in results.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                let value = value(at: result, visiting: ancestors.union([path]))
                for name in (self.element(at: result).attributes["itemprop"] ?? "").split(whereSeparator: \.isWhitespace) {
                    properties.append(MicrodataProperty(name: String(name), value: value))
                }
            }
            return MicrodataItem(types: types, properties: properties)
        }

        /// The property value of the element at `path`.
        private func value(at path: [Int], visiting ancestors: Set<[Int]>) -> MicrodataValue {
            let element = element(at: path)
            if element.attributes["itemscope"] != nil {
                // An item that is its own ancestor through itemref would never end: the
                // standard makes it the text "ERROR".
                return ancestors.contains(path) ? .text("ERROR") : .item(item(at: path, visiting: ancestors))
            }
            let attribute: String?
            switch element.name {
            case "meta": attribute = "content"
            case "audio", "embed", "iframe", "img", "source", "track", "video": attribute = "src"
            case "a", "area", "link": attribute = "href"
            case "object": attribute = "data"
            case "data", "meter": attribute = "value"
            case "time": return .text(element.attributes["datetime"] ?? element.allText)
            default: attribute = nil
            }
            guard let attribute else { return .text(element.allText) }
            return .text(element.attributes[attribute] ?? "")
        }
    }
}
