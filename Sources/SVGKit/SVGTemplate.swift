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

    /// Where a slot's value goes, and how it is written.
    struct SlotHole: Equatable, Sendable {
        /// The position in `literal` the value goes before.
        let offset: Int
        let slot: Slot
        /// Whether the value is text content rather than an attribute's value.
        let isText: Bool
    }

    /// The options the document was written in, which every writing of it must have.
    public let options: SVGWriterOptions
    /// The document's bytes without the slots' values, with the id prefix it was recorded with
    /// in place: a document whose prefix has as many bytes (a derived prefix always has) is
    /// these bytes with the prefix written over each of its places.
    let literal: [UInt8]
    /// The id prefix the template was recorded with, escaped as an attribute value.
    let recordedIDPrefix: [UInt8]
    /// Where `recordedIDPrefix` starts in `literal`, in order.
    let idPrefixOffsets: [Int]
    /// The slots, in document order.
    let slotHoles: [SlotHole]

    /// The bytes the template holds outside its slots, the recorded id prefix included.
    public var literalByteCount: Int { literal.count }

    /// The byte count of the id prefix the template was recorded with, escaped: a document
    /// whose prefix has as many bytes is written fastest.
    public var recordedIDPrefixByteCount: Int { recordedIDPrefix.count }

    /// The number of places the id prefix is written.
    public var idPrefixHoleCount: Int { idPrefixOffsets.count }

    /// The slots written, in document order (one slot may be written more than once).
    public var slots: [Slot] { slotHoles.map(\.slot) }
}
