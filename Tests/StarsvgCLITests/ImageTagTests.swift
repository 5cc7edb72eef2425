import Foundation
import Testing
import TestSupport
import StarRatingSVG
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// `--format img --src URL` (issue 34): the `<img>` tag a page or an email template needs for
/// the PNG, its URL escaped, its size the PNG's in CSS pixels whatever its scale, its `alt`
/// the accessible name in the locale's words; and the URLs a `src` takes.
@Suite struct ImageTagTests {
    static func run(_ arguments: String...) -> CommandResult {
        StarsvgCommand.run(arguments: arguments)
    }

    static func tag(_ arguments: String...) -> String {
        let result = StarsvgCommand.run(arguments: ["--format", "img"] + arguments)
        #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(arguments): \(result.standardError)")
        return String(decoding: result.standardOutput, as: UTF8.self)
    }

    @Test func writesTheTagOfThePNG() {
        #expect(Self.tag("--src", "https://example.com/r/4.5.png", "--value", "4.5")
                == "<img src=\"https://example.com/r/4.5.png\" width=\"156\" height=\"24\" alt=\"Rating: 4.5 out of 5\"/>\n")
        #expect(Self.tag("--src", "cid:rating@example.com", "--stars", "10", "--levels", "2,8", "--value", "7", "--size", "16")
                == "<img src=\"cid:rating@example.com\" width=\"204\" height=\"16\" alt=\"Rating: 7 out of 10\"/>\n")
    }

    /// The source and the label are escaped once, by the one attribute escaping, and read back
    /// exactly by an XML parser (and so by an HTML one).
    @Test func escapesTheSourceAndTheText() throws {
        let source = "r.png?a=\"<b>&c='d'"
        let label = "Five \"stars\" <b>& more</b>"
        let tag = Self.tag("--src", source, "--label", label, "--value", "5")
        #expect(tag == "<img src=\"r.png?a=&quot;&lt;b&gt;&amp;c=&apos;d&apos;\" width=\"156\" height=\"24\" alt=\"Five &quot;stars&quot; &lt;b&gt;&amp; more&lt;/b&gt;\"/>\n")
        let problems = ImageTagAudit(expectedSource: source, expectedWidth: 156, expectedHeight: 24, expectedAlternativeText: label)
            .problems(in: Array(tag.utf8))
        #expect(problems.isEmpty, "\(problems)")
    }

    /// `alt` is the accessible name in the locale's words and numbers, and `lang` says so.
    @Test func theTextIsInTheLocale() {
        #expect(Self.tag("--src", "r.png", "--value", "3.5", "--locale", "de")
                == "<img src=\"r.png\" width=\"156\" height=\"24\" alt=\"Bewertung: 3,5 von 5\" lang=\"de\"/>\n")
        #expect(Self.tag("--src", "r.png", "--value", "2", "--locale", "ar-EG").contains(" lang=\"ar-EG\"/>"))
    }

    /// The tag is the PNG's: its size is the PNG's at scale 1, and a PNG of any scale shown at
    /// it. A scale is checked as the PNG's would be, and changes nothing in the tag.
    @Test func theTagKeepsTheCSSSizeWhateverTheScale() throws {
        let arguments = ["--stars", "3", "--value", "2.8", "--size", "33.3"]
        let plain = StarsvgCommand.run(arguments: ["--format", "img", "--src", "r.png"] + arguments)
        #expect(String(decoding: plain.standardOutput, as: UTF8.self).contains(" width=\"134\" height=\"34\" "))
        for scale in 1...4 {
            let scaled = StarsvgCommand.run(arguments: ["--format", "img", "--src", "r.png", "--scale", String(scale)] + arguments)
            #expect(scaled == plain, "--scale \(scale)")
            let png = StarsvgCommand.run(arguments: ["--format", "png", "--scale", String(scale)] + arguments).standardOutput
            let header = Array(try #require(PNGOutputAudit.chunks(of: png).get().first).data)
            #expect(PNGOutputAudit.bigEndian(header, at: 0) == UInt32(134 * scale) && PNGOutputAudit.bigEndian(header, at: 4) == UInt32(34 * scale))
        }
    }

    @Test(.cases(11), arguments: [
        (["--format", "img"], "Error: --format 'img' needs --src: the tag names the PNG by the URL it is served at."),
        (["--src", "r.png"], "Error: --src 'r.png' needs --format: give --format img (only an <img> tag has a src)."),
        (["--format", "html", "--src", "r.png"], "Error: --src 'r.png' cannot be used with --format 'html': only an <img> tag has a src."),
        (["--format", "img", "--src", "r.png", "--scale", "5"], "Error: invalid value '5' for --scale: the scale must be a whole number of device pixels per CSS pixel from 1 to 4."),
        (["--format", "img", "--src", "r.png", "--stars", "100", "--size", "500", "--scale", "4"],
         "Error: invalid value '4' for --scale: the PNG would be 250500 × 2000 pixels, and a PNG may hold at most 16777216 (4096 × 4096); use fewer stars, a smaller size or a smaller scale."),
        (["--format", "img", "--src", "r.png", "--animate"], "Error: --animate cannot be used with --format 'img': the <img> tag only shows the PNG, which is the still picture's pixels and nothing more."),
        (["--format", "img", "--src", "r.png", "--pretty"], "Error: --pretty cannot be used with --format 'img': the <img> tag only shows the PNG, which is the still picture's pixels and nothing more."),
        (["--format", "img", "--src", "r.png", "--interactive"], "Error: --interactive cannot be used with --format 'img': a rating input is HTML (leave out --format, or give --format html)."),
        (["--format", "img", "--src", "r.png", "--schema"], "Error: --schema cannot be used with --format 'img': the <img> tag only shows the PNG, which is the still picture's pixels and nothing more."),
        (["--format", "img", "--src", "r.png", "--dir", "auto"], "Error: --dir 'auto' cannot be used with --format 'img': the PNG that an <img> tag shows has no page whose direction it could follow; give ltr or rtl."),
        (["--format", "img", "--src", "r.png", "--size", "2em"], "Error: --size '2em' cannot be used with --format 'img': the PNG that an <img> tag shows has no text around it to take ems of; give its size in pixels."),
    ])
    func refusesWhatATagCannotBe(arguments: [String], message: String) {
        let result = StarsvgCommand.run(arguments: arguments)
        #expect(result.exitCode == 64 && result.standardOutput.isEmpty, "\(arguments)")
        #expect(result.standardError == message + "\n" + StarsvgCommand.usageHint, "\(arguments): \(result.standardError)")
    }

    /// The URLs a `src` takes: the web's, an email's attachment and relative references, with
    /// characters to escape or beyond ASCII.
    @Test(.cases(24), arguments: [
        "r.png", "ratings/4.png", "/img/4.png", "../4.png", "./4.png", "?id=4", "#top", "//cdn.example.com/4.png",
        "https://example.com/4.png", "http://example.com:8080/r.png?a=1&b=2#x", "HTTPS://EXAMPLE.COM/R.PNG", "https://[::1]/r.png",
        "https://user:pass@example.com:8443/r.png", "http://a@b@example.com/r.png", "http://[::1]:80/r.png", "https://x:/r.png",
        "cid:rating@example.com", "CID:part1.2", "https://例え.jp/星.png", "r%20.png", "a\"b<c>&d'e", "1a:b.png", "x/y:z.png",
        String(repeating: "a", count: 4096),
    ])
    func acceptsTheURLsASrcTakes(source: String) throws {
        let result = StarsvgCommand.run(arguments: ["--format", "img", "--src", source])
        #expect(result.exitCode == 0, "\(source): \(result.standardError)")
        let problems = ImageTagAudit(expectedSource: source, expectedWidth: 156, expectedHeight: 24, expectedAlternativeText: "Rating: 0 out of 5")
            .problems(in: result.standardOutput)
        #expect(problems.isEmpty, "\(source): \(problems)")
    }

    /// The URLs it refuses: other schemes (`data:`, `javascript:`, `file:`), white space,
    /// controls, bidirectional and zero-width characters anywhere, a backslash, no `//` after
    /// http, no content id, too long.
    @Test(.cases(32), arguments: [
        "", " ", "r.png ", " r.png", "a b.png", "r\t.png", "r\n.png", "r\r.png", "r\u{0}.png", "r\u{7F}.png", "r\u{85}.png",
        "r\u{A0}.png", "r\u{2028}.png", "r\u{202E}gnp.png", "r\u{200B}.png", "\u{FEFF}r.png", "r\u{00AD}.png", "a\\b.png",
        "data:image/png;base64,iVBORw0KGgo=", "DATA:x", "javascript:alert(1)", "JaVaScRiPt:alert(1)", "file:///etc/passwd",
        "vbscript:x", "mailto:a@b.c", "ftp://example.com/r.png", "a:b", "http:r.png", "https:",
        "cid:", "r" + HostilePayloads.scalars(0xFFFE) + ".png", String(repeating: "a", count: 4097),
    ])
    func refusesWhatASrcCannotBe(source: String) {
        let result = StarsvgCommand.run(arguments: ["--format", "img", "--src", source])
        #expect(result.exitCode == 64 && result.standardOutput.isEmpty, "\(source.debugDescription)")
        #expect(result.standardError.contains(" for --src: \(ImageSource.requirement).\n"), "\(source.debugDescription): \(result.standardError)")
        #expect(CommandOutcomeCheck.refusalProblems(result.standardError).isEmpty, "\(source.debugDescription)")
    }

    /// An http or https URL whose authority names no host (a port, a user, an empty IPv6
    /// address alone), which browsers refuse to fetch: refused, saying so.
    @Test(.cases(12), arguments: [
        "https://", "https:///r.png", "https://?q", "https://#x", "https://:80/x", "http://@/x", "http://user@/x",
        "http://user:pass@:8080/x", "HTTP://@:80", "http://a@b@/x", "http://[]/x", "https://[]:443/x",
    ])
    func refusesAnHTTPURLWithoutAHost(source: String) {
        let result = StarsvgCommand.run(arguments: ["--format", "img", "--src", source])
        #expect(result.exitCode == 64 && result.standardOutput.isEmpty, "\(source)")
        #expect(result.standardError == "Error: invalid value '\(source)' for --src: the URL has no host: an http or https src must name one (https://example.com/r/4.png).\n"
                + StarsvgCommand.usageHint, "\(source): \(result.standardError)")
    }
}
