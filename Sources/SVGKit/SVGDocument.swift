/// A standalone SVG document: a root element, written as UTF-8 text.
public struct SVGDocument: Equatable, Sendable {
    /// The root element, normally `<svg>` with its `xmlns`.
    public var root: SVGElement

    /// Creates a document around `root`.
    public init(root: SVGElement) {
        self.root = root
    }

    /// The document as UTF-8 bytes, ending with a newline.
    /// - Complexity: O(*n*) in the size of the output.
    public func utf8Bytes(options: SVGWriterOptions = .compact) -> [UInt8] {
        var writer = SVGWriter(options: options)
        writer.write(self)
        return writer.bytes
    }

    /// The document as a string, ending with a newline.
    /// - Complexity: O(*n*) in the size of the output.
    public func string(options: SVGWriterOptions = .compact) -> String {
        String(decoding: utf8Bytes(options: options), as: UTF8.self)
    }
}
