// swift-tools-version:6.0
import PackageDescription

// Three layers that never reach upwards: StarGeometry (pure maths) and SVGKit (a general SVG
// tree and writer) know nothing of each other; StarRatingSVG composes them into the rating;
// starsvg is the thin command-line face. No package dependencies, by design.
let package = Package(
    name: "starsvg",
    products: [
        .executable(name: "starsvg", targets: ["starsvg"]),
        .library(name: "StarRatingSVG", targets: ["StarRatingSVG"]),
        .library(name: "StarGeometry", targets: ["StarGeometry"]),
        .library(name: "SVGKit", targets: ["SVGKit"]),
    ],
    targets: [
        .target(name: "StarGeometry"),
        .target(name: "SVGKit"),
        .target(name: "StarRatingSVG", dependencies: ["StarGeometry", "SVGKit"]),
        .executableTarget(name: "starsvg", dependencies: ["StarRatingSVG"]),
        // TestSupport holds what more than one test target needs, written once so that a fix
        // reaches every test. A plain library, not a test target, so that test targets can
        // import it; it depends on no module of the package, so no test target pulls in more
        // than it tests (the geometry tests do not even link it). Only test targets depend on it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "StarGeometryTests", dependencies: ["StarGeometry"]),
        .testTarget(name: "SVGKitTests", dependencies: ["SVGKit", "TestSupport"]),
        .testTarget(name: "StarRatingSVGTests", dependencies: ["StarRatingSVG", "TestSupport"]),
        .testTarget(name: "StarsvgCLITests", dependencies: ["starsvg", "TestSupport"]),
        .testTarget(name: "RenderTests", dependencies: ["StarRatingSVG", "StarGeometry", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
