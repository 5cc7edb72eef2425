import Foundation
import Testing
import TestSupport

/// Decodes PNG files with Python: its zlib (always there) inflates the image data and removes
/// the row filters; Pillow, when it can be imported from `STARSVG_PYTHONPATH` or the package's
/// `.build/ci-tools/python`, opens the file as an independent decoder and reads its text.
enum PythonPNGReader {
    /// One picture: its size, its colour type, its RGBA pixels as zlib and the filters give
    /// them, and what Pillow read (`nil` without Pillow).
    struct Picture {
        let width: Int
        let height: Int
        /// `IHDR`'s colour type: 6 (RGBA), 4 (grey and alpha), 3 (palette) or 2 (RGB,
        /// as Chromium writes its screenshots).
        let colorType: Int
        let rgba: [UInt8]
        let pillowMode: String?
        let pillowDescription: String?

        /// The pixel at (`x`, `y`), from the top left.
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let start = (y * width + x) * 4
            return Array(rgba[start..<(start + 4)])
        }
    }

    static let python = InstalledProgram("python3", package: "python3")
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let pythonPath = ProcessInfo.processInfo.environment["STARSVG_PYTHONPATH"]
        ?? packageRoot.appendingPathComponent(".build/ci-tools/python").path

    static var isAvailableOrRequired: Bool { python.isTestable }
    static var skipReason: String { python.skipReason }

    /// Whether Pillow can be imported, asked once.
    static let hasPillow: Bool = {
        guard let python = python.path else { return false }
        let run = try? ProcessRunner(python, ["-c", "import PIL"], environmentOverrides: ["PYTHONPATH": pythonPath]).run()
        return run?.exitStatus == 0
    }()

    /// The script: for each file, `width height colourType mode description` on one line (`-`
    /// for what Pillow did not read), then the pixels as RGBA in hex on the next: rows of RGBA,
    /// grey and alpha, palette indices or RGB (PNG's colour types 6, 4, 3 and 2) are unfiltered
    /// and expanded here, by the specification, apart from Pillow.
    static let script = #"""
        import sys, zlib, struct, binascii
        try:
            from PIL import Image
        except ImportError:
            Image = None
        def unfilter(raw, width, height, bpp):
            stride = width * bpp
            rows, previous, at = [], bytearray(stride), 0
            for _ in range(height):
                kind = raw[at]; row = bytearray(raw[at + 1:at + 1 + stride]); at += 1 + stride
                for i in range(stride):
                    a = row[i - bpp] if i >= bpp else 0
                    b = previous[i]
                    c = previous[i - bpp] if i >= bpp else 0
                    if kind == 1: row[i] = (row[i] + a) & 255
                    elif kind == 2: row[i] = (row[i] + b) & 255
                    elif kind == 3: row[i] = (row[i] + (a + b) // 2) & 255
                    elif kind == 4:
                        p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                        row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
                    elif kind != 0: raise ValueError("filter %d" % kind)
                rows.append(bytes(row)); previous = row
            if at != len(raw): raise ValueError("%d bytes after the rows" % (len(raw) - at))
            return b"".join(rows)
        def rgba(samples, colour_type, palette, alphas):
            if colour_type == 6: return samples
            out = bytearray()
            if colour_type == 2:
                for i in range(0, len(samples), 3): out += samples[i:i + 3] + b"\xff"
            elif colour_type == 4:
                for i in range(0, len(samples), 2): out += bytes((samples[i], samples[i], samples[i], samples[i + 1]))
            elif colour_type == 3:
                for index in samples:
                    if 3 * index + 3 > len(palette): raise ValueError("index %d past the palette" % index)
                    out += palette[3 * index:3 * index + 3] + bytes((alphas[index] if index < len(alphas) else 255,))
            else: raise ValueError("colour type %d" % colour_type)
            return bytes(out)
        for path in sys.argv[1:]:
            data = open(path, "rb").read()
            at, idat, width, height, colour_type, palette, alphas = 8, b"", 0, 0, 0, b"", b""
            while at < len(data):
                length, kind = struct.unpack(">I4s", data[at:at + 8])
                body = data[at + 8:at + 8 + length]
                if kind == b"IHDR":
                    width, height, depth, colour_type = struct.unpack(">IIBB", body[:10])
                    if depth != 8: raise ValueError("bit depth %d" % depth)
                if kind == b"PLTE": palette = body
                if kind == b"tRNS": alphas = body
                if kind == b"IDAT": idat += body
                at += 12 + length
            bpp = {6: 4, 4: 2, 3: 1, 2: 3}.get(colour_type, 0)
            if bpp == 0: raise ValueError("colour type %d" % colour_type)
            pixels = rgba(unfilter(zlib.decompress(idat), width, height, bpp), colour_type, palette, alphas)
            mode, description = "-", "-"
            if Image is not None:
                with Image.open(path) as image:
                    image.load()
                    if image.size != (width, height): raise ValueError("Pillow reads %r" % (image.size,))
                    if image.convert("RGBA").tobytes() != pixels: raise ValueError("Pillow's pixels differ from zlib's")
                    mode = image.mode
                    description = image.info.get("Description", "-")
            print(width, height, colour_type, mode, binascii.hexlify(description.encode("utf-8")).decode() if description != "-" else "-")
            print(binascii.hexlify(pixels).decode())
        """#

    /// The pictures of `files`, in order.
    /// - Throws: when Python is missing or fails (a file zlib or Pillow cannot read).
    static func read(_ files: [String]) throws -> [Picture] {
        let python = try #require(python.path, Comment(rawValue: skipReason))
        try #require(hasPillow || !InstalledProgram.isCI, "Pillow not found in \(pythonPath) (python3 -m pip install --target \(pythonPath) pillow, or set STARSVG_PYTHONPATH)")
        let run = try ProcessRunner(python, ["-c", script] + files,
                                    environmentOverrides: ["PYTHONPATH": pythonPath, "PYTHONDONTWRITEBYTECODE": "1"],
                                    timeout: .seconds(120)).run()
        try #require(run.exitStatus == 0, "python3 could not read the PNGs: \(run.standardError)")
        let lines = String(decoding: run.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
        try #require(lines.count == 2 * files.count, "\(lines.count) lines for \(files.count) files")
        return try stride(from: 0, to: lines.count, by: 2).map { index in
            let fields = lines[index].split(separator: " ").map(String.init)
            try #require(fields.count == 5, "\(lines[index])")
            return Picture(width: Int(fields[0]) ?? 0, height: Int(fields[1]) ?? 0, colorType: Int(fields[2]) ?? -1,
                           rgba: hexBytes(lines[index + 1]), pillowMode: fields[3] == "-" ? nil : fields[3],
                           pillowDescription: fields[4] == "-" ? nil : String(decoding: hexBytes(fields[4]), as: UTF8.self))
        }
    }

    private static func hexBytes(_ text: String) -> [UInt8] {
        let digits = Array(text.utf8)
        return stride(from: 0, to: digits.count - 1, by: 2).map { index in
            UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16) ?? 0
        }
    }
}
