import StarRatingSVG
import WebTemplates

// Writes a page of products with their ratings to standard output:
//
//   swift run SwiftSite > index.html
//
// Each rating is an HTML snippet (an inline <svg> with ids of its own) placed on a RatingPage,
// which leaves every snippet's style rules to one sheet for the whole page, each rule once.
// The page itself is a MarkupTemplate, which escapes each text for where it lands; only the
// snippets and their sheet, which the library wrote, are pasted as markup.

let pageTemplate = try MarkupTemplate(source: """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8"/>
    <title>{{html-text:title}}</title>
    <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 2em auto; max-width: 40em; padding: 0 1em; }
    .products { list-style: none; padding: 0; }
    .products li { border-bottom: 1px solid #ddd; padding: 0.5em 0; }
    .products h2 { font-size: 1.1em; margin: 0; }
    .products p { margin: 0.2em 0 0; }
    {{markup:ratingStyles}}
    </style>
    </head>
    <body>
    <h1>{{html-text:title}}</h1>
    <ul class="products">
    {{#products}}
    <li>
    <h2>{{html-text:name}}</h2>
    {{markup:rating}}<p>{{html-text:summary}}</p>
    </li>
    {{/products}}
    </ul>
    </body>
    </html>

    """)

var page = RatingPage()
var products: [TemplateValues] = []
for product in Product.catalogue {
    guard let value = Double(product.rating) else { fatalError("\(product.name): \(product.rating) is not a number") }
    let rating = try StarRating(starCount: product.starCount, value: value, levels: product.levels,
                                label: "\(product.name): \(product.rating) out of \(product.starCount)")
    products.append(["name": .text(product.name), "summary": .text(product.summary),
                     "rating": .markup(try page.add(rating.htmlSnippetPlan()))])
}
// The sheet once every snippet is on the page: it holds the rules of those added.
print(try pageTemplate.render(["title": .text("Kitchen & desk, reviewed"), "ratingStyles": .markup(page.styleSheet),
                               "products": .list(products)]), terminator: "")
