/// What `starsvg` writes (`--format`).
package enum OutputFormat: String, CaseIterable, Sendable {
    /// A standalone SVG file.
    case svg
    /// An HTML snippet to paste into a web page: an inline SVG, or with `--interactive` a
    /// rating input.
    case html
}
