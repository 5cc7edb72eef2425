extension SVGTemplate {
    /// One slot's value as a drawing gives it to `SVGWriter.writeDocument(_:idPrefix:slots:)`:
    /// an attribute value, or text for a text slot. The writer escapes and formats it as it
    /// would the same value written directly.
    public struct SlotValue: Sendable {
        /// The value given, if any yet.
        private(set) var attribute: SVGAttributeValue?

        init() {}

        /// Gives the slot `value`: text for a text slot, any value for an attribute's.
        public mutating func set(_ value: SVGAttributeValue) {
            attribute = value
        }
    }
}
