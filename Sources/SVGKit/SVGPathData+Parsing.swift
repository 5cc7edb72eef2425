extension SVGPathData {
    /// The most commands `init(parsing:)` reads: far beyond any icon (a detailed one has a few
    /// hundred), and small enough that refusing more costs no more than a few milliseconds and
    /// a few megabytes.
    public static let maximumParsedCommandCount = 200_000

    /// The largest magnitude of an absolute coordinate, a radius or an angle that
    /// `init(parsing:)` accepts: the writer's own bound (`SVGNumberFormatter.largestMagnitude`),
    /// beyond which it would clamp, and so change, what was read. A relative coordinate may be
    /// up to twice as large, the distance between two points in range, which the writer
    /// writes for them.
    public static let largestParsedMagnitude: Double = SVGNumberFormatter.largestMagnitude

    /// Reads path data written in SVG 2's grammar, as absolute path elements.
    ///
    /// Accepts every command, absolute and relative (`M L H V C S Q T A Z` and their lower
    /// case), repeated without its letter (a moveto's further pairs are linetos), numbers with
    /// signs, leading points and exponents, in their compact forms (`M.5.5`, `1-2`, arc flags
    /// packed as in `a1 1 0 011 1`), separated by whitespace or one comma. Empty path data
    /// (or whitespace alone) is valid, and has no elements.
    ///
    /// The commands come out as `PathElement`s, absolute:
    /// - `H` and `V` become lines, relative commands absolute ones;
    /// - `S` and `T` become curves whose first control point is the previous curve's last one
    ///   reflected about the current point (when the previous command was a `C`/`S`, resp.
    ///   `Q`/`T`; otherwise the current point itself), as SVG says;
    /// - after `Z` the current point is the subpath's start, and a command other than a moveto
    ///   that follows a `Z` starts a new subpath there: the moveto SVG implies is written out,
    ///   so every subpath starts with a `.move`;
    /// - an arc's rotation, in degrees in the text, becomes radians (`degrees * .pi / 180`);
    /// - an arc's radii are taken as their magnitudes, as SVG does with negative ones. Arcs are
    ///   otherwise as written: a zero radius (a straight line to SVG) or radii too small for the
    ///   two points (scaled up by SVG) are the drawing's to handle.
    ///
    /// It is strict where browsers draw what comes before an error: anything else is refused,
    /// with the place of the first error. It never traps, whatever the text.
    /// - Parameter text: the path data, as a `d` attribute holds it (after XML's entities).
    /// - Throws: `SVGPathDataError` for text outside the grammar, a number or an absolute
    ///   coordinate beyond `largestParsedMagnitude`, or more than `maximumParsedCommandCount`
    ///   commands, refused as soon as the count is passed.
    /// - Complexity: O(*n*) in the length of the text.
    public init(parsing text: String) throws(SVGPathDataError) {
        let bytes = Array(text.utf8)
        try self.init(parsing: bytes[...])
    }

    /// Reads path data from its UTF-8 bytes, as `init(parsing:)` does from text, with at most
    /// `maximumCommandCount` commands; offsets in errors count from the slice's start.
    init(parsing bytes: ArraySlice<UInt8>, maximumCommandCount: Int = maximumParsedCommandCount) throws(SVGPathDataError) {
        var parser = PathDataParser(bytes: bytes, maximumCommandCount: maximumCommandCount)
        try parser.parse()
        self.init(parser.elements)
    }
}
