extension BlockSymbols {
    /// Writes the block in whichever of deflate's three forms is smallest, its size computed
    /// exactly for each: stored (the raw bytes), fixed codes, or dynamic codes built for it.
    /// - Parameters:
    ///   - raw: The input bytes the symbols stand for, for a stored block.
    ///   - isFinal: Whether this is the stream's last block (BFINAL).
    ///   - writer: Where the bits go.
    /// - Complexity: O(*n*) in the symbols and bytes of the block.
    func write(raw: UnsafeBufferPointer<UInt8>, isFinal: Bool, into writer: inout BitWriter) {
        var literals = Array(UnsafeBufferPointer(start: literalFrequencies, count: 286))
        literals[256] = 1
        let distances = Array(UnsafeBufferPointer(start: distanceFrequencies, count: 30))

        // Extra bits cost the same with either code.
        var extraBits = 0
        for code in 0..<29 { extraBits += literals[257 + code] * DeflateTables.lengthExtraBits[code] }
        for code in 0..<30 { extraBits += distances[code] * DeflateTables.distanceExtraBits[code] }

        let header = DynamicHeader(literals: literals, distances: distances)
        let dynamicBits = 3 + header.bitCount + header.literalCode.cost(of: literals) + header.distanceCode.cost(of: distances) + extraBits
        let fixedBits = 3 + FixedCodes.literal.cost(of: literals) + FixedCodes.distance.cost(of: distances) + extraBits
        let storedBits = Self.storedBitCount(byteCount: raw.count, startingAt: writer.bitCount)

        writer.reserve(bitCount: min(storedBits, dynamicBits, fixedBits))
        if storedBits < min(dynamicBits, fixedBits) {
            Self.writeStored(raw, isFinal: isFinal, into: &writer)
        } else if fixedBits <= dynamicBits {
            writer.write(isFinal ? 0b011 : 0b010, count: 3)
            writeSymbols(literalCode: FixedCodes.literal, distanceCode: FixedCodes.distance, into: &writer)
        } else {
            writer.write(isFinal ? 0b101 : 0b100, count: 3)
            header.write(into: &writer)
            writeSymbols(literalCode: header.literalCode, distanceCode: header.distanceCode, into: &writer)
        }
    }

    /// The symbols, then the end of the block, in the given codes.
    private func writeSymbols(literalCode: HuffmanCode, distanceCode: HuffmanCode, into writer: inout BitWriter) {
        literalCode.lengths.withUnsafeBufferPointer { literalLengths in
        literalCode.codes.withUnsafeBufferPointer { literalCodes in
        distanceCode.lengths.withUnsafeBufferPointer { distanceLengths in
        distanceCode.codes.withUnsafeBufferPointer { distanceCodes in
        DeflateTables.lengthCode.withUnsafeBufferPointer { lengthCodes in
        DeflateTables.lengthBase.withUnsafeBufferPointer { lengthBase in
        DeflateTables.lengthExtraBits.withUnsafeBufferPointer { lengthExtra in
        DeflateTables.distanceBase.withUnsafeBufferPointer { distanceBase in
        DeflateTables.distanceExtraBits.withUnsafeBufferPointer { distanceExtra in
            for index in 0..<count {
                let symbol = symbols[index]
                if symbol < 256 {
                    writer.write(literalCodes[Int(symbol)], count: Int(literalLengths[Int(symbol)]))
                    continue
                }
                let length = Int(symbol >> 16)
                let distance = Int(symbol & 0xFFFF)
                let code = Int(lengthCodes[length])
                let lengthSymbol = 257 + code
                let lengthBits = Int(literalLengths[lengthSymbol])
                // Code and extra bits in one write: at most 15 + 5 and 15 + 13 bits.
                writer.write(literalCodes[lengthSymbol] | UInt32(length - lengthBase[code]) << lengthBits,
                             count: lengthBits + lengthExtra[code])
                let distanceSymbol = DeflateTables.distanceCode(distance)
                let distanceBits = Int(distanceLengths[distanceSymbol])
                writer.write(distanceCodes[distanceSymbol] | UInt32(distance - distanceBase[distanceSymbol]) << distanceBits,
                             count: distanceBits + distanceExtra[distanceSymbol])
            }
            writer.write(literalCodes[256], count: Int(literalLengths[256]))
        }}}}}}}}}
    }

    /// Bits of `byteCount` bytes as stored blocks of at most 65,535 bytes, the first header
    /// starting at bit `start`: 3 header bits, padding to a byte, LEN and NLEN, the bytes.
    static func storedBitCount(byteCount: Int, startingAt start: Int) -> Int {
        let blocks = max(1, (byteCount + 65_534) / 65_535)
        let firstPadding = (8 - (start + 3) % 8) % 8
        return blocks * (3 + 32) + firstPadding + (blocks - 1) * 5 + byteCount * 8
    }

    /// `raw` as stored blocks of at most 65,535 bytes; only the last is final, if `isFinal`.
    static func writeStored(_ raw: UnsafeBufferPointer<UInt8>, isFinal: Bool, into writer: inout BitWriter) {
        var offset = 0
        repeat {
            let length = min(65_535, raw.count - offset)
            let isLast = offset + length == raw.count
            writer.write(isFinal && isLast ? 1 : 0, count: 3)
            writer.alignToByte()
            writer.write(UInt32(length) | UInt32(~UInt16(length)) << 16, count: 32)
            writer.appendAligned(UnsafeBufferPointer(rebasing: raw[offset..<offset + length]))
            offset += length
        } while offset < raw.count
    }
}
