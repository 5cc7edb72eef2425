/// Finds LZ77 matches in one segment of input and hands the symbols to blocks: zlib's lazy
/// matching (`deflate_slow`) over hash chains of 4-byte strings, with the changes that pay on
/// filtered image rows (`MatchSearch` tries the last distances matched; long matches and runs
/// leave their inside out of the chains).
///
/// Hash chains: `head` holds the latest position of each hash, `previous` (indexed by position
/// modulo the window) how far back the one before it is. Positions are Int32 from the
/// segment's start; `Deflater` keeps segments short enough.
///
/// No fast path for runs (a transparent row, flat colour): one that took a run of 258 equal
/// bytes as a match 1 back without searching was slower on the rating pictures, for the same
/// bytes. A run's match is its chain's first candidate, and at its full length the search
/// stops there.
///
/// The hash reads 4 bytes, so matches are found from 4 bytes on: a 3-byte hash found no better
/// matches on filtered rows and took much longer; 5 bytes or more lost the one-pixel matches.
struct LZ77Matcher {
    private let parameters: DeflateParameters
    private let head: UnsafeMutablePointer<Int32>
    private let previous: UnsafeMutablePointer<UInt16>
    /// A match this close is a run (of a byte, or of a pixel's 4): its inside is left out of
    /// the chains even when it is short: it costs no bytes and saves time.
    private static let runDistance = 4

    /// A matcher for `parameters` with the tables of `workspace`.
    init(parameters: DeflateParameters, workspace: DeflateWorkspace) {
        self.parameters = parameters
        head = workspace.head
        previous = workspace.previous
    }

    /// Compresses `segment` into blocks, the last of them final when `isLast`.
    func compress(_ segment: UnsafeBufferPointer<UInt8>, isLast: Bool, block: inout BlockSymbols, writer: inout BitWriter) {
        var search = MatchSearch(data: segment.baseAddress!, count: segment.count, head: head, previous: previous,
                                 parameters: parameters)
        search.head.initialize(repeating: MatchSearch.none, count: 1 << parameters.hashBits)
        let data = search.data
        let count = search.count
        let minimum = DeflateTables.minimumMatch
        let maximumLazy = parameters.maximumLazy
        let maximumInsert = parameters.maximumInsert
        let insertedTail = parameters.insertedTail
        var blockStart = 0
        var position = 0
        // A match (or literal) found at `position - 1`, held back to see whether the match at
        // `position` is longer.
        var hasPending = false
        var pendingLength = 0
        var pendingDistance = 0

        while position < count {
            if block.isFull {
                let end = hasPending ? position - 1 : position
                block.write(raw: UnsafeBufferPointer(start: data + blockStart, count: end - blockStart), isFinal: false, into: &writer)
                block.removeAll()
                blockStart = end
            }
            var length = 0
            var distance = 0
            if position + 8 <= count {
                let candidate = search.insert(at: position)
                if pendingLength < maximumLazy {
                    (length, distance) = search.longestMatch(at: position, candidate: candidate,
                                                             longerThan: max(pendingLength, minimum - 1),
                                                             skipping: hasPending ? pendingDistance : 0)
                }
            }
            if hasPending && pendingLength >= minimum && length <= pendingLength {
                block.appendMatch(length: pendingLength, distance: pendingDistance)
                search.remember(pendingDistance)
                let end = position - 1 + pendingLength
                // The positions inside the match, for later matches to find. Not inside a long
                // one, nor inside a run (a match 1 to 4 bytes back: transparent or flat pixels),
                // whose positions would only lengthen the chains of the run's own bytes: only
                // its last few, where a later match that starts inside a run and goes on past
                // its end must find it.
                let isRun = pendingDistance <= Self.runDistance && pendingLength > 16
                var inside = pendingLength <= maximumInsert && !isRun ? position + 1 : max(position + 1, end - insertedTail)
                let last = min(end, count - 8)
                while inside < last {
                    search.insertOnly(at: inside)
                    inside += 1
                }
                position = end
                hasPending = false
                pendingLength = 0
            } else {
                if hasPending { block.appendLiteral(data[position - 1]) }
                hasPending = true
                pendingLength = length
                pendingDistance = distance
                position += 1
            }
        }
        if hasPending { block.appendLiteral(data[count - 1]) }
        block.write(raw: UnsafeBufferPointer(start: data + blockStart, count: count - blockStart), isFinal: isLast, into: &writer)
        block.removeAll()
    }
}
