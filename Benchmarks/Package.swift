// swift-tools-version:6.0
import PackageDescription

// The budgets of Documentation/performance.md, measured by one command: `Benchmarks/run.sh`.
// A package of its own, depending on the main one by path, so that benchmark code and its
// release build never enter the main package's build or tests.
let package = Package(
    name: "starsvg-bench",
    dependencies: [.package(name: "starsvg", path: "..")],
    targets: [
        .executableTarget(name: "starsvg-bench", dependencies: [
            .product(name: "StarRatingSVG", package: "starsvg"),
            // SVGNumberFormatter, for the figures it prints.
            .product(name: "SVGKit", package: "starsvg"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
