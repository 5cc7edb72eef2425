import Foundation
import TestSupport

/// CairoSVG, the renderer without filter support (it draws a filtered element as if it had no
/// filter, apart from `feOffset`, `feFlood` and `feBlend`), which MkDocs' social cards and many
/// Python pipelines use: the check that the drawing degrades gracefully where filters are
/// missing.
///
/// It is a Python package (PyPI `cairosvg`, on Debian's `libcairo2`), run as `python3 -m cairosvg`
/// from `STARSVG_CAIROSVG_PATH` if set, else from `<package root>/.build/ci-tools/cairosvg`, where
/// `.ci/run` installs it. Missing, its checks are skipped locally and fail under `CI=true`.
enum CairoSVG {
    /// The version pinned in `.ci/run`, for messages.
    static let pinned = "cairosvg==2.9.1"

    /// The folder its package is installed in (pip's `--target`).
    static let pythonPath = ProcessInfo.processInfo.environment["STARSVG_CAIROSVG_PATH"]
        ?? RenderTools.packageRoot.appendingPathComponent(".build/ci-tools/cairosvg").path

    /// How to install it, for messages.
    static let installHint = "python3 -m pip install --target \(pythonPath) \(pinned) (or run .ci/run), "
        + "or set STARSVG_CAIROSVG_PATH to a folder that has it"

    /// The Python that runs it, or `nil` without python3 or without the package.
    static let python: URL? = {
        guard let python = InstalledProgram("python3", package: "python3").path else { return nil }
        let probe = ProcessRunner(python, ["-c", "import cairosvg"], environmentOverrides: environment, timeout: .seconds(60))
        guard let result = try? probe.run(), result.exitStatus == 0 else { return nil }
        return URL(fileURLWithPath: python)
    }()

    /// Whether its checks run: it is installed, or CI requires it (and then they fail).
    static var isInstalledOrRequired: Bool { RenderTools.isCI || python != nil }

    private static let environment = ["PYTHONPATH": pythonPath, "PYTHONDONTWRITEBYTECODE": "1"]

    /// Draws each SVG file on white into a PNG beside it, all in one Python process (each start
    /// costs about half a second), and decodes the pictures, in order.
    /// - Throws: When CairoSVG is missing (possible only under `CI=true`) or fails, or a PNG does
    ///   not decode.
    static func render(_ svgFiles: [URL], in folder: URL) async throws -> [RasterImage] {
        guard let python else {
            throw RenderFailure(description: "CairoSVG is not installed (\(installHint)); CI=true requires it")
        }
        let files = svgFiles.map { $0.deletingPathExtension().appendingPathExtension("png") }
        let script = """
            import sys, cairosvg
            for svg, png in zip(sys.argv[1::2], sys.argv[2::2]):
                cairosvg.svg2png(url=svg, write_to=png, background_color="white")
            """
        try await ProcessRunner.runLogged(python, ["-c", script] + zip(svgFiles, files).flatMap { [$0.path, $1.path] },
                                          environmentOverrides: environment,
                                          log: folder.appendingPathComponent("cairosvg.log"), timeout: .seconds(60))
        return try await PNGDecoder.decode(files, scratch: folder, name: "cairosvg")
    }
}
