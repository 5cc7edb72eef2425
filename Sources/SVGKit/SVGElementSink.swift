/// Something an SVG document can be written into, element by element, in document order:
/// `SVGWriter` turns it straight into bytes, `SVGTreeBuilder` into an `SVGDocument` tree.
///
/// A drawing written once against this protocol can be both serialised fast, with no tree in
/// between, and inspected as a tree, and the two always agree.
///
/// Every `startElement` is matched by one `endElement`; an element's attributes come before its
/// first child or text.
public protocol SVGElementSink {
    /// Opens an element: its attributes follow, then its content, then `endElement()`.
    mutating func startElement(_ name: String)
    /// Adds an attribute to the element just opened (before any of its content).
    mutating func attribute(_ name: String, _ value: SVGAttributeValue)
    /// Adds text content, escaped when written.
    mutating func text(_ text: String)
    /// Closes the innermost open element.
    mutating func endElement()
    /// Adds an attribute whose value varies between documents that otherwise look alike, as
    /// template slot `slot` (see `SVGTemplate`); a sink that records no template adds it as
    /// any other.
    mutating func attribute(_ name: String, _ value: SVGAttributeValue, slot: SVGTemplate.Slot)
    /// Adds text content that varies between documents that otherwise look alike, as template
    /// slot `slot` (see `SVGTemplate`); a sink that records no template adds it as any other.
    mutating func text(_ text: String, slot: SVGTemplate.Slot)
}

extension SVGElementSink {
    public mutating func attribute(_ name: String, _ value: SVGAttributeValue, slot: SVGTemplate.Slot) {
        attribute(name, value)
    }

    public mutating func text(_ text: String, slot: SVGTemplate.Slot) {
        self.text(text)
    }

    /// Adds a text attribute.
    public mutating func attribute(_ name: String, _ text: String) {
        attribute(name, .text(text))
    }

    /// Adds a number attribute.
    public mutating func attribute(_ name: String, _ number: Double) {
        attribute(name, .number(number))
    }

    /// Writes an element with `attributes` and no content.
    public mutating func emptyElement(_ name: String, _ attributes: SVGAttribute...) {
        startElement(name)
        for attribute in attributes { self.attribute(attribute.name, attribute.value) }
        endElement()
    }
}
