import Testing
import TestSupport

/// `Examples/SwiftSite`, a site of one's own written with the library: built with SwiftPM as a
/// package that depends on this one by path, run, and its page read by an XML parser.
struct SwiftSiteExampleTests {
    /// The products the example's catalogue lists, and the label each rating must carry.
    private static let expected = [
        ("Desk lamp", "Desk lamp: 4.5 out of 5"),
        ("Kettle", "Kettle: 2 out of 5"),
        ("Salt & pepper mill", "Salt & pepper mill: 3.7 out of 5"),
        ("Espresso machine", "Espresso machine: 7.25 out of 10"),
    ]

    @Test(.timeLimit(.minutes(30)))  // for a hang: ExamplePackage says why so long
    func thePageShowsEveryProductsRating() async throws {
        let run = try await ExamplePackage.withExample("SwiftSite") { example in
            try await example.build()
            return try await example.run()
        }
        try #require(run.exitStatus == 0, "\(run.standardError)")
        let page = try ParsedXMLDocument(parsing: run.standardOutput).root
        #expect(page.name == "html")
        // Text is escaped for where it lands: the parser gives back the names as written.
        #expect(page.first("title")?.text == "Kitchen & desk, reviewed")
        // One sheet for the page, holding the ratings' rules (a snippet's own would be a second).
        let sheets = page.allElements.filter { $0.name == "style" }
        #expect(sheets.count == 1 && sheets.first?.text.contains(".starsvg") == true, "\(sheets.count) style sheets")

        let items = page.allElements.filter { $0.name == "li" }
        #expect(items.map { $0.first("h2")?.text } == Self.expected.map(\.0))
        for (item, (name, label)) in zip(items, Self.expected) {
            let pictures = item.allElements.filter { $0.name == "svg" }
            #expect(pictures.count == 1, "\(name): \(pictures.count) pictures")
            #expect(pictures.first?.attributes["role"] == "img", "\(name)")
            #expect(pictures.first?.first("title")?.text == label, "\(name)")
        }
        #expect(items.first { $0.first("h2")?.text == "Salt & pepper mill" }?.first("p")?.text.contains("the <ceramic> burr") == true)

        // Many ratings, one page: no id twice, and no picture refers to anything by id (its
        // copies could take each other's parts).
        let ids = page.allElements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count, "repeated ids: \(ids)")
        for picture in page.allElements where picture.name == "svg" {
            let references = picture.allElements.flatMap { element in
                element.attributes.filter { name, value in name.hasSuffix("href") || value.contains("url(#") }.map(\.value)
            }
            #expect(references.isEmpty, "\(picture.first("title")?.text ?? ""): \(references)")
        }
    }
}
