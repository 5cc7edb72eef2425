import Testing
import StarRatingSVG

/// The promise of the README and Documentation/library.md: a package of one's own that depends
/// on starsvg by path builds a rating, picks a fill mode and writes pretty output with
/// `import StarRatingSVG` alone.
/// `Examples/OneImport` is that package; this builds it with SwiftPM and runs it.
struct OneImportPackageTests {
    @Test(.timeLimit(.minutes(30)))  // for a hang: ExamplePackage says why so long
    func aPackageOfOnesOwnNeedsOneImport() async throws {
        let run = try await ExamplePackage.withExample("OneImport") { example in
            try await example.build()
            return try await example.run()
        }
        #expect(run.exitStatus == 0, "\(run.standardError)")
        // The same rating, made here: the example really picked the fill mode and pretty output.
        let expected = try StarRating(starCount: 10, value: 7.5, levels: [2, 8], fillMode: .width,
                                      shape: .star(StarShape(points: 5, innerRadiusRatio: 0.5)))
        #expect(run.standardOutput == Array(expected.svgString(options: .pretty).utf8))
        #expect(String(decoding: run.standardOutput, as: UTF8.self).contains("\n  <title>Rating: 7.5 out of 10</title>\n"))
    }
}
