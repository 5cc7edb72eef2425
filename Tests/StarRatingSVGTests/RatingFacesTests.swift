import StarRatingSVG
import Testing
import TestSupport

/// The faces of `RatingFaces.all`: each one once, each writing what the rating's own methods
/// write for it, and refusing what they refuse.
@Suite struct RatingFacesTests {
    /// A face, and what `StarRating`'s own methods write for it.
    struct Example {
        let face: any RatingFace
        let expected: (StarRating) throws -> RatingFaceOutput
    }

    /// Examples of every face, by name: a face added to `RatingFaces.all` without one here fails
    /// `everyFaceHasExamples`.
    static func examples() throws -> [String: [Example]] { [
        "svg": [
            Example(face: SVGFace()) { RatingFaceOutput(main: .text($0.svgString())) },
            Example(face: SVGFace(writerOptions: .pretty, includesXLink: true)) {
                RatingFaceOutput(main: .text($0.svgString(options: .pretty, includingXLink: true)))
            },
            Example(face: SVGFace(isAnimated: true)) {
                RatingFaceOutput(main: .text($0.animatedSVGDocument().string(options: .compact)))
            },
        ],
        "html": [
            Example(face: HTMLPictureFace()) { RatingFaceOutput(main: .text(try $0.htmlSnippet().html)) },
            Example(face: HTMLPictureFace(isAnimated: true, isStyleSheetLinked: true, microdata: try RatingMicrodata(ratingCount: 12),
                                          sizeUnit: .em, writerOptions: .pretty)) { rating in
                let options = HTMLSnippetOptions(isAnimated: true, isStyleSheetLinked: true, microdata: try RatingMicrodata(ratingCount: 12),
                                                 sizeUnit: .em)
                let snippet = try rating.htmlSnippet(options: options, writerOptions: .pretty)
                return RatingFaceOutput(main: .text(snippet.html), styleSheet: snippet.css)
            },
        ],
        "input": [
            Example(face: RatingInputFace(input: try RatingInputOptions(name: "stars"))) { rating in
                let snippet = try rating.htmlSnippet(options: HTMLSnippetOptions(input: try RatingInputOptions(name: "stars")))
                return RatingFaceOutput(main: .text(snippet.html))
            },
            Example(face: RatingInputFace(input: try RatingInputOptions(script: .linked, step: .half), isStyleSheetLinked: true)) { rating in
                let options = HTMLSnippetOptions(input: try RatingInputOptions(script: .linked, step: .half), isStyleSheetLinked: true)
                let snippet = try rating.htmlSnippet(options: options)
                return RatingFaceOutput(main: .text(snippet.html), styleSheet: snippet.css, script: snippet.script)
            },
        ],
        "live": [
            Example(face: LiveRatingFace()) { RatingFaceOutput(main: .text($0.liveSnippet().html)) },
            Example(face: LiveRatingFace(valueSlot: try LiveValueSlot("<%= r %>"), isAnimated: true, isStyleSheetLinked: true,
                                         sizeUnit: .em, writerOptions: .pretty)) { rating in
                let snippet = rating.liveSnippet(valueSlot: try LiveValueSlot("<%= r %>"), isAnimated: true, isStyleSheetLinked: true,
                                                 sizeUnit: .em, writerOptions: .pretty)
                return RatingFaceOutput(main: .text(snippet.html), styleSheet: snippet.css)
            },
            // The long way round, through the snippet's options, writes the same.
            Example(face: LiveRatingFace(valueSlot: try LiveValueSlot("{{ r }}"))) { rating in
                let options = HTMLSnippetOptions(live: LiveRatingOptions(valueSlot: try LiveValueSlot("{{ r }}")))
                return RatingFaceOutput(main: .text(try rating.htmlSnippet(options: options).html))
            },
        ],
        "png": [
            Example(face: PNGFace()) { RatingFaceOutput(main: .binary(try $0.pngBytes())) },
            Example(face: PNGFace(scale: 2)) { RatingFaceOutput(main: .binary(try $0.pngBytes(scale: 2))) },
        ],
        "img": [
            Example(face: ImageTagFace(source: try ImageSource("r/4.png?a=\"b\"&c"))) { rating in
                let size = try rating.pngPixelSize()
                var tag = "<img src=\"r/4.png?a=&quot;b&quot;&amp;c\" width=\"\(size.width)\" height=\"\(size.height)\""
                tag += " alt=\"\(rating.label)\"" + (rating.locale.map { " lang=\"\($0.tag)\"" } ?? "") + "/>\n"
                return RatingFaceOutput(main: .text(tag))
            },
        ],
        "text": [
            // Each of `ratings()`'s lines, written out: whole stars, the locale's decimal sign,
            // a heart's symbols, a right-to-left line's mark.
            Example(face: TextFace()) { rating in
                let lines = [5: "★★★☆☆ 3/5\n", 4: "♥♥♥♡ 2,5/4\n", 10: "\u{200F}☆☆☆☆☆☆☆☆☆☆ 0/10\n"]
                return RatingFaceOutput(main: .text(try #require(lines[rating.starCount])))
            },
        ],
    ] }

    /// Ratings the faces write: whole values and a half (which a rating input of whole stars
    /// refuses), two shapes, a locale, both directions.
    static func ratings() throws -> [StarRating] {
        [
            try StarRating(value: 3),
            try StarRating(starCount: 4, value: 2.5, cellSize: 16, shape: .heart, locale: RatingLocale(tag: "de")),
            try StarRating(starCount: 10, value: 0, levels: [4], colors: [CSSColor(rgb: 0x882211), CSSColor(rgb: 0x118822)], direction: .rightToLeft),
        ]
    }

    @Test func namesAndFormats() {
        #expect(RatingFaces.all.map { $0.name } == ["svg", "html", "input", "live", "png", "img", "text"])
        #expect(RatingFaces.formats == ["svg", "html", "png", "img", "text"])
        #expect(RatingFaces.all.map { $0.isBinary } == [false, false, false, false, true, false, false])
        #expect(RatingFaces.all.map { $0.mediaType } == ["image/svg+xml", "text/html", "text/html", "text/html", "image/png", "text/html", "text/plain"])
    }

    @Test func everyFaceHasExamples() throws {
        let examples = try Self.examples()
        #expect(Set(examples.keys) == Set(RatingFaces.all.map { $0.name }))
        for (name, examples) in examples {
            #expect(!examples.isEmpty && examples.allSatisfy { type(of: $0.face).name == name }, "\(name)")
        }
    }

    /// Each face writes what the rating's methods write, or refuses the rating as they do.
    @Test(.cases(7), arguments: RatingFaces.all.map { $0.name })
    func writesWhatTheRatingWrites(name: String) throws {
        for (index, example) in try #require(try Self.examples()[name]).enumerated() {
            for rating in try Self.ratings() {
                let expected = Result { try example.expected(rating) }
                let written = Result { try example.face.output(of: rating) }
                switch (written, expected) {
                case (.success(let written), .success(let expected)):
                    #expect(written == expected, "\(name) example \(index), \(rating.label)")
                    // Text as text, and a binary file as bytes.
                    #expect((written.main.text == nil) == type(of: example.face).isBinary, "\(name) example \(index)")
                case (.failure(let written), .failure(let expected)):
                    // The same error, of the same type: the face throws what the method throws.
                    #expect(type(of: written) == type(of: expected) && "\(written)" == "\(expected)",
                            "\(name) example \(index), \(rating.label)")
                default:
                    Issue.record("\(name) example \(index), \(rating.label): wrote \(written), the rating's methods \(expected)")
                }
            }
        }
    }

    /// A PNG too large at its scale is refused before anything is drawn, and so is its tag.
    @Test func thePNGAndItsTagAreCheckedFirst() throws {
        // 12525 × 100 CSS pixels: a PNG at scale 3, not at scale 4.
        let rating = try StarRating(starCount: 100, value: 50, cellSize: 100)
        #expect(throws: PNGSizeError.tooLarge(width: 50100, height: 400)) { try PNGFace(scale: 4).plan(rating) }
        #expect(throws: Never.self) { try PNGFace(scale: 3).plan(rating) }
        #expect(throws: PNGSizeError.scaleOutOfRange(5)) { try PNGFace(scale: 5).plan(try StarRating(value: 1)) }
        #expect(throws: PNGSizeError.tooLarge(width: 50100, height: 400)) {
            try ImageTagFace(source: try ImageSource("r.png"), pngScale: 4).plan(rating)
        }
        #expect(try ImageTagFace(source: try ImageSource("r.png")).plan(try StarRating(value: 1)).width == 156)
    }

    /// A `src` is refused with its own error, naming the requirement.
    @Test func anImageSourceIsChecked() {
        for text in ["javascript:alert(1)", "data:image/png;base64,AA", "a b.png", "", "https:4.png", "a\\b.png"] {
            #expect(throws: ImageSourceError.unacceptable(text), "\(text.debugDescription)") { try ImageSource(text) }
        }
        for text in ["https://example.com/r/4.png", "cid:rating@example.com", "ratings/4.png", "//cdn.example.com/4.png", "?id=4"] {
            #expect((try? ImageSource(text))?.url == text, "\(text.debugDescription)")
        }
        for text in ["https://:80/x", "http://@/x", "http://user@/x", "https:///x", "http://[]/x"] {
            #expect(throws: ImageSourceError.noHost(text), "\(text.debugDescription)") { try ImageSource(text) }
        }
        #expect(ImageSourceError.unacceptable("x:y").description == ImageSource.requirement + " (got 'x:y')")
        #expect(ImageSourceError.noHost("http://@/x").description == ImageSource.hostRequirement + " (got 'http://@/x')")
    }
}
