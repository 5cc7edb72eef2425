import OutputText
import StarGeometry
import WebTemplates

/// What a writer of many web snippets keeps from one to the next (`starsvg batch`, one a
/// thread): each look's style sheet, rendered once, less the groups that change with the value,
/// which a face fills in for each snippet (`RatingStyleSheet.fillings`) and puts in their
/// places; and where a face's markup changes from one snippet to the next in a few places alone
/// (the live rating's and the picture's: the value's classes, the label, a self-contained
/// one's own class and sheet; the rating input's: its ids' prefix), that markup, rendered once
/// and cut at those places. Rendering every group and the markup of every snippet from their
/// templates was most of a web face's batch line (Documentation/performance.md, "Mechanisms
/// kept for speed").
///
/// A face keys its sheets and markups by what fixes them (the face's own key type, stored as
/// `AnyHashable`: the memo knows no face). It holds at most `capacity` of each, and starts
/// again when full: a batch of that many looks pays what it paid without it, and no batch
/// grows it without bound.
package struct WebSnippetMemo {
    /// A sheet less the groups that change with the value, and where they go.
    struct Sheet {
        /// The groups and classes that do not change with the value.
        let rendered: RatingStyleSheet.Rendered
        /// Where the value's groups and classes go among them.
        let groupIndex: Int
        let classIndex: Int
        /// The value's groups rendered but for their values, as the first snippets of the
        /// look needed them (`RatingStyleSheet.fillings`).
        var fillings: [(key: RatingStyleSheet.FillingKey, filling: MarkupTemplate.Filling)] = []
        /// For a sheet scoped to its snippet, the groups made ready to scope.
        let scoping: ScopedGroups?
    }

    /// The sheets kept, by their face's key.
    private var sheets: [AnyHashable: Sheet] = [:]
    /// A markup the same for every value of a look but for a few places, which a face fills
    /// in for each snippet: the text before the first place, between each two, and after the
    /// last.
    struct Markup {
        /// The pieces as bytes, copied whole into each snippet's text (`copy(_:to:)`).
        let pieces: [[UInt8]]

        /// `text` cut at the first occurrence of each of `places` in turn, which are left out.
        /// A face renders its markup with each place's text where the value's would stand
        /// (text no template, number or look writes), so the first occurrences are those.
        init(cutting text: String, at places: [String]) {
            guard let pieces = TextPlaces.cutting(text, at: places) else {
                preconditionFailure("the markup holds each place it was rendered with")
            }
            self.pieces = pieces.map { Array($0.utf8) }
        }

        /// `text` cut at every occurrence of `place`, which is left out (a rating input's id
        /// prefix, in each of its ids).
        init(splitting text: String, at place: String) {
            pieces = TextPlaces.splitting(text, at: place).map { Array($0.utf8) }
        }

        /// The markup with `fill` in every place.
        func filled(everyPlaceWith fill: String) -> String {
            var fill = fill
            return fill.withUTF8 { fill in
                String(unsafeUninitializedCapacity: pieces.reduce(0) { $0 + $1.count } + (pieces.count - 1) * fill.count) { text in
                    guard let start = text.baseAddress else { return 0 }
                    var end = start
                    for (index, piece) in pieces.enumerated() {
                        if index > 0 { end = Self.copy(fill, to: end) }
                        end = piece.withUnsafeBufferPointer { Self.copy($0, to: end) }
                    }
                    return end - start
                }
            }
        }

        /// Where a self-contained snippet's sheet goes in a kept markup: its `<style>`'s text.
        static let sheetPlace = "starsvg-sheet-place"

        /// `sheet`'s groups one after the other, as a markup's `{{html-text:css}}` writes them
        /// in its `<style>` (each escaped alone: an escape is of one character).
        static func sheetText(_ sheet: RatingStyleSheet.Rendered) -> String {
            if let text = sheet.inlineText { return text }
            let groups = sheet.groups
            var bytes: [UInt8] = []
            bytes.reserveCapacity(groups.reduce(0) { $0 + $1.utf8.count })
            for group in groups { Escaping.appendHTMLText(group, to: &bytes) }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// The markup with `fills` in its places, in order (one for each place).
        func filled(_ fills: [String]) -> String {
            String(unsafeUninitializedCapacity: pieces.reduce(0) { $0 + $1.count } + fills.reduce(0) { $0 + $1.utf8.count }) { text in
                guard let start = text.baseAddress else { return 0 }
                var end = start
                for (index, piece) in pieces.enumerated() {
                    if index > 0 {
                        var fill = fills[index - 1]
                        end = fill.withUTF8 { Self.copy($0, to: end) }
                    }
                    end = piece.withUnsafeBufferPointer { Self.copy($0, to: end) }
                }
                return end - start
            }
        }

        /// Copies `bytes` to `end`, in room made for them, and returns the end of the copy. A
        /// markup is filled in for every snippet of a batch: its pieces and fills are copied
        /// straight into the text's storage, where appending them to an array one by one, each
        /// through its UTF-8 view, cost an input's batch line 17,000 instructions (dozens of
        /// places; Documentation/performance.md).
        private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to end: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
            guard let source = bytes.baseAddress else { return end }
            end.initialize(from: source, count: bytes.count)
            return end + bytes.count
        }
    }

    /// The markups kept, by their face's key.
    private var markups: [AnyHashable: Markup] = [:]
    /// The most sheets kept: far more looks than a page shows, few enough to stay small.
    static let capacity = 256

    /// The last sheet and markup asked for, with their keys (`Last`). A batch's lines come in
    /// runs of one look: the key of the line before compared as its own type is a few hundred
    /// instructions, where a look-up by `AnyHashable` (boxing the key, hashing it, comparing it
    /// through its box) was 7,000 to 9,000, and a live rating or a picture with a linked sheet
    /// looks up twice a line (Documentation/performance.md).
    private var lastSheet: AnyObject?
    private var lastMarkup: AnyObject?

    /// What was kept last, with its key, a face's own type. A class, so that telling whether
    /// the last key is of a face's type is a class cast: a key held as `Any` went through the
    /// runtime's general cast, and was copied with what it kept, 1,700 to 2,300 instructions
    /// of a web face's batch line (Documentation/performance.md).
    private final class Last<Key: Hashable, Kept> {
        let key: Key
        let kept: Kept

        init(_ key: Key, _ kept: Kept) {
            self.key = key
            self.kept = kept
        }

        /// What `last` keeps for `key`, if `last` is one of this type and its key is `key`.
        static func kept(in last: AnyObject?, for key: Key) -> Kept? {
            guard let last = last as? Last<Key, Kept>, last.key == key else { return nil }
            return last.kept
        }
    }

    /// The fill edges found inside a star so far (`FillEdgeMemo`), for a face that draws its
    /// value's edge (the HTML picture), as the SVG writer keeps them: values in tenths or
    /// hundredths share their fraction of a star with values before, and finding an edge by
    /// the star's area was 6,000 instructions of a picture's line (Documentation/performance.md).
    var fillEdges = FillEdgeMemo()

    /// An empty memo.
    package init() {}

    /// The sheet kept for `key`, or the one `make` renders, then kept.
    mutating func sheet<Key: Hashable>(for key: Key, _ make: () -> Sheet) -> Sheet {
        if let sheet = Last<Key, Sheet>.kept(in: lastSheet, for: key) { return sheet }
        let sheet = Self.kept(in: &sheets, for: AnyHashable(key), make)
        lastSheet = Last(key, sheet)
        return sheet
    }

    /// Keeps `fillings` with the sheet kept for `key`.
    mutating func keepFillings<Key: Hashable>(_ fillings: [(key: RatingStyleSheet.FillingKey, filling: MarkupTemplate.Filling)], for key: Key) {
        guard var sheet = sheets[AnyHashable(key)] else { return }
        sheet.fillings = fillings
        sheets[AnyHashable(key)] = sheet
        lastSheet = Last(key, sheet)
    }

    /// The markup kept for `key`, or the one `make` renders, then kept.
    mutating func markup<Key: Hashable>(for key: Key, _ make: () -> Markup) -> Markup {
        if let markup = Last<Key, Markup>.kept(in: lastMarkup, for: key) { return markup }
        let markup = Self.kept(in: &markups, for: AnyHashable(key), make)
        lastMarkup = Last(key, markup)
        return markup
    }

    /// The markups kept for each value of a look, by their face's key for the look, with the
    /// number of them all; and the last look's, with its key (`Last`).
    /// A face whose markup changes with the value in more than a few places (a rating input's:
    /// its drawing and its checked button) keeps one for each value; keyed by the look and
    /// the value together, a batch line whose value differs from the line before's looked its
    /// markup up by `AnyHashable`, 13,000 to 16,000 instructions (Documentation/performance.md).
    private var valuedMarkups: [AnyHashable: [(value: Double, markup: Markup)]] = [:]
    private var valuedMarkupCount = 0
    private var lastValuedMarkups: AnyObject?

    /// The markup kept for `key` and `value`, or the one `make` renders, then kept. Values
    /// are told apart by their bits: a markup made for 0 is not taken for -0.
    mutating func markup<Key: Hashable>(for key: Key, value: Double, _ make: () -> Markup) -> Markup {
        var markups: [(value: Double, markup: Markup)]
        if let last = Last<Key, [(value: Double, markup: Markup)]>.kept(in: lastValuedMarkups, for: key) {
            markups = last
        } else {
            markups = valuedMarkups[AnyHashable(key)] ?? []
            lastValuedMarkups = Last(key, markups)
        }
        if let kept = markups.first(where: { $0.value.bitPattern == value.bitPattern }) { return kept.markup }
        let made = make()
        if valuedMarkupCount >= Self.capacity {
            valuedMarkups.removeAll(keepingCapacity: true)
            valuedMarkupCount = 0
            markups = []
        }
        markups.append((value, made))
        valuedMarkups[AnyHashable(key)] = markups
        valuedMarkupCount += 1
        lastValuedMarkups = Last(key, markups)
        return made
    }

    /// What `store` keeps for `key`, or what `make` makes, then kept: at most `capacity`
    /// things, the store emptied when full.
    private static func kept<Kept>(in store: inout [AnyHashable: Kept], for key: AnyHashable, _ make: () -> Kept) -> Kept {
        if let kept = store[key] { return kept }
        let made = make()
        if store.count >= capacity { store.removeAll(keepingCapacity: true) }
        store[key] = made
        return made
    }
}
