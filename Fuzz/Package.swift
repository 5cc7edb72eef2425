// swift-tools-version:6.0
import PackageDescription

// A libFuzzer target over starsvg's argument parser and command, kept out of the main package:
// built without `-sanitize=fuzzer` it could not link (libFuzzer's driver would be missing), and
// under `-sanitize=fuzzer` the main package's own `starsvg` could not link (libFuzzer would
// demand LLVMFuzzerTestOneInput of it), so neither `swift build` nor a fuzz build of the main
// package could include it. Nothing is moved or copied: each target below is a symbolic link to
// the main package's source folder, compiled here a second time with fuzzing instrumentation
// (the command's main.swift left out). Build and run: see the README's "Hostile input".
let package = Package(
    name: "starsvg-fuzz",
    targets: [
        .target(name: "StarGeometry"),
        .target(name: "SVGKit"),
        .target(name: "StarRatingSVG", dependencies: ["StarGeometry", "SVGKit"]),
        .target(name: "StarsvgCommandUnderFuzz", dependencies: ["StarRatingSVG"], exclude: ["main.swift"]),
        // Declares libFuzzer's LLVMFuzzerRunDriver, which main.swift calls.
        .target(name: "FuzzDriver"),
        .executableTarget(name: "starsvg-fuzz", dependencies: ["StarsvgCommandUnderFuzz", "FuzzDriver"]),
    ],
    swiftLanguageModes: [.v6]
)
