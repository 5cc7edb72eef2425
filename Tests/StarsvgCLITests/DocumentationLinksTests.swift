import Foundation
import Testing
import TestSupport

/// The README, CHANGELOG.md, `Documentation/*.md` and the recipes' READMEs link each other by
/// relative paths and heading anchors: every such link leads to a file or folder that exists,
/// and every `#anchor` to a heading of its file, as GitHub names it. Moving a section breaks a
/// link silently otherwise.
@Suite struct DocumentationLinksTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Markdown files whose links are checked, relative to the package root.
    static let documents: [String] = {
        let files = FileManager.default
        func markdown(in folder: String, named name: String? = nil) -> [String] {
            let entries = (try? files.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(folder).path)) ?? []
            return entries.sorted().compactMap { entry in
                if let name {
                    let path = folder + "/" + entry + "/" + name
                    return files.fileExists(atPath: packageRoot.appendingPathComponent(path).path) ? path : nil
                }
                return entry.hasSuffix(".md") ? folder + "/" + entry : nil
            }
        }
        return ["README.md", "CHANGELOG.md"] + markdown(in: "Documentation") + markdown(in: "Examples", named: "README.md")
    }()

    @Test func theDocumentationIsThere() {
        for expected in ["README.md", "Documentation/options.md", "Documentation/web-pages.md", "Documentation/batch.md",
                         "Documentation/library.md", "Documentation/performance.md", "Documentation/testing.md", "Documentation/png.md"] {
            #expect(Self.documents.contains(expected), "\(expected) is missing")
        }
    }

    // README and CHANGELOG, 12 pages of Documentation/ and 7 recipes when this was written; more
    // may come.
    @Test(.cases(atLeast: 21), arguments: documents)
    func everyRelativeLinkLeadsSomewhere(document: String) throws {
        let url = Self.packageRoot.appendingPathComponent(document)
        let text = try String(contentsOf: url, encoding: .utf8)
        let links = MarkdownLinks.targets(in: text)
        #expect(!links.isEmpty || !document.hasPrefix("Documentation/"), "\(document) links nowhere")
        for link in links where !MarkdownLinks.isExternal(link) {
            let (path, anchor) = MarkdownLinks.split(link)
            let target = path.isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
            #expect(target.path.hasPrefix(Self.packageRoot.standardizedFileURL.path + "/"), "\(document): \(link) leads out of the package")
            guard FileManager.default.fileExists(atPath: target.path) else {
                Issue.record("\(document): \(link): \(path) does not exist")
                continue
            }
            if let anchor {
                let targetText = try String(contentsOf: target, encoding: .utf8)
                #expect(MarkdownLinks.anchors(in: targetText).contains(anchor),
                        "\(document): \(link): no heading of \(path.isEmpty ? document : path) has the anchor #\(anchor)")
            }
        }
    }

    /// The checker itself finds links, anchors and the links it must leave alone.
    @Test func theCheckerReadsLinksAndAnchorsAsGitHubDoes() {
        let text = """
            # Many ratings in one run: `starsvg batch`
            See [a](a.md), [b](../b.md#the-library "title") and <img src="Samples/x.svg" alt="x">.
            Code is no link: `<img src="/site/x.svg">`, `[c](c.md)`; [`code`](d.md) is one.
            ## Structured data for search engines: `--schema`
            ```sh
            echo "[not](a-link.md)"
            ```
            [site](https://example.com) [mail](mailto:a@b.c) [here](#many-ratings-in-one-run-starsvg-batch)
            ## A picture
            ## A picture
            """
        #expect(MarkdownLinks.targets(in: text) == ["a.md", "../b.md#the-library", "d.md", "Samples/x.svg", "https://example.com",
                                                    "mailto:a@b.c", "#many-ratings-in-one-run-starsvg-batch"])
        #expect(MarkdownLinks.anchors(in: text) == ["many-ratings-in-one-run-starsvg-batch",
                                                    "structured-data-for-search-engines---schema", "a-picture", "a-picture-1"])
        #expect(MarkdownLinks.isExternal("https://example.com") && MarkdownLinks.isExternal("mailto:a@b.c"))
        let withAnchor = MarkdownLinks.split("../b.md#the-library")
        #expect(withAnchor.path == "../b.md" && withAnchor.anchor == "the-library")
        let anchorOnly = MarkdownLinks.split("#x")
        #expect(anchorOnly.path == "" && anchorOnly.anchor == "x")
        #expect(MarkdownLinks.split("a.md").anchor == nil)
    }
}

/// Links and heading anchors of a Markdown text, outside fenced code blocks.
enum MarkdownLinks {
    /// The targets of `[text](target)` links and of `<img src="target">`, paragraph by paragraph
    /// (a paragraph's links, then its images); a link's title, if any, left out.
    static func targets(in text: String) -> [String] {
        var targets: [String] = []
        for paragraph in proseParagraphs(of: text) {
            // What stands in backticks is code, however much it looks like a link; a code span
            // may run over lines, never over paragraphs.
            let prose = paragraph.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = after[..<close].split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
                targets.append(target)
                rest = after[close...]
            }
            rest = Substring(prose)
            while let source = rest.range(of: "<img src=\"") {
                let after = rest[source.upperBound...]
                guard let close = after.firstIndex(of: "\"") else { break }
                targets.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return targets
    }

    /// The anchors GitHub gives the headings: lower case, punctuation other than `-` and `_`
    /// dropped, spaces made `-`; a repeated anchor gets `-1`, `-2`, ….
    static func anchors(in text: String) -> [String] {
        var seen: [String: Int] = [:]
        var anchors: [String] = []
        for line in proseLines(of: text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }
            guard title.first == " " else { continue }
            var anchor = ""
            for character in title.dropFirst().lowercased() {
                if character == " " {
                    anchor.append("-")
                } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    anchor.append(character)
                }
            }
            let count = seen[anchor, default: 0]
            seen[anchor] = count + 1
            anchors.append(count == 0 ? anchor : "\(anchor)-\(count)")
        }
        return anchors
    }

    /// A link to a web address or mail, which this does not follow.
    static func isExternal(_ target: String) -> Bool {
        target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:")
    }

    /// A target's path and its anchor, if any.
    static func split(_ target: String) -> (path: String, anchor: String?) {
        guard let hash = target.firstIndex(of: "#") else { return (target, nil) }
        return (String(target[..<hash]), String(target[target.index(after: hash)...]))
    }

    /// The paragraphs outside fenced code blocks, each its lines joined: a paragraph ends at an
    /// empty line, a heading, a table row or a list item.
    private static func proseParagraphs(of text: String) -> [String] {
        var paragraphs: [String] = []
        var current: [Substring] = []
        for line in proseLines(of: text) {
            let start = line.drop { $0 == " " }
            if start.isEmpty || start.hasPrefix("#") || start.hasPrefix("|") || start.hasPrefix("- ") {
                if !current.isEmpty { paragraphs.append(current.joined(separator: "\n")) }
                current = start.isEmpty ? [] : [line]
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { paragraphs.append(current.joined(separator: "\n")) }
        return paragraphs
    }

    /// The lines outside fenced code blocks (where `](` is code, not a link).
    private static func proseLines(of text: String) -> [Substring] {
        var isInFence = false
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.drop(while: { $0 == " " }).hasPrefix("```") {
                isInFence.toggle()
            } else if !isInFence {
                lines.append(line)
            }
        }
        return lines
    }
}
