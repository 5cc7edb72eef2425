import Testing
import StarRatingSVG
@testable import StarsvgCLI
@testable import StarsvgOptions

/// The command writes each face of `RatingFaces.all` as the library's face writes it, and its
/// formats are the faces'.
@Suite struct FaceCommandTests {
    /// For each face by name, a command line and the face and rating it asks for.
    static func examples() throws -> [String: (arguments: [String], face: any RatingFace, rating: StarRating)] {
        [
            "svg": (["--value", "3.5", "--pretty", "--xlink"], SVGFace(writerOptions: .pretty, includesXLink: true), try StarRating(value: 3.5)),
            "html": (["--format", "html", "--value", "4", "--schema", "--animate"],
                     HTMLPictureFace(isAnimated: true, microdata: try RatingMicrodata()), try StarRating(value: 4)),
            "input": (["--interactive", "--value", "2.5", "--step", "0.5", "--name", "stars"],
                      RatingInputFace(input: try RatingInputOptions(name: "stars", step: .half)),
                      // The command labels an input with its legend, as `RatingRequest.rating()` says.
                      try StarRating(value: 2.5, label: RatingInputOptions.defaultLabel(starCount: 5, locale: nil, texts: nil))),
            "live": (["--live", "--value", "1.5", "--value-slot", "{{ r }}", "--animate"],
                     LiveRatingFace(valueSlot: try LiveValueSlot("{{ r }}"), isAnimated: true), try StarRating(value: 1.5)),
            "png": (["--format", "png", "--value", "1.5", "--scale", "2"], PNGFace(scale: 2), try StarRating(value: 1.5)),
            "img": (["--format", "img", "--src", "r/1.png", "--value", "1"], ImageTagFace(source: try ImageSource("r/1.png")),
                    try StarRating(value: 1)),
            "text": (["--format", "text", "--value", "3.5", "--locale", "de", "--label", "Essen:"], TextFace(),
                     try StarRating(value: 3.5, locale: RatingLocale(tag: "de"), label: "Essen:")),
        ]
    }

    @Test func theCommandWritesWhatEachFaceWrites() throws {
        let examples = try Self.examples()
        #expect(Set(examples.keys) == Set(RatingFaces.all.map { $0.name }))
        for face in RatingFaces.all {
            let example = try #require(examples[face.name])
            let result = StarsvgCommand.run(arguments: example.arguments)
            #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(face.name): \(result.standardError)")
            #expect(result.standardOutput == (try example.face.output(of: example.rating)).main.bytes, "\(face.name)")
        }
    }

    @Test func theFormatsAreTheFaces() {
        #expect(OutputFormat.allCases.map(\.rawValue) == RatingFaces.formats)
        #expect(OutputFormat(rawValue: "jpeg") == nil)
        #expect(OutputFaces.all.rawValue.nonzeroBitCount == RatingFaces.all.count)
        #expect(RatingFaces.all.map { OutputFaces($0).rawValue } == RatingFaces.all.indices.map { 1 << $0 })
    }
}
