/// CSS Color 4's conversion from HSL to sRGB (its `hslToRgb` sample code, section 7.1).
enum HSLConversion {
    /// The sRGB channels, red, green, blue, nominally 0...1 but not clamped: lightness outside
    /// `0%...100%` gives channels outside 0...1, which the caller clamps.
    /// - Parameters:
    ///   - hue: degrees, any finite value (reduced modulo 360).
    ///   - saturation: percent; below 0 it counts as 0, as CSS Color 4 clamps it at parse time.
    ///   - lightness: percent.
    static func rgb(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        var hue = hue.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        let saturation = max(saturation, 0) / 100
        let lightness = lightness / 100
        let amount = saturation * min(lightness, 1 - lightness)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - amount * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }
}
