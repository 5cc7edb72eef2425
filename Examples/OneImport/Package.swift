// swift-tools-version:6.0
import PackageDescription

// A package of a user's own that depends on starsvg by path and needs nothing but
// `import StarRatingSVG` to build a rating, pick a fill mode and write pretty SVG.
let package = Package(
    name: "OneImport",
    // As starsvg asks (a command-line program: macOS alone of the Apple platforms).
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "starsvg", path: "../..")],
    targets: [
        .executableTarget(name: "OneImport", dependencies: [.product(name: "StarRatingSVG", package: "starsvg")]),
    ]
)
