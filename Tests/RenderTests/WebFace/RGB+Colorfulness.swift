extension RGB {
    /// How far from grey: the largest channel minus the smallest. White, black and the bevel's
    /// greys are 0; the band colours (#ff3b30, #ffcc00, #34c759) are 147 or more.
    var colorfulness: Int {
        Int(max(red, green, blue)) - Int(min(red, green, blue))
    }

    /// The perceived lightness, 0–255 (Rec. 709 weights on the encoded values: enough to tell
    /// a star from the page behind it).
    var lightness: Double {
        0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
    }
}
