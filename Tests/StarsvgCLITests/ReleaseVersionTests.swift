import Foundation
import Testing
@testable import StarsvgCLI

/// One version everywhere: `StarsvgRelease.version` is the one source, which `--version` prints
/// and the man page is generated from; CHANGELOG.md's newest release, the checked-in man page
/// and every version the documentation names (`starsvg X.Y.Z`, a dependency's `from: "X.Y.Z"`)
/// must say the same, so that a release that moves one of them and forgets another fails here;
/// and the API check's baseline must be one of CHANGELOG.md's releases.
@Suite struct ReleaseVersionTests {
    static let packageRoot = DocumentationLinksTests.packageRoot

    static func text(of path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The releases CHANGELOG.md lists, newest first, as (version, date); `## [Unreleased]`, the
    /// heading of changes not yet released, is no release. Any other second-level heading is
    /// recorded as an issue, since the API check and this test read the first release heading.
    static func releases(inChangelog text: String) -> [(version: [Int], date: String)] {
        text.split(separator: "\n").filter { $0.hasPrefix("## ") }.compactMap { line in
            if line == "## [Unreleased]" { return nil }
            // A release's heading in Keep a Changelog's form: `## [1.0.0] - 2026-12-06`.
            guard let match = line.wholeMatch(of: /## \[(\d+)\.(\d+)\.(\d+)\] - (\d{4}-\d{2}-\d{2})/) else {
                Issue.record("CHANGELOG.md: '\(line)' is neither '## [Unreleased]' nor '## [X.Y.Z] - YYYY-MM-DD'")
                return nil
            }
            return ([Int(match.1)!, Int(match.2)!, Int(match.3)!], String(match.4))
        }
    }

    static var version: [Int] { StarsvgRelease.version.split(separator: ".").compactMap { Int($0) } }

    @Test func theVersionIsMajorMinorPatch() {
        #expect(StarsvgRelease.version.wholeMatch(of: /\d+\.\d+\.\d+/) != nil)
        #expect(StarsvgRelease.versionLine == "starsvg \(StarsvgRelease.version)\n")
    }

    /// The newest release in CHANGELOG.md is this version, on the man page's date, and the
    /// releases go back in time, each version below the one above it.
    @Test func theChangelogsNewestReleaseIsThisVersion() throws {
        let releases = Self.releases(inChangelog: try Self.text(of: "CHANGELOG.md"))
        let newest = try #require(releases.first, "CHANGELOG.md lists no release")
        #expect(newest.version == Self.version,
                "CHANGELOG.md's newest release is \(newest.version.map(String.init).joined(separator: ".")), StarsvgRelease.version \(StarsvgRelease.version)")
        #expect(newest.date == StarsvgRelease.date, "CHANGELOG.md dates \(StarsvgRelease.version) \(newest.date), StarsvgRelease.date \(StarsvgRelease.date)")
        for (newer, older) in zip(releases, releases.dropFirst()) {
            #expect(older.version.lexicographicallyPrecedes(newer.version), "CHANGELOG.md lists \(older.version) after \(newer.version)")
            #expect(newer.date >= older.date, "CHANGELOG.md dates \(newer.version) before \(older.version)")
        }
    }

    /// The man page as checked in (what `install` copies, built or not) carries this version.
    @Test func theCheckedInManPageCarriesThisVersion() throws {
        let title = try #require(try Self.text(of: "Documentation/starsvg.1").split(separator: "\n").first { $0.hasPrefix(".TH ") })
        #expect(title == ".TH STARSVG 1 \(StarsvgRelease.date) \"starsvg \(StarsvgRelease.version)\" \"User Commands\"",
                "re-record it: STARSVG_RECORD=1 swift test --filter ManualPageTests")
    }

    /// Every version the README and Documentation/ name for starsvg is this one, and they name
    /// it at least once each way, so that this cannot pass by finding nothing.
    @Test func theDocumentationNamesThisVersion() throws {
        let folder = Self.packageRoot.appendingPathComponent("Documentation")
        let pages = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: folder.path))
            .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
        var named: [String: Int] = [:]
        for page in pages {
            let text = try Self.text(of: page)
            for match in text.matches(of: /starsvg (\d+\.\d+\.\d+)/) {
                named["starsvg", default: 0] += 1
                #expect(match.1 == StarsvgRelease.version, "\(page) says 'starsvg \(match.1)', the version is \(StarsvgRelease.version)")
            }
            for match in text.matches(of: /from: "(\d+\.\d+\.\d+)"/) {
                named["from", default: 0] += 1
                #expect(match.1 == StarsvgRelease.version, "\(page) depends on from: \"\(match.1)\", the version is \(StarsvgRelease.version)")
            }
        }
        #expect(named["starsvg", default: 0] > 0 && named["from", default: 0] > 0, "the documentation names no version: \(named)")
    }

    /// The API check's baseline (`.release/baseline`, read by `Scripts/check-api.sh`) is a
    /// release CHANGELOG.md lists, no newer than its newest, at a full commit hash: a version
    /// mistyped there would let the check allow a break, or refuse every change.
    @Test func theAPIBaselineIsAReleaseOfTheChangelog() throws {
        let lines = try Self.text(of: ".release/baseline").split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        let versions = lines.compactMap { $0.wholeMatch(of: /version (\d+)\.(\d+)\.(\d+)/) }.map { [Int($0.1)!, Int($0.2)!, Int($0.3)!] }
        let commits = lines.filter { $0.wholeMatch(of: /commit [0-9a-f]{40}/) != nil }
        #expect(versions.count == 1 && commits.count == 1 && lines.count == 2, ".release/baseline: \(lines)")
        let baseline = try #require(versions.first)
        let releases = Self.releases(inChangelog: try Self.text(of: "CHANGELOG.md")).map(\.version)
        #expect(releases.contains(baseline), "the baseline \(baseline) is no release of CHANGELOG.md: \(releases)")
        #expect(!(releases.first ?? []).lexicographicallyPrecedes(baseline), "the baseline \(baseline) is newer than CHANGELOG.md's newest release")
    }

    /// The changelog reader finds releases, skips what is unreleased and refuses other headings.
    @Test func theChangelogReaderReadsKeepAChangelogsHeadings() {
        let text = """
            # Changelog
            ## [Unreleased]
            ### Added
            ## [1.2.0] - 2027-01-02
            ## [0.1.0] - 2026-11-30
            """
        let releases = Self.releases(inChangelog: text)
        #expect(releases.map(\.version) == [[1, 2, 0], [0, 1, 0]] && releases.map(\.date) == ["2027-01-02", "2026-11-30"])
        withKnownIssue {
            _ = Self.releases(inChangelog: "## 1.0.0 - 2026-12-06")
        }
    }
}
