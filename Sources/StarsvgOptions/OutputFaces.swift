/// Faces of what a request writes, as far as its options care: each option applies to some
/// of them (`OptionDefinition.faces`) and is refused with the others; a request writes one.
/// A set of bits, not a `Set`: made at every start, a `Set`'s generic type was a tenth of what
/// a single run spends on its options.
package struct OutputFaces: OptionSet, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A standalone SVG (`--format svg`, the default).
    package static let svg = OutputFaces(rawValue: 1 << 0)
    /// An HTML picture (`--format html`).
    package static let html = OutputFaces(rawValue: 1 << 1)
    /// A rating input (`--interactive`), which is HTML too.
    package static let input = OutputFaces(rawValue: 1 << 2)
}
