@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch
import TestSupport

/// Batch lines for the differential test of the two ways to read one: objects of the batch's
/// keys, mostly with values of the right kind and often with values of every other kind, in
/// every JSON spelling (escaped keys and strings, spaced-out arrays, exponents, signs), from
/// one `SplitMix64`, so a seed gives the same lines on every machine.
///
/// Most lines are valid or nearly so, so that both readers get deep into them; the test
/// mutates some byte by byte too.
struct BatchLineGenerator {
    private var random: SplitMix64

    /// A generator whose lines are fixed by `seed`.
    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// One line's bytes, without its line break.
    mutating func line() -> [UInt8] {
        var members: [String] = []
        var isInputOnly = false
        for _ in 0..<random.int(in: 0...(random.chance(0.9) ? 5 : 12)) {
            let (key, name) = key()
            isInputOnly = isInputOnly || ["step", "average"].contains(name)
            members.append(key + space() + ":" + space() + (random.chance(0.85) ? value(for: name) : value()))
        }
        // An input's own keys mostly come with an input, so that such lines get read through.
        if isInputOnly, random.chance(0.8) { members.append("\"interactive\"" + space() + ":" + space() + "true") }
        if random.chance(0.05), let member = members.first { members.append(member) }
        var text = space() + "{" + space()
        text += members.joined(separator: space() + "," + space())
        text += space() + "}" + space()
        return Array(text.utf8)
    }

    /// A key as JSON text, and its name: one of the batch's, now and then escaped, or one it
    /// does not take.
    private mutating func key() -> (json: String, name: String) {
        if random.chance(0.03) {
            let name = random.pick(["pretty", "css-out", "Stars", "", "é", "valu"])
            return ("\"" + name + "\"", name)
        }
        // The keys most worth reading through come more often; texts (an object of its own)
        // most, as the input's keys would otherwise crowd it out of the lines read through.
        let name = random.chance(0.4)
            ? random.pick(["stars", "value", "levels", "size", "texts", "texts"])
            : random.pick(Self.keys)
        guard random.chance(0.05) else { return ("\"" + name + "\"", name) }
        // The same key, its first letter as a `\u` escape.
        let first = name.unicodeScalars.first!.value
        return ("\"\\u00" + String(first, radix: 16) + name.dropFirst() + "\"", name)
    }

    /// A value of the kind the key `name` takes, mostly one its grammar takes too.
    private mutating func value(for name: String) -> String {
        switch name {
        case "stars", "rating-count":
            return random.chance(0.9) ? String(random.int(in: 1...20)) : number()
        case "size" where random.chance(0.4):
            // A size with its unit is a string; a bare number in a string is one too.
            let number = random.chance(0.9) ? String(random.int(in: 0...9)) + (random.chance(0.5) ? "." + String(random.int(in: 0...99)) : "") : number()
            return JSONStringLiteral.of(number + random.pick(["px", "em", "", "EM", " em", "rem"]))
        case "step":
            return random.chance(0.8) ? random.pick(["0.5", "1", "0.50", "1.0"]) : (random.chance(0.5) ? JSONStringLiteral.of("0.5") : number())
        case "value", "size", "gap", "blur", "average":
            return random.chance(0.8) ? String(random.int(in: 0...9)) + (random.chance(0.6) ? "." + String(random.int(in: 0...99)) : "") : number()
        case "levels":
            return "[" + (0..<random.int(in: 1...3)).map { _ in space() + (random.chance(0.9) ? String(random.int(in: 0...9)) : number()) + space() }
                .joined(separator: ",") + "]"
        case "colors":
            return "[" + (0..<random.int(in: 1...4)).map { _ in space() + (random.chance(0.9) ? JSONStringLiteral.of(random.pick(Self.colors)) : string()) + space() }
                .joined(separator: ",") + "]"
        case "shape":
            return random.chance(0.9) ? JSONStringLiteral.of(random.pick(["star", "heart", "circle", "heart"] + IconFixtures.valid + IconFixtures.invalid)) : string()
        case "points":
            return random.chance(0.8) ? String(random.int(in: 2...13)) : number()
        case "icon-box":
            return random.chance(0.9) ? JSONStringLiteral.of(random.pick(["ink", "viewbox"])) : string()
        case "inner", "rounding":
            return random.chance(0.8) ? "0." + String(random.int(in: 0...99)) : number()
        case "fill-mode":
            return random.chance(0.9) ? JSONStringLiteral.of(random.pick(["area", "width", "linear"])) : string()
        case "format":
            return random.chance(0.9) ? JSONStringLiteral.of(random.pick(["svg", "html", "svg", "html", "png", "img", "text"])) : string()
        case "scale":
            return random.chance(0.8) ? String(random.int(in: 1...4)) : number()
        case "src":
            return random.chance(0.8) ? JSONStringLiteral.of(random.pick(["r.png", "https://example.com/r.png?a=1&b=\"2\"", "cid:r@x", "a b", "data:x"])) : string()
        case "dir":
            return random.chance(0.9) ? JSONStringLiteral.of(random.pick(["ltr", "rtl", "auto"])) : string()
        case "locale":
            return random.chance(0.9) ? JSONStringLiteral.of(random.pick(Self.locales)) : string()
        case "texts":
            return random.chance(0.9) ? texts() : string()
        case "value-slot":
            return random.chance(0.8) ? JSONStringLiteral.of(random.pick(["{{ r }}", "<%= r %>", "a\"b", ""])) : string()
        case "slot-in":
            return random.chance(0.9) ? JSONStringLiteral.of(random.pick(["style", "class"])) : string()
        case "animate", "interactive", "live", "no-script", "xlink", "schema":
            return random.pick(["true", "false"])
        case "required", "disabled", "show-label":
            // Mostly false: true needs "interactive", which most lines have not, and the lines
            // refused for it would crowd out the accepted ones.
            return random.chance(0.3) ? "true" : "false"
        default:
            return string()
        }
    }

    /// A texts object: its keys, mostly the four it takes, each a template (valid or not: a
    /// placeholder a field does not take, a lone brace, markup) or plural forms by category
    /// (valid in some locales only, or without `other`), or a value of the wrong kind.
    private mutating func texts() -> String {
        var members: [String] = []
        for _ in 0..<random.int(in: 0...4) {
            let key = random.chance(0.93) ? random.pick(["label", "legend", "none", "value", "average"]) : random.pick(["lable", "Label", "values", "averages", ""])
            let text: String
            if key == "value", random.chance(0.5) {
                var categories = random.shuffled(["zero", "one", "two", "few", "many"]).prefix(random.int(in: 0...3)).map { $0 }
                if random.chance(0.9) { categories.append("other") }
                if random.chance(0.05) { categories.append(random.pick(["One", "several", "other"])) }
                text = "{" + categories.map { JSONStringLiteral.of($0) + ":" + JSONStringLiteral.of(template()) }.joined(separator: ",") + "}"
            } else {
                text = random.chance(0.9) ? JSONStringLiteral.of(template()) : value()
            }
            members.append(JSONStringLiteral.of(key) + space() + ":" + space() + text)
        }
        return "{" + space() + members.joined(separator: space() + "," + space()) + space() + "}"
    }

    /// A text for a texts object: its words, its placeholders right or wrong, braces doubled or
    /// lone, markup.
    private mutating func template() -> String {
        if random.chance(0.5) {
            return random.pick(["{value} of {stars}", "Note {value}/{stars}", "{stars}", "★ {{{value}}}", "Très bien", "نجوم {value}", "<b>&amp;"])
        }
        let pieces = ["Note", " ", "★", "{value}", "{stars}", "{{", "}}", "{valeu}", "{", "}", "<b>", "&amp;", "\"", "Très", "نجوم", "\u{202E}", ""]
        return (0..<random.int(in: 0...5)).map { _ in random.pick(pieces) }.joined()
    }

    /// A value: most often a plausible one for some key, else anything JSON has.
    private mutating func value() -> String {
        switch random.int(below: 20) {
        case 0..<6: return number()
        case 6..<9: return "[" + (0..<random.int(in: 0...4)).map { _ in space() + number() + space() }.joined(separator: ",") + "]"
        case 9..<12: return string()
        case 12..<14: return "[" + (0..<random.int(in: 0...4)).map { _ in space() + string() + space() }.joined(separator: ",") + "]"
        case 14..<16: return random.pick(["true", "false"])
        case 16: return random.pick(["null", "{}", "[]", "[[1]]", "{\"a\":1}", "[1,\"a\"]", "tru", "01", "1.", "-", "[1,]"])
        default: return JSONStringLiteral.of(random.pick(Self.plausibleStrings))
        }
    }

    /// A number by the RFC grammar, mostly one an option takes.
    private mutating func number() -> String {
        switch random.int(below: 10) {
        case 0..<6:
            let whole = String(random.int(in: 0...(random.chance(0.7) ? 10 : 3000)))
            guard random.chance(0.6) else { return whole }
            return whole + "." + String(random.int(in: 0...999))
        case 6, 7:
            return random.pick(["0", "0.0", "-0", "-1", "1e1", "2.5E0", "1e-2", "8.0000001", "1e400", "123456789012345678901234567890",
                                "0.30000000000000004", "2000.0000000000000000000001", "100000", "4", "0.25", "2"])
        default:
            return random.pick(HostilePayloads.numbers.filter { $0.allSatisfy(\.isASCII) && !$0.isEmpty && !$0.contains("\u{0}") })
        }
    }

    /// A JSON string literal: a word an option takes, a hostile payload, or text with escapes.
    private mutating func string() -> String {
        switch random.int(below: 6) {
        case 0, 1:
            return JSONStringLiteral.of(random.pick(Self.plausibleStrings))
        case 2:
            return JSONStringLiteral.of(random.pick(HostilePayloads.injection + HostilePayloads.refusedInLabels))
        case 3:
            return random.pick([#""\u0061rea""#, #""wi\u0064th""#, #""\/x.svg""#, #""a\"b""#, #""\ud83d\ude00""#, #""\ud800""#,
                                ##""#ff3b30""##, #""rgb(1,2,3)""#, #""rgb(1""#, #""red,blue""#, #""a\u0000b""#, #""\t""#])
        default:
            return JSONStringLiteral.of(String((0..<random.int(in: 0...12)).map { _ in random.pick(Array("aZ09 -_.:/#é€😀<>&\"\\")) }))
        }
    }

    /// Whitespace between tokens: usually none, else some of the four JSON allows.
    private mutating func space() -> String {
        guard random.chance(0.2) else { return "" }
        return String((0..<random.int(in: 1...2)).map { _ in random.pick([" ", "\t", "\r"]) })
    }

    /// The keys this generator writes, written out rather than read from the option list so
    /// that `OptionListTests` fails until a new batch key is given its values here (in
    /// `value(for:)`, where a key without a case of its own gets strings).
    static let coveredKeys = [
        "stars", "value", "levels", "colors", "size", "gap", "fill-mode", "blur", "label", "id", "format", "animate",
        "interactive", "name", "no-script", "step", "required", "disabled", "show-label", "average", "schema", "rating-count", "xlink", "output", "locale",
        "texts", "dir", "scale", "src", "shape", "points", "inner", "rounding", "icon-box", "live", "value-slot", "slot-in",
    ]

    /// Locales, known and not.
    private static let locales = ["en", "de", "ar", "pl", "ru", "ja", "fr", "pt-BR", "ar-EG", "de-CH", "zh-TW", "xx", "", "EN"]

    /// Every key a line may hold, and `output`.
    private static let keys = coveredKeys

    /// Colours of every notation, and a few that are not one.
    private static let colors = [
        "tomato", "#fc0", "#12345678", "rgb(0, 128, 0)", "rgb(0 128 0 / 50%)", "hsl(120 50% 50% / .5)", "currentColor",
        "transparent", "RED", "#ggg", "rgb(1,2", "red,blue", "",
    ]

    /// Strings that some option takes.
    private static let plausibleStrings = [
        "area", "width", "linear", "svg", "html", "Rating", "r1", "rating_x", "a-b", "tomato", "#fc0", "#12345678",
        "rgb(0, 128, 0)", "hsl(120 50% 50% / .5)", "currentColor", "transparent", "x.svg", "sub/y.svg", "-", "form.field:1",
        "Très bien ★", "",
    ]
}
