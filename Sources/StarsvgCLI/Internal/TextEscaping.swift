/// All escaping of the command's generated documents, one function per context: the shells'
/// completion scripts and the man page's roff. No other file of StarsvgCLI escapes anything.
///
/// SVGKit's `Escaping` holds the escaping of what the library writes (XML, HTML, CSS); these
/// contexts belong to the command line alone, and SVGKit knows nothing of shells or roff.
enum TextEscaping {
    /// `text` as one word in single quotes for bash and zsh: a quote ends the quoted part, is
    /// written as `\'`, and the quoting starts again. Nothing else is special inside.
    static func shellSingleQuoted(_ text: String) -> String {
        "'" + text.replacingAll("'", with: #"'\''"#) + "'"
    }

    /// `text` as one word in single quotes for fish, where, unlike in POSIX shells, a
    /// backslash escapes a quote or a backslash inside them.
    static func fishSingleQuoted(_ text: String) -> String {
        "'" + text.replacingAll("\\", with: #"\\"#).replacingAll("'", with: #"\'"#) + "'"
    }

    /// `text` inside the brackets or after the colon of one of zsh's `_arguments` specs, where
    /// a backslash escapes `]` (which would end the description), `:` (which would end the
    /// message) and itself. The spec is then quoted for the shell as a whole.
    static func zshArgumentsText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\\" || character == "]" || character == "[" || character == ":" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// `text` as roff input text, for one line of the man page: a backslash as `\e`, every
    /// hyphen-minus as `\-` (so that options print and copy as the ASCII minus they are), a
    /// `.` or `'` that would start the line as a request put behind `\&`, and everything
    /// outside ASCII as `\[uXXXX]`, which groff and mandoc read whatever the input encoding.
    /// Line breaks become spaces: roff fills the text into lines itself.
    static func roffText(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += #"\e"#
            case "-": escaped += #"\-"#
            case "\n", "\r", "\t": escaped += " "
            case " "..."~": escaped.unicodeScalars.append(scalar)
            default:
                // Other ASCII controls are not text at all; they never reach here from the table.
                let digits = String(scalar.value, radix: 16, uppercase: true)
                escaped += #"\[u"# + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "]"
            }
        }
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = #"\&"# + escaped }
        return escaped
    }
}

private extension String {
    /// This text with every `target` replaced by `replacement`, without Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
