/// The state of `LZ77Matcher`'s search through one segment, held in a local value so that the
/// compiler keeps it in registers: the data, the hash chains, the parameters it reads in its
/// loops, and the last distances matched.
struct MatchSearch {
    let data: UnsafePointer<UInt8>
    let count: Int
    let head: UnsafeMutablePointer<Int32>
    /// How far back the previous position of the same hash is, by position modulo the window;
    /// 0 for none. 16 bits, not a position: half the memory, and a slot that a newer position
    /// overwrote can only point further back, so a chain always ends.
    let previous: UnsafeMutablePointer<UInt16>
    private let shift: UInt32
    private let maximumChain: Int
    private let goodLength: Int
    private let niceLength: Int
    private let lazyChain: Int
    /// `DeflateParameters.hintDistance`, tried as a fifth recent distance; `unset` for none.
    private let hint: Int
    /// The last four distances matched, most recent first; `unset` where none yet. A filtered image
    /// repeats itself at a few distances (the row above, a repeated shape's period, a pixel):
    /// tried at every search, they find those matches when the hash chain is too crowded to
    /// reach them.
    private var recent0 = MatchSearch.unset
    private var recent1 = MatchSearch.unset
    private var recent2 = MatchSearch.unset
    private var recent3 = MatchSearch.unset
    /// A recent distance not yet set: out of every reach, so that no test of its own is needed.
    private static let unset = Int.max
    private static let windowMask = DeflateTables.windowSize - 1

    init(data: UnsafePointer<UInt8>, count: Int, head: UnsafeMutablePointer<Int32>, previous: UnsafeMutablePointer<UInt16>,
         parameters: DeflateParameters) {
        self.data = data
        self.count = count
        self.head = head
        self.previous = previous
        shift = UInt32(32 - parameters.hashBits)
        maximumChain = parameters.maximumChain
        goodLength = parameters.goodLength
        niceLength = parameters.niceLength
        lazyChain = parameters.lazyChain
        hint = parameters.hintDistance > 0 ? parameters.hintDistance : Self.unset
    }

    /// The hash of the 4 bytes at `position` (Fibonacci hashing: the top bits of a product),
    /// read little-endian on every machine, so that every machine finds the same matches.
    @inline(__always)
    private func hash(at position: Int) -> Int {
        let word = UInt32(littleEndian: UnsafeRawPointer(data + position).loadUnaligned(as: UInt32.self))
        return Int((word &* 0x9E37_79B1) >> shift)
    }

    /// What an empty head holds: so far back that every distance to it is out of the window,
    /// which spares the insert and the search a test of their own.
    static let none = Int32.min

    /// Adds `position` to its hash chain; returns the position that was the chain's latest
    /// (`none` for none).
    @inline(__always)
    func insert(at position: Int) -> Int {
        let hash = hash(at: position)
        let latest = Int(head[hash])
        let distance = position - latest
        previous[position & Self.windowMask] = distance <= DeflateTables.windowSize ? UInt16(truncatingIfNeeded: distance) : 0
        head[hash] = Int32(truncatingIfNeeded: position)
        return latest
    }

    /// Adds `position` to its hash chain.
    @inline(__always)
    func insertOnly(at position: Int) {
        _ = insert(at: position)
    }

    /// Puts `distance` first among the recent distances.
    @inline(__always)
    mutating func remember(_ distance: Int) {
        guard distance != recent0 else { return }
        if distance != recent1 {
            if distance != recent2 { recent3 = recent2 }
            recent2 = recent1
        }
        recent1 = recent0
        recent0 = distance
    }

    /// Whether the recent `distance` is in reach and alike at the first 4 bytes and at `best`,
    /// as a bit at `slot`, without a branch: a distance out of reach (`unset` among them) is
    /// tested at distance 0, the scan itself, always readable, and masked out.
    @inline(__always)
    private func probe(_ distance: Int, slot: Int, scan: UnsafePointer<UInt8>, scanStart: UInt32, best: Int, scanBest: UInt8,
                       reach: Int) -> Int {
        let isInReach = distance <= reach
        let source = scan - (isInReach ? distance : 0)
        let unlike = UInt32(source[best] ^ scanBest) | (UnsafeRawPointer(source).loadUnaligned(as: UInt32.self) ^ scanStart)
        return (isInReach && unlike == 0 ? 1 : 0) << slot
    }

    /// The longest match at `position` (which has 8 bytes after it) among the hash chain from
    /// `candidate` and the recent distances, if longer than `shortest`; `(0, 0)` otherwise. Of
    /// two equally long, the nearer: its distance costs fewer extra bits. Distance `known` is
    /// not compared: it is the pending match's, one byte shorter here than `shortest`.
    @inline(__always)
    func longestMatch(at position: Int, candidate: Int, longerThan shortest: Int, skipping known: Int) -> (length: Int, distance: Int) {
        let maximumLength = min(DeflateTables.maximumMatch, count - position)
        guard maximumLength > shortest else { return (0, 0) }
        // zlib's economy: when the match in hand is already good, look less far.
        var chain = shortest >= goodLength ? min(lazyChain, maximumChain >> 2) : shortest >= DeflateTables.minimumMatch ? lazyChain : maximumChain
        let nice = min(niceLength, maximumLength)
        let limit = max(position - DeflateTables.windowSize, 0)
        let scan = data + position
        let scanStart = UnsafeRawPointer(scan).loadUnaligned(as: UInt32.self)
        var best = shortest
        var scanBest = scan[best]
        var bestDistance = 0
        var match = candidate
        while match >= limit && chain > 0 {
            let source = data + match
            // The byte that would make the match longer than the best one first: it differs
            // for most candidates.
            // One test, one branch, for both: most candidates fail it.
            let unlike = UInt32(source[best] ^ scanBest) | (UnsafeRawPointer(source).loadUnaligned(as: UInt32.self) ^ scanStart)
            if unlike == 0 && position - match != known {
                let length = Self.commonLength(source, scan, upTo: maximumLength)
                if length > best {
                    best = length
                    bestDistance = position - match
                    if length >= nice { return (best, bestDistance) }
                    scanBest = scan[best]
                }
            }
            let step = Int(previous[match & Self.windowMask])
            guard step != 0 else { break }
            match -= step
            chain -= 1
        }
        // The recent distances after the chain, which lists nearer candidates first; all four
        // tested before any branch.
        let reach = position - limit
        var found = probe(recent0, slot: 0, scan: scan, scanStart: scanStart, best: best, scanBest: scanBest, reach: reach)
        found |= probe(recent1, slot: 1, scan: scan, scanStart: scanStart, best: best, scanBest: scanBest, reach: reach)
        found |= probe(recent2, slot: 2, scan: scan, scanStart: scanStart, best: best, scanBest: scanBest, reach: reach)
        found |= probe(recent3, slot: 3, scan: scan, scanStart: scanStart, best: best, scanBest: scanBest, reach: reach)
        found |= probe(hint, slot: 4, scan: scan, scanStart: scanStart, best: best, scanBest: scanBest, reach: reach)
        while found != 0 {
            let slot = found.trailingZeroBitCount
            found &= found - 1
            let distance = slot == 0 ? recent0 : slot == 1 ? recent1 : slot == 2 ? recent2 : slot == 3 ? recent3 : hint
            // The chain's best, or the pending match's, one shorter here: nothing to gain.
            guard distance != bestDistance && distance != known else { continue }
            let length = Self.commonLength(scan - distance, scan, upTo: maximumLength)
            if length > best || (length == best && distance < bestDistance) {
                best = length
                bestDistance = distance
            }
        }
        return bestDistance == 0 ? (0, 0) : (best, bestDistance)
    }

    /// How many bytes `a` and `b` have in common, at most `limit`, known to share the first 4:
    /// 8 at a time.
    @inline(__always)
    private static func commonLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, upTo limit: Int) -> Int {
        var length = 4
        while length + 8 <= limit {
            let difference = UInt64(littleEndian: UnsafeRawPointer(a + length).loadUnaligned(as: UInt64.self)
                ^ UnsafeRawPointer(b + length).loadUnaligned(as: UInt64.self))
            if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
            length += 8
        }
        while length < limit && a[length] == b[length] { length += 1 }
        return length
    }
}
