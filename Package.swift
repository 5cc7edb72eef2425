// swift-tools-version:6.0
import PackageDescription

// Layers that never reach upwards:
//   OutputText     how values become output bytes, for every format: the byte sink, all the
//                  escaping (one function per context: XML text, attribute, comment, CDATA;
//                  HTML; CSS string, identifier, value) and the one number formatter. The
//                  escaping is `package`: shared by the writers above, never an API. No SVG,
//                  no stars.
//   PlaneGeometry  the plane's vocabulary: Point, Rect, PathElement (one absolute command of a
//                  path, with SVG's meaning) and FillRule. Values and their arithmetic, no file
//                  format, no stars. Depends on nothing.
//   StarGeometry   pure maths: the star, the row, the fill edge, colour bands. No SVG, and no
//                  renderer's constants (a face or the scene gives them). An outline keeps its
//                  arcs by their centres, exact for its areas, and gives itself as
//                  PlaneGeometry's path elements to whatever writes paths. Re-exports
//                  PlaneGeometry, whose types its API names.
//   RasterKit      pixels: the exact coverage of paths in PlaneGeometry's vocabulary (Points,
//                  a path's moves, lines and closes, and circular arcs by their centres, which
//                  no path element carries), by its FillRule (re-exported), and the browsers'
//                  Gaussian blur. No stars, no file format; `package` API, not a product.
//   SVGKit         a general SVG tree and writer, and readers of path data and icons into
//                  PlaneGeometry's path elements. Re-exports OutputText, whose number formatter
//                  its API names, and PlaneGeometry. SVG's spellings (`evenodd`, an arc's
//                  rotation in degrees) are made here, reading and writing. No stars.
//   WebTemplates   text templates for HTML, CSS and script (MarkupTemplate) whose placeholders
//                  are escaped for their context by OutputText. Beside SVGKit, not above it: a
//                  page template needs no SVG. Re-exports OutputText too. No stars.
//   CSSColor       a CSS colour (CSSColor): a strict parser of a closed subset of CSS Color 4,
//                  canonical text back, and its own error (CSSColorError). Needs OutputText's
//                  number formatter alone, for the alpha; nothing of SVG, no stars.
//   PNGKit         a PNG encoder: zlib/deflate, CRC-32, Adler-32, row filters, text chunks. No
//                  SVG, no stars. Depends on nothing; `package` API, not a product.
//   LocalizedTexts the words of a rating in each built-in language, CLDR plural rules and
//                  decimal formats; no output format, no stars' geometry. Depends on nothing,
//                  not even Foundation.
//   StarRatingSVG  the rating: validated parameters (StarRating), a format-free scene of named
//                  parts (RatingScene: what is drawn, in CSS pixels, and nothing of how a face
//                  draws it), and serialisers that write a scene (SVG, HTML from the templates
//                  in Templates/, compiled in, and PNG, drawn with RasterKit and encoded with
//                  PNGKit). Each face is a folder of its own that names nothing of another's:
//                  how it draws is there (the standalone SVG's document in SVG/); what faces
//                  share is a library of its own: the SVG drawing of a scene (SVGDrawing/,
//                  the standalone SVG's and the rating input's), the picture's size in pixels
//                  (Pixels/, the PNG's and the <img> tag's), and what the web faces (Picture/,
//                  Input/, Live/) share, WebSnippet/; what the PNG
//                  draws as browsers draw the SVG (the filter region's whole-pixel step, the
//                  slots it is measured from) is in Internal/; HTML/ is the combined snippet
//                  API of 1.x, which hands each snippet to its face.
//                  Re-exports what a rating needs of the layers below (CSSColor, LocalizedTexts,
//                  PlaneGeometry, and the types of StarGeometry and SVGKit that its public
//                  signatures name: Exports.swift), so `import StarRatingSVG` is all a rating
//                  needs and names every type its API does; the rest stays in its own product.
//   StarsvgSystem  everything the command asks of the operating system: standard streams,
//                  atomic file writes, a file's status, locks, threads. The one module that
//                  calls the C library's system calls, written for Glibc (Linux, tested) and
//                  Darwin (macOS) side by side (Platform.swift), but for the library's reading
//                  of an icon file by its path (StarRatingSVG's Internal/FileBytes.swift,
//                  written the same way). No stars, no options.
//   StarsvgJSON    a strict JSON parser for the batch's lines and --texts files. No stars.
//   StarsvgOptions the tool's options, each declared once: the rating's and the outputs' in
//                  RatingOptions, each face's own in its folder under Faces/ (the face's
//                  CommandLineFace declaration, found through RatingFaces.all: no second list),
//                  and the rating request they fill, check and write: what every front end
//                  shares.
//   StarsvgBatch   `starsvg batch` as a pipeline: JSON Lines read and checked once into a
//                  record per line, rendered on several threads, written in order.
//   StarsvgCLI     the command line as a library: the commands as values, the argument parser,
//                  help, man page and completions made from them. Tests and the fuzzer call it
//                  in-process. No product, but for the fuzzer's build (below).
//   starsvg        main.swift alone: connects StarsvgCLI to the process.
// No package dependencies, by design, and nothing from Foundation in a product: loading it
// is most of a run's start-up (Tests/StarsvgCLITests/LinkedLibrariesTests checks the binary).
let package = Package(
    name: "starsvg",
    // The first releases that ship the Swift 6 runtime, which the package's typed throws need
    // wherever a throwing function type's metadata is (a stored file writer, a closure handed
    // on): older runtimes lack it. Linux has no such floor. Linux is tested; the Apple
    // platforms are written for (Documentation/install.md says what that means and how it was
    // checked). swift-tools-version 6.0 is the first to know .visionOS(.v2).
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .executable(name: "starsvg", targets: ["starsvg"]),
        .library(name: "StarRatingSVG", targets: ["StarRatingSVG"]),
        .library(name: "StarGeometry", targets: ["StarGeometry"]),
        .library(name: "SVGKit", targets: ["SVGKit"]),
        .library(name: "CSSColor", targets: ["CSSColor"]),
        .library(name: "WebTemplates", targets: ["WebTemplates"]),
    ],
    targets: [
        .target(name: "PlaneGeometry"),
        .target(name: "StarGeometry", dependencies: ["PlaneGeometry"]),
        .target(name: "RasterKit", dependencies: ["PlaneGeometry"]),
        .target(name: "OutputText"),
        .target(name: "SVGKit", dependencies: ["OutputText", "PlaneGeometry"]),
        .target(name: "WebTemplates", dependencies: ["OutputText"]),
        .target(name: "CSSColor", dependencies: ["OutputText"]),
        .target(name: "LocalizedTexts"),
        .target(name: "PNGKit"),
        .target(name: "StarRatingSVG", dependencies: ["PlaneGeometry", "StarGeometry", "SVGKit", "WebTemplates", "CSSColor", "LocalizedTexts", "RasterKit", "PNGKit"]),
        .target(name: "StarsvgSystem"),
        .target(name: "StarsvgJSON", dependencies: ["StarsvgSystem"]),
        .target(name: "StarsvgOptions", dependencies: ["StarRatingSVG", "StarsvgSystem", "StarsvgJSON"]),
        .target(name: "StarsvgBatch", dependencies: ["StarsvgOptions", "StarsvgSystem", "StarsvgJSON"]),
        .target(name: "StarsvgCLI", dependencies: ["StarsvgOptions", "StarsvgBatch", "StarsvgSystem"]),
        .executableTarget(name: "starsvg", dependencies: ["StarsvgCLI", "StarsvgSystem"]),
        // TestSupport holds what more than one test target needs, written once so that a fix
        // reaches every test. A plain library, not a test target, so that test targets can
        // import it; it depends on no module of the package, so no test target pulls in more
        // than it tests (the plane's tests do not even link it). Only test targets depend on it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "PlaneGeometryTests", dependencies: ["PlaneGeometry"]),
        // TestSupport for WorkGrowth (the icon measure's linear time, in CPU time) and, as in
        // every target with parameterised tests, the count of cases each ran (`.cases(_:)`).
        .testTarget(name: "StarGeometryTests", dependencies: ["StarGeometry", "TestSupport"]),
        // The rasterizer against an independent clipper, and the blur against the spec's sums.
        .testTarget(name: "RasterKitTests", dependencies: ["RasterKit", "TestSupport"]),
        // OutputText's escaping contexts and number formatter, byte for byte; SVGKitTests and
        // WebTemplatesTests read the same contexts back through real XML, HTML and CSS parsers.
        // TestSupport, here and in CSSColorTests and StarsvgBatchTests, for the count of cases
        // each parameterised test ran (`.cases(_:)`); it depends on no module of the package.
        .testTarget(name: "OutputTextTests", dependencies: ["OutputText", "TestSupport"]),
        .testTarget(name: "SVGKitTests", dependencies: ["SVGKit", "TestSupport"]),
        .testTarget(name: "WebTemplatesTests", dependencies: ["WebTemplates", "TestSupport"]),
        .testTarget(name: "CSSColorTests", dependencies: ["CSSColor", "TestSupport"]),
        // The oracle tests run Oracle/cldr_expectations.py (Babel's CLDR data) through
        // TestSupport's process runner, and ask Foundation's ICU for the grouping Babel lacks.
        .testTarget(name: "LocalizedTextsTests", dependencies: ["LocalizedTexts", "TestSupport"], exclude: ["Oracle"]),
        // The PNG tests read every stream back with Python's zlib and every file with Pillow
        // (Oracle/png_oracle.py, through TestSupport's process runner) and pngcheck.
        .testTarget(name: "PNGKitTests", dependencies: ["PNGKit", "TestSupport"], exclude: ["Oracle"]),
        .testTarget(name: "StarRatingSVGTests", dependencies: ["StarRatingSVG", "TestSupport"]),
        // The system calls on real files and threads; the JSON parser against Foundation's as an
        // oracle; the option grammar; the batch's in-order hand-off between threads.
        .testTarget(name: "StarsvgSystemTests", dependencies: ["StarsvgSystem", "TestSupport"]),
        .testTarget(name: "StarsvgJSONTests", dependencies: ["StarsvgJSON", "TestSupport"]),
        .testTarget(name: "StarsvgOptionsTests", dependencies: ["StarsvgOptions", "StarsvgSystem", "TestSupport"]),
        .testTarget(name: "StarsvgBatchTests", dependencies: ["StarsvgBatch", "StarsvgSystem", "TestSupport"]),
        // The CLI tests run the command in-process and, a few of them, the built `starsvg`.
        // The gallery's tests (Gallery/) are here too: the samples in Samples/ are made by the
        // command, as the gallery's captions say, and each caption is checked against it.
        .testTarget(name: "StarsvgCLITests", dependencies: ["StarsvgCLI", "StarsvgOptions", "StarsvgBatch", "StarsvgSystem", "StarsvgJSON",
                                                           "starsvg", "TestSupport"],
                    // The --texts files the fuzzers and the corpus read, valid and not.
                    exclude: ["Fixtures"]),
        // The render tests also drive headless Chromium through the command's web face
        // (RenderTests/WebFace), so they make their snippets with the command itself.
        .testTarget(name: "RenderTests", dependencies: ["StarRatingSVG", "StarsvgCLI", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer targets (Fuzz/, a package of their own that depends on this one by path) run
// the command in-process, so they need StarsvgCLI as a product; nothing else may build on the
// command's code, so the product exists only in the fuzzer's build, which sets STARSVG_FUZZ
// (Documentation/testing.md, "Fuzzing and hostile input"). SwiftPM evaluates this manifest
// again when the variable changes.
if Context.environment["STARSVG_FUZZ"] != nil {
    package.products.append(.library(name: "StarsvgCLI", targets: ["StarsvgCLI"]))
}
