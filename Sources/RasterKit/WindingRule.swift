/// Which points an outline's contours enclose, as SVG's `fill-rule` says: by the winding number
/// around the point.
package enum WindingRule: Sendable {
    /// Inside where the winding number is not zero (SVG's `nonzero`, the default).
    case nonzero
    /// Inside where the winding number is odd (SVG's `evenodd`): a contour inside another is a
    /// hole whichever way it turns.
    case evenOdd

    /// The coverage of a pixel whose accumulated signed area is `sum`: exact where no two
    /// contours cross inside the pixel. For even-odd, a sum of 1.3 (a pixel wholly inside one
    /// contour and 0.3 inside a second) covers 0.7 of it.
    @inline(__always)
    func coverage(ofWindingSum sum: Float) -> Float {
        switch self {
        case .nonzero:
            return min(abs(sum), 1)
        case .evenOdd:
            let folded = abs(sum).truncatingRemainder(dividingBy: 2)
            return folded > 1 ? 2 - folded : folded
        }
    }
}
