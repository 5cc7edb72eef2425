import Foundation
import Testing
import TestSupport

/// The Swift examples of Documentation/library.md and of the DocC articles, compiled and run
/// as a user's package would: each page's `swift` blocks, one after the other, are the
/// `main.swift` of a package made in a temporary folder from the page's own `Package.swift`
/// block, which depends on starsvg by path (`../starsvg`, the one change: that path, through
/// `ExamplePackage.linkedRoot`, whose last part is `starsvg` too). A wrong package or product
/// name, an API the page gets wrong, or a page that writes a broken file fails here.
@Suite struct DocumentationExamplesTests {
    /// A documentation page with Swift examples.
    struct Page: CustomStringConvertible {
        /// The page's path from the package's root.
        let path: String
        /// The executable its examples become: unique among the packages built in
        /// `ExamplePackage.sharedScratch`.
        let executable: String

        var description: String { path }
    }

    /// The pages: the library's guide and every DocC article that holds a `swift` block.
    static let pages: [Page] = {
        var pages = [Page(path: "Documentation/library.md", executable: "LibraryGuide")]
        let sources = ExamplePackage.packageRoot + "/Sources"
        for module in ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted() {
            let catalog = sources + "/" + module + "/" + module + ".docc"
            for article in ((try? FileManager.default.contentsOfDirectory(atPath: catalog)) ?? []).sorted() where article.hasSuffix(".md") {
                let path = "Sources/" + module + "/" + module + ".docc/" + article
                guard let text = try? String(contentsOfFile: ExamplePackage.packageRoot + "/" + path, encoding: .utf8),
                      !swiftBlocks(in: text).isEmpty else { continue }
                pages.append(Page(path: path, executable: module + (article as NSString).deletingPathExtension))
            }
        }
        return pages
    }()

    /// The text of every fenced `swift` block of `markdown`, in order.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]? = nil
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The dependency every page's manifest declares, as a user's beside a clone would.
    static let documentedDependency = #".package(path: "../starsvg")"#

    /// The package made of `page`'s examples in `folder`: its manifest (the page's own, or the
    /// guide's for a page without one) with the dependency's path replaced and the executable
    /// renamed, and its `main.swift`, the other blocks one after the other, their imports first.
    static func writePackage(of page: Page, in folder: String) throws {
        let blocks = swiftBlocks(in: try String(contentsOfFile: ExamplePackage.packageRoot + "/" + page.path, encoding: .utf8))
        let isManifest = { (block: String) in block.hasPrefix("// swift-tools-version:") }
        let guide = try String(contentsOfFile: ExamplePackage.packageRoot + "/Documentation/library.md", encoding: .utf8)
        let manifest = try #require(blocks.first(where: isManifest) ?? swiftBlocks(in: guide).first(where: isManifest),
                                    "\(page): no Package.swift block")
        try #require(manifest.contains(documentedDependency), "\(page): the manifest does not depend on \(documentedDependency)")
        let package = manifest
            .replacing(documentedDependency, with: ".package(path: \"\(ExamplePackage.linkedRoot)\")")
            .replacing(#""MySite""#, with: "\"\(page.executable)\"")
        var imports: [String] = [], code: [String] = []
        for (index, block) in blocks.enumerated() where !isManifest(block) {
            code.append("// \(page.path), block \(index + 1)")
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("import ") {
                    if !imports.contains(String(line)) { imports.append(String(line)) }
                } else {
                    code.append(String(line))
                }
            }
        }
        let sources = folder + "/Sources/" + page.executable
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try package.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        try (imports + code).joined(separator: "\n").appending("\n").write(toFile: sources + "/main.swift", atomically: true, encoding: .utf8)
    }

    @Test(.timeLimit(.minutes(30)), arguments: pages)  // for a hang: ExamplePackage says why so long
    func theExamplesBuildRunAndWriteSoundFiles(page: Page) async throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("starsvg-docs-" + page.executable + "-" + UUID().uuidString.prefix(8))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.writePackage(of: page, in: folder + "/package")
        let example = ExamplePackage(name: page.executable, folder: folder + "/package")
        try await example.build()
        // Run where a user's program would write its files: a folder of its own.
        let output = folder + "/output"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let run = try await example.run(in: output)
        try #require(run.exitStatus == 0, "\(page)'s examples failed: \(run.standardError)")

        let written = try Self.files(under: output)
        #expect(!written.isEmpty, "\(page)'s examples wrote no file")
        for (name, bytes) in written {
            #expect(Self.problems(ofFile: name, bytes, among: Set(written.keys)).isEmpty,
                    "\(page), \(name): \(Self.problems(ofFile: name, bytes, among: Set(written.keys)))")
        }
    }

    /// Every file under `folder`, by its path from there.
    static func files(under folder: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        for case let path as String in enumerator {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: folder + "/" + path).map { [UInt8]($0) }
            }
        }
        return files
    }

    /// What is wrong with the file `name` the examples wrote (`names`, every file they wrote):
    /// an SVG that is no well-formed document with one `<svg>` root, a PNG without its
    /// signature, a page with an id twice, one style sheet written twice, or a link to a file
    /// that was not written.
    static func problems(ofFile name: String, _ bytes: [UInt8], among names: Set<String>) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        switch (name as NSString).pathExtension {
        case "svg":
            guard let document = try? ParsedXMLDocument(parsing: bytes) else { return ["not well-formed XML"] }
            return document.root.name == "svg" ? [] : ["its root is <\(document.root.name)>"]
        case "png":
            return bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) ? [] : ["no PNG signature"]
        case "html":
            return pageProblems(text, folder: (name as NSString).deletingLastPathComponent, among: names)
        default:
            return []
        }
    }

    /// What is wrong with a page: ids used twice, a `<style>` whose text another one already
    /// holds (a sheet written twice), a relative `src` or stylesheet `href` naming no file in
    /// `names` (paths from the output folder; the page's own is in `folder`).
    static func pageProblems(_ html: String, folder: String, among names: Set<String>) -> [String] {
        var problems: [String] = []
        let repeated = HTMLIDScan.repeatedIDs(in: html)
        if !repeated.isEmpty { problems.append("ids used twice: \(repeated)") }
        let sheets = html.matches(of: #/<style[^>]*>([^<]*)</style>/#).map { String($0.1) }
        if Set(sheets).count < sheets.count { problems.append("a style sheet written twice (\(sheets.count) <style>s)") }
        for reference in html.matches(of: #/(?:src|href)="([^"]+)"/#).map({ String($0.1) })
        where !reference.contains(":") && !reference.hasPrefix("/") && !reference.hasPrefix("#") {
            let path = folder.isEmpty ? reference : folder + "/" + reference
            if !names.contains(path) { problems.append("\(reference) names no file written") }
        }
        return problems
    }

    /// The page check finds what it is for: the sheet written twice (what GettingStarted.md
    /// once did, `<style>` around a snippet that holds its own), an id twice, a missing file.
    @Test func thePageCheckFindsADoubledSheetAnIDTwiceAndAMissingFile() {
        let snippet = #"<svg id="a" role="img"><style>.starsvg{color:red}</style><title>Rating</title></svg>"#
        #expect(Self.pageProblems(snippet, folder: "", among: []).isEmpty)
        #expect(Self.pageProblems("<style>.starsvg{color:red}</style>\n" + snippet, folder: "", among: []).count == 1)
        #expect(Self.pageProblems(snippet + snippet, folder: "", among: []).count == 2)
        #expect(Self.pageProblems(#"<img src="r/1.png" alt=""/>"#, folder: "", among: ["r/1.png"]).isEmpty)
        #expect(Self.pageProblems(#"<img src="r/2.png" alt=""/>"#, folder: "", among: ["r/1.png"]).count == 1)
    }
}
