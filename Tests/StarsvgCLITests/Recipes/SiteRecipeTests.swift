import Foundation
import Testing
import TestSupport
import StarRatingSVG

/// The Hugo and Jekyll recipes, copied away from the repository and built by their `make` (the
/// pre-build step with the built `starsvg`, then the real generator, offline) as their READMEs
/// say: every line of `ratings.jsonl` becomes a snippet with its label, each snippet is pasted
/// into the built pages exactly as written, the index lists every product's rating, and no page
/// holds an id twice. A live rating's value goes through the engine's number filter: a hostile
/// score comes out as a number, or stops the build.
@Suite struct SiteRecipeTests {

    @Test(.enabled(if: RecipeTool.areInstalledOrRequired(.make, .hugo), RecipeTool.skipNote("Hugo", .make, .hugo)))
    func hugoSiteShowsEveryRating() throws {
        try Self.expectEveryRatingShown(.hugo) { site, pages in
            try Self.expectLiveRatings(site, pages, include: "layouts/partials/live-rating.html", sheet: "static/live-rating.css",
                                       slot: "{{ float . }}", page: { "products/\($0)/index.html" })
            try Self.expectHostileScoresStopHugo(site)
        }
    }

    @Test(.enabled(if: RecipeTool.areInstalledOrRequired(.make, .jekyll), RecipeTool.skipNote("Jekyll", .make, .jekyll)))
    func jekyllSiteShowsEveryRating() throws {
        try Self.expectEveryRatingShown(.jekyll) { site, pages in
            try Self.expectLiveRatings(site, pages, include: "_includes/live-rating.html", sheet: "live-rating.css",
                                       slot: "{{ include.value | plus: 0 }}", page: { "products/\($0).html" })
            try Self.expectHostileScoresForcedByJekyll(site)
        }
    }

    /// The Jinja recipe: one live rating included for every product, its value filled in by
    /// Jinja from the data, through `float` (so 0 shows as 0.0, and a hostile score as 0.0 too);
    /// Jinja2 from `STARSVG_PYTHONPATH` (or `.build/ci-tools/python`, where
    /// `.ci/run` installs it), required under CI.
    @Test(.enabled(if: RecipeTool.areInstalledOrRequired(.make) && PythonPNGReader.isAvailableOrRequired))
    func jinjaPageShowsEveryLiveRating() throws {
        let make = try RecipeTool.make.required()
        let python = try #require(PythonPNGReader.python.path, "python3 is not installed")
        let hasJinja = (try? ProcessRunner(python, ["-c", "import jinja2"], environmentOverrides: ["PYTHONPATH": PythonPNGReader.pythonPath]).run())?
            .exitStatus == 0
        try #require(hasJinja || !InstalledProgram.isCI, "Jinja2 not found in \(PythonPNGReader.pythonPath) (.ci/run installs it)")
        guard hasJinja else { return }
        try RecipeCopy.with("Jinja") { site in
            let build = try site.run(make, [], environment: ["PYTHONPATH": PythonPNGReader.pythonPath])
            try #require(build.exitStatus == 0, "make: \(build.standardError)")
            let page = try site.text("site/index.html")
            let written = try LiveRatingFace(valueSlot: LiveValueSlot("{{ product.rating|float }}"), isStyleSheetLinked: true).output(of: StarRating(value: 0))
            #expect(try site.text("templates/rating.html") == written.main.text, "templates/rating.html is stale: run make rating")
            #expect(Self.sheetGroups(try site.text("site/live-rating.css")) == written.styleSheet, "live-rating.css is stale: run make rating")
            for value in ["3.2", "4.5", "3.9", "0.0"] {
                #expect(page.contains(HostileScore.attributes(value)), "\(value)")
            }
            #expect(HTMLIDScan.repeatedIDs(in: page).isEmpty)

            // Hostile scores in the data: each product's rating says the number float made.
            let data = try #require(try JSONSerialization.jsonObject(with: Data(site.text("products.json").utf8)) as? [[String: Any]])
            let hostile: [[String: Any]] = HostileScore.all.enumerated().map { ["name": "Hostile \($0.offset)", "rating": $0.element.text] }
            try JSONSerialization.data(withJSONObject: data + hostile).write(to: URL(fileURLWithPath: site.file("products.json")))
            let rebuilt = try site.run(make, [], environment: ["PYTHONPATH": PythonPNGReader.pythonPath])
            try #require(rebuilt.exitStatus == 0, "make: \(rebuilt.standardError)")
            let hostilePage = try site.text("site/index.html")
            for (index, score) in HostileScore.all.enumerated() {
                let item = try #require(Self.item("<li>Hostile \(index) ", in: hostilePage), "no item for \(score.text)")
                #expect(item.contains(HostileScore.attributes(score.jinja)), "\(score.text) gave \(item)")
            }
            for trace in HostileScore.traces {
                #expect(!hostilePage.contains(trace), "a hostile score reached the page: \(trace)")
            }
        }
    }

    /// The groups of a sheet the command wrote (`--css-out`) one after the other, as the
    /// library's `styleSheet` has them: its first line says what it is, then a group a line;
    /// `nil` for a file that does not start as such a sheet does.
    static func sheetGroups(_ text: String) -> String? {
        let lines = text.split(separator: "\n")
        guard lines.first?.hasPrefix("/* starsvg style sheet, compact, check ") == true else { return nil }
        return lines.dropFirst().joined()
    }

    /// The live rating takes each product's score from its front matter as the generator builds:
    /// no pre-build list. Its include and sheet are what `make live` writes with this library.
    private static func expectLiveRatings(_ site: RecipeCopy, _ pages: [String: String], include: String, sheet: String, slot: String,
                                          page: (String) -> String) throws {
        let written = try LiveRatingFace(valueSlot: LiveValueSlot(slot), isStyleSheetLinked: true).output(of: StarRating(value: 0))
        #expect(try site.text(include) == written.main.text, "\(include) is stale: run make live")
        #expect(Self.sheetGroups(try site.text(sheet)) == written.styleSheet, "\(sheet) is stale: run make live")
        for (product, score) in [("kettle", "3.2"), ("desk-lamp", "4.5"), ("espresso-machine", "3.9")] {
            let html = try #require(pages[page(product)], "\(pages.keys.sorted())")
            #expect(html.contains(#"aria-label="Rating: \#(score) out of 5" style="--starsvg-value:\#(score)">"#), "\(product)")
            #expect(html.contains(#"<link rel="stylesheet" href="/live-rating.css">"#), "\(product) links no live sheet")
        }
    }

    /// Jekyll: a product page for each hostile score; each page's live rating says the number
    /// `plus: 0` made, and no hostile text reaches any page (Liquid escapes nothing, so without
    /// the filter the markup one would end the attribute).
    private static func expectHostileScoresForcedByJekyll(_ site: RecipeCopy) throws {
        let make = try RecipeTool.make.required()
        for (index, score) in HostileScore.all.enumerated() {
            try Self.write("---\nlayout: product\ntitle: Hostile \(index)\nrating: kettle\nscore: \(score.yaml)\n---\n<p>Hostile.</p>\n",
                           to: site.file("products/hostile-\(index).html"))
        }
        let build = try site.run(make, [])
        try #require(build.exitStatus == 0, "make: \(build.standardError)")
        let pages = try Self.pages(under: site.file(SiteRecipe.jekyll.siteFolder))
        for (index, score) in HostileScore.all.enumerated() {
            let page = try #require(pages["products/hostile-\(index).html"], "\(pages.keys.sorted())")
            #expect(page.contains(HostileScore.attributes(score.liquid)), "\(score.text) gave \(page)")
        }
        for (name, page) in pages {
            for trace in HostileScore.traces {
                #expect(!page.contains(trace), "a hostile score reached \(name): \(trace)")
            }
        }
    }

    /// Hugo: a product page with a hostile score stops the build, `float` naming it, and the
    /// page is not written. (Without `float`, Go's template escaping writes `ZgotmplZ` for the
    /// CSS and the score itself, escaped, for the accessible name, and the build goes on.)
    private static func expectHostileScoresStopHugo(_ site: RecipeCopy) throws {
        let make = try RecipeTool.make.required()
        let environment = SiteRecipe.hugo.scratchEnvironment.mapValues { site.scratch.file($0) }
        let content = site.file("content/products/hostile.md")
        for score in HostileScore.all {
            try Self.write("---\ntitle: Hostile\nrating: kettle\nscore: \(score.yaml)\n---\nHostile.\n", to: content)
            let build = try site.run(make, [], environment: environment)
            #expect(build.exitStatus != 0, "\(score.text) was built")
            #expect(build.standardError.contains("error calling float: unable to cast"), "\(score.text): \(build.standardError)")
            #expect(!FileManager.default.fileExists(atPath: site.file("public/products/hostile")), "\(score.text) was published")
        }
        try FileManager.default.removeItem(atPath: content)
    }

    /// The list item of `page` that starts with `start`, up to its `</li>`.
    private static func item(_ start: String, in page: String) -> Substring? {
        guard let begin = page.firstRange(of: start) else { return nil }
        let rest = page[begin.lowerBound...]
        return rest.firstRange(of: "</li>").map { rest[..<$0.lowerBound] }
    }

    /// Writes `text` to `path` in the recipe's copy, as an author adds a page.
    private static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private static func expectEveryRatingShown(_ recipe: SiteRecipe,
                                               also: (RecipeCopy, [String: String]) throws -> Void = { _, _ in }) throws {
        let make = try RecipeTool.make.required()
        _ = try recipe.generator.required()
        try RecipeCopy.with(recipe.name) { site in
            let environment = recipe.scratchEnvironment.mapValues { site.scratch.file($0) }
            let build = try site.run(make, [], environment: environment)
            try #require(build.exitStatus == 0, "make: \(build.standardError)\n\(String(decoding: build.standardOutput, as: UTF8.self))")

            let pages = try Self.pages(under: site.file(recipe.siteFolder))
            let index = try #require(pages[recipe.indexPage], "no \(recipe.indexPage) in \(pages.keys.sorted())")
            let ratings = try RecipeRating.read(site.file("ratings.jsonl"))
            #expect(ratings.count == 4)
            var listed = 0
            for rating in ratings {
                let snippet = try site.text(recipe.snippetFolder + "/" + rating.output)
                rating.expectDrawn(Array(snippet.utf8))
                let pasted = snippet.hasSuffix("\n") ? String(snippet.dropLast()) : snippet
                #expect(pages.values.contains { $0.contains(pasted) }, "\(rating.output) is on no page")
                if index.contains(pasted) { listed += 1 }
            }
            // The products' own ratings; the fourth is inside one product's text.
            #expect(listed == 3, "the index lists \(listed) ratings")
            for (name, page) in pages {
                #expect(HTMLIDScan.repeatedIDs(in: page).isEmpty, "\(name) repeats ids: \(HTMLIDScan.repeatedIDs(in: page))")
                #expect(page.contains("<svg"), "\(name) shows no rating")
            }
            try also(site, pages)
        }
    }

    /// Every `.html` file under `folder`, by its path relative to it.
    private static func pages(under folder: String) throws -> [String: String] {
        let names = try #require(FileManager.default.subpathsOfDirectory(atPath: folder) as [String]?)
        var pages: [String: String] = [:]
        for name in names where name.hasSuffix(".html") {
            pages[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return pages
    }
}
