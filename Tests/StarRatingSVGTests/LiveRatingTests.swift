import Testing
import TestSupport
import StarGeometry
@testable import StarRatingSVG

/// The live face's parts that no browser is needed for: the fill edge its CSS computes, held to
/// the still picture's edge, the slot's refusals, and the snippet's markup.
@Suite struct LiveRatingTests {
    /// Rows in every fill mode and shape, at sizes from small to large.
    static func rows() throws -> [(row: StarRow, name: String)] {
        var rows: [(StarRow, String)] = []
        let spiky = RatingShape.star(try StarShape(points: 7, innerRadiusRatio: 0.3, outerCornerRadius: 0, innerCornerRadius: 0))
        for (shape, name) in [(RatingShape.standard, "star"), (.heart, "heart"), (.circle, "circle"), (spiky, "spiky")] {
            for (stars, cell, gap) in [(5, 24.0, 0.25), (10, 40.0, 0.0), (3, 200.0, 1.5), (1, 16.0, 4.0)] {
                rows.append((StarRow(layout: try RowLayout(starCount: stars, cellSize: cell, gapRatio: gap), shape: shape),
                             "\(name) \(stars)×\(cell) gap \(gap)"))
            }
        }
        return rows
    }

    /// The edge the CSS computes is the still picture's within the tolerance (the pieces of the
    /// area's curve) at every hundredth of a value, and exactly at whole values and outside 0…N.
    @Test(.cases(3), arguments: FillMode.allCases)
    func theEdgeIsTheStillPicturesEdge(mode: FillMode) throws {
        for (row, name) in try Self.rows() {
            let tolerance = LiveSnippetWriter.edgeTolerance * row.layout.cellSize
            let edge = LiveFillEdge(row: row, mode: mode, tolerance: tolerance)
            var worst = 0.0
            for hundredth in 0...(row.layout.starCount * 100) {
                let value = Double(hundredth) / 100
                worst = max(worst, abs(edge.edge(forValue: value) - row.fillEdge(forValue: value, mode: mode)))
            }
            // The pieces are fitted on 512 samples of a star; between them the curve bends a little more.
            #expect(worst <= tolerance * 1.5, "\(mode) \(name): \(worst) px off")
            for whole in 0...row.layout.starCount {
                #expect(edge.edge(forValue: Double(whole)) == row.fillEdge(forValue: Double(whole), mode: mode), "\(mode) \(name) at \(whole)")
            }
            #expect(edge.edge(forValue: -3) == 0 && edge.edge(forValue: 1000) == row.layout.width, "\(mode) \(name)")
            #expect(mode == .area || edge.breaks.count == (mode == .width ? 2 : 0), "\(mode) \(name)")
        }
    }

    /// The pieces are few enough for a shared sheet: a dozen or so for a star.
    @Test func theAreasPiecesAreFew() throws {
        let row = StarRow(layout: try RowLayout(starCount: 5, cellSize: 40, gapRatio: 0.25))
        let edge = LiveFillEdge(row: row, mode: .area, tolerance: LiveSnippetWriter.edgeTolerance * 40)
        #expect((3...16).contains(edge.breaks.count - 1), "\(edge.breaks.count - 1) pieces")
    }

    /// A slot cannot leave the attributes it stands in, and says why.
    @Test func theSlotRefusesWhatWouldBreakOut() throws {
        #expect(try LiveValueSlot("{{ rating }}").text == "{{ rating }}")
        #expect(try LiveValueSlot("<%= rating %>").text == "<%= rating %>")
        #expect(try LiveValueSlot("<?= $rating ?>").text == "<?= $rating ?>")
        #expect(throws: LiveValueSlotError.quote("a\"b")) { try LiveValueSlot("a\"b") }
        #expect(throws: LiveValueSlotError.controlCharacter) { try LiveValueSlot("{{ r }}\n") }
        #expect(throws: LiveValueSlotError.controlCharacter) { try LiveValueSlot("\u{85}") }
        #expect(throws: LiveValueSlotError.empty) { try LiveValueSlot("") }
        #expect(throws: LiveValueSlotError.tooLong(201)) { try LiveValueSlot(String(repeating: "x", count: 201)) }
        #expect(LiveValueSlotError.quote("a\"b").description.contains("would end"))
        for noncharacter in [Unicode.Scalar(0xFFFE)!, Unicode.Scalar(0xFFFF)!] {
            var slot = "{{ r }}"
            slot.unicodeScalars.append(noncharacter)
            #expect(throws: LiveValueSlotError.noncharacter) { try LiveValueSlot(slot) }
        }
    }

    /// The slot stands in the accessible name where a label would: it refuses what a label
    /// refuses (and a `"`, which would end its attribute), scalar for scalar, through all of
    /// C0, C1, the BMP's end and the last plane's.
    @Test func theSlotRefusesWhatALabelRefuses() {
        let scalars: [UInt32] = Array(0...0x2FF) + Array(0xFDC0...0xFDFF) + Array(0xFFE0...0xFFFF) + [0x1FFFE, 0x1FFFF, 0xE0001, 0x10FFFE, 0x10FFFF]
        var (compared, skipped) = (0, 0)
        for value in scalars {
            guard let scalar = Unicode.Scalar(value), scalar != "\"" else {
                skipped += 1
                continue
            }
            var text = "a"
            text.unicodeScalars.append(scalar)
            let slotRefuses = (try? LiveValueSlot(text)) == nil
            let labelRefuses = (try? StarRating(value: 1, label: text)) == nil
            #expect(slotRefuses == labelRefuses, "U+\(String(value, radix: 16, uppercase: true)): the slot \(slotRefuses ? "refuses" : "takes") it, the label \(labelRefuses ? "refuses" : "takes") it")
            compared += 1
        }
        // 0x300 + 0x40 + 0x20 + 5 values, all scalars (no surrogate among them); the `"` alone skipped.
        #expect(compared == 868)
        #expect(skipped == 1)
    }

    /// The slot stands verbatim in the custom property and in the accessible name, which says
    /// the rest in the locale's words; without one the snippet speaks its text, the label's
    /// words around the place its CSS writes the value (role group, the layers hidden from
    /// readers); with `--label` and no slot the name is the label, its <title>.
    @Test func theSlotStandsWhereTheValueGoes() throws {
        let face = LiveRatingFace(valueSlot: try LiveValueSlot("<%= r %>"), isStyleSheetLinked: true)
        let html = try #require(try face.output(of: try StarRating(value: 2)).main.text)
        #expect(html.contains(#"role="img" aria-label="Rating: <%= r %> out of 5" style="--starsvg-value:<%= r %>"><path"#), "\(html)")
        let german = try #require(try face.output(of: try StarRating(value: 2, locale: RatingLocale(tag: "de"))).main.text)
        #expect(german.contains(#"lang="de""#) && german.contains("<%= r %> von 5"), "\(german)")
        let labelled = try #require(try face.output(of: try StarRating(value: 2, label: "Our \"score\"")).main.text)
        #expect(labelled.contains(#"aria-label="Our &quot;score&quot;""#) && !labelled.contains("<title>"), "\(labelled)")
        let plain = try #require(try LiveRatingFace(isStyleSheetLinked: true).output(of: try StarRating(value: 3.5)).main.text)
        #expect(plain.contains(#"role="group"><path"#) && !plain.contains("<title>") && !plain.contains("style="), "\(plain)")
        #expect(plain.contains(#"<span class="starsvg-layers" aria-hidden="true">"#)
                    && plain.contains("</span></span><span>Rating: <span></span> out of 5</span></foreignObject>"), "\(plain)")
        let hindi = try #require(try LiveRatingFace(isStyleSheetLinked: true).output(of: try StarRating(value: 1, locale: RatingLocale(tag: "hi"))).main.text)
        #expect(hindi.contains("<span>रेटिंग: 5 में से <span></span></span>"), "\(hindi)")
        let given = try #require(try LiveRatingFace(isStyleSheetLinked: true).output(of: try StarRating(value: 1, label: "Given")).main.text)
        #expect(given.contains(#"role="img"><title>Given</title>"#) && !given.contains("aria-hidden"), "\(given)")
        #expect(!plain.contains(" id=") && !plain.contains("url(#"), "a live snippet refers to nothing by id: \(plain)")
        // One band layer per colour, the lowest band's last.
        #expect(plain.contains(#"<span class="starsvg-fill"><s></s><s></s><s></s></span>"#), "\(plain)")
    }

    /// The spoken value's counter styles: the tenths as the locale writes them, nothing at 0,
    /// and the whole part in the locale's digits where they are not 0 to 9.
    @Test func theSpokenValueIsWrittenInTheLocalesSigns() throws {
        let face = LiveRatingFace(isStyleSheetLinked: true)
        let english = try #require(try face.output(of: try StarRating(value: 0)).styleSheet)
        #expect(english.contains(#"{system:fixed 0;symbols:"" ".1" ".2" ".3" ".4" ".5" ".6" ".7" ".8" ".9"}"#), "\(english)")
        #expect(!english.contains("system:numeric") && english.contains(".starsvg-layers+span span::before{content:counter(starsvg-w) counter(starsvg-t,starsvg-v"), "\(english)")
        let arabic = try #require(try face.output(of: try StarRating(value: 0, locale: RatingLocale(tag: "ar-EG"))).styleSheet)
        #expect(arabic.contains(#"symbols:"" "\#u{66B}\#u{661}" "\#u{66B}\#u{662}""#), "\(arabic)")
        #expect(arabic.contains(#"{system:numeric;symbols: "\#u{660}" "\#u{661}""#), "\(arabic)")
        let german = try #require(try face.output(of: try StarRating(value: 0, locale: RatingLocale(tag: "de"))).styleSheet)
        #expect(german.contains(#"symbols:"" ",1" ",2""#) && !german.contains("system:numeric"), "\(german)")
    }

    /// The look's class is the same for every value and every slot; the value shown where the
    /// page gives none is a class of its own, after the look's (none for 0, the look's
    /// fallback), so that a page of many values holds the look's rules once.
    @Test func theLooksClassIsTheLooks() throws {
        func output(_ value: Double, _ face: LiveRatingFace) throws -> (classes: [Substring], css: String) {
            let output = try face.output(of: StarRating(value: value))
            let markup = try #require(output.main.text)
            let attribute = try #require(markup.split(separator: "\"").dropFirst().first)
            return (attribute.split(separator: " "), try #require(output.styleSheet))
        }
        let face = LiveRatingFace(isStyleSheetLinked: true)
        let slotted = LiveRatingFace(valueSlot: try LiveValueSlot("{{ r }}"), isStyleSheetLinked: true)
        let (zero, one, half) = (try output(0, face), try output(1, face), try output(3.5, face))
        #expect(zero.css == (try output(0, slotted)).css)
        #expect(zero.css.contains("var(--starsvg-value,var(--starsvg-d,0)),5)") && !zero.css.contains("--starsvg-d:"))
        // The same classes but the value's last.
        #expect(Array(one.classes.dropLast()) == zero.classes && Array(half.classes.dropLast()) == zero.classes)
        let valueClass = try #require(one.classes.last)
        #expect(valueClass.hasPrefix("starsvg-d") && valueClass != half.classes.last)
        #expect(one.css.hasPrefix(zero.css) && one.css.contains(".\(valueClass){--starsvg-d:1}"), "\(one.css)")
    }

    /// The svg keeps its drawing's aspect ratio in the look's rules: content-visibility's size
    /// containment drops the viewBox's while the rating is off screen, where it would otherwise
    /// be 0 px high (a page of them too short, laid out again as each scrolls near).
    @Test func theLookKeepsTheDrawingsAspectRatio() throws {
        for rating in [try StarRating(value: 2), try StarRating(starCount: 3, value: 1, cellSize: 40)] {
            let output = try LiveRatingFace(isStyleSheetLinked: true).output(of: rating)
            let markup = try #require(output.main.text)
            let css = try #require(output.styleSheet)
            let look = try #require(markup.split(separator: "\"").dropFirst().first?.split(separator: " ").first { $0.hasPrefix("starsvg-v") })
            // The viewBox's width and height, as the markup writes them.
            let box = try #require(markup.split(separator: "viewBox=\"0 0 ").dropFirst().first?.prefix { $0 != "\"" }.split(separator: " "))
            #expect(box.count == 2 && css.contains("svg.\(look){aspect-ratio:\(box[0])/\(box[1])}"), "\(markup)\n\(css)")
        }
    }

    /// Issue 45's byte budgets: with the page's shared sheet, a live rating's own markup (its
    /// accessible name included) at most 500 bytes; self-contained, at most 2,000.
    @Test func theSnippetsKeepTheirByteBudgets() throws {
        let looks: [(StarRating, LiveRatingFace)] = [
            (try StarRating(value: 0), LiveRatingFace(isStyleSheetLinked: true)),
            (try StarRating(value: 0), LiveRatingFace(valueSlot: try LiveValueSlot("{{ product.rating | default: 0 }}"), isStyleSheetLinked: true)),
            (try StarRating(starCount: 10, value: 0, locale: RatingLocale(tag: "de")), LiveRatingFace(valueSlot: try LiveValueSlot("<%= @product.rating %>"), isStyleSheetLinked: true)),
        ]
        for (rating, face) in looks {
            let markup = try #require(try face.output(of: rating).main.text)
            #expect(markup.utf8.count <= 500, "\(markup.utf8.count) bytes: \(markup)")
        }
        let alone = try LiveRatingFace().output(of: try StarRating(value: 0)).main.bytes.count
        // Not met yet: the star's and the bevel's images and the area's edge pieces are most of it.
        withKnownIssue("a self-contained live snippet is \(alone) bytes, over issue 45's 2,000") {
            #expect(alone <= 2000, "\(alone) bytes")
        }
    }
}
