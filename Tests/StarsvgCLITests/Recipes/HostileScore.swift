import Foundation

/// A score that a page's data may hold and that a template engine must not paste into a live
/// rating as it is: the slot stands in `style="--starsvg-value:…"`, where an engine's HTML
/// escaping changes nothing the CSS reads, so a `;` starts declarations of the writer's own
/// (measured in Chromium and Firefox: Documentation/web-pages.md). Each recipe forces the
/// value to a number in its engine; this is what each filter makes of it.
struct HostileScore: Sendable {
    /// The score, as the data holds it.
    let text: String
    /// What Liquid's `plus: 0` writes for it: the integer it starts with, or 0.
    let liquid: String
    /// What Jinja's `float` writes for it: 0.0, for what Python cannot read as a number.
    let jinja: String

    /// Declarations after a `;`; the same behind a `)`, which closes a slot wrapped in
    /// parentheses (`calc(…)`) and so gets past one; and markup, for an engine that does not
    /// escape (Liquid).
    static let all = [
        HostileScore(text: "4;position:fixed;inset:0", liquid: "4", jinja: "0.0"),
        HostileScore(text: "4);position:fixed;inset:0;x:(", liquid: "4", jinja: "0.0"),
        HostileScore(text: #""><script>alert(1)</script>"#, liquid: "0", jinja: "0.0"),
    ]

    /// Text that shows on a built page only when a hostile score reached it unchanged.
    static let traces = ["position:fixed", "x:(", "<script>alert", "&lt;script&gt;", "&#34;&gt;"]

    /// The score as a YAML front matter's single-quoted scalar (a `'` doubled).
    var yaml: String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

    /// The live rating's two attributes, as a recipe writes them for the value `number`.
    static func attributes(_ number: String) -> String {
        #"aria-label="Rating: \#(number) out of 5" style="--starsvg-value:\#(number)">"#
    }
}
