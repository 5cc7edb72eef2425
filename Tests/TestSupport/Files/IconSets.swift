import Foundation

/// The icon sets people use, as PyPI ships them (`.ci/run` installs them, pinned, into
/// `.build/ci-tools/icons`; `STARSVG_ICONSETS_PATH` names another folder): Font Awesome Free
/// 6.6 (`fontawesomefree`), Heroicons 2 (`heroicons`), Lucide (`lucide`) and Tabler
/// (`pytablericons`). Missing, their checks are skipped locally and fail under `CI=true`.
public enum IconSets {
    /// The pins in `.ci/run`, for messages.
    public static let pinned = "fontawesomefree==6.6.0 heroicons==2.14.0 lucide==1.1.4 pytablericons==1.0.1"

    /// The folder the sets are installed in.
    public static let folder: URL = {
        if let path = ProcessInfo.processInfo.environment["STARSVG_ICONSETS_PATH"] { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/ci-tools/icons")
    }()

    /// Whether the sets are there.
    public static var isInstalled: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("lucide/lucide.zip").path)
    }

    /// How to install them, for messages.
    public static let installHint = "python3 -m pip install --no-deps --target \(folder.path) \(pinned) (or run .ci/run)"

    /// One icon file: its set and style, its name, its bytes.
    public struct Icon: Sendable {
        /// The set and style: "Lucide", "Heroicons outline", …
        public let set: String
        /// The file's name in its set.
        public let name: String
        /// The file's bytes.
        public let bytes: [UInt8]
    }

    /// Every icon of every set, by set and style: "Font Awesome solid", "Heroicons outline",
    /// "Lucide", "Tabler outline", and so on.
    public static func all() throws -> [Icon] {
        var icons: [Icon] = []
        let awesome = folder.appendingPathComponent("fontawesomefree/static/fontawesomefree/svgs")
        for style in ["solid", "regular", "brands"] {
            icons += try files(in: awesome.appendingPathComponent(style), set: "Font Awesome \(style)")
        }
        let tabler = folder.appendingPathComponent("pytablericons/icons")
        for style in ["outline", "filled"] {
            icons += try files(in: tabler.appendingPathComponent(style), set: "Tabler \(style)")
        }
        for (name, bytes) in try zipped(folder.appendingPathComponent("heroicons/heroicons.zip")) {
            guard let slash = name.firstIndex(of: "/") else { continue }
            icons.append(Icon(set: "Heroicons " + name[..<slash], name: name, bytes: bytes))
        }
        for (name, bytes) in try zipped(folder.appendingPathComponent("lucide/lucide.zip")) {
            icons.append(Icon(set: "Lucide", name: name, bytes: bytes))
        }
        return icons
    }

    private static func files(in folder: URL, set: String) throws -> [Icon] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }.sorted().map { name in
            Icon(set: set, name: name, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }

    /// The `.svg` files of a zip, read by Python's zipfile (Foundation reads no zip on Linux).
    private static func zipped(_ archive: URL) throws -> [(String, [UInt8])] {
        guard let python = InstalledProgram("python3", package: "python3").path else {
            throw IconSetError(description: "python3 is needed to read \(archive.path)")
        }
        let script = """
            import sys, zipfile, json
            z = zipfile.ZipFile(sys.argv[1])
            json.dump({n: z.read(n).decode("utf-8") for n in z.namelist() if n.endswith(".svg")}, sys.stdout)
            """
        let result = try ProcessRunner(python, ["-c", script, archive.path], timeout: .seconds(60)).run()
        guard result.exitStatus == 0,
              let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: String] else {
            throw IconSetError(description: "could not read \(archive.path): \(result.standardError)")
        }
        return object.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) }
    }
}

/// Why the icon sets could not be read.
public struct IconSetError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
}
