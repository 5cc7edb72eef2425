import Foundation
@testable import StarRatingSVG

/// What must hold of any live rating the command writes (`--live`), checked without the
/// library's writer: one `<svg>` picture with no id, named by its `<title>` (`--label`), by
/// aria-label with a slot, or else spoken as its text (role group, the layers aria-hidden, the
/// label's words around the span the CSS writes the value into), its value only where a slot
/// puts it, a colour layer with a band layer per colour, and a style sheet inline unless
/// `--css-out` (no script ever).
struct LiveOutputAudit {
    /// The `--label` given, or `nil` for the texts' label.
    let expectedLabel: String?
    /// The `--value-slot` given, or `nil`.
    let expectedSlot: String?
    /// The number of stars.
    let expectedStarCount: Int
    /// Whether the `<style>` is inline (no `--css-out`).
    let hasInlineStyle: Bool
    /// The words of the locale and texts given.
    let wording: ExpectedWording
    /// Whether the slot stands in the class (`--slot-in class`): then the root's last class is
    /// `starsvg-value-` and the slot, no style attribute anywhere, and the name is as without a
    /// slot (the slot holds tenths, which no label reads).
    var slotIsInClass = false

    func problems(in bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        let text = String(decoding: bytes, as: UTF8.self)
        let pattern = #"^<svg class="starsvg( [A-Za-z0-9_-]+)*( starsvg-value-[^"]+)?"( lang="[^"]+")? width="[0-9.]+(em)?" viewBox="0 0 [0-9.]+ [0-9.]+" role="(img|group)"( aria-label="[^"]*")?( style="--starsvg-value:([^"]*)")?>\n?"#
        guard let match = text.range(of: pattern, options: .regularExpression) else {
            return ["the live rating does not open with its svg: \(text.prefix(300))"]
        }
        let opening = String(text[match])
        // The slot that names the rating and gives the style attribute its value: one in the
        // class does neither.
        let expectedSlot = slotIsInClass ? nil : self.expectedSlot
        if let classSlot = slotIsInClass ? self.expectedSlot : nil {
            let classes = Self.attribute("class", in: opening) ?? ""
            if !classes.hasSuffix(" starsvg-value-" + classSlot) { problems.append("the root's classes \(classes) do not end with the slot's class") }
            if text.contains(" style=") { problems.append("a style attribute, with the slot in the class") }
        }
        if !opening.contains(" starsvg-live ") { problems.append("the root has no starsvg-live class") }
        if !opening.contains(" starsvg-v") { problems.append("the root has no live look's class") }
        // Named by its <title>, or with a slot by aria-label (where the slot stays inside an attribute).
        // By bytes: a label that opens with a combining mark makes one character of it and the
        // tag's ">", which a comparison of characters would not find.
        let afterOpening = Array(text[match.upperBound...].utf8)
        let titled = afterOpening.starts(with: "<title>".utf8)
        let spoken = opening.contains(#" role="group""#)
        // Spoken: the label's words in the span after the layers, an empty span where the value goes.
        let spokenStart = "</span></span><span>"
        let spokenText = text.range(of: spokenStart).map { Self.text(of: Array(text[$0.upperBound...].utf8)[...], before: "</span></foreignObject>") }
        let label = titled ? Self.text(of: afterOpening.dropFirst("<title>".utf8.count), before: "</title>")
            : spoken ? spokenText ?? "" : Self.attribute("aria-label", in: opening) ?? ""
        if titled == (expectedSlot != nil) && !spoken { problems.append("named by <title>: \(titled), with a slot: \(expectedSlot != nil)") }
        if spoken && (titled || expectedSlot != nil || opening.contains(" aria-label=")) {
            problems.append("spoken, yet named by <title> or aria-label, or with a slot")
        }
        if spoken != text.contains(#"<span class="starsvg-layers" aria-hidden="true">"#) { problems.append("spoken: \(spoken), yet the layers are not hidden from readers, or are") }
        if spoken, !label.contains("<span></span>") { problems.append("spoken, yet no place for the value: \(label)") }
        let style = Self.attribute("style", in: opening)
        // After the opening tag: a slot is verbatim and may hold anything but a quote.
        let rest = text[match.upperBound...]
        if !opening.contains(" starsvg-v") { problems.append("the root has no look's class") }
        if let slot = expectedSlot {
            if style != "--starsvg-value:" + slot { problems.append("the slot is not the custom property's value: \(style ?? "none")") }
            if expectedLabel == nil, !label.contains(slot) { problems.append("the accessible name \(label) does not hold the slot") }
        } else if style != nil {
            problems.append("a style attribute without a slot")
        }
        if let expectedLabel, !spoken, label != (titled ? Self.escapedText(expectedLabel) : Self.escapedAttribute(expectedLabel)) { problems.append("the accessible name is \(label), not \(expectedLabel)") }
        if spoken {
            // The label's words around the value: every part in order, the first at its start
            // and the last at its end (the value itself the CSS writes).
            let whole = Self.escapedText(expectedLabel ?? wording.label ?? "Rating: 0 out of \(expectedStarCount)")
            let parts = label.components(separatedBy: "<span></span>")
            var rest = Substring(whole)
            // An empty part (the value first or last, as Hindi's label ends with it) is found
            // anywhere; Foundation finds no range of an empty string.
            for (index, part) in parts.enumerated() where !part.isEmpty {
                guard let found = rest.range(of: part), index > 0 || found.lowerBound == rest.startIndex else {
                    problems.append("the spoken words \(label) are not \(whole)'s")
                    break
                }
                rest = rest[found.upperBound...]
            }
            if !(parts.last ?? "").isEmpty && !whole.hasSuffix(parts.last ?? "") { problems.append("the spoken words \(label) do not end as \(whole)") }
        } else if expectedLabel == nil, expectedSlot == nil, let wordingLabel = wording.label, label != Self.escapedText(wordingLabel) {
            problems.append("the accessible name is \(label), not the texts' \(wordingLabel)")
        }
        if label.isEmpty && expectedLabel != "" { problems.append("an empty accessible name") }
        // Outside the style sheet, whose images are documents of their own (their ids no page sees).
        var markup = String(rest)
        if let styleStart = markup.range(of: "<style>"), let styleEnd = markup.range(of: "</style>", range: styleStart.upperBound..<markup.endIndex) {
            markup.removeSubrange(styleStart.lowerBound..<styleEnd.upperBound)
        }
        if markup.contains(" id=") || markup.contains("url(#") { problems.append("an id, which a copy would repeat") }
        if rest.contains("<script") { problems.append("a script") }
        if rest.contains("<style>") != hasInlineStyle { problems.append("the style sheet is inline: \(!hasInlineStyle)") }
        if let styleStart = rest.range(of: "<style>"), let styleEnd = rest.range(of: "</style>", range: styleStart.upperBound..<rest.endIndex) {
            problems += Self.styleSheetProblems(String(rest[styleStart.upperBound..<styleEnd.lowerBound]))
        }
        let rects = text.components(separatedBy: "<s></s>").count - 1
        if rects < 1 || rects > StarRating.maximumLevelCount + 1 { problems.append("\(rects) band layers") }
        let ending = spoken ? "</span></foreignObject>" : "</span><i><b></b></i></span></span></foreignObject>"
        if !text.hasSuffix(ending + "\n</svg>\n") && !text.hasSuffix(ending + "</svg>\n")
            || spoken && !text.contains("</span><i><b></b></i></span></span><span>") {
            problems.append("the snippet does not end with its layers and its svg")
        }
        return problems
    }

    /// What is wrong with a live rating's style sheet: markup characters, which could end its
    /// element, and the value's computation missing; with `classSteps`, the number of stars
    /// of a rating whose slot is in the class, the rule of each of its tenths, 0 to 10·N.
    static func styleSheetProblems(_ css: String, classSteps: Int? = nil) -> [String] {
        var problems: [String] = []
        if let stars = classSteps {
            for tenths in [0, 1, 5 * stars, 10 * stars] {
                let value = tenths % 10 == 0 ? "\(tenths / 10)" : (tenths < 10 ? "" : "\(tenths / 10)") + ".\(tenths % 10)"
                if !css.contains(".starsvg-value-\(tenths){--starsvg-value:\(value)}") { problems.append("the style sheet has no rule for \(tenths) tenths") }
            }
        }
        if css.contains("<") || css.contains("&") { problems.append("the style sheet holds < or &") }
        for needed in ["@property --starsvg-edge", "var(--starsvg-value,", "--starsvg-edge:calc(", "prefers-reduced-motion:no-preference",
                       "transition:--starsvg-edge .35s", "transition:opacity .25s", "--starsvg-row:path("] where !css.contains(needed) {
            problems.append("the style sheet has no \(needed)")
        }
        return problems
    }

    /// The text of `bytes` up to the first `end`, or all of it.
    private static func text(of bytes: ArraySlice<UInt8>, before end: String) -> String {
        let marker = Array(end.utf8)
        var index = bytes.startIndex
        while index < bytes.endIndex, !bytes[index...].starts(with: marker) { index += 1 }
        return String(decoding: bytes[..<index], as: UTF8.self)
    }

    /// The value of `name` in `tag`, as written.
    private static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return tag[start.upperBound...].split(separator: "\"", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
    }

    /// `text` as an attribute value holds it.
    private static func escapedAttribute(_ text: String) -> String {
        // By scalars, as `escapedText`: a combining mark after a quote makes one character of
        // the two, which a search for the quote alone would pass by.
        var escaped = ""
        for scalar in escapedText(text).unicodeScalars {
            switch scalar {
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `text` as the `<title>`'s text holds it (XML text escaping: `&`, `<`, `>`).
    private static func escapedText(_ text: String) -> String {
        // By scalars: a combining mark after "<" makes one character of the two.
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
