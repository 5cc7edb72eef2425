// swift-tools-version:6.0
import PackageDescription

// Layers that never reach upwards:
//   StarGeometry   pure maths: the star, the row, the fill edge, colour bands. No SVG.
//   SVGKit         a general SVG tree and writer, and text templates (HTML, CSS, script) whose
//                  placeholders are escaped per context, all escaping in one place. No stars.
//   StarRatingSVG  the rating: validated parameters (StarRating), a format-free scene of named
//                  parts (RatingScene), and serialisers that write a scene (SVG, and HTML from
//                  the templates in Templates/, compiled in). Re-exports
//                  the two layers below, so `import StarRatingSVG` is all a user needs.
//   StarsvgOptions the tool's options, each declared once (RatingOptions), and the rating
//                  request they fill, check and write: what every front end shares.
//   StarsvgBatch   `starsvg batch` as a pipeline: JSON Lines read and checked once into a
//                  record per line, rendered on several threads, written in order.
//   StarsvgCLI     the command line as a library: the commands as values, the argument parser,
//                  help, man page and completions made from them. Tests and the fuzzer call it
//                  in-process.
//   starsvg        main.swift alone: connects StarsvgCLI to the process.
// No package dependencies, by design.
let package = Package(
    name: "starsvg",
    products: [
        .executable(name: "starsvg", targets: ["starsvg"]),
        .library(name: "StarRatingSVG", targets: ["StarRatingSVG"]),
        .library(name: "StarsvgCLI", targets: ["StarsvgCLI"]),
        .library(name: "StarGeometry", targets: ["StarGeometry"]),
        .library(name: "SVGKit", targets: ["SVGKit"]),
    ],
    targets: [
        .target(name: "StarGeometry"),
        .target(name: "SVGKit"),
        .target(name: "StarRatingSVG", dependencies: ["StarGeometry", "SVGKit"]),
        .target(name: "StarsvgOptions", dependencies: ["StarRatingSVG"]),
        .target(name: "StarsvgBatch", dependencies: ["StarsvgOptions"]),
        .target(name: "StarsvgCLI", dependencies: ["StarsvgOptions", "StarsvgBatch"]),
        .executableTarget(name: "starsvg", dependencies: ["StarsvgCLI", "StarsvgOptions"]),
        // TestSupport holds what more than one test target needs, written once so that a fix
        // reaches every test. A plain library, not a test target, so that test targets can
        // import it; it depends on no module of the package, so no test target pulls in more
        // than it tests (the geometry tests do not even link it). Only test targets depend on it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "StarGeometryTests", dependencies: ["StarGeometry"]),
        .testTarget(name: "SVGKitTests", dependencies: ["SVGKit", "TestSupport"]),
        // The samples in Samples/ are made by the command, as the gallery's captions say.
        .testTarget(name: "StarRatingSVGTests", dependencies: ["StarRatingSVG", "StarsvgCLI", "TestSupport"]),
        // The CLI tests run the command in-process and, a few of them, the built `starsvg`.
        .testTarget(name: "StarsvgCLITests", dependencies: ["StarsvgCLI", "StarsvgOptions", "StarsvgBatch", "starsvg", "TestSupport"]),
        // The render tests also drive headless Chromium through the command's web face
        // (RenderTests/WebFace), so they make their snippets with the command itself.
        .testTarget(name: "RenderTests", dependencies: ["StarRatingSVG", "StarsvgCLI", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
