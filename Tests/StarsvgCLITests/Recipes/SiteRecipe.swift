/// A static-site recipe whose pre-build step (`make ratings`, `starsvg batch`) writes HTML
/// snippets that the site's templates paste in: Hugo and Jekyll, each built by its `make`.
struct SiteRecipe: Sendable {
    /// The folder under `Examples/`.
    let name: String
    /// The generator.
    let generator: RecipeTool
    /// Where `make ratings` writes the snippets, inside the site.
    let snippetFolder: String
    /// Where the generator writes the site.
    let siteFolder: String
    /// The built page that lists every product with its rating.
    let indexPage: String
    /// Environment the generator needs to leave nothing outside the scratch folder, by path in it.
    let scratchEnvironment: [String: String]

    static let hugo = SiteRecipe(name: "Hugo", generator: .hugo, snippetFolder: "assets/ratings", siteFolder: "public",
                                 indexPage: "index.html", scratchEnvironment: ["HUGO_CACHEDIR": "hugo-cache"])
    static let jekyll = SiteRecipe(name: "Jekyll", generator: .jekyll, snippetFolder: "_includes/ratings", siteFolder: "_site",
                                   indexPage: "index.html", scratchEnvironment: [:])
}
