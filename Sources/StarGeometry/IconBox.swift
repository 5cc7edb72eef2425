/// Which box an icon is fitted into a star's square cell by.
///
/// An icon set draws every icon in one box (Lucide's `viewBox="0 0 24 24"`, say) with a margin and
/// a line weight its designers chose for that box. Fitted by its ink, an icon fills its cell
/// edge to edge and its lines grow with it (a Lucide heart's 2-unit line is 2.18 px wide in a
/// 24 px cell); fitted by its set's box, it is drawn as the set draws it at that size, margin
/// and line weight and all, so that a row of its icons matches the same set's icons beside it.
public enum IconBox: String, CaseIterable, Sendable {
    /// The ink's bounding box (`IconShape.boundingBox`): the icon as large as its cell
    /// allows. The default.
    case ink
    /// The icon file's own `viewBox` (`IconShape.frame`): the icon as its set draws it, its
    /// larger side filling the cell, centred.
    case viewBox = "viewbox"
}
