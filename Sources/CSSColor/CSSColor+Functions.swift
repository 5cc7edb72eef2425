/// The colour functions `rgb()`, `rgba()`, `hsl()` and `hsla()` (CSS Color 4, without `none`,
/// `calc()` or relative colours).
extension CSSColor {
    /// The colour named by a function and the text between its parentheses, or `nil`.
    /// - Parameters:
    ///   - name: the function name in lower case: `rgb`, `rgba`, `hsl` or `hsla` (each `…a`
    ///     form is an alias of the other, as in CSS Color 4).
    ///   - arguments: the bytes between the parentheses.
    init?(function name: String, arguments: ArraySlice<UInt8>) {
        guard let parsed = ColorFunctionArguments(arguments),
              let alpha = Self.alphaThousandths(parsed.alpha) else { return nil }
        let channels: [UInt8]
        switch name {
        case "rgb", "rgba":
            guard let rgb = Self.rgbChannels(parsed.components, isLegacy: parsed.isLegacy) else { return nil }
            channels = rgb
        case "hsl", "hsla":
            guard let rgb = Self.hslChannels(parsed.components, isLegacy: parsed.isLegacy) else { return nil }
            channels = rgb
        default:
            return nil
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alphaThousandths: alpha, isCurrentColor: false)
    }

    /// `rgb()` channels: numbers 0...255 or percentages; the legacy form takes all numbers or
    /// all percentages, the modern form either in each place. Out-of-range values clamp.
    private static func rgbChannels(_ components: [ColorArgument], isLegacy: Bool) -> [UInt8]? {
        var channels: [UInt8] = []
        for component in components {
            switch component {
            case .number(let number):
                // Exactly on the digits: 127.4999999999 is 127, whatever the nearest Double is.
                channels.append(UInt8(number.rounded(shift: 0, limit: 255)))
            case .percentage(let percent):
                channels.append(channel(percent.value * 255 / 100))
            case .angle:
                return nil
            }
        }
        if isLegacy {
            let percentages = components.filter { if case .percentage = $0 { true } else { false } }.count
            guard percentages == 0 || percentages == 3 else { return nil }
        }
        return channels
    }

    /// `hsl()` channels: a hue (number of degrees or an angle), then saturation and lightness
    /// as percentages, or in the modern form also as plain numbers meaning percent.
    private static func hslChannels(_ components: [ColorArgument], isLegacy: Bool) -> [UInt8]? {
        let hue: Double
        switch components[0] {
        case .number(let number): hue = number.value
        case .angle(let degrees): hue = degrees
        case .percentage: return nil
        }
        var percents: [Double] = []
        for component in components.dropFirst() {
            switch component {
            case .percentage(let percent): percents.append(percent.value)
            case .number(let number) where !isLegacy: percents.append(number.value)
            default: return nil
            }
        }
        let rgb = HSLConversion.rgb(hue: hue, saturation: percents[0], lightness: percents[1])
        guard rgb.allSatisfy(\.isFinite) else { return nil }
        return rgb.map { channel($0 * 255) }
    }

    /// Alpha in thousandths from a number (0...1) or a percentage, clamped; 1000 when absent.
    private static func alphaThousandths(_ alpha: ColorArgument?) -> UInt16? {
        switch alpha {
        case nil: return 1000
        case .number(let number)?: return UInt16(number.rounded(shift: 3, limit: 1000))
        case .percentage(let percent)?: return UInt16(percent.rounded(shift: 1, limit: 1000))
        case .angle?: return nil
        }
    }

    /// An 8-bit channel from a value on the 0...255 scale: clamped, then rounded half up as CSS
    /// serialises. The nudge of 10^-9 absorbs the conversion's floating-point error, so that an
    /// exact half such as `hsl(0 80% 50%)`'s green, 25.5 computed as 25.499999999999993, rounds
    /// up as the exact value does.
    private static func channel(_ value: Double) -> UInt8 {
        UInt8(min((max(value, 0) + 0.5 + 1e-9).rounded(.down), 255))
    }
}
