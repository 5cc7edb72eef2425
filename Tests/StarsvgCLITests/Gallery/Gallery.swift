import StarRatingSVG
import TestSupport

/// The gallery, `Samples/index.html`: every picture it shows, by section. Each is a `Sample`,
/// so its file and the command beside it come from one list of arguments; `GalleryPage` lays
/// them out and `SampleGoldenTests` keeps `Samples/` equal to what they write.
enum Gallery {
    /// The reference's three previews at every whole value.
    static let wholeValues: [(preview: ReferencePreview, samples: [Sample])] = ReferencePreview.all.map { preview in
        (preview, (0...preview.starCount).map { Sample.preview(preview, value: String($0)) })
    }

    /// Each preview's sample fractions in every fill mode, one row per fraction.
    static let fillModes: [(preview: ReferencePreview, value: String, samples: [Sample])] = ReferencePreview.all.flatMap { preview in
        preview.sampleFractions.map { value in
            (preview, value, FillMode.allCases.map { Sample.preview(preview, value: value, fillMode: $0) })
        }
    }

    /// The sizes shown: an icon, the default, two larger and a large one.
    static let sizes = [16, 24, 32, 48, 100]

    /// Each preview at its last sample fraction, at every size of `sizes`.
    static let sizeRows: [(preview: ReferencePreview, samples: [Sample])] = ReferencePreview.all.map { preview in
        (preview, sizes.map { Sample.preview(preview, value: preview.sampleFractions.last!, size: $0) })
    }

    /// Colours and levels of one's own.
    static let colors: [Sample] = [
        Sample(fileName: "colors-named.svg", arguments: ["--value", "4.5", "--colors", "crimson,orange,teal"],
               note: "CSS colour names"),
        Sample(fileName: "colors-hsl.svg", arguments: ["--value", "4.2", "--colors", "hsl(4 90% 58%),hsl(48 100% 50%),hsl(211 100% 50% / 0.7)"],
               note: "hsl(), the top band with alpha"),
        Sample(fileName: "colors-two-bands.svg", arguments: ["--levels", "3", "--value", "4", "--colors", "#8e8e93,#0a84ff"],
               note: "one level: grey up to 3, blue above"),
        Sample(fileName: "colors-five-bands.svg",
               arguments: ["--stars", "10", "--levels", "2,4,6,8", "--value", "6.5", "--colors", "#d7263d,#f46036,#f49d37,#9bc53d,#1b998b"],
               note: "four levels, five colours"),
        Sample(fileName: "colors-one.svg", arguments: ["--value", "2.5", "--colors", "#ff9500,#ff9500,#ff9500"],
               note: "one colour for every value"),
    ]

    /// Spacing, the soft edge and the label.
    static let looks: [Sample] = [
        Sample(fileName: "look-gap0.svg", arguments: ["--value", "3.5", "--gap", "0"], note: "no gap"),
        Sample(fileName: "look-gap1.svg", arguments: ["--value", "3.5", "--gap", "1"], note: "a star's width between stars"),
        Sample(fileName: "look-blur0.svg", arguments: ["--value", "3.5", "--blur", "0"], note: "a hard edge and no rim"),
        Sample(fileName: "look-blur4.svg", arguments: ["--value", "3.5", "--blur", "4"], note: "a softer edge and rim"),
        Sample(fileName: "look-label.svg", arguments: ["--value", "4.5", "--label", "Four and a half stars from 1,200 readers"],
               note: "a label of your own: the accessible name, and the alt text here"),
    ]

    /// Shapes other than the reference's star, each at a fraction filled by its share of ink:
    /// a heart, a circle, a star of one's own, and the samples' icon files (`Samples/icons/`).
    static let shapes: [Sample] = [
        Sample(fileName: "shape-heart.svg", arguments: ["--shape", "heart", "--value", "3.5"], note: "hearts"),
        Sample(fileName: "shape-circle.svg", arguments: ["--shape", "circle", "--value", "3.3"], note: "circles"),
        Sample(fileName: "shape-star6.svg", arguments: ["--points", "6", "--inner", "0.55", "--rounding", "0.2", "--value", "3.6"],
               note: "a star of six rounder points"),
        Sample(fileName: "shape-drop.svg", arguments: ["--shape", "Samples/icons/drop.svg", "--value", "3.5"],
               note: "an icon file: curves and an arc"),
        Sample(fileName: "shape-ring.svg", arguments: ["--shape", "Samples/icons/ring.svg", "--value", "3.5"],
               note: "an icon filled even-odd: a ring, half of its ink coloured"),
        Sample(fileName: "shape-outline-star.svg", arguments: ["--shape", "Samples/icons/outline-star.svg", "--value", "3.5"],
               note: "an outline icon: its stroke is its ink, and a thin line keeps a thin rim"),
        Sample(fileName: "shape-outline-heart.svg",
               arguments: ["--shape", "Samples/icons/outline-heart.svg", "--value", "3.5", "--size", "48"],
               note: "a stroked heart, round caps and joins, at 48 px"),
        Sample(fileName: "shape-shield.png",
               arguments: ["--shape", "Samples/icons/shield.svg", "--value", "3.5", "--format", "png", "--scale", "2", "-o", "shape-shield.png"],
               note: "an icon as a PNG, drawn by starsvg itself"),
    ]

    /// The custom properties the dark section sets for the snippets inside it: the system
    /// colours' dark variants.
    static let darkPalette = "--starsvg-color-0: #ff453a; --starsvg-color-1: #ffd60a; --starsvg-color-2: #30d158;"

    /// On a dark background: the previews as files (their colours fixed), and snippets, whose
    /// colours follow the page.
    static let dark: [Sample] = sizeRows.map { $0.samples[sizes.firstIndex(of: 32)!] } + [
        Sample(fileName: "dark-picture-stars5.html",
               arguments: ["--format", "html", "--stars", "5", "--levels", "1,4", "--value", "4.5", "--size", "32"],
               note: "a snippet: its colours come from the section's --starsvg-color-0…2"),
        Sample(fileName: "dark-currentcolor.html",
               arguments: ["--format", "html", "--value", "3", "--size", "32", "--colors", "currentColor,currentColor,currentColor"],
               note: "currentColor: the text's colour"),
    ]

    /// The reference's three previews as rating inputs, at 48 px, each with a name of its own.
    static let inputs: [Sample] = ReferencePreview.all.map { preview in
        Sample(fileName: "input-stars\(preview.starCount).html",
               arguments: ["--interactive", "--stars", String(preview.starCount), "--levels", preview.levelsText, "--size", "48",
                           "--name", "stars\(preview.starCount)"],
               note: preview.title)
    }

    /// The input's other forms: half stars, a product's average until the reader picks, a
    /// required one (the form below the gallery's inputs stays invalid until it has a value),
    /// and a disabled one that only shows its value. Every input previews the star under the
    /// pointer.
    static let moreInputs: [Sample] = [
        Sample(fileName: "input-halves.html",
               arguments: ["--interactive", "--stars", "5", "--levels", "1,4", "--step", "0.5", "--value", "3.5", "--size", "48",
                           "--name", "halves"],
               note: "--step 0.5: each star's halves are two options"),
        Sample(fileName: "input-average.html",
               arguments: ["--interactive", "--stars", "5", "--levels", "1,4", "--average", "3.6", "--size", "48", "--name", "average"],
               note: "--average 3.6: the average shows until you pick; clearing returns to it"),
        Sample(fileName: "input-required.html",
               arguments: ["--interactive", "--stars", "5", "--levels", "1,4", "--required", "--size", "48", "--name", "required"],
               note: "--required: no \"No rating\", and the form is invalid until a star is picked"),
        Sample(fileName: "input-disabled.html",
               arguments: ["--interactive", "--stars", "5", "--levels", "1,4", "--disabled", "--value", "4", "--size", "48",
                           "--name", "disabled"],
               note: "--disabled: it shows its value and takes nothing"),
    ]

    /// An HTML picture, the same animated, and the animated standalone SVG.
    static let webPictures: [Sample] = [
        Sample(fileName: "picture-stars10-value7.html",
               arguments: ["--format", "html", "--stars", "10", "--levels", "2,8", "--value", "7", "--size", "48"],
               note: "an HTML picture, pasted into the page"),
        Sample(fileName: "animated-stars10-value7.html",
               arguments: ["--format", "html", "--animate", "--stars", "10", "--levels", "2,8", "--value", "7", "--size", "48"],
               note: "the same, animated on load"),
        Sample(fileName: "animated-stars5-value4.svg",
               arguments: ["--animate", "--stars", "5", "--levels", "1,4", "--value", "4", "--size", "48"],
               note: "a standalone SVG animated on load, as an image (librsvg and resvg show it still, at its value)"),
    ]

    /// Right to left, other languages and sizes in em, on the index page; the pages of
    /// `rightToLeftPages` show them in use.
    static let everyPage: [Sample] = [
        Sample(fileName: "rtl-stars5-value3.5.svg", arguments: ["--value", "3.5", "--dir", "rtl"],
               note: "right to left: filled from the right, the half star from its right side"),
        Sample(fileName: "rtl-stars10-value7.svg", arguments: ["--stars", "10", "--levels", "2,8", "--value", "7", "--dir", "rtl"],
               note: "the reference's second preview, right to left"),
        Sample(fileName: "locale-de-value3.5.html", arguments: ["--format", "html", "--value", "3.5", "--locale", "de", "--size", "32"],
               note: "--locale de: its accessible name is \"Bewertung: 3,5 von 5\" (lang=\"de\")"),
        Sample(fileName: "em-value4.html", arguments: ["--format", "html", "--value", "4", "--size", "1.5em"],
               note: "1.5em: as large as the text around it makes it (here 14 px text: 21 px)"),
    ]

    /// Where SVG cannot go: a rating as the SVG and as the PNG the command draws of it, side
    /// by side at the same size (the PNG at scale 2, so that it is sharp there too).
    static let pictures: [Sample] = [
        Sample.preview(ReferencePreview.all[0], value: "4"),
        Sample(fileName: "png-stars5-value4.png",
               arguments: ["--format", "png", "--scale", "2", "--stars", "5", "--levels", "1,4", "--value", "4", "-o", "png-stars5-value4.png"],
               note: "the PNG, at scale 2 (312 × 48 pixels for 156 × 24 CSS pixels): for email and social cards"),
    ]

    /// Whole pages in a right-to-left language: `Samples/page-ar.html` and `page-he.html`.
    static let rightToLeftPages: [RightToLeftPage] = [.arabic, .hebrew]

    /// Every sample, each file once, in the order the page shows them.
    static let all: [Sample] = {
        let shown = wholeValues.flatMap(\.samples) + fillModes.flatMap(\.samples) + sizeRows.flatMap(\.samples)
            + colors + looks + shapes + dark + inputs + moreInputs + webPictures + everyPage + pictures
        var names: Set<String> = []
        return shown.filter { names.insert($0.fileName).inserted }
    }()
}
