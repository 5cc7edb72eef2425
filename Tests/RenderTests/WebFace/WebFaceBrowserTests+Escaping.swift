import Foundation
import StarRatingSVG
import Testing
import TestSupport
import WebTemplates

/// The template engine's escaping, read back by Chromium's own HTML and CSS parsers: every
/// hostile text in every context (attribute, text, CSS string, custom property value, CSS
/// identifier) must come back as itself, or at least break nothing out of its place.
extension WebFaceBrowserTests {
    /// One element and three rules per text; a rule after each hostile value proves that value
    /// did not end its declaration or its rule.
    static let escapingPage = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>escaping</title>
        <style>
        {{#items}}
        #p{{number:index}}{--x:{{css-value:text}};color:rgb(1, 2, 3)}
        #p{{number:index}}::before{content:"{{css-string:text}}";outline-color:rgb(4, 5, 6)}
        #{{css-ident:text}}{background-color:rgb(7, 8, 9)}
        {{/items}}
        </style></head><body>
        {{#items}}
        <p id="p{{number:index}}" title="{{html-attr:text}}">{{html-text:text}}</p><span id="{{html-attr:text}}">.</span>
        {{/items}}
        </body></html>

        """

    @Test func everyEscapingContextHoldsInChromiumsParsers() async throws {
        let environment = try BrowserEnvironment.required()
        // Ids must not be empty; and a text XML cannot hold is refused before it reaches HTML.
        let texts = HostileText.all.filter { !$0.isEmpty && HostileText.asXMLCanHoldIt($0) == $0 }
        let items = texts.enumerated().map { index, text -> TemplateValues in ["index": .number(Double(index)), "text": .text(text)] }
        let html = try MarkupTemplate(source: Self.escapingPage).render(["items": .list(items)])
        try environment.publish(html, as: "escaping.html")
        try await environment.open("escaping.html")
        let found = try await environment.browser.execute("""
            const texts = arguments[0];
            return texts.map((text, index) => {
              const p = document.getElementById('p' + index);
              const span = document.getElementById(text);
              return [p.getAttribute('title') === text, p.textContent === text,
                      getComputedStyle(p).color, getComputedStyle(p, '::before').outlineColor,
                      span ? getComputedStyle(span).backgroundColor : 'no element with that id',
                      getComputedStyle(p).getPropertyValue('--x') !== ''];
            }).concat([[document.styleSheets[0].cssRules.length, document.scripts.length, document.body.children.length]]);
            """, [texts]) as? [[Any]] ?? []
        try #require(found.count == texts.count + 1)
        for (index, text) in texts.enumerated() {
            let row = found[index]
            #expect(row[0] as? Bool == true, "attribute \(text.debugDescription)")
            #expect(row[1] as? Bool == true, "text \(text.debugDescription)")
            #expect(row[2] as? String == "rgb(1, 2, 3)", "custom property \(text.debugDescription) broke its rule: \(row[2])")
            #expect(row[3] as? String == "rgb(4, 5, 6)", "CSS string \(text.debugDescription) broke its rule: \(row[3])")
            #expect(row[4] as? String == "rgb(7, 8, 9)", "identifier \(text.debugDescription) does not select its element: \(row[4])")
            #expect(row[5] as? Bool == true || text.allSatisfy { $0 == " " }, "custom property \(text.debugDescription) is empty")
        }
        let totals = found[texts.count]
        #expect(totals[0] as? Int == texts.count * 3, "CSS rules: \(totals[0]), expected \(texts.count * 3)")
        #expect(totals[1] as? Int == 0 && totals[2] as? Int == texts.count * 2, "elements: \(totals)")
    }
}
