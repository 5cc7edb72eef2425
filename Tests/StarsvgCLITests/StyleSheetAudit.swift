import TestSupport

/// The checks every style sheet the command writes must pass, whatever its input: only the
/// at-rules, selectors, properties and value characters that `Templates/rating.css` generates;
/// every rule scoped: by the rating's id in a standalone SVG, and on a web page by a class of
/// the rating (`starsvg`, `starsvg-input`, a band layer's, or one its root carries); motion only without reduced motion; nothing that
/// could load anything (`url(`, `@import`), run anything (`expression`, `javascript:`) or end
/// the element that holds it (`<`, `&`, quotes, escapes).
struct StyleSheetAudit {
    /// The rating's id.
    let prefix: String
    /// The classes of the web face's root (its `class` attribute), which every rule scoped by a
    /// palette's or a geometry's class must name; `nil` when not checked (any such class).
    var rootClasses: [String]? = nil
    /// Whether the rating is an input (transitions and layout rules).
    let isInput: Bool
    /// Whether colours come from `--starsvg-color-<n>` (HTML).
    let isThemable: Bool
    /// Whether it plays the load animation.
    let isAnimated: Bool
    /// Whether the rating follows the page's direction (`--dir auto`, HTML's default), with
    /// the one rule that mirrors it on a right-to-left page; `nil` when not checked.
    var followsPageDirection: Bool? = nil
    /// Whether the input is required (`--required`): nothing names a radio button 0, and the
    /// colour is hidden until one is checked; `nil` when not checked.
    var isRequired: Bool? = nil
    /// Whether the input is disabled (`--disabled`), with the rules for `:disabled` and only
    /// then; `nil` when not checked.
    var isDisabled: Bool? = nil
    /// Whether an input shows an average above 0 while nothing is picked (`--average`): then
    /// no rule hides the colour for that state, and one hides each band layer above the
    /// average's; `nil` when not checked.
    var showsAverage: Bool? = nil

    static let atRules: Set<String> = [
        "@media (prefers-color-scheme:dark)", "@media (forced-colors:active)", "@media (prefers-reduced-motion:no-preference)",
        hoverMedia,
    ]
    /// The input's hover preview: only where the primary pointer can hover.
    static let hoverMedia = "@media (hover:hover)"
    /// The custom property that carries the hovered star's slide to the soft edge.
    static let hoverProperty = "--starsvg-hover"
    /// The HTML picture's layers (`HTMLPictureLayers`): a box masked by images, blended.
    static let pictureProperties: Set<String> = [
        "background", "background-color", "mask", "inset", "isolation", "forced-color-adjust", "mix-blend-mode", "content",
    ]
    /// The custom properties the picture's look and edge set, and its layers read.
    static let pictureCustomProperties: Set<String> = [
        "--starsvg-row", "--starsvg-blur", "--starsvg-room", "--starsvg-ramp", "--starsvg-ramp-at", "--starsvg-ramp-size",
        "--starsvg-edge", "--starsvg-outline",
    ]
    /// The registration of the edge, which the picture's load animation slides.
    static let edgeRegistration = #"@property --starsvg-edge{syntax:"\3c length\3e ";inherits:true;initial-value:0px}"#
    static let properties: Set<String> = [
        "fill", "display", "stroke", "transform", "opacity", "transition", "animation", "position",
        "left", "top", "width", "height", "margin", "border", "padding", "min-width", "vertical-align", "flex", "overflow",
        "white-space", "text-indent", "cursor", "clip-path", "pointer-events", "outline", "outline-offset", "fill-opacity",
        "filter", "paint-order", "flood-color", "color-interpolation-filters", "d", "stroke-width", "inset-inline-start",
    ]
    /// The characters a value may hold.
    static let valueCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 #.%,()/-")
    /// The characters a selector may hold.
    static let selectorCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 #._-~+:()[]")
    static let pseudoClasses: Set<String> = ["", "after", "before", "checked", "focus-visible", "dir(rtl)", "hover", "disabled", "not(.starsvg-dir)", "where(v)"]
    /// The one string a style sheet may hold: a radio button's value in an attribute selector,
    /// `[value="2.5"]`, a number as the formatter writes it.
    nonisolated(unsafe) static let radioValue: Regex<(Substring, Substring, Substring?)> = #/\[value="(0|[1-9][0-9]*)(\.5)?"\]/#
    /// The other string: a shared sheet's star, path data in `path()`, read as `path(v)` below.
    nonisolated(unsafe) static let starPath: Regex<Substring> = #/path\((?:evenodd,)?"M[0-9 .\-MmLlHhVvCcSsQqTtAaZz]+"\)/#
    /// A required input's rule that hides the colour while nothing is picked.
    ///
    /// The expressions are stored, not computed: a regex literal is parsed each time it is
    /// evaluated, and parsing them for every rating made up a third of the fuzz test's time.
    /// (`nonisolated(unsafe)`: a Regex is not `Sendable`, but it is never mutated, and its
    /// compiled program is cached thread-safely.)
    nonisolated(unsafe) static let requiredHidesColor = #/\.starsvg-g[A-Za-z0-9]+ \.starsvg-color\{opacity:0\}/#
    /// An input's rule that hides the colour while "No rating" is checked.
    nonisolated(unsafe) static let noRatingHidesColor = #/\.starsvg-g[A-Za-z0-9]+ :where\(\[value="0"\]\):checked~svg \.starsvg-color\{opacity:0\}/#
    /// A shared sheet's colour class.
    nonisolated(unsafe) static let sharedColorClass = #/starsvg-c[0-9]+/#
    /// The first line of a sheet that runs of starsvg add to (`SharedStyleSheet`).
    nonisolated(unsafe) static let sharedSheetHeader =
        #/^\/\* starsvg style sheet, (compact|pretty), check [A-Za-z0-9]{12}: each run of starsvg adds the rules it lacks; an edited file is refused\. \*\/\n/#
    /// What a disabled input's rules may declare: a fainter look, no pointer (and so no hover
    /// preview), and in forced colours GrayText at full opacity.
    static let disabledDeclarations: Set<String> = ["opacity:.5", "cursor:default", "pointer-events:none", "opacity:1", "fill:GrayText",
                                                    "stroke:GrayText"]
    static let typeSelectors: Set<String> = ["i", "b", "label", "input", "legend", "svg", "rect", "use", "pattern", "path", "", "pattern[href]",
                                             "g[filter]", "filter", "feFlood"]

    /// Everything wrong with `css`; empty when all is well.
    func problems(in written: String) -> [String] {
        var problems: [String] = []
        // A shared sheet's first line, starsvg's own comment, exactly; nothing else may open one.
        let original = written.replacing(Self.sharedSheetHeader, with: "")
        // A radio button's value is the one string: each such selector is read as `v` below.
        if isAnimated && isPicture && !original.contains(Self.edgeRegistration) {
            problems.append("no registration of the animated picture's edge")
        }
        let css = original.replacing(Self.radioValue, with: "v").replacing("[required]", with: "v").replacing(Self.starPath, with: "path(v)")
            .replacing(Self.edgeRegistration, with: "").replacing(#"content:"""#, with: "content:v")
        for forbidden in ["<", "&", "\\", "\"", "'", "url(", "@import", "expression", "javascript", "/*", "!"] where css.contains(forbidden) {
            problems.append("the style sheet holds \(forbidden.debugDescription)")
        }
        if let followsPageDirection, css.contains(":dir(") != followsPageDirection {
            problems.append(followsPageDirection ? "no :dir(rtl) rule, though the rating follows the page's direction"
                                                 : "a :dir() rule, though the direction is fixed")
        }
        if let isRequired, isInput {
            // A required input has no radio button 0, so nothing may lean on one.
            // (The input group's rules name it too, as [value="0"], and so do nothing there.)
            // The geometry's rules by their selectors (a compact sheet is one line).
            let geometry = CSSDeclarations(original).declarations.compactMap { $0.headers.last }
                .filter { $0.hasPrefix(".starsvg-g") }.joined(separator: "\n")
            let namesNone = geometry.contains(#"[value="0"]"#) || original.contains("first-of-type")
            if isRequired, namesNone { problems.append("a required input's style sheet names the radio button 0 or the first label") }
            let hidesColor = isRequired ? original.contains(Self.requiredHidesColor)
                                        : original.contains(Self.noRatingHidesColor)
            if let showsAverage, hidesColor == showsAverage {
                problems.append(showsAverage ? "the colour is hidden while nothing is picked, though an average shows then"
                                             : (isRequired ? "a required input's colour shows with nothing checked" : "no rule hides the colour at 0"))
            }
        }
        if let isDisabled, css.contains(":disabled") != isDisabled {
            problems.append(isDisabled ? "no :disabled rule for a disabled input" : "a :disabled rule, though the input is not disabled")
        }
        let sheet = CSSDeclarations(css)
        if !sheet.isBalanced { problems.append("unbalanced braces") }
        for declaration in sheet.declarations {
            let headers = declaration.headers
            let isKeyframe = headers.first.map { ["@keyframes starsvg-slide", "@keyframes starsvg-fade", "@keyframes starsvg-edge"].contains($0) } ?? false
            if isKeyframe {
                if !isAnimated { problems.append("keyframes without --animate") }
                if headers.count != 2 || headers[1] != "from"
                    || !["transform:translateX(0)", "opacity:0", "--starsvg-edge:0px"].contains(declaration.text) {
                    problems.append("keyframes \(headers) \(declaration.text)")
                }
                continue
            }
            for header in headers.dropLast() where !Self.atRules.contains(header) { problems.append("at-rule \(header.debugDescription)") }
            // A palette sets the fallbacks of its band colours, and nothing else.
            if isThemable, let name = declaration.text.split(separator: ":").first, name.hasPrefix("--starsvg-f") {
                let scope = withoutOwnClass(headers.last ?? "")
                if !(scope == ".starsvg" || scope.hasPrefix(".starsvg.starsvg-p")) || Int(name.dropFirst(11)) == nil {
                    problems.append("\(declaration.text.debugDescription) for \(scope)")
                }
                for scoped in scope.split(separator: ".").dropFirst(2) where !(rootClasses?.contains(String(scoped)) ?? true) {
                    problems.append("the palette's class \(scoped) is not on the rating")
                }
                continue
            }
            guard let selectorList = headers.last, !selectorList.hasPrefix("@") else {
                problems.append("a declaration outside a rule: \(declaration.text)")
                continue
            }
            for selector in selectorList.split(separator: ",").map({ String($0) }) {
                problems += selectorProblems(selector)
            }
            // A right-to-left page mirrors the picture, and that is all it does.
            if selectorList.contains(":dir("), declaration.text != "transform:scaleX(-1)" || headers.count != 1 {
                problems.append("\(declaration.text.debugDescription) for \(selectorList)")
            }
            // The hover preview: an input's, inside its media query, from a label under the
            // pointer, its slide a length in pixels through one custom property.
            let isHover = selectorList.contains(":hover")
            if isHover || headers.first == Self.hoverMedia {
                if !isInput { problems.append("a hover rule in a picture: \(selectorList)") }
                if headers != [Self.hoverMedia, selectorList] { problems.append("a hover rule outside \(Self.hoverMedia): \(headers)") }
                for selector in selectorList.split(separator: ",") where !selector.contains("label:hover~svg") {
                    problems.append("a hover rule that is not a label's: \(selector)")
                }
            }
            // A disabled input only looks disabled: nothing else changes.
            if selectorList.contains(":disabled"), !Self.disabledDeclarations.contains(declaration.text) {
                problems.append("\(declaration.text.debugDescription) for \(selectorList)")
            }
            let parts = declaration.text.split(separator: ":", maxSplits: 1).map(String.init)
            if parts.first == Self.hoverProperty {
                let pixels = parts.count == 2 && parts[1].hasSuffix("px") ? Double(parts[1].dropLast(2)) : nil
                if !isHover || pixels == nil { problems.append("\(declaration.text.debugDescription) for \(selectorList)") }
                continue
            }
            let isPictureProperty = isPicture && (Self.pictureProperties.contains(parts[0]) || Self.pictureCustomProperties.contains(parts[0]))
            guard parts.count == 2, Self.properties.contains(parts[0]) || isPictureProperty, parts[1].allSatisfy(Self.valueCharacters.contains) else {
                problems.append("declaration \(declaration.text.debugDescription)")
                continue
            }
            if ["transition", "animation"].contains(parts[0]) {
                if headers.first != "@media (prefers-reduced-motion:no-preference)" { problems.append("motion outside no-preference: \(declaration.text)") }
                if parts[0] == "transition", !isInput { problems.append("a transition in a picture") }
                if parts[0] == "animation", !isAnimated { problems.append("an animation without --animate") }
            }
            let isHoverSlide = isHover && declaration.text == "transform:translateX(var(\(Self.hoverProperty)))"
            let isBandFill = isThemable && ["fill", "flood-color", "background-color"].contains(parts[0]) && parts[1].hasPrefix("var(--starsvg-color-")
                && parts[1].contains(",var(--starsvg-f") && !parts[1].dropFirst(4).contains("var(--starsvg-color")
            // The picture's layers read its look's and edge's custom properties.
            if parts[1].contains("var("), !isBandFill, !isHoverSlide, !isPicture {
                problems.append("a custom property other than a colour: \(declaration.text)")
            }
        }
        return problems
    }

    /// `scope`, the first compound of a selector, without the class that scopes a picture's own
    /// sheet to it (`starsvg-s` and a hash) when it ends with one that the rating carries.
    private func withoutOwnClass(_ scope: String) -> String {
        let parts = scope.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let own = parts[0].split(separator: ".").last, own.wholeMatch(of: Self.ownClass) != nil,
              rootClasses?.contains(String(own)) ?? true else { return scope }
        return String(parts[0].dropLast(own.count + 1)) + (parts.count > 1 ? ":" + parts[1] : "")
    }

    /// The class of a picture's own sheet.
    nonisolated(unsafe) static let ownClass = #/starsvg-s[A-Za-z0-9]{8}/#

    /// What is wrong with one selector: it must be scoped (in a standalone SVG by the rating's
    /// id; on a page by `starsvg`, `starsvg-input`, a band layer's class, or a class of the
    /// rating's root) and use only the types, classes and pseudo-classes the template writes.
    private func selectorProblems(_ raw: String) -> [String] {
        let selector = raw.trimmingCharacters(in: .whitespaces)
        guard selector.allSatisfy(Self.selectorCharacters.contains) else { return ["selector \(selector.debugDescription)"] }
        if !isThemable {
            guard selector.hasPrefix("#" + prefix) || selector.hasPrefix("svg#" + prefix) else {
                return ["selector \(selector.debugDescription) is not scoped to #\(prefix)"]
            }
        } else {
            if selector.contains("#") { return ["an id in \(selector.debugDescription): a page's sheet is shared"] }
            let scope = withoutOwnClass(selector.split(whereSeparator: { " ~+".contains($0) }).first.map(String.init) ?? "")
            let classes = scope.split(separator: ":").first.map { $0.split(separator: ".", omittingEmptySubsequences: false) } ?? []
            let named = classes.dropFirst().map(String.init)
            let isShared = named == ["starsvg"] || named.first.map { ["starsvg-input", "starsvg-animated"].contains($0) || $0.wholeMatch(of: Self.sharedColorClass) != nil } ?? false
            let isOwn = (named.count == 2 && named[0] == "starsvg" && named[1].hasPrefix("starsvg-p"))
                || (named.count == 2 && named[0] == "starsvg" && named[1].hasPrefix("starsvg-e"))
                || (named.count == 1 && (named[0].hasPrefix("starsvg-g") || named[0].hasPrefix("starsvg-l")))
            guard (classes.first == "" || classes.first == "svg") && (isShared || isOwn) else {
                return ["selector \(selector.debugDescription) is not scoped by a class of the rating"]
            }
            if isOwn, let rootClasses, let own = named.last, !rootClasses.contains(own) {
                return ["selector \(selector.debugDescription) is scoped by \(own), which the rating does not carry"]
            }
            if isOwn, named.last!.count != "starsvg-p".count + 8 { return ["class \(named.last!) is not a hash's"] }
        }
        var problems: [String] = []
        for compound in selector.split(whereSeparator: { " ~+".contains($0) }) {
            var pieces = compound.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let head = pieces.removeFirst()
            for pseudo in pieces where !Self.pseudoClasses.contains(pseudo) { problems.append("pseudo-class :\(pseudo) in \(selector)") }
            if head == "v" || head == "" && pieces.first == "where(v)" { continue }
            if head.hasPrefix("#") || head.hasPrefix("svg#") {
                let id = head.hasPrefix("#") ? String(head.dropFirst()) : String(head.dropFirst(4))
                if !(id == prefix || id.hasPrefix(prefix + "-")) { problems.append("id \(id) in \(selector)") }
            } else if head.hasPrefix(".") || head.hasPrefix("svg.") {
                for name in head.split(separator: ".").dropFirst() where !name.hasPrefix("starsvg") {
                    problems.append("class \(name) in \(selector)")
                }
            } else if !Self.typeSelectors.contains(head) {
                problems.append("type \(head) in \(selector)")
            }
        }
        return problems
    }

    /// Whether the sheet is the HTML picture's.
    private var isPicture: Bool { isThemable && !isInput }
}
