/// One piece of a parsed `MarkupTemplate`.
indirect enum TemplateNode: Equatable, Sendable {
    /// Template text, written as it is (its line breaks left out when lines are joined).
    case literal(String)
    /// `{{context:name}}`: the value of `name`, escaped for `context`.
    case placeholder(TemplatePlaceholderContext, name: String)
    /// `{{#name}}…{{/name}}`, or with `isInverted`, `{{^name}}…{{/name}}`.
    case section(name: String, isInverted: Bool, children: [TemplateNode])
}
