/// Where one picture sits on the browser page, in whole CSS pixels (= screenshot pixels at
/// device scale factor 1).
struct PagePlacement: Sendable {
    /// Left edge.
    let x: Int
    /// Top edge.
    let y: Int
    /// Width.
    let width: Int
    /// Height.
    let height: Int
}
