import Foundation
import Testing
import TestSupport
import StarRatingSVG

/// The Hugo and Jekyll recipes, copied away from the repository and built by their `make` (the
/// pre-build step with the built `starsvg`, then the real generator, offline) as their READMEs
/// say: every line of `ratings.jsonl` becomes a snippet with its label, each snippet is pasted
/// into the built pages exactly as written, the index lists every product's rating, and no page
/// holds an id twice.
@Suite struct SiteRecipeTests {

    @Test(.enabled(if: RecipeTool.areInstalledOrRequired(.make, .hugo), RecipeTool.skipNote("Hugo", .make, .hugo)))
    func hugoSiteShowsEveryRating() throws {
        try Self.expectEveryRatingShown(.hugo) { site, pages in
            try Self.expectLiveRatings(site, pages, include: "layouts/partials/live-rating.html", sheet: "static/live-rating.css",
                                       slot: "{{ . }}", page: { "products/\($0)/index.html" })
        }
    }

    @Test(.enabled(if: RecipeTool.areInstalledOrRequired(.make, .jekyll), RecipeTool.skipNote("Jekyll", .make, .jekyll)))
    func jekyllSiteShowsEveryRating() throws {
        try Self.expectEveryRatingShown(.jekyll) { site, pages in
            try Self.expectLiveRatings(site, pages, include: "_includes/live-rating.html", sheet: "live-rating.css",
                                       slot: "{{ include.value }}", page: { "products/\($0).html" })
        }
    }

    /// The Jinja recipe: one live rating included for every product, its value filled in by
    /// Jinja from the data; Jinja2 from `STARSVG_PYTHONPATH` (or `.build/ci-tools/python`, where
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
            let written = try LiveRatingFace(valueSlot: LiveValueSlot("{{ product.rating }}"), isStyleSheetLinked: true).output(of: StarRating(value: 0))
            #expect(try site.text("templates/rating.html") == written.main.text, "templates/rating.html is stale: run make rating")
            #expect(try site.text("site/live-rating.css") == written.styleSheet, "live-rating.css is stale: run make rating")
            for value in ["3.2", "4.5", "3.9", "0"] {
                #expect(page.contains(#"aria-label="Rating: \#(value) out of 5" style="--starsvg-value:\#(value)">"#), "\(value)")
            }
            #expect(HTMLIDScan.repeatedIDs(in: page).isEmpty)
        }
    }

    /// The live rating takes each product's score from its front matter as the generator builds:
    /// no pre-build list. Its include and sheet are what `make live` writes with this library.
    private static func expectLiveRatings(_ site: RecipeCopy, _ pages: [String: String], include: String, sheet: String, slot: String,
                                          page: (String) -> String) throws {
        let written = try LiveRatingFace(valueSlot: LiveValueSlot(slot), isStyleSheetLinked: true).output(of: StarRating(value: 0))
        #expect(try site.text(include) == written.main.text, "\(include) is stale: run make live")
        #expect(try site.text(sheet) == written.styleSheet, "\(sheet) is stale: run make live")
        for (product, score) in [("kettle", "3.2"), ("desk-lamp", "4.5"), ("espresso-machine", "3.9")] {
            let html = try #require(pages[page(product)], "\(pages.keys.sorted())")
            #expect(html.contains(#"aria-label="Rating: \#(score) out of 5" style="--starsvg-value:\#(score)">"#), "\(product)")
            #expect(html.contains(#"<link rel="stylesheet" href="/live-rating.css">"#), "\(product) links no live sheet")
        }
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
