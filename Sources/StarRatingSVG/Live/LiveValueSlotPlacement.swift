/// Where a live rating's value slot (`LiveValueSlot`) stands in its snippet, and what the
/// template engine fills it with (`--slot-in`).
///
/// A page whose Content-Security-Policy says `style-src 'self'` refuses every `style`
/// attribute and every inline `<style>`: there a slot in the style attribute gives no value.
/// In the class, the value is a class whose rule is in the sheet the page links, which such a
/// policy lets through.
public enum LiveValueSlotPlacement: String, CaseIterable, Equatable, Hashable, Sendable {
    /// In a `style` attribute, `style="--starsvg-value:SLOT"`, filled with the value, 0 to N
    /// (a decimal number): the default, and what 1.0 wrote. It needs a policy that lets
    /// inline style attributes through (`style-src 'unsafe-inline'`), or none.
    case style
    /// In the root's `class`, `starsvg-value-SLOT`, filled with the value in tenths, a whole
    /// number from 0 to 10·N (3.5 of 5 is `starsvg-value-35`). The rule of each of those
    /// classes, which sets `--starsvg-value`, is in the snippet's style sheet (a group a star:
    /// a page of ratings of up to N stars holds 10·N + 1 rules); link it from a file for
    /// `style-src 'self'`. The accessible name then follows the value as the snippet's text,
    /// as without a slot (the slot holds tenths, which no label reads).
    case `class`
}
