/// What makes an HTML snippet a live rating (`HTMLSnippetOptions.live`, `--live`): the same
/// picture as the still snippet, whose value the page gives as the CSS custom property
/// `--starsvg-value` (on the snippet or any element around it, or from a script), sliding and
/// cross-fading to each new value as the reference does.
public struct LiveRatingOptions: Equatable, Hashable, Sendable {
    /// Text a template engine fills with the value (`--value-slot`), written where the value
    /// goes: the snippet's `style="--starsvg-value:…"` and its accessible name, or, placed in
    /// the class (`LiveValueSlot.placement`, `--slot-in class`), the class
    /// `starsvg-value-…`, filled with the value in tenths. `nil`, the default, for none: the
    /// value comes from around the snippet, or is the rating's own.
    public var valueSlot: LiveValueSlot?

    /// Options; every parameter defaults as its property documents.
    public init(valueSlot: LiveValueSlot? = nil) {
        self.valueSlot = valueSlot
    }
}
