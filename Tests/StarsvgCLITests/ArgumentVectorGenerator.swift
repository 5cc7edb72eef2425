import StarRatingSVG
import TestSupport
import StarGeometry
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// Generates command lines for the fuzz tests from a fixed seed.
///
/// Most vectors are coherent (a star count, a value within it, levels and colours that agree)
/// so that many are accepted and their SVG gets examined; each option then has a fair chance
/// of a hostile value instead, and the vector is shuffled, duplicated and broken in the ways
/// people and scripts get command lines wrong: `--opt=value` and `--opt value` forms, `--`,
/// missing values, unknown options, stray words, invalid UTF-8, help in the middle. A few
/// vectors are pure chaos, words drawn from a soup of everything.
///
/// To cover a new option (batch mode, say), add it to `coveredOptions` and give it a case in
/// `occurrences(starCount:)`; the coverage test in `FuzzTests` fails until every option of
/// `StarsvgCommand.command.options` is listed.
struct ArgumentVectorGenerator {
    /// The long names of the options this generator writes.
    static let coveredOptions: [String] = [
        "--stars", "--value", "--levels", "--colors", "--size", "--gap", "--fill-mode", "--blur", "--label",
        "--id", "--pretty", "--output", "--version", "--help",
        "--format", "--animate", "--interactive", "--name", "--no-script", "--required", "--disabled", "--show-label", "--css-out", "--js-out", "--xlink",
        "--generate-completion-script", "--schema", "--rating-count", "--locale", "--texts", "--dir",
        "--step", "--average", "--scale", "--src", "--shape", "--points", "--inner", "--rounding", "--icon-box", "--live", "--value-slot",
        "--slot-in",
    ]

    /// One option as generated: its long name and its value (`nil` for a flag).
    private struct Occurrence {
        var name: String
        var value: FuzzArgument?
    }

    private var random: SplitMix64
    /// The draws for `--icon-box`, a stream of their own: the option came after the tallies
    /// and the vectors that found bugs were pinned, and drawing it from `random` would have
    /// made every vector after the first that looks at it another.
    private var boxRandom: SplitMix64
    /// The `--icon-box` value of the vector being made, if it has one.
    private var iconBox: String?
    /// The one file vectors may name with `-o`; the test watches what happens to it.
    let outputPath: String
    /// The one file vectors may name with `--css-out`.
    let stylePath: String
    /// The one file vectors may name with `--js-out`.
    let scriptPath: String

    init(seed: UInt64, outputPath: String, stylePath: String, scriptPath: String) {
        random = SplitMix64(seed: seed)
        boxRandom = SplitMix64(seed: seed ^ 0x1c0b_0c5e_1c0b_0c5e)
        self.outputPath = outputPath
        self.stylePath = stylePath
        self.scriptPath = scriptPath
    }

    /// A generator whose command lines name only `watched`'s files.
    init(seed: UInt64, watched: WatchedFiles) {
        self.init(seed: seed, outputPath: watched.path(WatchedFiles.outputName), stylePath: watched.path(WatchedFiles.styleName),
                  scriptPath: watched.path(WatchedFiles.scriptName))
    }

    /// The next command line (the words after the program name). It never names a file other
    /// than `outputPath`, however it is broken, and reads no file but the texts fixtures: see
    /// `isConfinedToOutputPath(_:)`.
    mutating func next() -> [FuzzArgument] {
        while true {
            let words = unconfined()
            if isConfinedToOutputPath(words) { return words }
        }
    }

    /// Whether every word that `-o`/`--output` could take as its file (the word after it, or
    /// the text after `--output=`) is `outputPath` or a value that is refused or means standard
    /// output. Judged without the parser: a vector broken in some unforeseen way must still
    /// not make the command write files where the tests run. `--texts` only reads, yet it is
    /// held to the fixtures (`TextsFixtures`), the watched files and refused paths, so that
    /// what it reads does not depend on the folder a run starts in: the real processes run in
    /// another than the in-process runs, and must agree with them byte for byte.
    func isConfinedToOutputPath(_ words: [FuzzArgument]) -> Bool {
        let harmless: Set<String> = [outputPath, stylePath, scriptPath, "-", "", "a\u{0}b"]
        let readable = harmless.union(TextsFixtures.allPaths)
        let fileOptions: [(name: String, allowed: Set<String>)] = [
            ("-o", harmless), ("--output", harmless), ("--css-out", harmless), ("--js-out", harmless), ("--texts", readable),
        ]
        for (index, word) in words.enumerated() {
            guard let text = word.inProcess else { continue }
            for (option, allowed) in fileOptions {
                if text == option, index + 1 < words.count, let next = words[index + 1].inProcess, !allowed.contains(next) {
                    return false
                }
                if option.hasPrefix("--"), text.hasPrefix(option + "="), !allowed.contains(String(text.dropFirst(option.count + 1))) {
                    return false
                }
            }
        }
        return true
    }

    /// A command line that may name any file.
    private mutating func unconfined() -> [FuzzArgument] {
        if random.chance(0.04) { return chaos() }
        let starCount = random.chance(0.5) ? random.pick([1, 2, 3, 5, 10, 100, random.int(in: 1...100)]) : nil
        var occurrences = self.occurrences(starCount: starCount)
        if !occurrences.isEmpty, random.chance(0.1) {
            // The same option twice: the last one given must win.
            let original = occurrences[random.int(below: occurrences.count)]
            var duplicate = original
            if duplicate.value != nil { duplicate.value = random.chance(0.5) ? hostileValue() : original.value }
            occurrences.insert(duplicate, at: random.chance(0.5) ? 0 : occurrences.count)
        }
        var words: [FuzzArgument] = []
        for occurrence in random.shuffled(occurrences) { words += self.words(for: occurrence) }
        if let iconBox {
            let spelt: [FuzzArgument] = boxRandom.chance(0.5) ? [.text("--icon-box=" + iconBox)] : [.text("--icon-box"), .text(iconBox)]
            // Between two options, not between an option and its value.
            let starts = words.indices.filter { words[$0].inProcess?.hasPrefix("-") == true } + [words.count]
            words.insert(contentsOf: spelt, at: starts[boxRandom.int(below: starts.count)])
        }
        return broken(words)
    }

    /// The options of one coherent command line, each with a small chance of a hostile value.
    private mutating func occurrences(starCount: Int?) -> [Occurrence] {
        let stars = starCount ?? 5
        var result: [Occurrence] = []
        func add(_ name: String, _ valid: String, _ hostile: () -> FuzzArgument) {
            result.append(Occurrence(name: name, value: random.chance(0.88) ? .text(valid) : hostile()))
        }
        if let starCount {
            add("--stars", random.chance(0.1) ? "0" + String(starCount) : String(starCount)) { .text(random.pick(HostilePayloads.numbers)) }
        }
        // A rating input takes whole values only (or halves with --step 0.5); now and then a
        // fraction, to be refused. An average mostly comes without a value, which it excludes.
        let isInteractive = random.chance(0.2)
        // A PNG, its <img> tag or a line of plain text, now and then, mostly without the
        // options they refuse (plain text refuses the look's options too).
        let standalone: String? = !isInteractive && random.chance(0.12) ? random.pick(["png", "img", "text"]) : nil
        let picture = standalone == "text" ? nil : standalone
        let isText = standalone == "text"
        func markupOption(_ chance: Double) -> Bool { random.chance(standalone == nil ? chance : chance / 10) }
        func lookOption(_ chance: Double) -> Bool { random.chance(isText ? chance / 10 : chance) }
        let hasHalves = (isInteractive && random.chance(0.25)) || random.chance(0.01)
        let hasAverage = (isInteractive && random.chance(0.2)) || random.chance(0.01)
        if random.chance(hasAverage ? 0.1 : 0.8) {
            let halves = random.int(in: 0...(2 * stars))
            let value = isInteractive && random.chance(0.9)
                ? (hasHalves ? String(halves / 2) + (halves % 2 == 0 ? "" : ".5") : String(random.int(in: 0...stars)))
                : decimalText(upTo: stars)
            add("--value", value) { hostileNumber() }
        }
        var bandCount = ColorBands.defaultLevels(starCount: stars).count + 1
        if lookOption(0.3) {
            let levels = Set((0..<random.int(in: 1...5)).map { _ in decimalText(upTo: stars) })
                .sorted { (Double($0)!, $0) < (Double($1)!, $1) }
            // Equal numbers written differently ("1" and "1.0") must stay: they test the refusal.
            // Their text breaks the tie, because a Set's order differs from one Set to the next.
            bandCount = levels.count + 1
            add("--levels", levels.joined(separator: ",")) { hostileNumber() }
        }
        if bandCount > 3 || lookOption(0.3) {
            let colors = (0..<bandCount).map { _ in random.pick(Self.validColors) }
            add("--colors", colors.joined(separator: ",")) { hostileValue() }
        }
        let gap = lookOption(0.3) ? decimalText(upTo: 4) : nil
        if let gap { add("--gap", gap) { hostileNumber() } }
        if let picture {
            pictureOccurrences(picture, stars: stars, gap: gap.flatMap(Double.init) ?? 0.25, into: &result)
        } else if lookOption(0.3) {
            // Pixels bare or with px; ems small (1.5em is 24 px), for HTML only.
            let unit = random.pick(["", "", "px", "em"])
            add("--size", (unit == "em" ? emText() : decimalText(from: 1, upTo: 2000)) + unit) { hostileSize() }
        }
        if lookOption(0.3) { add("--blur", decimalText(upTo: 8)) { hostileNumber() } }
        if lookOption(0.3) {
            add("--fill-mode", random.pick(["area", "width", "linear"])) {
                .text(random.pick(["AREA", "Width", "", "area ", " linear", "lin", "area,width", "height"] + HostilePayloads.injection))
            }
        }
        // A shape: mostly named, now and then an icon file; a star's own numbers, mostly alone.
        let shape = random.chance(0.2) ? random.pick(["star", "heart", "circle"] + (isText ? [] : IconFixtures.valid)) : nil
        if let shape {
            add("--shape", shape) { .text(random.pick(["hart", "Heart", "", "star ", "icon.png"] + IconFixtures.invalid + HostilePayloads.injection)) }
        }
        // An icon's box: mostly with an icon file, now and then without one (refused); from a
        // stream of its own, `boxRandom`, and put among the words once they are shuffled.
        iconBox = nil
        if boxRandom.chance(shape.map(IconFixtures.valid.contains) == true ? 0.5 : 0.01) {
            let valid = boxRandom.chance(0.88)
            let box = boxRandom.pick(["ink", "viewbox"]), hostile = boxRandom.pick(["viewBox", "VIEWBOX", "", "box", "ink "] + HostilePayloads.injection)
            iconBox = valid ? box : hostile
        }
        if shape == nil || random.chance(0.1) {
            if lookOption(0.1) { add("--points", String(random.int(in: 3...12))) { hostileNumber() } }
            if lookOption(0.1) { add("--inner", "0." + String(random.int(in: 2...9))) { hostileNumber() } }
            if lookOption(0.1) { add("--rounding", "0." + String(random.int(in: 0...5))) { hostileNumber() } }
        }
        if random.chance(0.4) { add("--label", validLabel()) { hostileLabel() } }
        // A locale, and texts of one's own: now and then a file only some locales take,
        // mostly given with such a locale.
        var locale = random.chance(0.25) ? random.pick(Self.validLocales) : nil
        if lookOption(0.15) {
            var file = random.pick(TextsFixtures.validForEnglish)
            if random.chance(0.4) {
                let (name, itsLocale) = random.pick(TextsFixtures.validForLocale)
                file = name
                if random.chance(0.8) { locale = random.pick([itsLocale, itsLocale + "-" + random.pick(["EG", "PL", "RU", "MA"])]) }
            }
            add("--texts", TextsFixtures.path(file)) {
                .text(random.pick(TextsFixtures.invalid.map(TextsFixtures.path) + [TextsFixtures.missing, outputPath, "", "a\u{0}b"]))
            }
        }
        if let locale { add("--locale", locale) { hostileLocale() } }
        if random.chance(0.25) {
            add("--dir", random.pick(["ltr", "rtl", "auto"])) {
                .text(random.pick(["RTL", "Ltr", "", "rtl ", " ltr", "both", "ltr,rtl", "right", "\u{202E}rtl", "rtl\u{200F}", "auto\u{0}"]
                                  + HostilePayloads.injection))
            }
        }
        if markupOption(0.2) { add("--id", validIDPrefix()) { hostileValue() } }
        if markupOption(0.3) { result.append(Occurrence(name: "--pretty", value: nil)) }
        if markupOption(0.15) { result.append(Occurrence(name: "--xlink", value: nil)) }
        if random.chance(0.05) {
            add("--output", random.chance(0.7) ? outputPath : "-") { .text(random.pick(["", "a\u{0}b"])) }
        }
        // The web face: mostly coherent, sometimes a combination that must be refused (an
        // input's options without --interactive, --interactive with --format svg, ...).
        // Structured data: mostly on a picture in HTML, now and then where it must be refused.
        let hasSchema = markupOption(0.12)
        func hostileFormat() -> FuzzArgument {
            .text(random.pick(["HTML", "Svg", "", "html ", "xhtml", "PNG", "jpeg", "png ", "html,svg", "img,png", "TEXT", "txt", "text "] + HostilePayloads.injection))
        }
        var chosenFormat = standalone
        if let standalone {
            add("--format", standalone) { hostileFormat() }
        } else if random.chance(0.25) || (isInteractive && random.chance(0.1)) || (hasSchema && random.chance(0.9)) {
            let format = isInteractive ? random.pick(["html", "html", "svg"]) : (hasSchema ? random.pick(["html", "html", "html", "svg"]) : random.pick(["svg", "html"]))
            add("--format", format) { hostileFormat() }
            chosenFormat = format
        }
        // Now and then a picture's option without the picture, to be refused.
        if standalone == nil, random.chance(0.01) { add("--scale", String(random.int(in: 1...4))) { hostileScale() } }
        if picture != "img", random.chance(picture == nil ? 0.01 : 0.05) { add("--src", random.pick(Self.validSources)) { hostileSource() } }
        if markupOption(0.15) { result.append(Occurrence(name: "--animate", value: nil)) }
        if isInteractive { result.append(Occurrence(name: "--interactive", value: nil)) }
        // A live rating now and then, mostly where it can be one (no input, no SVG, no schema):
        // refused combinations rarer, so that a quarter of the vectors stay ratings. Its slot
        // mostly with it.
        let canBeLive = !isInteractive && chosenFormat != "svg" && !hasSchema
        let isLive = standalone == nil && random.chance(canBeLive ? 0.05 : 0.01)
        if isLive { result.append(Occurrence(name: "--live", value: nil)) }
        let hasSlot = (isLive && random.chance(0.4)) || random.chance(0.003)
        if hasSlot {
            add("--value-slot", random.pick(["{{ rating }}", "<%= rating %>", "<?= $rating ?>", "{{ p.rating | default: 0 }}", "'&<>"])) {
                .text(random.pick(["", "a\"b", "{{ x }}\n", "\u{7}", "\u{85}", String(repeating: "x", count: 201)] + HostilePayloads.injection))
            }
        }
        // Where the slot goes: the class mostly with the sheet it needs, now and then without a
        // slot or a live rating, to be refused.
        var slotInClass = false
        if (hasSlot && random.chance(0.3)) || random.chance(0.002) {
            let place = random.pick(["class", "class", "style"])
            slotInClass = place == "class"
            add("--slot-in", place) { .text(random.pick(["CLASS", "", "class ", "attribute", "style,class"] + HostilePayloads.injection)) }
        }
        if (isInteractive && random.chance(0.4)) || random.chance(0.01) {
            add("--name", random.pick(Self.validNames)) { hostileValue() }
        }
        if (isInteractive && random.chance(0.15)) || random.chance(0.01) { result.append(Occurrence(name: "--no-script", value: nil)) }
        if hasHalves {
            add("--step", random.pick(["0.5", "0.5", "1"])) {
                .text(random.pick(["2", "0.25", ".5", "0.50", "1.0", "", "half", "0.5 "] + HostilePayloads.injection))
            }
        }
        if hasAverage { add("--average", random.chance(0.95) ? decimalText(upTo: stars) : decimalText(upTo: stars + 2)) { hostileNumber() } }
        // Required and disabled inputs; --required with --value 0 is refused.
        if (isInteractive && random.chance(0.15)) || random.chance(0.01) { result.append(Occurrence(name: "--required", value: nil)) }
        if (isInteractive && random.chance(0.1)) || random.chance(0.01) { result.append(Occurrence(name: "--disabled", value: nil)) }
        // Rarely without an input, to be refused: the options of two faces merged at once took
        // the accepted share of vectors below the quarter that FuzzTests asks of the generator.
        if (isInteractive && random.chance(0.1)) || random.chance(0.003) { result.append(Occurrence(name: "--show-label", value: nil)) }
        if markupOption(0.06) || (slotInClass && random.chance(0.9)) {
            add("--css-out", random.chance(0.9) ? stylePath : outputPath) { .text(random.pick(["", "-", "a\u{0}b"])) }
        }
        if hasSchema { result.append(Occurrence(name: "--schema", value: nil)) }
        if (hasSchema && random.chance(0.5)) || random.chance(0.01) {
            let count = random.chance(0.1) ? random.pick(["1", "1000000000", "0001"]) : String(random.int(in: 1...1_000_000_000))
            add("--rating-count", count) {
                .text(random.pick(["0", "1000000001", "99999999999", "-1", "1.5", "1e3", " 7", "", "0x10"] + HostilePayloads.numbers))
            }
        }
        if (isInteractive && random.chance(0.15)) || random.chance(0.01) {
            add("--js-out", random.chance(0.9) ? scriptPath : stylePath) { .text(random.pick(["", "-", "a\u{0}b"])) }
        }
        return result
    }

    /// The most pixels a generated PNG is drawn with (a debug build draws about a million a
    /// second): the fuzz test must not grow much slower for them.
    static let picturePixelBudget = 6_000.0

    /// The options of a PNG or its `<img>` tag (`picture`): a scale, a size in pixels that keeps
    /// the picture within `picturePixelBudget` for its stars and gap (now and then one far too
    /// large, refused before a pixel is drawn, or one in ems, refused too), and a tag's source.
    private mutating func pictureOccurrences(_ picture: String, stars: Int, gap: Double, into result: inout [Occurrence]) {
        func add(_ name: String, _ valid: String, _ hostile: () -> FuzzArgument) {
            result.append(Occurrence(name: name, value: random.chance(0.88) ? .text(valid) : hostile()))
        }
        var scale = random.int(in: 1...4)
        let roll = random.unit()
        let size: String
        if roll < 0.03 {
            // At scale 3 or 4 no row of 1500 px stars fits the pixel limit.
            scale = random.int(in: 3...4)
            size = decimalText(from: 1500, upTo: 2000)
        } else if roll < 0.05 {
            size = emText() + "em"
        } else {
            let cells = Double(stars) + Double(stars + 1) * gap
            let largest = max(1, Int((Self.picturePixelBudget / (cells * Double(scale * scale))).squareRoot()))
            size = String(random.int(in: 1...min(largest, 2000))) + random.pick(["", "", "px"])
        }
        // A size the grammar refuses: a hostile number could be a valid one, and a large one.
        add("--size", size) { .text(random.pick(["0", "2000.1", "3rem", "-1", "1e1", "inf", "", "24 px", "3%", "em"])) }
        if scale != 1 || random.chance(0.5) { add("--scale", String(scale)) { hostileScale() } }
        if picture == "img", random.chance(0.95) { add("--src", random.pick(Self.validSources)) { hostileSource() } }
    }

    /// Scales the grammar or the range refuses.
    private mutating func hostileScale() -> FuzzArgument {
        .text(random.pick(["0", "5", "2.0", "-1", "1e0", "02x", "", " 2", "two", "4.5", "10000"] + HostilePayloads.injection))
    }

    /// URLs a `src` takes: relative, absolute, an email's attachment, with characters to escape.
    static let validSources = [
        "rating.png", "ratings/4.png", "/img/r.png", "../r.png", "?id=4", "//cdn.example.com/r.png",
        "https://example.com/r.png", "http://example.com:8080/r.png?a=1&b=2#top", "HTTPS://EXAMPLE.COM/A.PNG",
        "cid:rating@example.com", "CID:part1.2", "https://例え.jp/星.png", "r.png?q=\"<b>&c='d'",
        "https://example.com/%22%3C.png", String(repeating: "a", count: 4096),
    ]

    /// A `src` that is refused (another scheme, white space, a control or format character, a
    /// backslash, no host, too long), or a payload, which may be one that is taken.
    private mutating func hostileSource() -> FuzzArgument {
        if random.chance(0.3) { return hostileValue() }
        return .text(random.pick([
            "", " ", "a b.png", "r.png ", "\tr.png", "r\npng", "data:image/png;base64,iVBORw0KGgo=", "javascript:alert(1)",
            "JavaScript:alert(1)", "file:///etc/passwd", "vbscript:x", "a:b", "http:r.png", "https://", "https:///r.png", "cid:",
            "r\u{202E}gnp.png", "r\u{200B}.png", "a\\b.png", "r\u{0}.png", "r\u{FFFE}.png", "\u{A0}r.png", String(repeating: "a", count: 4097),
        ] + HostilePayloads.injection))
    }

    /// The words of one occurrence, in one of the forms the parser accepts.
    private mutating func words(for occurrence: Occurrence) -> [FuzzArgument] {
        guard let value = occurrence.value else { return [.text(occurrence.name)] }
        if random.chance(0.5) {
            switch value {
            case .text(let text): return [.text(occurrence.name + "=" + text)]
            case .invalidUTF8(let bytes): return [.invalidUTF8(Array((occurrence.name + "=").utf8) + bytes)]
            }
        }
        let name = occurrence.name == "--output" && random.chance(0.5) ? "-o" : occurrence.name
        return [.text(name), value]
    }

    /// The words, sometimes broken in one of the ways command lines go wrong.
    private mutating func broken(_ words: [FuzzArgument]) -> [FuzzArgument] {
        var words = words
        let roll = random.unit()
        func insertAnywhere(_ word: FuzzArgument) { words.insert(word, at: random.int(in: 0...words.count)) }
        switch roll {
        case ..<0.05: words.append(.text("--"))  // harmless at the end
        case ..<0.08: insertAnywhere(.text("--"))
        case ..<0.11:
            // A missing value: the option swallows the next word, or comes last.
            if let index = words.indices.last(where: { words[$0].inProcess.map(Self.takesValue) ?? false }),
               index + 1 < words.count {
                words.remove(at: index + 1)
            }
        case ..<0.14:
            insertAnywhere(.text(random.pick(["--Stars", "--star", "-s", "---stars", "—stars", "--stars-", "-O", "-h=1",
                                              "--output2", "--levels-", "-", "--=3", "-\u{0}", "--\u{202E}label"])))
        case ..<0.16: insertAnywhere(.text(random.pick(["3", "seven", "<script>", "", " ", "rating.svg"])))
        case ..<0.19:
            let invalid = FuzzArgument.invalidUTF8(random.pick(HostilePayloads.invalidUTF8))
            if !words.isEmpty, random.chance(0.5) { words[random.int(below: words.count)] = invalid } else { insertAnywhere(invalid) }
        case ..<0.20: insertAnywhere(.text(random.pick(["--help", "-h", "--version"])))
        case ..<0.21: insertAnywhere(.text(random.pick(["--pretty=", "--pretty=yes", "--help=no", "--version=1"])))
        case ..<0.22:
            // A completion script, asked for well or badly, wins over everything else.
            let shell = random.chance(0.7) ? FuzzArgument.text(random.pick(["bash", "zsh", "fish"])) : hostileValue()
            if random.chance(0.5), case .text(let name) = shell {
                insertAnywhere(.text("--generate-completion-script=" + name))
            } else {
                let index = random.int(in: 0...words.count)
                words.insert(contentsOf: [.text("--generate-completion-script"), shell], at: index)
            }
        default: break
        }
        return words
    }

    /// 1 to 12 words from a soup of option names, values and hostile text.
    private mutating func chaos() -> [FuzzArgument] {
        // -o is left out: followed by a random word it would mostly name a file to write.
        let names = StarsvgCommand.command.options.filter { $0.longName != "--output" }.flatMap { [$0.longName] + ($0.shortName.map { [$0] } ?? []) }
        return (0..<random.int(in: 1...12)).map { _ in
            switch random.int(below: 6) {
            case 0: return .text(random.pick(names))
            case 1: return .text(random.pick(names) + "=" + random.pick(HostilePayloads.numbers + HostilePayloads.injection))
            case 2: return hostileValue()
            case 3: return .text(decimalText(upTo: random.pick([1, 5, 100, 2000])))
            case 4: return .text(random.pick(Self.validColors + ["area", "width", "linear", "-", "--"]))
            default: return .text(randomText(length: random.int(in: 0...8)))
            }
        }
    }

    // MARK: Values

    private static func takesValue(_ word: String) -> Bool {
        StarsvgCommand.command.parser.definition(named: word)?.takesValue == true
    }

    static let validNames = ["rating", "stars", "review:stars", "a", "x.y_z-1", "Q", String(repeating: "n", count: 64)]

    static let validColors = [
        "red", "Gold", "SEAGREEN", "rebeccapurple", "aliceblue", "yellowgreen", "#abc", "#ABCDEF", "#09f",
        "#000000", "#FfFfFf", "tomato", "DarkSlateGray", "rgb(255,0,0)", "RGBA(0, 128, 0, .5)", "rgb(10% 20% 30% / 40%)",
        "hsl(120 100% 25%)", "hsla(210deg, 50%, 40%, 0.25)", "transparent", "currentColor", "#ff000080", "#0f08",
    ]

    /// A plain decimal in `from...upTo`, written in one of many ways: whole, with up to nine
    /// decimals, with leading or trailing zeros; at most 32 characters.
    private mutating func decimalText(from lower: Int = 0, upTo upper: Int) -> String {
        let decimals = random.pick([0, 0, 1, 1, 2, 3, 6, 9])
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let units = random.chance(0.1) ? random.pick([lower * scale, upper * scale]) : random.int(in: (lower * scale)...(upper * scale))
        var text = String(units / scale)
        if decimals > 0 {
            let fraction = String(units % scale)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        if random.chance(0.05) { text = "00" + text }
        if random.chance(0.05) { text += decimals > 0 ? "000" : ".000" }
        return text
    }

    /// An em size, mostly 0.0625 to 8 (one sixteenth of an em is 1 px, the least).
    private mutating func emText() -> String {
        let whole = random.int(in: 0...7)
        let fraction = random.pick(["", ".5", ".25", ".75", ".125", ".0625", ".1", "5"])
        return whole == 0 && fraction.isEmpty ? "1" : String(whole) + fraction
    }

    /// A size no grammar takes, or one out of range in either unit.
    private mutating func hostileSize() -> FuzzArgument {
        guard random.chance(0.5) else { return hostileNumber() }
        return .text(random.pick(["3 em", "3EM", "em", "px", "3pxem", "3empx", "3em ", " 3em", "-1em", "0em", "0.01em", "125.1em",
                                  "126em", "2000.1px", "0px", "1e1em", "3.5.em", ".em", "3rem", "3%", "3pt", "em3", "\u{663}em", "3e m"]))
    }

    /// Locales built in, with regions, in the spellings a tag may take.
    static let validLocales = RatingLocale.all.map(\.tag) + [
        "pt-BR", "pt-PT", "de-AT", "de-CH", "ar-EG", "ar-MA", "fa-AF", "es-419", "zh-Hans-SG", "pt_br", "EN-gb", "fr-CA", "ur-IN", "he-IL",
    ]

    /// A locale that must be refused: unknown, in another script, a region the language has
    /// not, no tag at all, or a tag disguised by controls and bidirectional marks.
    private mutating func hostileLocale() -> FuzzArgument {
        if random.chance(0.2) { return hostileValue() }
        return .text(random.pick(["xx", "zh-TW", "zh-Hant", "zh-HK", "de-XX", "en-", "-en", "e", "english", "de--AT", "de-AT-", "",
                                  "\u{202E}de", "de\u{200F}", "en\u{0}", "i-klingon", "x-private", "en-US-u-nu-arab",
                                  String(repeating: "a", count: 300), "de-\u{202E}AT"] + HostilePayloads.injection))
    }

    private mutating func hostileNumber() -> FuzzArgument {
        switch random.int(below: 4) {
        case 0, 1: return .text(random.pick(HostilePayloads.numbers))
        case 2:
            // Any double at all, as Swift prints it: exponents, nan, inf, -0.0, huge, tiny.
            return .text(String(describing: Double(bitPattern: random.next())))
        default:
            // Digits and points in any arrangement, up to 40 characters.
            let alphabet = Array("0123456789.,-+eE")
            return .text(String((0..<random.int(in: 0...40)).map { _ in random.pick(alphabet) }))
        }
    }

    private mutating func hostileValue() -> FuzzArgument {
        switch random.int(below: 5) {
        case 0: return hostileNumber()
        case 1: return .text(random.pick(HostilePayloads.injection))
        case 2: return .text(random.pick(HostilePayloads.refusedInLabels))
        case 3: return .invalidUTF8(random.pick(HostilePayloads.invalidUTF8))
        default: return .text(randomText(length: random.pick([0, 1, 10, 65, 1001, 5000])))
        }
    }

    private mutating func validLabel() -> String {
        if random.chance(0.3) { return random.pick(HostilePayloads.injection) }
        let length = random.chance(0.05) ? 1000 : random.pick([0, 1, 3, 10, 30, 100])
        return randomText(length: length, allowsControls: false)
    }

    private mutating func hostileLabel() -> FuzzArgument {
        switch random.int(below: 4) {
        case 0: return .text(random.pick(HostilePayloads.refusedInLabels))
        case 1:
            // A fine label with one refused character somewhere in it.
            var scalars = Array(randomText(length: random.int(in: 0...20), allowsControls: false).unicodeScalars)
            let bad = random.pick(Array(random.pick(HostilePayloads.refusedInLabels).unicodeScalars) + ["\u{0}"])
            scalars.insert(bad, at: random.int(in: 0...scalars.count))
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            return .text(text)
        case 2: return .text(randomText(length: random.pick([1001, 1002, 4000]), allowsControls: false))
        default: return .invalidUTF8(random.pick(HostilePayloads.invalidUTF8))
        }
    }

    private mutating func validIDPrefix() -> String {
        let first = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let rest = first + Array("0123456789-_")
        let length = random.chance(0.1) ? 63 : random.int(in: 0...12)
        return String(random.pick(first)) + String((0..<length).map { _ in random.pick(rest) })
    }

    /// `length` random Unicode scalars from every region that matters: ASCII with markup
    /// characters, Latin-1, the BMP, combining marks, bidirectional controls, zero-width
    /// characters, emoji, private use and the supplementary planes; controls only when allowed.
    private mutating func randomText(length: Int, allowsControls: Bool = true) -> String {
        var text = ""
        for _ in 0..<length {
            let value: UInt32
            switch random.int(below: 10) {
            case 0, 1, 2: value = UInt32(random.int(in: 0x20...0x7E))
            case 3: value = UInt32(random.pick(Array("<>&\"';]-/=:#".unicodeScalars)).value)
            case 4: value = UInt32(random.int(in: 0xA0...0x2FF))
            case 5: value = UInt32(random.pick([0x300, 0x301, 0x36F, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF,
                                                0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
                                                0x200E, 0x200F, 0x061C, 0x2028, 0x2029, 0xFDD0, 0xFFFD, 0xE000]))
            case 6: value = UInt32(random.int(in: 0x1F300...0x1FAFF))
            case 7: value = UInt32(random.int(in: 0x10000...0x10FFFF))
            case 8 where allowsControls: value = UInt32(random.pick([0x0, 0x1, 0x7, 0x9, 0xA, 0xD, 0x1B, 0x7F, 0x85, 0x9F, 0xFFFE, 0xFFFF]))
            default: value = UInt32(random.int(in: 0x370...0xD7FF))
            }
            // Surrogates are not scalars, and U+FFFE/U+FFFF only come from the control case.
            if let scalar = Unicode.Scalar(value), allowsControls || !(value == 0xFFFE || value == 0xFFFF) {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
