/// A small hash table from RGBA colours to indices below 256: open addressing with linear
/// probing in 1,024 slots, a quarter full at most, so that a look-up is a probe or two.
///
/// Fixed-size arrays rather than a `Dictionary`: no hashing seed, so nothing in it depends on
/// the run, and a look-up is a multiply and a shift.
struct ColorIndexTable {
    /// Slots in the table, a power of two.
    private static let slotBits = 10
    private static let slotMask = (1 << slotBits) - 1
    /// Each slot's colour.
    private var colors = [UInt32](repeating: 0, count: 1 << slotBits)
    /// Each slot's index plus one; 0 for an empty slot.
    private var entries = [UInt16](repeating: 0, count: 1 << slotBits)

    /// The slot `color` is in, or the empty slot where it would go.
    private func slot(of color: UInt32) -> Int {
        // Fibonacci hashing: the top bits of the product mix every byte of the colour.
        var slot = Int(truncatingIfNeeded: (color &* 0x9E37_79B1) >> (32 - UInt32(Self.slotBits)))
        while entries[slot] != 0 && colors[slot] != color {
            slot = (slot + 1) & Self.slotMask
        }
        return slot
    }

    /// The index of `color`, or `nil` when it has none.
    func index(of color: UInt32) -> Int? {
        let entry = entries[slot(of: color)]
        return entry == 0 ? nil : Int(entry) - 1
    }

    /// Gives `color` the index `index` (0…255), in place of any it had.
    mutating func set(_ index: Int, for color: UInt32) {
        let slot = slot(of: color)
        colors[slot] = color
        entries[slot] = UInt16(index + 1)
    }
}
