/// What a request writes, as far as its options care: each option applies to some of these
/// (`OptionDefinition.faces`), and is refused with the others.
public enum OutputFace: Hashable, Sendable {
    /// A standalone SVG (`--format svg`, the default).
    case svg
    /// An HTML picture (`--format html`).
    case html
    /// A rating input (`--interactive`), which is HTML too.
    case input
}
