/// How a path is stroked: the width of its line, its caps and joins (SVG's `stroke-width`,
/// `stroke-linecap`, `stroke-linejoin` and `stroke-miterlimit`).
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width, in the path's units; above 0 for a stroke that draws.
    public var width: Double
    /// The ends of open subpaths.
    public var lineCap: LineCap
    /// The corners.
    public var lineJoin: LineJoin
    /// The longest miter allowed, as a multiple of the width: a sharper corner is bevelled.
    /// At least 1, as SVG requires.
    public var miterLimit: Double

    /// Creates a stroke style; SVG's defaults but for the width.
    /// - Parameters:
    ///   - width: The line's width.
    ///   - lineCap: The ends of open subpaths. Default `.butt`.
    ///   - lineJoin: The corners. Default `.miter`.
    ///   - miterLimit: The longest miter, as a multiple of the width. Default 4.
    public init(width: Double, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 4) {
        self.width = width
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}
