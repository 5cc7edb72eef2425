/// Where a rating input's optional script goes.
public enum ScriptPlacement: Equatable, Sendable {
    /// In a `<script>` at the end of the snippet.
    case inline
    /// In a file of its own (`HTMLSnippet.script`), which the page loads with
    /// `<script src="…" defer>`: the snippet then has no `<script>`, as a strict
    /// Content-Security-Policy requires.
    case linked
    /// Nowhere: the input works without it (the radios select, the form submits), but
    /// clicking the selected star again does not clear the rating, nor do Escape and Delete.
    case omitted
}
