/// A character that no text of a rating may hold: not a label, a value slot, nor any of the
/// texts of `--texts`. One rule for all of them, so that what one takes the others take.
package enum ForbiddenCharacter: Equatable, Sendable {
    /// A C0 or C1 control character, or DEL: invisible, a line break or a tab has no place
    /// in an accessible name or an attribute, and most cannot be written in XML at all.
    case control
    /// U+FFFE or U+FFFF: no characters at all, but the marks of byte-order trouble, which XML
    /// 1.0 cannot hold even as references and which HTML calls an error.
    case noncharacter

    /// What `scalar` is when no text may hold it; `nil` when a text may.
    package init?(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: self = .control
        case 0xFFFE, 0xFFFF: self = .noncharacter
        default: return nil
        }
    }
}
