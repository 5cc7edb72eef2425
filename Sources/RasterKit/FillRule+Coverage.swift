extension FillRule {
    /// The coverage of a pixel whose accumulated signed area is `sum`, by this rule: exact
    /// where no two contours cross inside the pixel. For even-odd, a sum of 1.3 (a pixel wholly
    /// inside one contour and 0.3 inside a second) covers 0.7 of it.
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

    /// Whether a point that `winding` contours wind round is filled by this rule.
    @inline(__always)
    func fills(winding: Int) -> Bool {
        switch self {
        case .nonzero: winding != 0
        case .evenOdd: winding % 2 != 0
        }
    }
}
