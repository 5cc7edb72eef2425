extension RGBAImage {
    /// Whether every pixel has red = green = blue (alpha may be anything), so that the image
    /// can be stored as grey and alpha.
    /// - Complexity: O(*n*) in the pixels; stops at the first pixel with a hue.
    var isGray: Bool {
        pixels.withUnsafeBufferPointer { bytes in
            stride(from: 0, to: bytes.count, by: 4).allSatisfy { bytes[$0] == bytes[$0 + 1] && bytes[$0] == bytes[$0 + 2] }
        }
    }

    /// The pixels as grey and alpha, two bytes a pixel; the image must be `isGray`.
    /// - Complexity: O(*n*) in the pixels.
    var grayAlphaBytes: [UInt8] {
        let count = width * height
        return [UInt8](unsafeUninitializedCapacity: count * 2) { output, initialized in
            pixels.withUnsafeBufferPointer { bytes in
                for pixel in 0..<count {
                    output[2 * pixel] = bytes[4 * pixel]
                    output[2 * pixel + 1] = bytes[4 * pixel + 3]
                }
            }
            initialized = count * 2
        }
    }
}
