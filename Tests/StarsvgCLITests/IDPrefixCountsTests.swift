import Testing
@testable import StarsvgCLI
import TestSupport

/// The batch's table of id prefixes (`IDPrefixCounts`, open addressing of packed keys, and a
/// dictionary for the rest) must answer as a plain dictionary of strings does.
@Suite struct IDPrefixCountsTests {
    @Test func answersAsADictionaryOfStrings() {
        var random = SplitMix64(seed: 0x1D_C0)
        // A small start, so that the table grows many times on the way.
        var counts = IDPrefixCounts(capacity: 4)
        var reference: [String: UInt32] = [:]
        let letters = Array("abcXYZ019-_é★")
        func prefix() -> String {
            // Mostly short ASCII (packed), some up to 15 bytes and past it, some not ASCII.
            let length = random.chance(0.9) ? random.int(in: 1...8) : random.int(in: 9...20)
            return String((0..<length).map { _ in random.chance(0.97) ? letters[random.int(below: 9)] : random.pick(letters) })
        }
        var packed = 0
        // Prefixes used before, to ask for again.
        var used: [String] = []
        for round in 0..<60_000 {
            let text = round % 5 == 0 && !used.isEmpty ? used[random.int(below: used.count)] : prefix()
            used.append(text)
            if IDPrefixCounts.Key(text) != nil { packed += 1 }
            switch random.int(below: 3) {
            case 0:
                let count = UInt32(random.int(in: 1...1_000))
                #expect(counts.updateValue(count, forKey: text) == reference.updateValue(count, forKey: text), "\(text)")
            case 1:
                if let key = IDPrefixCounts.Key(text) {
                    #expect(counts.updateValue(7, forKey: key) == reference.updateValue(7, forKey: text), "\(text)")
                }
            default:
                #expect(counts[text] == reference[text], "\(text)")
                if random.chance(0.3) {
                    counts[text] = 3
                    reference[text] = 3
                }
            }
        }
        for (text, count) in reference { #expect(counts[text] == count, "\(text)") }
        #expect(packed > 30_000 && reference.count > 20_000, "packed \(packed), prefixes \(reference.count)")
    }

    /// Packing tells prefixes apart exactly: those that pack are short ASCII, and two pack alike
    /// only when they are equal.
    @Test(arguments: ["a", "abcdefgh", "abcdefghi", "abcdefghijklmno", "abcdefghijklmnop", "", "é", "a\u{0}", "ab", "ba"])
    func packing(_ prefix: String) {
        let key = IDPrefixCounts.Key(prefix)
        #expect((key != nil) == ((1...15).contains(prefix.utf8.count) && prefix.utf8.allSatisfy { $0 < 0x80 }), "\(prefix)")
        for other in ["a", "abcdefgh", "abcdefghi", "abcdefghijklmno", "ab", "ba", "a\u{0}"] where other != prefix {
            #expect(key == nil || IDPrefixCounts.Key(other) != key, "\(prefix) \(other)")
        }
    }
}
