import Foundation
import Testing

/// `.spi.yml`, read by the Swift Package Index: it documents the modules that
/// `Scripts/docs.sh` builds the API reference of, in the same order (the first is the landing
/// page's), and builds a library product on the platforms without a command line. The index
/// reads no file over 1,000 bytes.
@Suite struct PackageIndexManifestTests {
    static let packageRoot = DocumentationLinksTests.packageRoot

    /// The words between the brackets of the first line of `text` that starts with `prefix`
    /// (after spaces), split at commas and spaces; `nil` without such a line.
    static func list(after prefix: String, in text: String) -> [String]? {
        guard let line = text.split(separator: "\n").first(where: { $0.drop { $0 == " " }.hasPrefix(prefix) }),
              let open = line.firstIndex(where: { $0 == "[" || $0 == "(" }),
              let close = line.lastIndex(where: { $0 == "]" || $0 == ")" }), open < close else { return nil }
        return line[line.index(after: open)..<close].split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
    }

    @Test func theIndexDocumentsWhatTheDocsScriptBuilds() throws {
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent(".spi.yml"), encoding: .utf8)
        let script = try String(contentsOf: Self.packageRoot.appendingPathComponent("Scripts/docs.sh"), encoding: .utf8)
        #expect(manifest.utf8.count <= 1_000, "the index ignores a .spi.yml of \(manifest.utf8.count) bytes")
        let documented = try #require(Self.list(after: "- documentation_targets:", in: manifest))
        let built = try #require(Self.list(after: "modules=", in: script))
        #expect(documented == built)
        #expect(documented.first == "StarRatingSVG")
    }

    @Test func theAppleDevicesBuildALibraryProduct() throws {
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent(".spi.yml"), encoding: .utf8)
        let package = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The products every build has (the fuzzer's build adds one of its own further down).
        let products = try #require(package.firstRange(of: "products: [").map { package[$0.upperBound...] }
            .flatMap { rest in rest.firstRange(of: "],").map { rest[..<$0.lowerBound] } })
        let lines = manifest.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var schemes: [String: String] = [:]
        for (index, line) in lines.enumerated() where line.hasPrefix("- platform: ") && index + 1 < lines.count {
            let platform = String(line.dropFirst("- platform: ".count))
            if lines[index + 1].hasPrefix("scheme: ") { schemes[platform] = String(lines[index + 1].dropFirst("scheme: ".count)) }
        }
        #expect(Set(schemes.keys) == ["ios", "tvos", "watchos", "visionos"])
        for (platform, scheme) in schemes.sorted(by: { $0.key < $1.key }) {
            #expect(products.contains(".library(name: \"\(scheme)\""), "\(platform) builds \(scheme), which is no library product")
        }
    }
}
