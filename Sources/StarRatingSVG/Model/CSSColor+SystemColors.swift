import CSSColor

/// The Apple system colours of the reference's default palette, and their dark-mode variants:
/// the rating's choice of colours, kept here rather than in the general CSSColor module.
extension CSSColor {
    /// The Apple system red (light mode) of the reference's `Color.red`.
    public static let systemRed = CSSColor(rgb: 0xFF3B30)
    /// The Apple system yellow (light mode) of the reference's `Color.yellow`.
    public static let systemYellow = CSSColor(rgb: 0xFFCC00)
    /// The Apple system green (light mode) of the reference's `Color.green`.
    public static let systemGreen = CSSColor(rgb: 0x34C759)

    /// The dark-mode variant of an Apple system colour (light mode), which SwiftUI shows on a
    /// dark screen: red #FF453A, yellow #FFD60A, green #30D158. `nil` for every other colour,
    /// which stays as given.
    public var systemDarkVariant: CSSColor? {
        switch self {
        case .systemRed: return CSSColor(rgb: 0xFF453A)
        case .systemYellow: return CSSColor(rgb: 0xFFD60A)
        case .systemGreen: return CSSColor(rgb: 0x30D158)
        default: return nil
        }
    }
}
