import StarRatingSVG

/// What the live rating's own options set in a request.
package struct LiveRatingFaceSettings: FaceSettings {
    /// Text a template engine fills with the value (`--value-slot`); `nil` for none.
    package var valueSlot: LiveValueSlot?
    /// Where the slot stands (`--slot-in`): in the style attribute, the default, or the class.
    package var slotPlacement = LiveValueSlotPlacement.style

    /// The slot, placed: what the face writes.
    var placedValueSlot: LiveValueSlot? {
        guard var slot = valueSlot else { return nil }
        slot.placement = slotPlacement
        return slot
    }

    /// No option given.
    package init() {}
}
