/// Where a placeholder of a `MarkupTemplate` stands, which decides how its value is escaped.
///
/// The context is written in the template itself (`{{html-attr:name}}`), not chosen by the code
/// that fills it, so that a template read on its own says how each value lands; the escaping
/// functions live in one place (`Escaping`), one a context.
public enum TemplatePlaceholderContext: String, CaseIterable, Sendable {
    /// HTML text content, outside `<script>` and `<style>`: `{{html-text:label}}`.
    case htmlText = "html-text"
    /// A double-quoted HTML attribute value: `title="{{html-attr:label}}"`.
    case htmlAttribute = "html-attr"
    /// The inside of a double-quoted CSS string: `content: "{{css-string:label}}"`.
    case cssString = "css-string"
    /// A CSS identifier, such as an id in a selector: `#{{css-ident:id}}`.
    case cssIdentifier = "css-ident"
    /// The value of a CSS custom property, or any CSS value made of plain tokens:
    /// `--color: {{css-value:color}}`.
    case cssValue = "css-value"
    /// A number, written by the number formatter (no exponent, no `-0`): safe in any context.
    case number
    /// Markup or code that the program generated itself (another template's output, an SVG
    /// the writer wrote, a script), inserted as it is. Only a `TemplateValue.markup` value
    /// fills it, and a markup value fills nothing else, so user text can never reach here.
    case markup
}
