// swift-tools-version:6.0
import PackageDescription

// A libFuzzer target over starsvg's argument parser and command, kept out of the main package:
// built without `-sanitize=fuzzer` it could not link (libFuzzer's driver would be missing), and
// under `-sanitize=fuzzer` the main package's own `starsvg` executable could not link (libFuzzer
// would demand LLVMFuzzerTestOneInput of it). So this package depends on the main one by path
// and uses its StarsvgCLI library, which a fuzz build compiles with instrumentation; the
// executable `starsvg` is not part of that build. StarsvgCLI is a product of the main package
// only when STARSVG_FUZZ is set, as the build command sets it: no one else is to build on it.
// Build and run: see "Fuzzing and hostile input" in Documentation/testing.md.
let package = Package(
    name: "starsvg-fuzz",
    dependencies: [.package(name: "starsvg", path: "..")],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver, which main.swift calls.
        .target(name: "FuzzDriver"),
        .executableTarget(name: "starsvg-fuzz", dependencies: [
            .product(name: "StarsvgCLI", package: "starsvg"), "FuzzDriver",
        ]),
    ],
    swiftLanguageModes: [.v6]
)
