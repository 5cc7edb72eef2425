import TestSupport

/// An HTML page the browsers screenshot: every case of one device scale as an `<img>` of its own
/// SVG file, then (at scale 1) the many-ratings section, where the same SVGs are pasted inline, the
/// first inside `display:none`.
enum BrowserPage {
    /// The page, with `<img>` sources relative to the folder holding the SVG files.
    /// - Parameters:
    ///   - catalogue: The cases and the many-ratings section.
    ///   - layout: Which cases, and where each picture goes.
    ///   - zoom: CSS pixels a layout pixel: 1, or the device scale for a browser that cannot set
    ///     one (headless Firefox), which then draws every picture at that many times its size,
    ///     as a high-density screen would.
    ///   - fileName: The SVG file name of a case.
    static func html(catalogue: RenderCatalogue, layout: PageLayout, zoom: Int = 1, fileName: (RenderCase) -> String) -> String {
        var body = ""
        for (index, placement) in zip(layout.caseIndices, layout.casePlacements) {
            body += "<img src=\"\(fileName(catalogue.cases[index]))\" alt=\"\" style=\"\(position(placement, zoom: zoom))\">\n"
        }
        // Inline SVGs share the page's id namespace: the hidden first one is what breaks other
        // rating components whose copies reuse its ids.
        if !layout.inlinePlacements.isEmpty {
            body += "<div style=\"display:none\">\(catalogue.cases[catalogue.hiddenInlineCase].rating.svgString())</div>\n"
            for (index, placement) in zip(catalogue.visibleInlineCases, layout.inlinePlacements) {
                body += "<div style=\"\(position(placement, zoom: zoom))\">\(catalogue.cases[index].rating.svgString())</div>\n"
            }
        }
        return HTMLPage(title: "starsvg render tests", styleRules: [
            "html, body { margin: 0; padding: 0; background: #fff; overflow: hidden; }",
            "img, svg { display: block; }",
        ], body: body).html
    }

    private static func position(_ placement: PagePlacement, zoom: Int) -> String {
        "position:absolute;left:\(placement.x * zoom)px;top:\(placement.y * zoom)px;"
            + "width:\(placement.width * zoom)px;height:\(placement.height * zoom)px"
    }
}
