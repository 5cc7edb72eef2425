// swift-tools-version:6.0
import PackageDescription

// A static site of one's own, in Swift: a page of products with their ratings, written with the
// StarRatingSVG library (no command, no other dependency), and the page around them with
// WebTemplates' escaping templates, a product of starsvg too. Depends on starsvg by path; from
// your own project, use its git URL instead.
let package = Package(
    name: "SwiftSite",
    // As starsvg asks (a command-line program: macOS alone of the Apple platforms).
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "starsvg", path: "../..")],
    targets: [
        .executableTarget(name: "SwiftSite", dependencies: [
            .product(name: "StarRatingSVG", package: "starsvg"), .product(name: "WebTemplates", package: "starsvg"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
