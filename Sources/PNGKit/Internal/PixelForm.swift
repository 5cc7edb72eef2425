/// How a PNG stores 8-bit pixels with alpha (PNG 1.2, section 4.1.1): each is lossless for the
/// images it can hold, and a decoder gives back the same RGBA bytes from any of them.
enum PixelForm: CaseIterable {
    /// Red, green, blue and alpha: colour type 6, any image.
    case rgba
    /// Grey and alpha: colour type 4, an image whose every pixel has red = green = blue.
    case grayAlpha
    /// An index into a palette of at most 256 RGBA colours (`PLTE` and `tRNS`): colour type 3.
    case indexed

    /// The colour type `IHDR` gives.
    var colorType: UInt8 {
        switch self {
        case .rgba: 6
        case .grayAlpha: 4
        case .indexed: 3
        }
    }

    /// Bytes a pixel at bit depth 8.
    var pixelBytes: Int {
        switch self {
        case .rgba: 4
        case .grayAlpha: 2
        case .indexed: 1
        }
    }
}
