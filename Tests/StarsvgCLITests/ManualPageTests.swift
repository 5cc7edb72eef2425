import Foundation
import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// `Documentation/starsvg.1`: generated from the option table, so it says what `--help` says;
/// checked in, so it can be installed without building; clean for groff; its version the one
/// `--version` prints.
@Suite struct ManualPageTests {
    static let groff = InstalledProgram("groff", package: "groff-base")
    static let man = InstalledProgram("man", package: "man-db")

    static let manualFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Documentation/starsvg.1")
    static let isRecording = ProcessInfo.processInfo.environment["STARSVG_RECORD"] == "1"

    @Test func theCheckedInPageIsTheGeneratedOne() throws {
        if Self.isRecording {
            try FileManager.default.createDirectory(at: Self.manualFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(ManualPage.text.utf8).write(to: Self.manualFile)
            return
        }
        let checkedIn = try String(contentsOf: Self.manualFile, encoding: .utf8)
        let expected = checkedIn.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = ManualPage.text.split(separator: "\n", omittingEmptySubsequences: false)
        if let line = zip(expected, actual).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
            ?? (expected.count != actual.count ? min(expected.count, actual.count) : nil) {
            Issue.record("""
                Documentation/starsvg.1 is stale from line \(line + 1) (re-record with STARSVG_RECORD=1 swift test --filter ManualPageTests)
                  checked in: \(line < expected.count ? String(expected[line]) : "(end)")
                  generated:  \(line < actual.count ? String(actual[line]) : "(end)")
                """)
        }
    }

    /// The `.TH` line's version is what `--version` prints, and its date the release's.
    @Test func theTitleLineCarriesTheVersionThatVersionPrints() throws {
        let printed = String(decoding: StarsvgCommand.run(arguments: ["--version"]).standardOutput, as: UTF8.self)
        let version = try #require(printed.split(separator: " ").last?.split(separator: "\n").first)
        let title = try #require(ManualPage.text.split(separator: "\n").first { $0.hasPrefix(".TH ") })
        #expect(title == ".TH STARSVG 1 \(StarsvgRelease.date) \"starsvg \(version)\" \"User Commands\"")
        #expect(StarsvgRelease.date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil)
    }

    @Test func everySectionIsThere() {
        let sections = ManualPage.text.split(separator: "\n").filter { $0.hasPrefix(".SH ") }.map { $0.dropFirst(4) }
        #expect(sections == ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "BATCH", "EXIT STATUS", "EXAMPLES", "SEE ALSO"])
    }

    /// No text line starts with `.` or `'` (which roff would take for a request) unless it is
    /// one of the page's own requests, and no hyphen is left bare in an option's name.
    @Test func textIsEscapedForRoff() {
        let requests = ["TH", "nh", "ad", "SH", "SS", "TP", "B", "BR", "PP", "RS", "RE", "nf", "fi", "br", "\\\""]
        for line in ManualPage.text.split(separator: "\n") where line.hasPrefix(".") || line.hasPrefix("'") {
            let request = line.dropFirst().prefix { $0 != " " }
            #expect(line.hasPrefix(".") && requests.contains(String(request)), "\(line)")
        }
        for option in StarsvgCommand.command.options + BatchCommand.command.options {
            #expect(!ManualPage.text.contains(" " + option.longName), "\(option.longName) is written with bare hyphens")
            #expect(ManualPage.text.contains(option.longName.replacingOccurrences(of: "-", with: "\\-")), "\(option.longName)")
        }
        #expect(!ManualPage.text.unicodeScalars.contains { !$0.isASCII }, "non-ASCII text must be written as \\[uXXXX]")
        #expect(TextEscaping.roffText(#".x 'y \z -w …"#) == #"\&.x 'y \ez \-w \[u2026]"#)
    }

    @Test(.enabled(if: groff.isTestable, Comment(rawValue: groff.skipReason)))
    func groffReportsNoWarnings() throws {
        let groff = try #require(Self.groff.path, Comment(rawValue: Self.groff.skipReason))
        try withScratchFolder("manual") { folder in
            let run = try Self.groffRun(groff, ["-man", "-ww", "-z"], page: ManualPage.text, in: folder)
            #expect(run.exitStatus == 0 && run.standardError.isEmpty, "\(run.standardError)")
            // The check does report a problem: the same page with an unknown request and a bad escape.
            let broken = try Self.groffRun(groff, ["-man", "-ww", "-z"], page: ManualPage.text + ".XQ\n\\q\n", in: folder)
            #expect(!broken.standardError.isEmpty)
        }
    }

    /// Every option that `--help` or `batch --help` lists, with its summary, default and
    /// values, is in the page as groff renders it.
    @Test(.enabled(if: groff.isTestable, Comment(rawValue: groff.skipReason)))
    func everyOptionOfTheHelpIsInThePage() throws {
        let groff = try #require(Self.groff.path, Comment(rawValue: Self.groff.skipReason))
        try withScratchFolder("manual-text") { folder in
            let run = try Self.groffRun(groff, ["-man", "-Tutf8", "-rLL=150n", "-P-cbou"], page: ManualPage.text, in: folder)
            #expect(run.exitStatus == 0)
            let page = Self.plain(String(decoding: run.standardOutput, as: UTF8.self))
            let ratingHelp = String(decoding: StarsvgCommand.run(arguments: ["--help"]).standardOutput, as: UTF8.self)
            let batchHelp = InProcessBatch.run(["--help"], input: []).result
            let entries = Self.optionEntries(in: ratingHelp) + Self.optionEntries(in: String(decoding: batchHelp.standardOutput, as: UTF8.self))
            #expect(entries.count == StarsvgCommand.command.options.count + BatchCommand.command.options.count)
            for entry in entries {
                for name in entry.names { #expect(page.contains(name), "\(name) is not in the page") }
                #expect(page.contains(Self.plain(entry.summary)), "the page does not say \(entry.summary.debugDescription)")
            }
            #expect(page.contains("STARSVG(1)") && page.contains("starsvg \(StarsvgRelease.version)"))
        }
    }

    @Test(.enabled(if: man.isTestable && groff.isTestable, "man not found (apt-get install man-db); the check is skipped"))
    func manRendersThePage() throws {
        let man = try #require(Self.man.path)
        try withScratchFolder("manual-man") { folder in
            let file = folder.file("starsvg.1")
            try Data(ManualPage.text.utf8).write(to: URL(fileURLWithPath: file))
            let run = try ProcessRunner(man, ["-l", "-P", "cat", file], environmentOverrides: ["MANWIDTH": "100", "MAN_KEEP_FORMATTING": ""]).run()
            #expect(run.exitStatus == 0 && run.standardError.isEmpty, "\(run.standardError)")
            #expect(Self.plain(String(decoding: run.standardOutput, as: UTF8.self)).contains("--generate-completion-script"))
        }
    }

    /// Each option line of a help text: its names (`-o`, `--output`) and what follows them.
    static func optionEntries(in help: String) -> [(names: [String], summary: String)] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "OPTIONS:") else { return [] }
        var entries: [(names: [String], summary: String)] = []
        for (index, line) in lines.enumerated().dropFirst(start + 1) {
            guard line.hasPrefix("  -") else {
                if line.isEmpty { break }
                continue
            }
            let names = line.matches(of: /(?:^|, )(-{1,2}[a-z][a-z-]*)/).map { String($0.output.1) }
            // The summary follows the names on the line, or on the next one when they are long.
            var summary = line.dropFirst(2).split(separator: "  ", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            if summary.isEmpty, index + 1 < lines.count { summary = lines[index + 1] }
            entries.append((names, summary.trimmingCharacters(in: .whitespaces)))
        }
        return entries
    }

    /// Rendered or help text with every run of white space as one space, and the typographic
    /// marks groff may print for ASCII ones (minus, hyphen, quotes) back to ASCII.
    static func plain(_ text: String) -> String {
        var mapped = text
        for (typographic, ascii) in [("\u{2212}", "-"), ("\u{2010}", "-"), ("\u{2019}", "'"), ("\u{2018}", "'"), ("\u{201C}", "\""), ("\u{201D}", "\"")] {
            mapped = mapped.replacingOccurrences(of: typographic, with: ascii)
        }
        return mapped.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func groffRun(_ groff: String, _ arguments: [String], page: String, in folder: ScratchFolder) throws -> ProcessResult {
        let file = folder.file("page.1")
        try Data(page.utf8).write(to: URL(fileURLWithPath: file))
        return try ProcessRunner(groff, arguments + [file], in: folder.path).run()
    }
}
