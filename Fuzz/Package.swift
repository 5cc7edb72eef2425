// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets over starsvg, kept out of the main package: built without
// `-sanitize=fuzzer` they could not link (libFuzzer's driver would be missing), and under
// `-sanitize=fuzzer` the main package's own `starsvg` executable could not link (libFuzzer
// would demand LLVMFuzzerTestOneInput of it). So this package depends on the main one by path
// and uses its StarsvgCLI library, which a fuzz build compiles with instrumentation; the
// executable `starsvg` is not part of that build. StarsvgCLI is a product of the main package
// only when STARSVG_FUZZ is set, as the build command sets it: no one else is to build on it.
//
// One executable a target, as libFuzzer has it: a crash file is replayed by the executable
// that found it, with nothing else to choose.
//   starsvg-fuzz-arguments  one command line, its words separated by NUL bytes
//   starsvg-fuzz-icon       an icon file's bytes, drawn through every face of the command
//   starsvg-fuzz-batch      a batch's JSON Lines, after an optional line of batch settings
// Build and run: Scripts/fuzz.sh, and "Fuzzing and hostile input" in Documentation/testing.md.
let package = Package(
    name: "starsvg-fuzz",
    dependencies: [.package(name: "starsvg", path: "..")],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver, which FuzzSupport's runFuzzer calls.
        .target(name: "FuzzDriver"),
        // What the targets share: the driver's call, the checks of an outcome, and the scratch
        // folder.
        .target(name: "FuzzSupport", dependencies: ["FuzzDriver"]),
        .executableTarget(name: "starsvg-fuzz-arguments", dependencies: [
            .product(name: "StarsvgCLI", package: "starsvg"), "FuzzSupport",
        ]),
        .executableTarget(name: "starsvg-fuzz-icon", dependencies: [
            .product(name: "StarsvgCLI", package: "starsvg"), "FuzzSupport",
        ]),
        .executableTarget(name: "starsvg-fuzz-batch", dependencies: [
            .product(name: "StarsvgCLI", package: "starsvg"), "FuzzSupport",
        ]),
    ],
    swiftLanguageModes: [.v6]
)
