import Testing

extension BrowserEnvironment {
    /// The value of the checked radio button called `name`, or `nil` when none is checked.
    func checkedValue(_ name: String) async throws -> String? {
        try await browser.execute(
            "const r = document.querySelector('input[name=\"' + arguments[0] + '\"]:checked'); return r ? r.value : null", [name]) as? String
    }

    /// The box of the element `selector` picks, in viewport pixels.
    func boundingBox(of selector: String) async throws -> (x: Double, y: Double, width: Double, height: Double) {
        let rect = try await browser.execute(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.left, r.top, r.width, r.height]",
            [selector]) as? [Double] ?? []
        try #require(rect.count == 4, "no box for \(selector)")
        return (rect[0], rect[1], rect[2], rect[3])
    }

    /// The page's accessibility tree, as CDP's `Accessibility.getFullAXTree` gives it: one node
    /// a dictionary, its `role`, `name` and `description` read with `axText(_:_:)`.
    func accessibilityNodes() async throws -> [[String: Any]] {
        let tree = try await browser.devTools("Accessibility.getFullAXTree") as? [String: Any]
        return tree?["nodes"] as? [[String: Any]] ?? []
    }

    /// The text of a node's property `key` (`role`, `name`, `description`), or `nil`.
    static func axText(_ node: [String: Any], _ key: String) -> String? {
        (node[key] as? [String: Any])?["value"] as? String
    }
}
