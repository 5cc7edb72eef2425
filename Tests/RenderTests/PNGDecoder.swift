import Foundation
import TestSupport

/// Decodes PNG files with ImageMagick's `convert`.
///
/// A real, independent decoder rather than a hand-written PNG/zlib reader in the tests: a bug
/// in our own decoder could hide a bug in the pictures. `-set colorspace sRGB` keeps a gAMA
/// chunk from changing the values; one call decodes many files into one raw stream, and
/// `-write info:` lists each file's size (to split the stream safely) and whether it is opaque.
enum PNGDecoder {
    /// Decodes `files` in one `convert` call.
    /// - Parameters:
    ///   - files: PNG files.
    ///   - scratch: A folder for the raw stream, the size list and the log.
    ///   - name: What to call those files.
    ///   - onWhite: Whether to lay the pictures on white first: for pictures that are meant to
    ///   be transparent (the command's own PNGs); a renderer's must be opaque already.
    /// - Returns: One image a file, in order.
    /// - Throws: When `convert` fails, a file is missing or empty, or a picture is not opaque
    ///   (every render is on white, so transparency means a renderer ignored its background).
    static func decode(_ files: [URL], scratch: URL, name: String, onWhite: Bool = false) async throws -> [RasterImage] {
        guard let convert = RenderTools.imageMagick else {
            throw RenderFailure(description: "ImageMagick's convert is not installed (apt-get install imagemagick)")
        }
        guard !files.isEmpty else { return [] }
        for file in files {
            // Firefox fails silently: status 0 and no file.
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            guard size > 0 else { throw RenderFailure(description: "no picture at \(file.path)") }
        }
        let raw = scratch.appendingPathComponent("\(name).rgb")
        let info = scratch.appendingPathComponent("\(name)-info.txt")
        try await ProcessRunner.runLogged(convert, files.map(\.path) + (onWhite ? ["-background", "white", "-alpha", "remove"] : []) + [
            "-set", "colorspace", "sRGB", "-depth", "8",
            "-format", "%w %h %[opaque]\\n", "-write", "info:\(info.path)",
            "rgb:\(raw.path)",
        ], log: scratch.appendingPathComponent("\(name)-convert.log"))

        let lines = try String(contentsOf: info, encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ") }
        let bytes = [UInt8](try Data(contentsOf: raw))
        let sizes = lines.map { line in line.prefix(2).compactMap { Int($0) } }
        guard lines.count == files.count, sizes.allSatisfy({ $0.count == 2 }),
              bytes.count == sizes.reduce(0, { $0 + $1[0] * $1[1] * 3 }) else {
            throw RenderFailure(description: "convert gave \(bytes.count) bytes and sizes \(sizes) for \(files.count) files")
        }
        var images: [RasterImage] = []
        var offset = 0
        for (index, file) in files.enumerated() {
            guard lines[index].last == "true" else {
                throw RenderFailure(description: "\(file.path) is not opaque: the renderer ignored its white background")
            }
            let (width, height) = (sizes[index][0], sizes[index][1])
            images.append(RasterImage(width: width, height: height, rgb: Array(bytes[offset..<(offset + width * height * 3)])))
            offset += width * height * 3
        }
        return images
    }
}
