import Foundation
import TestSupport

/// Standalone SVGs the command writes, drawn on white by librsvg or resvg and decoded: what the
/// tests that compare two pictures of one engine share.
enum StandaloneRenders {
    /// Each picture's SVG (`<name>.svg`), PNG and log in `folder`, drawn by `engine` at its own
    /// size, decoded in the order given.
    static func render(_ pictures: [(name: String, arguments: [String])], engine: RenderEngine, executable: URL,
                       in folder: URL) async throws -> [RasterImage] {
        var files: [URL] = []
        for (name, arguments) in pictures {
            let svg = folder.appendingPathComponent(name + ".svg")
            try Data(try WebFacePages.starsvg(arguments).utf8).write(to: svg)
            let png = folder.appendingPathComponent(name + ".png")
            let arguments = engine == .librsvg ? ["-b", "white", "-o", png.path, svg.path] : ["--background", "white", svg.path, png.path]
            try await ProcessRunner.runLogged(executable, arguments, log: folder.appendingPathComponent(name + ".log"), timeout: .seconds(30))
            files.append(png)
        }
        return try await PNGDecoder.decode(files, scratch: folder, name: pictures.map(\.name).joined(separator: "-"))
    }
}
