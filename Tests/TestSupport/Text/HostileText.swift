/// Text that tries to break out of every context a template writes into: HTML markup and
/// attributes, CSS strings, identifiers and values, comments, sections and scripts. The
/// escaping tests and the browser's escaping check share it.
public enum HostileText {
    /// The payloads.
    public static let all: [String] = [
        "plain", "", " ", "\"><script>alert(1)</script>", "'><img src=x onerror=alert(1)>",
        "</style><script>alert(1)</script>", "</script><script>alert(1)</script>", "<!-- -->", "]]>",
        "&amp;&lt;&#60;&", "red;}body{display:none}", "red;}</style>", "x!important", "url(javascript:alert(1))", "UrL(https://evil.example/x.png)", "x url(a) y",
        "expression(alert(1))", "@import 'x.css';", "a\\\"b\\", "\\3c script\\3e", "/* open", "*/ close", "(((",
        ")))", "a(b)c", "rgb(1 2 3 / 0.5)", "\"'`", "line\nbreak\r\nand\u{C}feed", "tab\there", "\u{0}nul",
        "\u{1}\u{1F}\u{7F}\u{80}\u{9F}", "-", "--", "-1", "1a", "_x", "a:b", "[x]", "{{html-text:v}}", "\u{202E}evil",
        "Ünïcödé ★ 星 👍🏽", "مرحبا", "\u{2028}\u{2029}", "\u{FEFF}", "a\u{FFFD}b", "\u{E000}", "😀\u{200D}😀",
    ]

    /// `text` as XML can hold it: C0 controls other than tab, line feed and carriage return,
    /// and U+FFFE and U+FFFF, replaced by U+FFFD (what the writer does).
    public static func asXMLCanHoldIt(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let isRefused = (scalar.value < 0x20 && ![0x09, 0x0A, 0x0D].contains(scalar.value)) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
            result.unicodeScalars.append(isRefused ? "\u{FFFD}" : scalar)
        }
        return result
    }
}
