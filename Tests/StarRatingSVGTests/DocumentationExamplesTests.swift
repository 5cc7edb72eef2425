import Foundation
import Testing
import TestSupport

/// The Swift examples of every Markdown page of the repository (the README, Documentation/,
/// the recipes' READMEs) and of the DocC articles, compiled and run as a user's package would:
/// each page's `swift` blocks, one after the other, are the `main.swift` of a package made in a
/// temporary folder from the page's own `Package.swift` block (library.md's for a page without
/// one), which depends on starsvg by path (`../starsvg`, the one change: that path, through
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
        /// Whether its examples write files, which are then checked: the guides' do; a page
        /// that shows a call or two (the README's) may write none.
        let writesFiles: Bool

        var description: String { path }
    }

    /// Every Markdown page whose examples are compiled: the README, Documentation/*.md, each
    /// recipe's README and each DocC article, from the package's root.
    static let markdownPages: [String] = {
        let root = ExamplePackage.packageRoot
        func entries(_ folder: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []).sorted()
        }
        let documentation = entries("Documentation").filter { $0.hasSuffix(".md") }.map { "Documentation/" + $0 }
        let recipes = entries("Examples").map { "Examples/" + $0 + "/README.md" }.filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
        let articles = entries("Sources").flatMap { module in
            entries("Sources/" + module + "/" + module + ".docc").filter { $0.hasSuffix(".md") }.map { "Sources/" + module + "/" + module + ".docc/" + $0 }
        }
        return ["README.md"] + documentation + recipes + articles
    }()

    /// The pages that hold a `swift` block, each with an executable's name of its own: the
    /// library's guide, whose name the shared scratch folder has long known, then the others by
    /// their paths (`ReadMe`, `WebPagesPage`, `SwiftSiteReadMe`, `StarRatingSVGGettingStarted`).
    static let pages: [Page] = markdownPages.compactMap { path in
        guard let text = try? String(contentsOfFile: ExamplePackage.packageRoot + "/" + path, encoding: .utf8),
              !swiftBlocks(in: text).isEmpty else { return nil }
        let parts = path.split(separator: "/").map(String.init)
        // `web-pages.md` → `WebPages`: a target's name holds letters and digits.
        let capitalized = (parts.last! as NSString).deletingPathExtension.split { !$0.isLetter && !$0.isNumber }
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        switch parts.first! {
        case "README.md": return Page(path: path, executable: "ReadMe", writesFiles: false)
        case "Documentation":
            return path == "Documentation/library.md" ? Page(path: path, executable: "LibraryGuide", writesFiles: true)
                : Page(path: path, executable: capitalized + "Page", writesFiles: false)
        case "Examples": return Page(path: path, executable: parts[1] + "ReadMe", writesFiles: false)
        default: return Page(path: path, executable: parts[1] + capitalized, writesFiles: true)
        }
    }

    /// The text of every fenced `swift` block of `markdown`, in order; a block indented in a
    /// list loses its fence's indentation.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]? = nil, indentation = 0
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let fence = line.drop { $0 == " " }
            if current == nil, fence == "```swift" {
                current = []
                indentation = line.count - fence.count
            } else if current != nil, fence == "```", line.count - fence.count == indentation {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line.prefix(indentation).allSatisfy { $0 == " " } ? line.dropFirst(indentation) : line)
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
        // A page that shows a call or two (sites.md's) takes the library's import as read.
        var imports = ["import StarRatingSVG"], code: [String] = []
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

    @Test(.timeLimit(.minutes(30)), .cases(atLeast: 6), arguments: pages)  // for a hang: ExamplePackage says why so long
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
        #expect(!written.isEmpty || !page.writesFiles, "\(page)'s examples wrote no file")
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

    /// Every page with Swift in it is compiled, wherever it is, a block indented in a list too,
    /// and the names of their executables are unique.
    @Test func everyPageWithSwiftIsCompiled() {
        let paths = Set(Self.pages.map(\.path))
        for path in ["README.md", "Documentation/library.md", "Documentation/shapes.md", "Documentation/sites.md",
                     "Documentation/web-pages.md", "Examples/SwiftSite/README.md", "Sources/StarRatingSVG/StarRatingSVG.docc/GettingStarted.md"] {
            #expect(paths.contains(path), "\(path) is not compiled")
        }
        #expect(Self.markdownPages.contains("Examples/Jinja/README.md") && Self.markdownPages.contains("Documentation/batch.md"))
        #expect(Set(Self.pages.map(\.executable)).count == Self.pages.count)
        let listed = "- A list:\n\n  ```swift\n  let a = 1\n\n  let b = a\n  ```\n\n```swift\nlet c = 2\n```\n"
        #expect(Self.swiftBlocks(in: listed) == ["let a = 1\n\nlet b = a", "let c = 2"])
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
