/// One opaque colour, 8 bits a channel.
struct RGB: Equatable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    let red: UInt8
    /// Green, 0...255.
    let green: UInt8
    /// Blue, 0...255.
    let blue: UInt8

    /// White, the background every case is rendered on.
    static let white = RGB(red: 255, green: 255, blue: 255)

    /// The channels as numbers, for arithmetic.
    var channels: [Double] { [Double(red), Double(green), Double(blue)] }

    /// The luma of the 8-bit values, 0...255, with the Rec. 709 weights (0.2126, 0.7152, 0.0722).
    var luminance: Double { 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue) }

    /// The largest difference in any channel.
    func maximumChannelDifference(to other: RGB) -> Int {
        max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
    }

    /// `#rrggbb`.
    var description: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
