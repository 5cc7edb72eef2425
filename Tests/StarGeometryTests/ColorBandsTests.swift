import Testing
import TestSupport
import StarGeometry

@Suite("Colour bands")
struct ColorBandsTests {
    @Test("a value counts the levels strictly below it; 0 or less has no colour")
    func bands() throws {
        let bands = try ColorBands(levels: [2, 8])
        #expect(bands.bandCount == 3)
        let cases: [(Double, Int?)] = [(0, nil), (-1, nil), (.nan, nil), (0.001, 0), (1, 0), (2, 0),
                                       (2.0001, 1), (5, 1), (8, 1), (8.5, 2), (10, 2), (.infinity, 2)]
        for (value, expected) in cases {
            #expect(bands.band(forValue: value) == expected, "v=\(value)")
        }
    }

    @Test("no levels: one band for every positive value")
    func noLevels() throws {
        let bands = try ColorBands(levels: [])
        #expect(bands.bandCount == 1)
        #expect(bands.band(forValue: 3) == 0)
        #expect(bands.band(forValue: 0) == nil)
    }

    @Test("many levels agree with counting", .cases(5), arguments: [1, 2, 3, 7, 16])
    func binarySearch(levelCount: Int) throws {
        let levels = (0..<levelCount).map { Double($0) * 1.5 + 0.5 }
        let bands = try ColorBands(levels: levels)
        for step in 1...100 {
            let value = Double(step) / 4
            #expect(bands.band(forValue: value) == levels.filter { $0 < value }.count, "v=\(value)")
        }
    }

    @Test("the reference's thresholds")
    func referenceLevels() {
        #expect(ColorBands.defaultLevels(starCount: 5) == [1, 4])
        #expect(ColorBands.defaultLevels(starCount: 10) == [2, 8])
        #expect(ColorBands.defaultLevels(starCount: 3) == [1, 2])
        #expect(ColorBands.defaultLevels(starCount: 1) == [1])
        #expect(ColorBands.defaultLevels(starCount: 2) == [1, 2])
        #expect(ColorBands.defaultLevels(starCount: 0) == [])
        #expect(ColorBands(defaultFor: 5).levels == [1, 4])
    }

    @Test("default levels are round(N/5), round(4N/5), strictly increasing inside 1...N")
    func defaultLevels() throws {
        for count in 1...100 {
            let levels = ColorBands.defaultLevels(starCount: count)
            #expect(!levels.isEmpty && levels.count <= 2, "N=\(count): \(levels)")
            #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 < $1 }, "N=\(count): \(levels)")
            #expect(levels.allSatisfy { $0 >= 1 && $0 <= Double(count) && $0 == $0.rounded() }, "N=\(count): \(levels)")
            let expected = [(Double(count) / 5).rounded(), (4 * Double(count) / 5).rounded()]
                .map { min(max($0, 1), Double(count)) }
            #expect(levels == (expected[0] == expected[1] ? [expected[0]] : expected), "N=\(count): \(levels)")
            #expect(throws: Never.self) { try ColorBands(levels: levels) }
        }
    }
}
