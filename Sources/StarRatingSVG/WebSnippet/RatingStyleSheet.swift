import SVGKit
import WebTemplates

/// A rating's style sheet, built group by group: sections of `Templates/rating.css` (or of a
/// face's own template, as the live rating's `live.css`) filled in alone, and the classes the
/// face's root carries for them. The web faces and the animated standalone SVG build theirs
/// with it, so that the palette, the band colours, the forced colours, the mirror, the load
/// animation, the classes named by a hash and a snippet's scoping are written once. Each face
/// adds the groups it needs in its own order, and its own through `add(_:_:from:)`: nothing
/// here knows which face asks.
struct RatingStyleSheet {
    /// The style sheet in its groups of rules, and the classes that the face's root carries
    /// for them.
    struct Rendered: Equatable, Sendable {
        /// The groups, each the text of one section of a template: the same bytes for every
        /// rating that needs it, so that a page (`starsvg batch --css-out`) holds each once. No
        /// two groups' rules compete (see `Templates/rating.css`'s header): any order, and any
        /// repetition, styles every rating alike.
        var groups: [String]
        /// The classes, after `starsvg` (and `starsvg-input`), that select the groups made
        /// for some ratings only: the palette's, an input's geometry, `starsvg-animated`,
        /// `starsvg-dir`, `starsvg-legend`, a live rating's.
        var classes: [String]
        /// Where among `classes` the value's stand, for a sheet built with a memo
        /// (`build(options:isScopedToItself:memo:key:look:value:)`): a face that keeps its
        /// markup too fills them in there. `nil` otherwise.
        var valueClasses: Range<Int>? = nil
        /// The groups one after the other as a snippet's `<style>` holds them
        /// (`{{html-text:css}}`), when `ScopedGroups` made them and nothing needed escaping;
        /// `nil` otherwise (`WebSnippetMemo.Markup.sheetText(_:)` makes it then).
        var inlineText: String? = nil

        /// The class a markup kept for every value is rendered with where the value's classes
        /// go (a face's markup writes each class after a space, so it finds the place by
        /// `valueClassesPlaceInMarkup`).
        static let valueClassesPlace = "starsvg-value-class-place"
        /// Where the value's classes go in a markup rendered with `classesWithValuePlace()`.
        static let valueClassesPlaceInMarkup = " " + valueClassesPlace

        /// The classes with the value's (`valueClasses`, or none at the end) standing as one
        /// class, `valueClassesPlace`, for a markup kept for every value, which
        /// `valueClassesText` fills in for each snippet.
        func classesWithValuePlace() -> [String] {
            var placed = classes
            placed.replaceSubrange(valueClasses ?? classes.endIndex..<classes.endIndex, with: [Self.valueClassesPlace])
            return placed
        }

        /// The value's classes as a kept markup writes them in their place, each after a space.
        /// Made for every snippet of a batch, apart from the classes with the place, which a
        /// face makes when it renders a markup to keep (making both each time had cost a
        /// picture's batch line 2,000 instructions, Documentation/performance.md).
        var valueClassesText: String {
            var text = ""
            for name in classes[valueClasses ?? classes.endIndex..<classes.endIndex] {
                text.append(" ")
                text.append(name)
            }
            return text
        }

        /// The class a markup kept for every value of a self-contained snippet is rendered with
        /// where the snippet's own class goes (`RatingStyleSheet.scopedToItself(_:)`), and where
        /// that goes in the markup.
        static let ownClassPlace = "starsvg-own-class-place"
        static let ownClassPlaceInMarkup = " " + ownClassPlace

        /// For a sheet scoped to its snippet, whose own class comes last: the classes with the
        /// value's standing as `valueClassesPlace` and the own class as `ownClassPlace`, for a
        /// markup kept for every value (`valueClassesText` and `ownClassText` fill them in).
        func classesWithValueAndOwnPlaces() -> [String] {
            var unscoped = self
            unscoped.classes.removeLast()
            return unscoped.classesWithValuePlace() + [Self.ownClassPlace]
        }

        /// For a sheet scoped to its snippet, its own class as a kept markup writes it in its
        /// place, after a space.
        var ownClassText: String { " " + (classes.last ?? "") }
    }

    /// A template of groups, each of its sections one group, filled in alone.
    struct GroupTemplate: Sendable {
        /// The template.
        let template: MarkupTemplate
        /// Its file in `Templates/`, for a failure's message.
        let name: String
        /// Its sections, every one of them, so that filling one in turns the others off.
        let sections: [String]
        /// Each of `sections` alone (`MarkupTemplate.topLevelSections(named:)`), or `nil` where
        /// the whole template must be rendered: a group rendered alone skips looking up the
        /// template's every other section (a picture's batch line renders its edge's group
        /// twice, Documentation/performance.md).
        let sectionTemplates: [MarkupTemplate?]

        /// The groups of `template`, named `name` in `Templates/`, its sections `sections`.
        init(template: MarkupTemplate, name: String, sections: [String]) {
            self.template = template
            self.name = name
            self.sections = sections
            sectionTemplates = sections.map(template.topLevelSections(named:))
        }

        /// `Templates/rating.css`: the groups the faces share, and those of the HTML picture's
        /// layers and of the rating input.
        static let rating = GroupTemplate(template: RatingTemplates.styleSheet, name: "rating.css",
                                          sections: ["palette", "band", "forcedColors", "picture", "look", "edge", "mirror",
                                                     "animated", "input", "disabled", "legend", "geometry"])
    }

    /// The groups and classes added so far.
    private(set) var rendered = Rendered(groups: [], classes: [])
    /// What each rule adds after its root's class (`rendered(options:own:)`).
    private let own: String
    /// The one number formatter, at the writer's precision.
    private let formatter: SVGNumberFormatter
    /// Kept for pretty output, left out for compact.
    private let lineBreaks: MarkupTemplate.LineBreaks

    /// An empty sheet.
    /// - Parameter own: the selector that a picture's rules add to the rating's root, `.` and
    ///   its own class, in a sheet scoped to one snippet (`scopedToItself(_:)`); empty in a
    ///   sheet that a page shares.
    private init(options: SVGWriterOptions, own: String) {
        self.own = own
        formatter = SVGNumberFormatter(precision: options.numberPrecision)
        lineBreaks = RatingTemplates.lineBreaks(options)
    }

    /// The sheet that `build` adds its groups to, in `options`; scoped to its snippet
    /// (`scopedToItself(_:)`) when `isScopedToItself`, else as a page shares it.
    static func build(options: SVGWriterOptions, isScopedToItself: Bool, _ build: (inout RatingStyleSheet) -> Void) -> Rendered {
        func rendered(own: String) -> Rendered {
            var sheet = RatingStyleSheet(options: options, own: own)
            build(&sheet)
            return sheet.rendered
        }
        return isScopedToItself ? scopedToItself(rendered(own:)) : rendered(own: "")
    }

    /// The sheet `look` and `value` build together, as `build(options:isScopedToItself:_:)`
    /// makes it, but with the groups of `look` (those that do not change with the value) kept
    /// in `memo` under `key` and rendered once, and those of `value` (the value's) rendered each
    /// time and put where `look` called `markValuePlace()`. `key` must fix every group of
    /// `look`, the options and the scoping too (one value of one type: a key of several boxes
    /// cost a picture's line more than a tenth of its instructions to compare).
    static func build<Key: Hashable>(options: SVGWriterOptions, isScopedToItself: Bool, memo: inout WebSnippetMemo, key: Key,
                                     look: (inout RatingStyleSheet) -> Void, value: (inout RatingStyleSheet) -> Void) -> Rendered {
        let own = isScopedToItself ? ownMarker : ""
        let kept = memo.sheet(for: key) {
            var sheet = RatingStyleSheet(options: options, own: own)
            look(&sheet)
            let place = sheet.valuePlace ?? (sheet.rendered.groups.count, sheet.rendered.classes.count)
            return WebSnippetMemo.Sheet(rendered: sheet.rendered, groupIndex: place.groups, classIndex: place.classes,
                                        scoping: isScopedToItself ? ScopedGroups(sheet.rendered.groups, valueIndex: place.groups) : nil)
        }
        var valueSheet = RatingStyleSheet(options: options, own: own)
        // The value's groups are filled into their texts kept for the look, each rendered the
        // first time it is needed.
        valueSheet.fillings = kept.fillings
        value(&valueSheet)
        if let fillings = valueSheet.fillings, fillings.count != kept.fillings.count { memo.keepFillings(fillings, for: key) }
        var combined = kept.rendered
        combined.groups.insert(contentsOf: valueSheet.rendered.groups, at: kept.groupIndex)
        combined.classes.insert(contentsOf: valueSheet.rendered.classes, at: kept.classIndex)
        combined.valueClasses = kept.classIndex..<(kept.classIndex + valueSheet.rendered.classes.count)
        guard isScopedToItself else { return combined }
        // The look's groups made ready to scope once (`ScopedGroups`); the key fixes the scoping.
        guard let scoping = kept.scoping else { return scopedToItself { _ in combined } }
        return scoping.scoped(combined, valueGroupCount: valueSheet.rendered.groups.count)
    }

    /// Where the value's groups go, once `markValuePlace()` marked it.
    private var valuePlace: (groups: Int, classes: Int)?

    /// Marks where the value's groups and classes go, among those added so far and after.
    mutating func markValuePlace() {
        valuePlace = (rendered.groups.count, rendered.classes.count)
    }

    /// Adds `section` of `template` filled in with `item`.
    mutating func add(_ section: String, _ item: TemplateValues, from template: GroupTemplate = .rating) {
        if let text = filled(section, item, own: own, lineBreaks: lineBreaks, from: template) {
            rendered.groups.append(text)
            return
        }
        rendered.groups.append(Self.render(section, item, own: own, template: template, formatter: formatter, lineBreaks: lineBreaks))
    }

    /// What fixes a group's filling (`fillings`) in a sheet of one look: the template and its
    /// section, the names filled in, and the selector each rule adds and the line breaks
    /// (`addNamed` hashes a group compact and unscoped).
    struct FillingKey: Equatable {
        let template: String
        let section: String
        let names: [String]
        let own: String
        let isJoined: Bool
    }

    /// The value's groups rendered once for a look, but for their values
    /// (`MarkupTemplate.Filling`), kept in `WebSnippetMemo` with the look's groups: rendering
    /// each line's group from the template was most of what a value group cost (a picture's
    /// edge group, a live rating's value group, Documentation/performance.md). `nil` in a sheet
    /// that renders every group.
    fileprivate(set) var fillings: [(key: FillingKey, filling: MarkupTemplate.Filling)]? = nil

    /// `section` of `template` filled in with `item` from its filling, made the first time;
    /// `nil` in a sheet without fillings, or for an item with a section of its own (a list or
    /// a flag), which a filling cannot take.
    private mutating func filled(_ section: String, _ item: TemplateValues, own: String, lineBreaks: MarkupTemplate.LineBreaks,
                                 from template: GroupTemplate) -> String? {
        guard let filling = filling(section, item, own: own, lineBreaks: lineBreaks, from: template) else { return nil }
        do {
            return try filling.render(item)
        } catch {
            preconditionFailure("Templates/\(template.name): \(error)")
        }
    }

    /// The filling of `section` of `template` for `item`'s names, made the first time; `nil`
    /// as `filled(_:_:own:lineBreaks:from:)` says.
    private mutating func filling(_ section: String, _ item: TemplateValues, own: String, lineBreaks: MarkupTemplate.LineBreaks,
                                  from template: GroupTemplate) -> MarkupTemplate.Filling? {
        let isFillable = item.entries.allSatisfy { entry in
            switch entry.value {
            case .text, .number, .markup: true
            case .flag, .list: false
            }
        }
        guard fillings != nil, isFillable else { return nil }
        let isJoined = if case .joined = lineBreaks { true } else { false }
        let key = FillingKey(template: template.name, section: section, names: item.entries.map(\.name), own: own, isJoined: isJoined)
        if let kept = fillings?.first(where: { $0.key == key }) { return kept.filling }
        let filling: MarkupTemplate.Filling
        do {
            filling = try Self.sectionTemplate(section, of: template).filling(Self.values(section, TemplateValues(), own: own, template: template),
                                                                            holes: key.names, numberFormatter: formatter,
                                                                            lineBreaks: lineBreaks)
        } catch {
            preconditionFailure("Templates/\(template.name): \(error)")
        }
        fillings?.append((key, filling))
        return filling
    }

    /// Adds `section` of `template` filled in with `item` and its class, `stem` and a hash of
    /// those rules, so that equal rules get one class whichever rating or run writes them (and
    /// different rules different ones); the root carries the class.
    mutating func addNamed(_ stem: String, _ section: String, _ item: TemplateValues, from template: GroupTemplate = .rating) {
        var hash = StableHash()
        // Compact and unscoped, so that pretty output and a snippet's own sheet name their
        // rules as a page's compact sheet does.
        var stemmed = item
        stemmed.append("class", .text(stem))
        if own.isEmpty, case .joined = lineBreaks, let filling = filling(section, stemmed, own: "", lineBreaks: .joined, from: template) {
            // A value's group in a compact shared sheet is the text hashed but for its class:
            // filled in once, and the hash's letters and digits put after the stem wherever the
            // class stands, where its name writes them (a stem starts with a letter, `starsvg-`,
            // and a CSS identifier writes letters and digits after its first as they are).
            // Filling it in again with the name had cost a picture's batch line a third of its
            // edge group (Documentation/performance.md).
            var marked: (bytes: [UInt8], markedEnds: [Int])
            do {
                marked = try filling.bytes(stemmed, markingEndsOf: "class")
            } catch {
                preconditionFailure("Templates/\(template.name): \(error)")
            }
            hash.combine(utf8: marked.bytes)
            let identifier = hash.identifier(length: Self.classHashLength)
            for end in marked.markedEnds.reversed() { marked.bytes.insert(contentsOf: identifier.utf8, at: end) }
            addClass(stem + identifier)
            rendered.groups.append(String(decoding: marked.bytes, as: UTF8.self))
            return
        }
        if let hashed = filled(section, stemmed, own: "", lineBreaks: .joined, from: template) {
            // A value's group, filled into its texts kept for the look.
            hash.combine(hashed)
            let name = stem + hash.identifier(length: Self.classHashLength)
            var named = item
            named.append("class", .text(name))
            addClass(name)
            rendered.groups.append(filled(section, named, own: own, lineBreaks: lineBreaks, from: template) ?? "")
            return
        }
        if own.isEmpty, case .joined = lineBreaks {
            // A compact shared sheet's group is that text itself: rendered once with a place
            // for the class, which the stem fills for the hash and the name for the group (a
            // batch line's edge group cost two renders of its template).
            var values = item
            values.append("class", .text(Self.classPlace))
            let placed = Self.render(section, values, own: "", template: template, formatter: formatter, lineBreaks: .joined)
            hash.combine(TextPlaces.replacing(Self.classPlace, with: stem, in: placed))
            let name = stem + hash.identifier(length: Self.classHashLength)
            addClass(name)
            rendered.groups.append(TextPlaces.replacing(Self.classPlace, with: name, in: placed))
            return
        }
        var values = item
        values.append("class", .text(stem))
        hash.combine(Self.render(section, values, own: "", template: template, formatter: formatter, lineBreaks: .joined))
        let name = stem + hash.identifier(length: Self.classHashLength)
        var named = item
        named.append("class", .text(name))
        addClass(name)
        add(section, named, from: template)
    }

    /// The class a named group is rendered with before its name is known: letters only, which
    /// a CSS identifier writes as they are, and which no template, number or colour writes.
    private static let classPlace = "starsvgQclassQplace"

    /// Adds `name` to the classes the root carries.
    mutating func addClass(_ name: String) {
        rendered.classes.append(name)
    }

    /// Adds the palette of `rating`'s `bands`, the colours a web face's band rules fall back
    /// on; nothing for no band. The usual palette needs no class: every rating has `starsvg`,
    /// and a palette of its own wins by its class's weight.
    mutating func addPalette(of rating: StarRating, bands: [Int]) {
        guard !bands.isEmpty else { return }
        let colors = rating.colors
        var palette: TemplateValues = [
            "colors": .list(bands.map { ["index": .number(Double($0)), "color": .text(colors[$0].cssText)] }),
        ]
        let darkColors = bands.compactMap { index in
            colors[index].systemDarkVariant.map { ["index": .number(Double(index)), "color": .text($0.cssText)] as TemplateValues }
        }
        palette.append("hasDarkColors", .flag(!darkColors.isEmpty))
        palette.append("darkColors", .list(darkColors))
        if colors == StarRating.defaultColors(bandCount: 3) {
            palette.append("custom", .list([]))
            add("palette", palette)
        } else {
            palette.append("custom", .flag(true))
            addNamed("starsvg-p", "palette", palette)
        }
    }

    /// Adds each band's rule, which colours its layer with `--starsvg-color-<index>` or the
    /// palette's colour: the `background-color` of CSS layers when `layered`, else an SVG
    /// layer's `fill` (a rule sets only what its face reads).
    mutating func addBandColors(_ bands: [Int], layered: Bool) {
        for index in bands {
            add("band", ["index": .number(Double(index)), "layered": .flag(layered)])
        }
    }

    /// Adds the forced colours of an SVG drawing's parts, under `root` (its selector): those of
    /// its tiled or row drawing (`isTiled`, `isRow`; a filtered drawing has none of its own),
    /// of its colour when it `showsColor`, and the outline it `drawsOutline`.
    mutating func addForcedColors(root: String, isTiled: Bool, isRow: Bool, showsColor: Bool, drawsOutline: Bool) {
        add("forcedColors", ["root": .markup(root), "tiled": .flag(isTiled), "row": .flag(isRow),
                              "color": .flag(showsColor), "outline": .flag(drawsOutline)])
    }

    /// Adds what a web face's direction needs: the mirror for right-to-left pages when
    /// `rating`'s direction is `auto` (of the root, or of an input's inner svg when
    /// `mirrorsInnerSVG`), else the class of a rating with its own direction, which the mirror
    /// passes by. A standalone SVG has no page around it.
    mutating func addDirection(of rating: StarRating, mirrorsInnerSVG: Bool) {
        if rating.direction == .auto {
            add("mirror", ["input": .flag(mirrorsInnerSVG)])
        } else {
            addClass(Self.fixedDirectionClass)
        }
    }

    /// Adds a web face's load animation, the fill sliding in and the colour fading in, for
    /// its class (`animatedClass`), which the root then carries: of CSS layers when `layered`,
    /// else of an SVG drawing.
    mutating func addLoadAnimation(layered: Bool) {
        add("animated", ["scope": .markup("." + Self.animatedClass), "layered": .flag(layered)])
        addClass(Self.animatedClass)
    }

    /// Adds a standalone SVG's load animation, its rules under `scope`, the root's id.
    mutating func addLoadAnimation(scope: String) {
        add("animated", ["scope": .markup(scope), "layered": .flag(false)])
    }

    /// The class that marks a rating with its own direction (`--dir ltr` or `rtl`), which the
    /// mirror for right-to-left pages passes by.
    static let fixedDirectionClass = "starsvg-dir"
    /// The class that marks an animated web face (`--animate`).
    static let animatedClass = "starsvg-animated"
    /// The characters of the hash in a palette's or a geometry's class: 47.6 bits, so among
    /// 1,000 different geometries on one page two share a class with a chance of about 1 in
    /// 300 million.
    static let classHashLength = 8

    /// What a self-contained snippet's rules hold in place of their own class until
    /// `scopedToItself(_:)` names it: U+0001, which no template, colour, number or path writes.
    static let ownMarker = String(decoding: [1 as UInt8], as: UTF8.self)

    /// The stem of the class that scopes a self-contained snippet's sheet to it.
    static let ownClassStem = "starsvg-s"

    /// A self-contained picture's sheet (HTML or live), its rules scoped to the snippet: the
    /// sheet a page would share with `.` and the snippet's own class, `starsvg-s` and a hash of
    /// that shared sheet, added to every rule's root; the class is added to the root's too.
    ///
    /// A page of many snippets, each with its own `<style>`, otherwise makes every rating's
    /// boxes match every copy's rules: the reader's style work grows as the square of the
    /// snippets (Documentation/performance.md). With the class, another snippet's rules fail
    /// at its root, which the browser checks first; equal snippets share the class, and their
    /// rules are the same. A rating input keeps its sheet unscoped: a page holds a few.
    ///
    /// `render` is called once, with `own` a marker that no sheet holds otherwise (a control
    /// character, which no template, colour, number or path writes): left out, the text is the
    /// shared sheet, which names the class; replaced, the scoped one.
    static func scopedToItself(_ render: (_ own: String) -> Rendered) -> Rendered {
        let sheet = render(ownMarker)
        // Each group without its markers (the shared text, hashed), and where they stood, so
        // that both passes copy runs of bytes: a batch writes kilobytes of sheet a rating.
        return ScopedGroups(sheet.groups, valueIndex: sheet.groups.count).scoped(sheet, valueGroupCount: 0)
    }

    /// `section` of `template`, filled in with `item`, alone; `own` as `init(options:own:)` takes it.
    private static func render(_ section: String, _ item: TemplateValues, own: String, template: GroupTemplate,
                               formatter: SVGNumberFormatter, lineBreaks: MarkupTemplate.LineBreaks) -> String {
        // Every name the templates use is given here, or by the face; a test renders every section.
        return RatingTemplates.render(sectionTemplate(section, of: template), values(section, item, own: own, template: template),
                                      template.name, numberFormatter: formatter, lineBreaks: lineBreaks)
    }

    /// The values that fill `section` of `template` in alone: `item` in it, every other
    /// section turned off, and `own`.
    private static func values(_ section: String, _ item: TemplateValues, own: String, template: GroupTemplate) -> TemplateValues {
        var values = TemplateValues(template.sections.map { ($0, $0 == section ? TemplateValue.list([item]) : .flag(false)) })
        values.append("own", .markup(own))
        return values
    }

    /// `section` of `template` alone, which writes what the whole template writes with the
    /// others turned off; or the whole template.
    private static func sectionTemplate(_ section: String, of template: GroupTemplate) -> MarkupTemplate {
        template.sections.firstIndex(of: section).flatMap { template.sectionTemplates[$0] } ?? template.template
    }
}
