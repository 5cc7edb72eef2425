/// How hard the LZ77 matcher looks, in zlib's terms (its `configuration_table`), and how long
/// a block may grow.
///
/// `standard` was chosen on rating pictures, by file size against `optipng -o5 -nx`'s and
/// time: longer chains and inserting the inside of every match gain a little in bytes for much
/// more time; dropping the last positions of a long match, lazy matching stopped earlier or a
/// shorter `niceLength` cost bytes for no time; block lengths matter little.
struct DeflateParameters: Sendable {
    /// Candidates of the hash chain looked at for one position, at most.
    var maximumChain: Int
    /// A match this long ends the search at once.
    var niceLength: Int
    /// When the pending match is this long, the next position looks at a quarter of the chain.
    var goodLength: Int
    /// Candidates of the chain looked at for a position whose previous one has a match (the lazy
    /// look one byte on): it only has to beat that match.
    var lazyChain: Int
    /// When the pending match is this long, the next position is not searched (lazy matching
    /// stops).
    var maximumLazy: Int
    /// Positions inside a match are added to the hash chains only for matches up to this long.
    var maximumInsert: Int
    /// The last positions of a longer match (or a run) that are inserted all the same.
    var insertedTail: Int
    /// A block ends after this many symbols.
    var blockSymbols: Int
    /// The hash table has 2^hashBits heads.
    var hashBits: Int
    /// A distance tried at every search beside the recent ones, 0 for none: for PNG the length
    /// of a filtered row, where the same pixel of the row above is.
    var hintDistance = 0
    /// Input is taken in segments of at most this many bytes, each with fresh hash tables, so
    /// that a position always fits the tables' Int32 (16384² RGBA pixels are 1 GiB). Matches do
    /// not reach back into an earlier segment; nothing else changes. Smaller only in tests.
    var segmentLength = 1 << 30

    /// The parameters PNGEncoder and Zlib use. A chain of 8, not 16: the PNG batch's rate
    /// budget needed the time more than the byte budget needed the few bytes it costs; 4 gained
    /// no more time and cost more bytes (Documentation/performance.md, "Budgets").
    static let standard = DeflateParameters(maximumChain: 8, niceLength: 258, goodLength: 32, lazyChain: 4, maximumLazy: 258,
                                            maximumInsert: 32, insertedTail: 8, blockSymbols: 8192, hashBits: 14)
}
