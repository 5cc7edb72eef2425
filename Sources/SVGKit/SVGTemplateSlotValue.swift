import OutputText

extension SVGTemplate {
    /// One slot's value as a drawing gives it to `SVGWriter.writeDocument(_:idPrefix:slots:)`:
    /// an attribute value, or text in UTF-8 parts, so that a value made of words and numbers
    /// (a label) need not become a `String` first. The writer escapes and formats it as it
    /// would the same value written directly.
    public struct SlotValue: Sendable {
        /// The value given whole, if it was.
        private(set) var attribute: SVGAttributeValue?
        /// The text given in parts; kept from slot to slot for its room. (A writer's storage,
        /// which appends a number or a word without the checks of an array's append.)
        private(set) var textParts = ByteStorage(capacity: 64)

        init() {}

        /// Gives the slot `value`: text for a text slot, any value for an attribute's.
        public mutating func set(_ value: SVGAttributeValue) {
            attribute = value
        }

        /// Appends `part`, UTF-8, to the slot's text, which is then escaped as a whole.
        public mutating func appendText(utf8 part: UnsafeBufferPointer<UInt8>) {
            textParts.appendBytes(part)
        }

        /// Empties the value for the next slot, keeping the room for text, which is made anew
        /// when a copy of the writer holding it shares it (two copies may write on two threads).
        mutating func clear() {
            attribute = nil
            if isKnownUniquelyReferenced(&textParts) {
                textParts.removeAll()
            } else {
                textParts = ByteStorage(capacity: 64)
            }
        }
    }
}
