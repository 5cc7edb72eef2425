import Foundation
import Testing
import TestSupport

/// One place where the injection corpus puts its payloads, and what must come of them there.
///
/// A row per option and face (the label lands in an SVG's or a snippet's `<title>`, an input's
/// `<legend>`); `InjectionCorpusTests` checks that every value-taking option of
/// the command has a row here.
struct InjectionTarget: Sendable, CustomTestStringConvertible {
    /// What a payload must come to in this place.
    enum Expectation: Equatable, Sendable {
        /// Shown exactly as given, as the label (the `<title>`), unless it holds a
        /// character labels refuse, which must then be refused with an error naming `--label`.
        case shownAsLabel
        /// Refused by a strict grammar, with an error naming the option, unless the payload
        /// happens to match `acceptedGrammar`.
        case refused
        /// Accepted only when it is an id prefix (`[A-Za-z][A-Za-z0-9_-]*`, 64 at most), and then
        /// every id carries it; refused otherwise.
        case idPrefix
        /// Used as a file name in a scratch folder: written there, or, when it cannot name a
        /// file in it, a clean failure; what is written is `fileKind`.
        case fileName
        /// Accepted only when it is a form field's name (`[A-Za-z][A-Za-z0-9_.:-]*`, 64 at
        /// most), and then every radio button carries it exactly; refused otherwise.
        case inputName
        /// Accepted only when the library knows the locale, and then named exactly by the
        /// root's `lang` (`xml:lang` on a standalone SVG), its words in that locale; refused
        /// otherwise.
        case languageTag
        /// The `src` of an `<img>` tag: accepted only when it is a URL a `src` takes (an http,
        /// https or cid URL, or a relative reference, with no white space, control or format
        /// character, backslash or noncharacter), and then written so that the tag reads back
        /// to it exactly; refused otherwise.
        case imageSource
        /// The payload is the text of one field of a `--texts` file (`label`, `legend`,
        /// `none`, `value`, or `value.one` and `value.other` for plural forms): refused when a
        /// text may not hold it (empty, a control character, U+FFFE or U+FFFF), shown exactly
        /// wherever the field lands when it holds no brace, and when it does (a placeholder,
        /// a lone or a doubled brace), refused or shown as the library fills it in.
        case textsField(String)
        /// The text a template engine fills with a live rating's value (`--value-slot`):
        /// refused when empty, longer than `LiveValueSlot.maximumLength` or holding a `"` or a
        /// control character, which could end or break its attribute, or U+FFFE or U+FFFF,
        /// which a label may not hold either; otherwise written
        /// verbatim as the custom property's value and into the accessible name.
        case valueSlot
        /// The same text in the class (`--slot-in class`, with the sheet apart): refused alike,
        /// otherwise written verbatim after `starsvg-value-` as the root's last class, with no
        /// style attribute and the name as without a slot.
        case valueSlotInClass
    }

    /// What a row writes, to audit it by the right rules.
    enum Face: Sendable {
        /// A standalone SVG.
        case svg
        /// An HTML picture (`--format html`).
        case html
        /// A rating input (`--interactive`).
        case input
        /// A style sheet file (`--css-out`), beside an HTML picture.
        case styleSheetFile
        /// A script file (`--js-out`), beside an input.
        case scriptFile
        /// A PNG (`--format png`): the label is its description.
        case png
        /// The `<img>` tag of a PNG (`--format img`): the label is its `alt`.
        case img
        /// A live rating (`--live`).
        case live
        /// A line of plain text (`--format text`): the label comes first.
        case text
    }

    /// The option, as its long name.
    let option: String
    /// The words of the command line, with the payload in place (`folder` for file names).
    let words: @Sendable (_ payload: String, _ folder: String) -> [String]
    let expectation: Expectation
    /// What the command writes with this row.
    var face: Face = .svg

    var testDescription: String {
        if case .textsField(let field) = expectation { return "\(option) \(field) (\(face))" }
        return "\(option) (\(face))"
    }

    /// Every string option the command has.
    static let all: [InjectionTarget] = [
        InjectionTarget(option: "--label", words: { payload, _ in ["--label", payload] }, expectation: .shownAsLabel),
        InjectionTarget(option: "--id", words: { payload, _ in ["--id=" + payload] }, expectation: .idPrefix),
        InjectionTarget(option: "--colors", words: { payload, _ in ["--colors", "red," + payload + ",green"] }, expectation: .refused),
        InjectionTarget(option: "--levels", words: { payload, _ in ["--levels", "1," + payload] }, expectation: .refused),
        InjectionTarget(option: "--fill-mode", words: { payload, _ in ["--fill-mode", payload] }, expectation: .refused),
        // A payload is no shape's name; with .svg or a slash it names a file that is not there.
        InjectionTarget(option: "--shape", words: { payload, _ in ["--shape", payload] }, expectation: .refused),
        InjectionTarget(option: "--points", words: { payload, _ in ["--points", payload] }, expectation: .refused),
        InjectionTarget(option: "--inner", words: { payload, _ in ["--inner", payload] }, expectation: .refused),
        InjectionTarget(option: "--rounding", words: { payload, _ in ["--rounding", payload] }, expectation: .refused),
        // A payload is no box's name, refused before the icon file is looked at.
        InjectionTarget(option: "--icon-box", words: { payload, _ in ["--shape", IconFixtures.valid[0], "--icon-box", payload] }, expectation: .refused),
        InjectionTarget(option: "--value", words: { payload, _ in ["--value", payload] }, expectation: .refused),
        InjectionTarget(option: "--stars", words: { payload, _ in ["--stars", payload] }, expectation: .refused),
        InjectionTarget(option: "--size", words: { payload, _ in ["--size=" + payload] }, expectation: .refused),
        InjectionTarget(option: "--gap", words: { payload, _ in ["--gap", payload] }, expectation: .refused),
        InjectionTarget(option: "--blur", words: { payload, _ in ["--blur", payload] }, expectation: .refused),
        InjectionTarget(option: "--output", words: { payload, folder in ["--value", "2.5", "-o", folder + "/" + payload] }, expectation: .fileName),
        InjectionTarget(option: "--label", words: { payload, _ in ["--format", "html", "--value", "3", "--label", payload] },
                        expectation: .shownAsLabel, face: .html),
        InjectionTarget(option: "--label", words: { payload, _ in ["--interactive", "--value", "3", "--label", payload] },
                        expectation: .shownAsLabel, face: .input),
        InjectionTarget(option: "--label", words: { payload, _ in ["--format", "png", "--value", "3", "--label", payload] },
                        expectation: .shownAsLabel, face: .png),
        InjectionTarget(option: "--label", words: { payload, _ in ["--format", "img", "--src", "r.png", "--value", "3", "--label", payload] },
                        expectation: .shownAsLabel, face: .img),
        InjectionTarget(option: "--label", words: { payload, _ in ["--format", "text", "--value", "3", "--label", payload] },
                        expectation: .shownAsLabel, face: .text),
        InjectionTarget(option: "--src", words: { payload, _ in ["--format", "img", "--src", payload] }, expectation: .imageSource, face: .img),
        InjectionTarget(option: "--scale", words: { payload, _ in ["--format", "png", "--scale", payload] }, expectation: .refused, face: .png),
        InjectionTarget(option: "--name", words: { payload, _ in ["--interactive", "--name", payload] }, expectation: .inputName, face: .input),
        InjectionTarget(option: "--format", words: { payload, _ in ["--format", payload] }, expectation: .refused),
        InjectionTarget(option: "--average", words: { payload, _ in ["--interactive", "--average", payload] }, expectation: .refused, face: .input),
        InjectionTarget(option: "--step", words: { payload, _ in ["--interactive", "--step", payload] }, expectation: .refused, face: .input),
        InjectionTarget(option: "--rating-count", words: { payload, _ in ["--format", "html", "--schema", "--rating-count", payload] },
                        expectation: .refused),
        InjectionTarget(option: "--generate-completion-script", words: { payload, _ in ["--generate-completion-script", payload] },
                        expectation: .refused),
        InjectionTarget(option: "--css-out", words: { payload, folder in ["--format", "html", "--value", "2", "--css-out", folder + "/" + payload] },
                        expectation: .fileName, face: .styleSheetFile),
        InjectionTarget(option: "--js-out", words: { payload, folder in ["--interactive", "--js-out", folder + "/" + payload] },
                        expectation: .fileName, face: .scriptFile),
        InjectionTarget(option: "--locale", words: { payload, _ in ["--value", "3.5", "--locale", payload] }, expectation: .languageTag),
        InjectionTarget(option: "--locale", words: { payload, _ in ["--format", "html", "--value", "3.5", "--locale=" + payload] },
                        expectation: .languageTag, face: .html),
        InjectionTarget(option: "--locale", words: { payload, _ in ["--interactive", "--locale", payload] }, expectation: .languageTag, face: .input),
        InjectionTarget(option: "--locale", words: { payload, _ in ["--format", "png", "--value", "3.5", "--locale", payload] },
                        expectation: .languageTag, face: .png),
        InjectionTarget(option: "--locale", words: { payload, _ in ["--format", "img", "--src", "r.png", "--value", "3.5", "--locale", payload] },
                        expectation: .languageTag, face: .img),
        InjectionTarget(option: "--locale", words: { payload, _ in ["--format", "text", "--value", "3.5", "--locale", payload] },
                        expectation: .languageTag, face: .text),
        InjectionTarget(option: "--value-slot", words: { payload, _ in ["--live", "--value-slot", payload] }, expectation: .valueSlot, face: .live),
        // The sheet these rows add to is removed before each run: a compact run's is refused by
        // the pretty run of the same payload after it.
        InjectionTarget(option: "--value-slot", words: { payload, folder in
            try? FileManager.default.removeItem(atPath: folder + "/live.css")
            return ["--live", "--slot-in", "class", "--css-out", folder + "/live.css", "--value-slot", payload]
        }, expectation: .valueSlotInClass, face: .live),
        InjectionTarget(option: "--slot-in", words: { payload, folder in
            try? FileManager.default.removeItem(atPath: folder + "/live.css")
            return ["--live", "--value-slot", "{{ r }}", "--css-out", folder + "/live.css", "--slot-in", payload]
        }, expectation: .refused, face: .live),
        InjectionTarget(option: "--dir", words: { payload, _ in ["--dir", payload] }, expectation: .refused),
        InjectionTarget(option: "--dir", words: { payload, _ in ["--interactive", "--dir=" + payload] }, expectation: .refused, face: .input),
        InjectionTarget(option: "--size", words: { payload, _ in ["--format", "html", "--size", payload + "em"] }, expectation: .refused, face: .html),
        texts("label", face: .svg), texts("label", face: .html),
        texts("legend", face: .input), texts("none", face: .input), texts("value", face: .input),
        texts("value.one", face: .input), texts("value.other", face: .input), texts("average", face: .input),
    ]

    /// A row that puts the payload in `field` of a texts file in the scratch folder, read with
    /// `--texts`, for a rating of `face` (value 3 of 5; for the average's description, an input
    /// with `--average 3`).
    private static func texts(_ field: String, face: Face) -> InjectionTarget {
        InjectionTarget(option: "--texts", words: { payload, folder in
            let path = folder + "/texts.json"
            // Plural forms give both the one and the other form: the payload in one of them,
            // a plain text in the other.
            let json = switch field {
            case "value.one": "{\"value\":{\"one\":\(JSONStringLiteral.of(payload)),\"other\":\"{value} stars\"}}"
            case "value.other": "{\"value\":{\"one\":\"{value} star\",\"other\":\(JSONStringLiteral.of(payload))}}"
            default: "{\(JSONStringLiteral.of(field)):\(JSONStringLiteral.of(payload))}"
            }
            // A texts file the test cannot write would test nothing: stop at once.
            guard FileManager.default.createFile(atPath: path, contents: Data(json.utf8)) else {
                preconditionFailure("cannot write the texts file \(path)")
            }
            let faceWords = switch face {
            case .html: ["--format", "html"]
            case .input: ["--interactive"]
            default: [String]()
            }
            return faceWords + [field == "average" ? "--average" : "--value", "3", "--texts", path]
        }, expectation: .textsField(field), face: face)
    }
}
