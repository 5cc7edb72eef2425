/// Where escaped text and numbers are appended: `[UInt8]` (templates, colour text, the public
/// number formatter) or the SVG writer's own storage. The escaping and number code is written
/// once, generic over it, and specialised for each.
///
/// `package`, not public: it is how this package's modules share the escaping, not an API;
/// `@usableFromInline` because the number formatter's inlinable methods append to it.
/// `SendableMetatype`: the escaping passes its generic helpers (`appendMarkupEscape`) as
/// functions, which capture the sink's metatype; every sink is a plain buffer with no isolated
/// conformance, so its metatype may go anywhere, and saying so is what lets the compiler see it.
@usableFromInline
package protocol ByteSink: SendableMetatype {
    /// The number of bytes appended so far.
    var count: Int { get }
    /// The last byte, if any.
    var last: UInt8? { get }
    /// The byte at `index`, in 0..<count.
    func byte(at index: Int) -> UInt8
    /// Appends one byte.
    mutating func appendByte(_ byte: UInt8)
    /// Appends the bytes in `bytes`.
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
}

// The conveniences have names of their own: an `append(_:)` here would also be found inside
// `Array`'s conformance below, and call itself.
// `@inlinable` here and in the formatter: the writer in another module appends
// hundreds of small pieces per rating, and only code it can see is specialised for its storage.
extension ByteSink {
    /// Appends `bytes`.
    @inlinable
    package mutating func appendBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { appendBytes($0) }
    }

    /// Appends the UTF-8 of a string.
    @inlinable
    package mutating func appendUTF8(of string: String) {
        var string = string
        string.withUTF8 { appendBytes($0) }
    }
}

extension Array: ByteSink where Element == UInt8 {
    @inlinable
    package func byte(at index: Int) -> UInt8 {
        self[index]
    }

    @inlinable
    package mutating func appendByte(_ byte: UInt8) {
        append(byte)
    }

    @inlinable
    package mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}
