extension IconShape {
    /// The ink's area: the union of the paths' fills, within `areaErrorBound` (at most a
    /// thousandth of it, but for the cases in `IconShape`'s summary) of the true area.
    public var area: Double { profile.area }

    /// The ink left of the vertical line at `x`, within `areaErrorBound` of the true value: 0
    /// left of the ink (and for NaN), `area` right of it, never decreasing in x.
    /// - Parameters:
    ///   - x: Where to cut, in the icon's units.
    /// - Complexity: O(log n) in the number of the profile's pieces; allocates nothing.
    public func area(leftOf x: Double) -> Double {
        profile.area(leftOf: x)
    }

    /// The x such that `area(leftOf: x) == fraction * area` (to rounding): where the profile's
    /// piecewise-quadratic area reaches the share.
    /// - Parameters:
    ///   - fraction: The share of the ink to leave on the left, clamped to 0...1 (NaN counts as
    ///     0); 0 gives the ink's leftmost x and 1 its rightmost (on the flattened polygons,
    ///     within `profileTolerance` of the bounding box's edges).
    /// - Complexity: O(log n) in the number of the profile's pieces; allocates nothing.
    public func x(leavingAreaFraction fraction: Double) -> Double {
        profile.x(leavingAreaFraction: fraction)
    }
}
