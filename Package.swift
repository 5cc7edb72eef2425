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
        .testTarget(name: "StarGeometryTests", dependencies: ["StarGeometry"]),
        .testTarget(name: "SVGKitTests", dependencies: ["SVGKit"]),
        .testTarget(name: "StarRatingSVGTests", dependencies: ["StarRatingSVG"]),
        .testTarget(name: "StarsvgCLITests", dependencies: ["starsvg"]),
        .testTarget(name: "RenderTests", dependencies: ["StarRatingSVG", "StarGeometry"]),
    ],
    swiftLanguageModes: [.v6]
)
