/// A document written once, with holes where documents of its kind differ, for writing many
/// such documents fast: writing one costs a copy of the template's bytes and the holes' values,
/// instead of the whole drawing again.
///
/// `SVGWriter.recordDocument(idPrefix:_:)` makes one from a drawing written through the writer,
/// and `SVGWriter.writeDocument(_:idPrefix:slots:)` writes it with other values. Two kinds of
/// hole:
/// - **the id prefix**, wherever an id that starts with it was written: in an `id` attribute,
///   in `url(#…)` and in an `href`'s `#…` fragment. Documents whose ids share one prefix (so
///   that two of them can sit on one page) then share a template;
/// - **slots**, the values the drawing marked as varying (`SVGElementSink.attribute(_:_:slot:)`
///   and `text(_:slot:)`): a label, a position, a colour.
///
/// Whatever is neither is fixed: a template fits every document that a drawing writes with the
/// same structure and the same values outside the holes. Which documents those are is the
/// drawing's to know; it keys its templates by everything else it writes.
public struct SVGTemplate: Equatable, Sendable {
    /// A value a drawing marks as varying from document to document of one template.
    public struct Slot: Hashable, Sendable {
        /// The slot's number, the drawing's own choice.
        public let index: Int

        /// The slot numbered `index`.
        public init(_ index: Int) {
            self.index = index
        }
    }

    /// Where a hole sits and what fills it.
    struct Hole: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            /// The id prefix, escaped as an attribute value.
            case idPrefix
            /// A slot's value written as an attribute's value.
            case attributeSlot(Slot)
            /// A slot's text written as text content.
            case textSlot(Slot)
        }

        /// The position in `literal` the hole's value goes before.
        let offset: Int
        let kind: Kind
    }

    /// The options the document was written in, which every writing of it must have.
    public let options: SVGWriterOptions
    /// The document's bytes without the holes' values.
    let literal: [UInt8]
    /// The holes, in document order.
    let holes: [Hole]

    /// The bytes the template holds outside its holes.
    public var literalByteCount: Int { literal.count }

    /// The number of places the id prefix is written.
    public var idPrefixHoleCount: Int { holes.count { $0.kind == .idPrefix } }

    /// The slots written, in document order (one slot may be written more than once).
    public var slots: [Slot] {
        holes.compactMap { hole in
            switch hole.kind {
            case .idPrefix: nil
            case .attributeSlot(let slot), .textSlot(let slot): slot
            }
        }
    }
}
