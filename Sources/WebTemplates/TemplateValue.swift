/// The value of one name in a `MarkupTemplate`: text or a number for a placeholder, trusted
/// markup for a `{{markup:…}}` placeholder, or what a section repeats over.
public enum TemplateValue: Equatable, Sendable {
    /// Text, escaped for the context of each placeholder it fills (never `markup`).
    case text(String)
    /// A number, written by the number formatter; fills `{{number:…}}` placeholders.
    case number(Double)
    /// Markup or code the program generated itself, inserted unchanged; fills only
    /// `{{markup:…}}` placeholders. The unsafe escape hatch: never pass user input.
    case markup(String)
    /// Whether a section (`{{#name}}…{{/name}}`) shows, once; an inverted section
    /// (`{{^name}}…{{/name}}`) shows when it is false.
    case flag(Bool)
    /// A section shows once per item, each item's names in scope inside it; an inverted
    /// section shows when the list is empty.
    case list([TemplateValues])
}
