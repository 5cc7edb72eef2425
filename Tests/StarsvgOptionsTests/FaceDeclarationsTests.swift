import Testing
import StarRatingSVG
@testable import StarsvgOptions

/// Every face of the library is offered by the command through its declaration, and the
/// options learn the faces from the declarations alone: each checked against what the command
/// is documented to do, written out here, not against the code that derives it.
@Suite struct FaceDeclarationsTests {
    /// Each face as the command offers it: its format and the option that chooses it, if any.
    static let faces: [(name: String, format: String, selector: String?)] = [
        ("svg", "svg", nil), ("html", "html", nil), ("input", "html", "--interactive"), ("live", "html", "--live"),
        ("png", "png", nil), ("img", "img", nil), ("text", "text", nil),
    ]

    @Test func everyFaceIsDeclaredWithItsFormatAndSelector() {
        let declared: [String] = FaceDeclarations.all.map { declaration in
            "\(declaration.face.name) \(declaration.face.format) \(declaration.selector.map { $0.option.longName } ?? "-")"
        }
        let expected: [String] = Self.faces.map { face in "\(face.name) \(face.format) \(face.selector ?? "-")" }
        #expect(declared == expected)
        // Exactly the first face of each format describes it in `--format`'s help.
        let described: [String] = FaceDeclarations.all.filter { $0.formatSummary != nil }.map { $0.face.name }
        #expect(described == ["svg", "html", "png", "img", "text"])
    }

    /// The faces each option limited to some applies to, as help and the documentation say.
    static let optionFaces: [(option: String, faces: [String])] = [
        // What plain text cannot show: every face's but its.
        ("--levels", allButText), ("--colors", allButText), ("--size", allButText), ("--gap", allButText),
        ("--fill-mode", allButText), ("--points", allButText), ("--inner", allButText), ("--rounding", allButText),
        ("--icon-box", allButText), ("--blur", allButText), ("--texts", allButText),
        ("--id", ["svg", "html", "input"]),
        ("--animate", ["svg", "html", "input", "live"]),
        ("--pretty", ["svg", "html", "input", "live"]),
        ("--xlink", ["svg"]),
        ("--schema", ["html", "input"]),
        ("--css-out", ["html", "input", "live"]),
        ("--js-out", ["input"]),
        ("--name", ["input"]), ("--no-script", ["input"]), ("--step", ["input"]), ("--required", ["input"]),
        ("--disabled", ["input"]), ("--show-label", ["input"]), ("--average", ["input"]),
        ("--value-slot", ["live"]), ("--slot-in", ["live"]),
        ("--scale", ["png", "img"]),
        ("--src", ["img"]),
    ]

    static let allButText = ["svg", "html", "input", "live", "png", "img"]

    @Test func eachLimitedOptionAppliesToItsFaces() {
        let names: [String] = RatingFaces.all.map { $0.name }
        var applying: [String] = []
        for option in RatingOptions.all {
            guard let faces = option.faces?.faces else { continue }
            let applies: [String] = names.indices.filter { faces.contains(OutputFaces(rawValue: 1 << $0)) }.map { names[$0] }
            applying.append(option.longName + ": " + applies.joined(separator: " "))
        }
        let expected: [String] = Self.optionFaces.map { $0.option + ": " + $0.faces.joined(separator: " ") }
        #expect(applying.sorted() == expected.sorted())
        #expect(expected.count == 29)
    }

    /// Help lists every option in this order, the faces' own among the rest where a reader
    /// looks for them (`FaceDeclaration.listedOptions`).
    @Test func helpListsTheFacesOptionsWhereTheyBelong() {
        #expect(RatingOptions.all.map(\.longName) == [
            "--stars", "--value", "--levels", "--colors", "--size", "--gap", "--fill-mode", "--shape", "--points", "--inner",
            "--rounding", "--icon-box", "--blur", "--label", "--locale", "--texts", "--dir", "--id", "--format", "--value-slot", "--slot-in", "--scale", "--src",
            "--animate", "--interactive", "--live", "--name", "--no-script", "--step", "--required", "--disabled", "--show-label",
            "--average", "--schema", "--rating-count", "--xlink", "--pretty", "--output", "--css-out", "--js-out",
        ])
    }

    /// A face chosen over the first of its format is chosen by a flag, which refuses every
    /// other format.
    @Test func aSelectorIsAFlagThatRefusesTheOtherFormats() {
        var selectors: [String] = []
        for option in RatingOptions.all where option.name == "interactive" || option.name == "live" {
            let refused: [String] = option.excludes.filter { $0.option == .format }.compactMap { $0.value }
            selectors.append("\(option.longName) \(option.takesValue ? "value" : "flag") \(refused.joined(separator: ","))")
        }
        #expect(selectors == ["--interactive flag svg,png,img,text", "--live flag svg,png,img,text"])
        let chosen: [String] = FaceDeclarations.all.compactMap { $0.selector.map { $0.option.longName } }
        #expect(chosen == ["--interactive", "--live"])
    }
}
