/// Which way a rating's row fills: from the left, from the right, or as the page around it
/// reads.
///
/// The star row is symmetric, so a right-to-left rating is the mirror image of the
/// left-to-right one: the fill starts at the right end, a partial star fills from its right
/// side, and the animation slides leftwards.
public enum RatingDirection: String, CaseIterable, Sendable {
    /// As the page reads (`ltr` or `rtl`): an HTML snippet is drawn left to right and its style
    /// sheet mirrors it where the page's direction is right to left (`:dir(rtl)`). A standalone
    /// SVG has no page around it and is drawn left to right. The default.
    case auto
    /// Left to right everywhere: an HTML snippet also says so (`dir="ltr"`), so that a rating
    /// input on a right-to-left page lays its stars out as drawn.
    case leftToRight = "ltr"
    /// Right to left everywhere: the drawing itself is mirrored, and an HTML snippet says so
    /// (`dir="rtl"`), so that a rating input lays its stars out and takes its arrow keys as on
    /// a right-to-left page.
    case rightToLeft = "rtl"

    /// Whether the drawing itself fills from the right.
    public var drawsRightToLeft: Bool { self == .rightToLeft }

    /// The value of an HTML `dir` attribute that fixes this direction, or `nil` for `auto`,
    /// which follows the page.
    public var htmlAttribute: String? { self == .auto ? nil : rawValue }
}
