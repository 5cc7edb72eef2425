/// How the faces cut a circular arc into the pieces they hand on as a path's `A` commands or
/// `ellipticalArc` elements, from which a renderer finds each piece's centre again.
///
/// An `A` command gives end points and a radius; near a half turn the centre found from them is
/// ill-conditioned: rounding the end points by ε moves it by about √(2rε). The heart's lobes
/// (just over a half turn) came out up to 0.25 px off in every engine, which disagreed with one
/// another and with the PNG by up to twice the renderer tests' limit at 16–24 px. A quarter turn
/// moves it by about ε. The SVG face writes its paths in these pieces and the PNG draws the
/// same pieces, so that both find the same centres.
enum ArcPieces {
    /// The largest sweep kept as one piece, in radians: 150°, which keeps the standard star's
    /// tips (144°) one piece each, and splits the heart's lobes.
    static let maximumSingleSweep = 150 * Double.pi / 180
    /// The largest sweep of a piece of a longer arc: a quarter turn.
    static let maximumPieceSweep = Double.pi / 2
}
