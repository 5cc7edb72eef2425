import TestSupport

/// The HTML page the browsers screenshot: every case as an `<img>` of its own SVG file, then the
/// many-ratings section, where the same SVGs are pasted inline, the first inside `display:none`.
enum BrowserPage {
    /// The page, with `<img>` sources relative to the folder holding the SVG files.
    /// - Parameters:
    ///   - catalogue: The cases and the many-ratings section.
    ///   - layout: Where each picture goes.
    ///   - fileName: The SVG file name of a case.
    static func html(catalogue: RenderCatalogue, layout: PageLayout, fileName: (RenderCase) -> String) -> String {
        var body = ""
        for (item, placement) in zip(catalogue.cases, layout.casePlacements) {
            body += "<img src=\"\(fileName(item))\" alt=\"\" style=\"\(position(placement))\">\n"
        }
        // Inline SVGs share the page's id namespace: the hidden first one is what breaks other
        // rating components whose copies reuse its ids.
        body += "<div style=\"display:none\">\(catalogue.cases[catalogue.hiddenInlineCase].rating.svgString())</div>\n"
        for (index, placement) in zip(catalogue.visibleInlineCases, layout.inlinePlacements) {
            body += "<div style=\"\(position(placement))\">\(catalogue.cases[index].rating.svgString())</div>\n"
        }
        return HTMLPage(title: "starsvg render tests", styleRules: [
            "html, body { margin: 0; padding: 0; background: #fff; overflow: hidden; }",
            "img, svg { display: block; }",
        ], body: body).html
    }

    private static func position(_ placement: PagePlacement) -> String {
        "position:absolute;left:\(placement.x)px;top:\(placement.y)px;width:\(placement.width)px;height:\(placement.height)px"
    }
}
