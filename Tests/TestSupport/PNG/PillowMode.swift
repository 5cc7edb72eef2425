/// What Pillow calls the form a PNG stores (its `Image.mode`), by the file's colour type: the
/// names the PNG tests expect Pillow to report.
public enum PillowMode {
    /// Pillow's mode for colour type `colorType`: "RGBA" (6), "LA" (grey and alpha, 4) or "P"
    /// (a palette, 3); nil for a type starsvg does not write.
    public static func name(colorType: Int) -> String? {
        switch colorType {
        case 6: "RGBA"
        case 4: "LA"
        case 3: "P"
        default: nil
        }
    }
}
