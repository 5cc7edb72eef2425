/// How hard the LZ77 matcher looks, in zlib's terms (its `configuration_table`), and how long
/// a block may grow.
///
/// `standard` was chosen on 30 rating pictures (see `FilterChooser`), file size over
/// `optipng -o5 -nx`'s and time for five of them:
/// - `maximumChain` 8: 1.062, −14 % time; 16: 1.053; 32: 1.048, +22 % time; 128 with every
///   position inserted: 1.027, +190 % time (zlib's level 9 looks 4096 deep);
/// - inserting the inside of every match instead of those up to 32 bytes long: 1.045, +40 %
///   time; without the last 8 positions of a longer one: +6 % bytes;
/// - `maximumLazy` 32 instead of 258: +0.9 % bytes, no time saved; `niceLength` 128: +0.9 %;
/// - blocks of 8192 symbols: −0.1 % bytes against 16384, as good as 2048.
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

    /// The parameters PNGEncoder and Zlib use. A chain of 8, not 16: PNG ratings in-process
    /// (`starsvg-bench png`, 24 px at scale 2 through one `RatingPNGWriter`) went from 2,300 to
    /// 2,460 a second for 0.8 % more bytes, which the batch's budget of 2,000 a second needed
    /// more than the bytes (1.03 × optipng's, against a budget of 1.25); 4 gained no more time
    /// and cost 2.8 % in bytes.
    static let standard = DeflateParameters(maximumChain: 8, niceLength: 258, goodLength: 32, lazyChain: 4, maximumLazy: 258,
                                            maximumInsert: 32, insertedTail: 8, blockSymbols: 8192, hashBits: 14)
}
