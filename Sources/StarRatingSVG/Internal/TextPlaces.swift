/// Places in rendered text: a web face renders a template once with a place where a value
/// goes (a class, a label), then finds the place to put the value there, for every snippet
/// after (`RatingStyleSheet.addNamed`'s class, `WebSnippetMemo.Markup`'s pieces). A place is
/// text no template, number, colour or look writes; it is found by its bytes, which a batch
/// does for every line.
enum TextPlaces {
    /// `text` with every `place` in it replaced by `replacement`.
    static func replacing(_ place: String, with replacement: String, in text: String) -> String {
        var text = text
        let place = Array(place.utf8), replacement = Array(replacement.utf8)
        return text.withUTF8 { source in
            var result: [UInt8] = []
            result.reserveCapacity(source.count + 4 * replacement.count)
            var start = 0
            while let found = firstOffset(of: place, in: source, from: start) {
                result.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<found]))
                result.append(contentsOf: replacement)
                start = found + place.count
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// `text` cut at the first occurrence of each of `places` in turn, which are left out: the
    /// text before the first, between each two, and after the last; `nil` when a place is not
    /// there.
    static func cutting(_ text: String, at places: [String]) -> [String]? {
        var text = text
        return text.withUTF8 { source in
            var pieces: [String] = []
            var start = 0
            for place in places {
                guard let found = firstOffset(of: Array(place.utf8), in: source, from: start) else { return nil }
                pieces.append(String(decoding: UnsafeBufferPointer(rebasing: source[start..<found]), as: UTF8.self))
                start = found + place.utf8.count
            }
            pieces.append(String(decoding: UnsafeBufferPointer(rebasing: source[start...]), as: UTF8.self))
            return pieces
        }
    }

    /// `text` cut at every occurrence of `place`, which is left out: the text before the
    /// first, between each two, and after the last (the whole text when there is none).
    static func splitting(_ text: String, at place: String) -> [String] {
        var text = text
        let place = Array(place.utf8)
        return text.withUTF8 { source in
            var pieces: [String] = []
            var start = 0
            while let found = firstOffset(of: place, in: source, from: start) {
                pieces.append(String(decoding: UnsafeBufferPointer(rebasing: source[start..<found]), as: UTF8.self))
                start = found + place.count
            }
            pieces.append(String(decoding: UnsafeBufferPointer(rebasing: source[start...]), as: UTF8.self))
            return pieces
        }
    }

    /// The offset of the first `place` in `source` at or after `start`, compared byte by byte.
    private static func firstOffset(of place: [UInt8], in source: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = place.first else { return start }
        var index = start
        while index + place.count <= source.count {
            if source[index] == first, UnsafeBufferPointer(rebasing: source[index..<(index + place.count)]).elementsEqual(place) {
                return index
            }
            index += 1
        }
        return nil
    }
}
