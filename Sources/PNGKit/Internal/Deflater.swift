/// Raw deflate (RFC 1951): LZ77 with hash chains and lazy matching, as zlib's `deflate_slow`
/// does it, into blocks of dynamic Huffman codes (or fixed codes, or stored bytes, whichever
/// is smallest for the block).
///
/// Everything is decided from the input and the parameters alone, so the same input always
/// gives the same bytes.
enum Deflater {

    /// Appends `input` as raw deflate data, final block included.
    /// - Parameters:
    ///   - input: The bytes to compress; empty gives one empty fixed block.
    ///   - parameters: How hard to look for matches, how long blocks are.
    ///   - workspace: The memory to work in, made for `parameters`.
    ///   - writer: Where the bits go.
    /// - Complexity: O(*n* · `maximumChain`) in the worst case; O(*n*) on images.
    static func deflate(_ input: UnsafeBufferPointer<UInt8>, parameters: DeflateParameters, workspace: DeflateWorkspace,
                        into writer: inout BitWriter) {
        var block = BlockSymbols(in: workspace, capacity: parameters.blockSymbols)
        guard let base = input.baseAddress, !input.isEmpty else {
            block.write(raw: UnsafeBufferPointer(start: nil, count: 0), isFinal: true, into: &writer)
            return
        }
        let matcher = LZ77Matcher(parameters: parameters, workspace: workspace)
        var start = 0
        while start < input.count {
            let length = min(parameters.segmentLength, input.count - start)
            let segment = UnsafeBufferPointer(start: base + start, count: length)
            matcher.compress(segment, isLast: start + length == input.count, block: &block, writer: &writer)
            start += length
        }
    }
}
