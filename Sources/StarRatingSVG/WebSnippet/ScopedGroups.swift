import OutputText

/// The groups of a look's self-contained sheet that do not change with the value, made ready
/// once to be scoped to each snippet of the look (`RatingStyleSheet.scopedToItself(_:)`):
/// each group without its markers and where they stood, and the hash of the groups before the
/// value's. Scoping a sheet read and hashed its every byte for every snippet, a third of a
/// self-contained batch line (Documentation/performance.md); now a snippet hashes its value's
/// groups and those after them, and copies the others with its class in place.
struct ScopedGroups: Sendable {
    /// A group's text without the markers of its own class, and where they stood.
    struct Unmarked: Sendable {
        let bytes: [UInt8]
        let marks: [Int]
        /// Whether the group is text content as it stands (`Escaping.isPlainText(_:)`), as
        /// the class put in its places is: then it goes into a `<style>` unescaped.
        let isPlainText: Bool

        /// `group` without its markers (`RatingStyleSheet.ownMarker`).
        init(_ group: String) {
            var group = group, bytes: [UInt8] = [], marks: [Int] = []
            group.withUTF8 { utf8 in
                bytes.reserveCapacity(utf8.count)
                var start = 0
                for index in utf8.indices where utf8[index] == Self.marker {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                    marks.append(bytes.count)
                    start = index + 1
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
            }
            self.bytes = bytes
            self.marks = marks
            isPlainText = bytes.withUnsafeBufferPointer(Escaping.isPlainText)
        }

        /// The marker's byte, U+0001.
        static let marker: UInt8 = 1

        /// Adds the group's text to `hash`, without line breaks, as compact output has it:
        /// pretty output names its class alike.
        func hashed(into hash: inout StableHash) {
            hash.combine(utf8: bytes.lazy.filter { $0 != UInt8(ascii: "\n") })
        }

        /// The group with `selector` (`.` and the snippet's class) where each marker stood.
        func scoped(by selector: [UInt8]) -> String {
            var scoped: [UInt8] = []
            scoped.reserveCapacity(bytes.count + marks.count * selector.count)
            append(scopedBy: selector, to: &scoped)
            return String(decoding: scoped, as: UTF8.self)
        }

        /// Appends the group with `selector` where each marker stood to `scoped`.
        func append(scopedBy selector: [UInt8], to scoped: inout [UInt8]) {
            var start = 0
            for mark in marks {
                scoped += bytes[start..<mark]
                scoped += selector
                start = mark
            }
            scoped += bytes[start...]
        }
    }

    /// The look's groups, unmarked.
    let groups: [Unmarked]
    /// Where the value's groups go among them.
    let valueIndex: Int
    /// The hash of the groups before `valueIndex`.
    let hashBefore: StableHash

    /// The look's `groups` (with their markers), the value's going at `valueIndex`.
    init(_ groups: [String], valueIndex: Int) {
        self.groups = groups.map(Unmarked.init)
        self.valueIndex = valueIndex
        var hash = StableHash()
        for group in self.groups[..<valueIndex] { group.hashed(into: &hash) }
        hashBefore = hash
    }

    /// `sheet`, the look's groups with the value's `valueGroupCount` groups at `valueIndex`,
    /// scoped to its snippet as `RatingStyleSheet.scopedToItself(_:)` scopes it.
    func scoped(_ sheet: RatingStyleSheet.Rendered, valueGroupCount: Int) -> RatingStyleSheet.Rendered {
        let valueGroups = sheet.groups[valueIndex..<(valueIndex + valueGroupCount)].map(Unmarked.init)
        var hash = hashBefore
        for group in valueGroups { group.hashed(into: &hash) }
        for group in groups[valueIndex...] { group.hashed(into: &hash) }
        let name = RatingStyleSheet.ownClassStem + hash.identifier(length: RatingStyleSheet.classHashLength)
        let selector = Array(("." + name).utf8)
        var scoped = sheet
        let all = groups[..<valueIndex] + valueGroups + groups[valueIndex...]
        scoped.groups = all.map { $0.scoped(by: selector) }
        scoped.classes.append(name)
        // The sheet as a `<style>` holds it, made here at once when nothing in it needs
        // escaping (the look's groups were checked once): checking its kilobytes for every
        // snippet was a fifth of a self-contained live line (Documentation/performance.md).
        if all.allSatisfy(\.isPlainText) {
            var text: [UInt8] = []
            text.reserveCapacity(scoped.groups.reduce(0) { $0 + $1.utf8.count })
            for group in all { group.append(scopedBy: selector, to: &text) }
            scoped.inlineText = String(decoding: text, as: UTF8.self)
        }
        return scoped
    }
}
