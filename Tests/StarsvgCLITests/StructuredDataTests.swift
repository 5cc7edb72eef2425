import Foundation
import Testing
import TestSupport
import StarRatingSVG
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// `--schema` and `--rating-count`: the HTML picture read as a search engine's microdata reader
/// reads it (`MicrodataReader`, from the WHATWG standard) carries one schema.org `Rating` or
/// `AggregateRating` with the value, the scale 0 to N and the count.
@Suite struct StructuredDataTests {
    /// The one top-level item of a snippet, read from well-formed markup.
    private static func item(_ arguments: [String]) throws -> MicrodataItem {
        let result = StarsvgCommand.run(arguments: arguments)
        try #require(result.exitCode == 0, "\(arguments): \(result.standardError)")
        let root = try ParsedXMLDocument(parsing: Array("<body>".utf8) + result.standardOutput + Array("</body>".utf8)).root
        let items = MicrodataReader.items(in: root)
        try #require(items.count == 1, "\(arguments): \(items.count) items")
        return items[0]
    }

    @Test(.cases(10), arguments: [
        (["--value", "0"], "Rating", "0", "5", nil),
        (["--value", "3.5"], "Rating", "3.5", "5", nil),
        (["--stars", "10", "--levels", "2,8", "--value", "7.25", "--pretty"], "Rating", "7.25", "10", nil),
        (["--stars", "1", "--value", "1"], "Rating", "1", "1", nil),
        (["--stars", "1", "--value", ".5", "--fill-mode", "width"], "Rating", "0.5", "1", nil),
        (["--value", "3.14159265"], "Rating", "3.141593", "5", nil),
        (["--stars", "100", "--value", "100", "--animate"], "Rating", "100", "100", nil),
        (["--value", "4.2", "--rating-count", "1234"], "AggregateRating", "4.2", "5", "1234"),
        (["--value", "0", "--rating-count", "0001"], "AggregateRating", "0", "5", "1"),
        (["--stars", "3", "--value", "2.8", "--rating-count", "1000000000", "--css-out", "/dev/null"], "AggregateRating", "2.8", "3", "1000000000"),
    ] as [([String], String, String, String, String?)])
    func theMicrodataSaysTheRating(arguments: [String], type: String, value: String, best: String, count: String?) throws {
        let item = try Self.item(["--format", "html", "--schema"] + arguments)
        #expect(item.types == ["https://schema.org/" + type])
        var expected = [
            MicrodataProperty(name: "ratingValue", value: .text(value)),
            MicrodataProperty(name: "bestRating", value: .text(best)),
            MicrodataProperty(name: "worstRating", value: .text("0")),
        ]
        if let count { expected.append(MicrodataProperty(name: "ratingCount", value: .text(count))) }
        #expect(item.properties == expected, "\(arguments)")
    }

    /// The microdata only wraps the picture: inside is the very snippet written without it,
    /// so a page shows the same.
    @Test(.cases(2), arguments: [false, true])
    func theWrapperHoldsThePictureUnchanged(pretty: Bool) {
        let arguments = ["--format", "html", "--stars", "10", "--value", "7", "--id", "x"] + (pretty ? ["--pretty"] : [])
        let plain = String(decoding: StarsvgCommand.run(arguments: arguments).standardOutput, as: UTF8.self)
        let wrapped = String(decoding: StarsvgCommand.run(arguments: arguments + ["--schema"]).standardOutput, as: UTF8.self)
        let start = wrapped.range(of: "<svg ")!.lowerBound
        let separator = pretty ? "\n" : ""
        #expect(wrapped.hasPrefix("<span itemscope=\"\" itemtype=\"https://schema.org/Rating\">"))
        #expect(wrapped[start...] == Substring(String(plain.dropLast()) + separator + "</span>\n"))
        #expect(!wrapped[..<start].contains("<svg") && wrapped[..<start].components(separatedBy: "<meta ").count == 4)
        #expect(wrapped[..<start].hasSuffix("/>" + separator))
        // A picture holds no id, with or without microdata.
        let derived = ["--format", "html", "--value", "2"]
        #expect(CommandOutcomeCheck.firstID(in: StarsvgCommand.run(arguments: derived + ["--schema"]).standardOutput) == nil)
    }

    @Test(.cases(12), arguments: [
        (["--schema", "--value", "3"], "Error: --schema needs --format: give --format html (structured data is HTML microdata, which a standalone SVG cannot carry)."),
        (["--schema", "--format", "svg"], "Error: --schema cannot be used with --format 'svg': structured data is HTML microdata, which a standalone SVG cannot carry."),
        (["--schema", "--interactive"], "Error: --schema cannot be used with --interactive: structured data describes a rating that was given, and a rating input only asks for one."),
        (["--schema", "--interactive", "--format", "html"], "Error: --schema cannot be used with --interactive: structured data describes a rating that was given, and a rating input only asks for one."),
        (["--format", "html", "--rating-count", "12"], "Error: --rating-count '12' needs --schema: the count is part of the structured data."),
        (["--format", "html", "--schema", "--rating-count", "0"], "Error: invalid value '0' for --rating-count: the number of ratings must be a whole number from 1 to 1000000000."),
        (["--format", "html", "--schema", "--rating-count", "1000000001"], "Error: invalid value '1000000001' for --rating-count: the number of ratings must be a whole number from 1 to 1000000000."),
        (["--format", "html", "--schema", "--rating-count", "99999999999"], "Error: invalid value '99999999999' for --rating-count: the number of ratings must be a whole number from 1 to 1000000000."),
        (["--format", "html", "--schema", "--rating-count", "1e3"], "Error: invalid value '1e3' for --rating-count: the number of ratings must be a whole number from 1 to 1000000000."),
        (["--format", "html", "--schema", "--rating-count", "-5"], "Error: invalid value '-5' for --rating-count: the number of ratings must be a whole number from 1 to 1000000000."),
        (["--format", "html", "--schema", "--rating-count"], "Error: missing value for --rating-count."),
        (["--format", "html", "--schema=yes"], "Error: --schema does not take a value."),
    ])
    func refusalsAreOneErrorLine(arguments: [String], message: String) {
        let result = StarsvgCommand.run(arguments: arguments)
        #expect(result.exitCode == 64 && result.standardOutput.isEmpty)
        #expect(result.standardError == message + "\n" + StarsvgCommand.usageHint)
    }

    /// A batch line takes `"schema": true` and `"rating-count": K`, writing what a single run
    /// writes, and refuses what the command line refuses.
    @Test func batchLinesTakeTheSameKeys() {
        let line = #"{"stars": 10, "value": 8.5, "format": "html", "schema": true, "rating-count": 420}"#
        let run = InProcessBatch.run([], input: Array(line.utf8))
        let (batch, written) = (run.result, run.output)
        let single = StarsvgCommand.run(arguments: ["--stars", "10", "--value", "8.5", "--format", "html", "--schema", "--rating-count", "420"])
        #expect(batch.exitCode == 0 && written == single.standardOutput)

        for (bad, message) in [
            (#"{"format": "html", "schema": true, "rating-count": 0}"#, #"Error: line 1: "rating-count": the number of ratings must be a whole number from 1 to 1000000000 (got 0)"#),
            (#"{"format": "html", "schema": true, "rating-count": 1.5}"#, #"Error: line 1: "rating-count": the number of ratings must be a whole number from 1 to 1000000000 (got 1.5)"#),
            (#"{"format": "html", "schema": true, "rating-count": "12"}"#, #"Error: line 1: "rating-count": must be a number (got "12")"#),
            (#"{"format": "html", "schema": "yes"}"#, #"Error: line 1: "schema": must be true or false (got "yes")"#),
            (#"{"format": "html", "rating-count": 5}"#, #"Error: line 1: "rating-count": needs "schema": the count is part of the structured data"#),
            (#"{"interactive": true, "schema": true}"#, #"Error: line 1: "schema": cannot go with "interactive": structured data describes a rating that was given, and a rating input only asks for one"#),
        ] {
            let result = InProcessBatch.run([], input: Array(bad.utf8)).result
            #expect(result.exitCode == 64 && result.standardError == message + "\n", "\(bad)")
        }
    }

    /// The fuzzer's audit reads the microdata too, and tells a wrong item apart.
    @Test func theSnippetAuditChecksTheMicrodata() {
        let output = String(decoding: StarsvgCommand.run(arguments: ["--format", "html", "--schema", "--value", "2.5", "--rating-count", "9"]).standardOutput,
                            as: UTF8.self)
        func problems(_ text: String, count: String? = "9") -> [String] {
            SnippetOutputAudit(expectedLabel: nil, expectedIDPrefix: nil, expectedStarCount: 5, expectedName: nil, hasInlineStyle: true,
                               hasInlineScript: false, isAnimated: false, expectedMicrodata: .init(value: "2.5", ratingCount: count))
                .problems(in: Array(text.utf8))
        }
        #expect(problems(output).isEmpty)
        #expect(!problems(output, count: nil).isEmpty)
        for (original, tampered) in [("content=\"5\"", "content=\"6\""), ("content=\"2.5\"", "content=\"3\""),
                                     ("\"worstRating\" content=\"0\"", "\"worstRating\" content=\"1\""),
                                     ("AggregateRating", "Rating"), ("<meta itemprop=\"ratingCount\" content=\"9\"/>", "")] {
            #expect(!problems(output.replacingOccurrences(of: original, with: tampered)).isEmpty, "\(tampered)")
        }
    }

    /// The library refuses what the command refuses, whoever calls it.
    @Test func theLibraryRefusesMicrodataOnAnInputAndABadCount() throws {
        let rating = try StarRating(value: 3)
        let input = try RatingInputOptions()
        #expect(throws: HTMLSnippetError.microdataOnInput) {
            try rating.htmlSnippet(options: HTMLSnippetOptions(input: input, microdata: try RatingMicrodata()))
        }
        for count in [0, -1, RatingMicrodata.maximumRatingCount + 1] {
            #expect(throws: RatingMicrodataError.ratingCountOutOfRange(count)) { try RatingMicrodata(ratingCount: count) }
        }
        #expect(try RatingMicrodata(ratingCount: RatingMicrodata.maximumRatingCount).itemType == "https://schema.org/AggregateRating")
        #expect(try RatingMicrodata().itemType == "https://schema.org/Rating")
    }

    /// The reader itself, on markup where the standard says what comes out: nested items,
    /// several names, itemref, each element's value, and foreign content ignored.
    @Test func theReaderFollowsTheStandard() throws {
        let markup = """
            <body>
            <div itemscope="" itemtype="https://schema.org/Product" itemref="extra">
              <span itemprop="name">Pie <b>tin</b></span>
              <a itemprop="url sameAs" href="https://example.com/pie">link text</a>
              <time itemprop="releaseDate" datetime="2026-01-02">January</time>
              <div itemprop="aggregateRating" itemscope="" itemtype="https://schema.org/AggregateRating">
                <meta itemprop="ratingValue" content="4.5"/>
                <span itemprop="ratingCount">12</span>
              </div>
              <svg><title itemprop="ignored">in SVG</title></svg>
            </div>
            <p id="extra"><meta itemprop="sku" content="P-1"/></p>
            <span itemprop="orphan">not in any item</span>
            <span itemscope=""><meta itemprop="alone" content=""/></span>
            </body>
            """
        let root = try ParsedXMLDocument(parsing: Array(markup.utf8)).root
        let items = MicrodataReader.items(in: root)
        let rating = MicrodataItem(types: ["https://schema.org/AggregateRating"], properties: [
            MicrodataProperty(name: "ratingValue", value: .text("4.5")), MicrodataProperty(name: "ratingCount", value: .text("12")),
        ])
        #expect(items == [
            MicrodataItem(types: ["https://schema.org/Product"], properties: [
                MicrodataProperty(name: "name", value: .text("Pie tin")),
                MicrodataProperty(name: "url", value: .text("https://example.com/pie")),
                MicrodataProperty(name: "sameAs", value: .text("https://example.com/pie")),
                MicrodataProperty(name: "releaseDate", value: .text("2026-01-02")),
                MicrodataProperty(name: "aggregateRating", value: .item(rating)),
                MicrodataProperty(name: "sku", value: .text("P-1")),
            ]),
            MicrodataItem(types: [], properties: [MicrodataProperty(name: "alone", value: .text(""))]),
        ])
    }
}
