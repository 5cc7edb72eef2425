extension OptionID {
    /// `--live`, which chooses the live rating (`LiveRatingFace+Declaration.swift`), and its
    /// own options.
    package static let live = OptionID("live")
    package static let valueSlot = OptionID("value-slot")
    package static let slotIn = OptionID("slot-in")
}
