import Foundation
import StarRatingSVG
import TestSupport

/// `Samples/index.html`, the page a person opens to choose a look: the reference's previews,
/// the fill modes, the sizes, colours and spacing of one's own, a dark background, and the live
/// web faces. Every picture has the command that makes it beside it; a standalone SVG is an
/// image whose alt text is the rating's accessible name, a snippet is pasted in as it is.
enum GalleryPage {
    /// The height at which the 24 px pictures are shown, so that their rims and edges can be
    /// seen; the sizes section shows every size as it is.
    static let enlargedHeight = 40

    static func html() -> String {
        var body = """
            <header>
            <h1>starsvg gallery</h1>
            <p>Pick a look, copy its command. Every picture on this page is what the command beside it writes;
            the page is rebuilt from those commands by <code>STARSVG_RECORD=1 swift test --filter SampleGoldenTests</code>,
            and a test fails when it is stale.</p>
            <nav><a href="#previews">The reference's previews</a> · <a href="#fill-modes">Fill modes</a> ·
            <a href="#sizes">Sizes</a> · <a href="#colors">Colours and levels</a> · <a href="#looks">Spacing, edge, label</a> · <a href="#shapes">Shapes</a> ·
            <a href="#dark">Dark background</a> · <a href="#live">Live: animation and input</a> ·
            <a href="#every-page">Right to left, languages, em</a> · <a href="#png">PNG: email and social cards</a></nav>
            </header>

            """
        body += section("previews", "The reference's three previews", """
            The three previews of the SwiftUI view this reproduces, at every whole value, with its levels (the colour
            turns from red to yellow to green as the value passes each level). Shown \(enlargedHeight) px high: they are 24 px.
            """) {
            Gallery.wholeValues.map { preview, samples in
                "<h3>\(preview.title)</h3>\n<div class=\"grid\">\n" + samples.map { figure($0, height: enlargedHeight) }.joined() + "</div>\n"
            }.joined()
        }
        body += section("fill-modes", "Fill modes: where a fraction's edge goes", """
            <code>--fill-mode area</code> (the default) colours that share of the star's ink, <code>width</code> that share
            of its width, <code>linear</code> spreads the value evenly along the row, gaps included, as the reference does.
            Shown twice their size, 48 px high.
            """) {
            Gallery.fillModes.map { preview, value, samples in
                "<h3>\(preview.starCount) stars at \(value)</h3>\n<table class=\"modes\">\n"
                    + samples.map { sample in
                        let mode = sample.arguments[sample.arguments.firstIndex(of: "--fill-mode")! + 1]
                        return "<tr><th>\(mode)</th><td>\(image(sample, height: 48))</td><td><code>\(escaped(sample.commandLine))</code></td></tr>\n"
                    }.joined() + "</table>\n"
            }.joined()
        }
        body += section("sizes", "Sizes 16 to 100", """
            Each preview at \(Gallery.sizes.map(String.init).joined(separator: ", ")) px, shown at its own size. The blur is 2 px
            at every size, as the reference's, so the rim and the soft edge show at 16 px too.
            """) {
            Gallery.sizeRows.map { preview, samples in
                "<h3>\(preview.title)</h3>\n<div class=\"sizes\">\n" + samples.map { figure($0, height: nil) }.joined() + "</div>\n"
            }.joined()
        }
        body += section("colors", "Colours and levels of your own", """
            <code>--colors</code> takes one colour per band (levels + 1) in any CSS syntax; <code>--levels</code> sets where
            the bands change. Shown \(enlargedHeight) px high: they are 24 px.
            """) {
            "<div class=\"grid\">\n" + Gallery.colors.map { figure($0, height: enlargedHeight) }.joined() + "</div>\n"
        }
        body += section("looks", "Spacing, edge and label", """
            <code>--gap</code> is the space between stars as a share of their size; <code>--blur</code> the softness of the
            fill's edge and of the rim, in pixels. Shown \(enlargedHeight) px high: they are 24 px.
            """) {
            "<div class=\"grid\">\n" + Gallery.looks.map { figure($0, height: enlargedHeight) }.joined() + "</div>\n"
        }
        body += section("shapes", "Hearts, circles, any star, your own icon", """
            <code>--shape</code> takes star, heart, circle or an icon file (an <code>&lt;svg&gt;</code> with a viewBox and
            filled paths); <code>--points</code>, <code>--inner</code> and <code>--rounding</code> shape a star. A fraction
            colours its share of the shape's ink. Shown \(enlargedHeight) px high: they are 24 px.
            """) {
            "<div class=\"grid\">\n" + Gallery.shapes.map { figure($0, height: enlargedHeight) }.joined() + "</div>\n"
        }
        body += section("dark", "On a dark background", """
            Unfilled stars are a translucent grey, so they show on dark pages too. A file's colours are fixed; a snippet's
            follow the page: this section sets <code>\(Gallery.darkPalette)</code>, the system colours' dark variants
            (which a snippet also takes by itself on a dark screen, <code>prefers-color-scheme: dark</code>).
            """) {
            "<div class=\"grid\">\n" + Gallery.dark.map { figure($0, height: nil) }.joined() + "</div>\n"
        }
        body += section("live", "Live: animation and rating input", """
            <code>--format html</code> writes a snippet to paste into a page; <code>--animate</code> slides the fill in and
            fades the colour in when it first shows; <code>--interactive</code> makes a rating input for forms.
            """) {
            var live = "<h3>Rating inputs (<code>--interactive</code>)</h3>\n"
            live += "<p>Point at a star to preview it; click it to rate; click it again, or press Escape, to clear. Tab into a rating and use the arrow keys.</p>\n"
            live += "<form id=\"ratings\">\n"
            for sample in Gallery.inputs + Gallery.moreInputs {
                let name = sample.arguments[sample.arguments.firstIndex(of: "--name")! + 1]
                live += "<figure>\(sample.output())<figcaption>\(escaped(sample.note)): <output name=\"\(name)\"></output><br>"
                    + "<code>\(escaped(sample.commandLine))</code></figcaption></figure>\n"
            }
            live += "</form>\n"
            live += "<h3>Pictures for web pages (<code>--format html</code>, <code>--animate</code>)</h3>\n"
            live += "<p><button type=\"button\" id=\"replay\">Play the animations again</button> (the standalone SVG plays again when the page reloads)</p>\n"
            live += "<div id=\"animated\">\n" + Gallery.webPictures.map { figure($0, height: nil) }.joined() + "</div>\n"
            // The page's own script, not part of any rating: shows each input's value as it
            // changes, and replays the animations by putting fresh copies of the snippets in.
            live += """
                <script>
                const form = document.getElementById('ratings');
                const show = () => { for (const output of form.querySelectorAll('output')) output.value = 'value ' + (new FormData(form).get(output.name) ?? 'none: the form sends nothing'); };
                form.addEventListener('change', show); show();
                document.getElementById('replay').addEventListener('click', () => {
                  for (const svg of document.querySelectorAll('#animated svg')) svg.replaceWith(svg.cloneNode(true));
                });
                </script>

                """
            return live
        }
        body += section("every-page", "Right to left, other languages, sizes in em", """
            <code>--dir rtl</code> mirrors a rating (in HTML, the default follows the page's direction);
            <code>--locale</code> writes its texts in one of \(RatingLocale.all.count) languages; <code>--size 1.5em</code> scales a
            snippet with the text around it. Whole pages right to left: \(Gallery.rightToLeftPages.map { "<a href=\"\($0.fileName)\">\($0.title)</a>" }.joined(separator: " · ")).
            """) {
            "<div class=\"grid\">\n" + Gallery.everyPage.map { figure($0, height: $0.isStandaloneSVG ? enlargedHeight : nil) }.joined() + "</div>\n"
        }
        body += section("png", "PNG: where SVG cannot go", """
            Email clients drop SVG, and social cards and link previews want PNG or JPEG: <code>--format png</code> draws
            the still picture with starsvg's own rasterizer, the same pixels the browsers draw from the SVG, and
            <code>--format img --src URL</code> writes the <code>&lt;img&gt;</code> tag that shows it. Both shown 48 px high,
            twice their CSS size: the PNG is drawn at <code>--scale 2</code>, so it is as sharp as the SVG there.
            """) {
            "<div class=\"grid\">\n" + Gallery.pictures.map { figure($0, height: 48) }.joined() + "</div>\n"
        }
        return HTMLPage(title: "starsvg gallery", styleRules: [
            "body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #1c1c1e; }",
            "section { margin-top: 2.5em; }",
            "h3 { margin: 1.2em 0 0.5em; }",
            "figure { margin: 0; }",
            "figcaption { color: #555; margin-top: 0.2em; }",
            "code { overflow-wrap: break-word; }",
            ".grid { display: flex; flex-wrap: wrap; gap: 1.2em 2.5em; align-items: flex-end; }",
            ".sizes { display: flex; flex-direction: column; gap: 1em; overflow-x: auto; }",
            ".modes th { text-align: left; font-weight: normal; color: #555; padding-right: 1em; }",
            ".modes td { padding: 0.2em 1em 0.2em 0; }",
            "#dark { background: #1c1c1e; color: #f2f2f7; padding: 1em 1.5em 1.5em; border-radius: 8px; \(Gallery.darkPalette) }",
            "#dark figcaption, #dark code { color: #c7c7cc; }",
            "#animated { display: flex; flex-direction: column; gap: 1.2em; }",
        ], body: body).html
    }

    /// A page in a right-to-left language: `page`'s snippets in use, each with its command
    /// (which reads left to right, so its `<code>` says so).
    static func rightToLeftHTML(_ page: RightToLeftPage) -> String {
        let samples = page.samples
        func caption(_ sample: Sample) -> String {
            "<figcaption><code dir=\"ltr\">\(escaped(sample.commandLine))</code></figcaption>"
        }
        var body = "<h1>\(escaped(page.title))</h1>\n<p>\(escaped(page.intro)) <a href=\"index.html\" lang=\"en\" dir=\"ltr\">starsvg gallery</a></p>\n"
        body += "<h2>\(escaped(page.picturesHeading))</h2>\n"
        for sample in samples[0...1] { body += "<figure>\(sample.output())\(caption(sample))</figure>\n" }
        body += "<figure><h2 class=\"large\">\(escaped(page.headingWithRating)) \(samples[2].output())</h2>\(caption(samples[2]))</figure>\n"
        body += "<h2>\(escaped(page.formHeading))</h2>\n<form>\n<figure>\(samples[3].output())\(caption(samples[3]))</figure>\n"
        body += "<p><button>\(escaped(page.sendButton))</button> <output name=\"shown\" dir=\"ltr\"></output></p>\n</form>\n"
        // The page's own script, not part of any rating: shows what the form would send.
        body += """
            <script>
            const form = document.querySelector('form');
            const show = () => { form.elements.shown.value = 'stars=' + new FormData(form).get('stars'); };
            form.addEventListener('change', show); form.addEventListener('submit', (event) => { event.preventDefault(); show(); }); show();
            </script>

            """
        return HTMLPage(title: page.title, styleRules: [
            "body { font: 16px/1.5 system-ui, sans-serif; margin: 2em; color: #1c1c1e; }",
            "figure { margin: 0 0 1.5em; }",
            "figcaption { color: #555; margin-top: 0.2em; }",
            ".large { font-size: 32px; margin: 0; }",
        ], body: body, language: page.language, direction: "rtl").html
    }

    /// A section with an id for the contents, a heading, a paragraph and what `content` writes.
    private static func section(_ id: String, _ title: String, _ intro: String, content: () -> String) -> String {
        "<section id=\"\(id)\">\n<h2>\(title)</h2>\n<p>\(intro)</p>\n\(content())</section>\n"
    }

    /// A sample with its note and command beneath: an image for a standalone SVG or a PNG
    /// (`height` in pixels, or its own size when `nil`), the snippet itself for HTML.
    private static func figure(_ sample: Sample, height: Int?) -> String {
        let picture = sample.isImage ? image(sample, height: height) : sample.output()
        let note = sample.note.isEmpty ? "" : escaped(sample.note) + "<br>"
        return "<figure>\(picture)<figcaption>\(note)<code>\(escaped(sample.commandLine))</code></figcaption></figure>\n"
    }

    /// A standalone SVG or a PNG as an image whose alt text is the rating's accessible name.
    private static func image(_ sample: Sample, height: Int?) -> String {
        let size = height.map { " height=\"\($0)\"" } ?? ""
        return "<img src=\"\(sample.fileName)\" alt=\"\(escaped(sample.accessibleName() ?? ""))\"\(size)>"
    }

    /// `text` for HTML text and double-quoted attribute values.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
