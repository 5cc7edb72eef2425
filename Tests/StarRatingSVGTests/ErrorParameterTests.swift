import Testing
import StarRatingSVG

/// Every error the library's API throws is a `RatingParameterError`: an app shows the
/// parameter's name and the message, or tells one error from another by its case, without
/// matching strings.
@Suite struct ErrorParameterTests {
    /// What an app does with any of them: one function, no case for each error type.
    static func shown(_ error: some RatingParameterError) -> String {
        "\(error.parameter): \(error.description)"
    }

    /// The errors of the modules re-exported below, and StarRatingSVG's own that did not
    /// conform before: each named by its parameter, in the API's words and a reader's.
    @Test func everyErrorNamesItsParameter() throws {
        let color = #expect(throws: CSSColorError.self) { try CSSColor(parsing: "redd") }
        #expect(color.map(Self.shown) == "colours: " + CSSColorError.invalidColor("redd").description)
        let source = #expect(throws: ImageSourceError.self) { try ImageSource("javascript:alert(1)") }
        #expect(source?.parameter == .imageSource)
        let slot = #expect(throws: LiveValueSlotError.self) { try LiveValueSlot("") }
        #expect(slot?.parameter == .valueSlot)
        let locale = #expect(throws: TextsError.self) { try RatingLocale(tag: "xx") }
        #expect(locale?.parameter == .locale)
        let template = #expect(throws: TextsError.self) { try TextTemplate("{valeu}", allowed: [.value], in: "label") }
        #expect(template?.parameter == .texts)
        let star = #expect(throws: StarShapeError.self) { try StarShape(points: 1) }
        #expect(star?.parameter == .shape)
        #expect(star?.requirement == "points must be between 3 and 24" && star?.description == "points must be between 3 and 24 (got 1)")
        let levels = #expect(throws: ColorBandsError.self) { try ColorBands(levels: [3, 2]) }
        #expect(levels?.parameter == .levels)
        let path = #expect(throws: SVGPathDataError.self) { try SVGPathData(parsing: "M0 0L") }
        #expect(path?.parameter == .shape)
        let icon = #expect(throws: IconFileError.self) { try RatingShape(iconFile: Array("hello".utf8)) }
        #expect(icon?.parameter == .shape)
        #expect(PNGSizeError.scaleOutOfRange(5).parameter.description == "PNG scale")
    }

    /// `"\(parameter)"` is a reader's name, one for each parameter.
    @Test func eachParameterHasAReadersName() {
        let names = RatingParameter.allCases.map(\.displayName)
        #expect(Set(names).count == names.count, "two parameters share a name: \(names)")
        for parameter in RatingParameter.allCases {
            #expect("\(parameter)" == parameter.displayName)
            #expect(!parameter.displayName.isEmpty && parameter.displayName.first!.isLowercase || parameter == .pngScale, "\(parameter)")
        }
        #expect("\(RatingParameter.starCount)" == "number of stars")
    }
}

/// An icon file's refusals are told apart by their case, with their place in the file, and say
/// what the command line has always said.
@Suite struct IconFileErrorTests {
    static func refusal(_ file: String) -> IconFileError? {
        #expect(throws: IconFileError.self) { try RatingShape(iconFile: Array(file.utf8)) }
    }

    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"#

    @Test func notXMLNoViewBoxAndNothingDrawnAreCasesOfTheirOwn() throws {
        let text = try #require(Self.refusal("hello"))
        guard case .unreadable(.malformedXML(_, let at)) = text else { Issue.record("\(text)"); return }
        #expect(at == SVGIconError.Location(line: 1, column: 1) && text.location == at)

        let noBox = try #require(Self.refusal(#"<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h5v5z"/></svg>"#))
        guard case .unreadable(.missingViewBox) = noBox else { Issue.record("\(noBox)"); return }
        #expect(noBox.description == "line 1, column 1: the <svg> has no viewBox; an icon gives the box of its coordinates, as in viewBox=\"0 0 24 24\"")

        // No paint at all, and paint on nothing but moves: the same case, the same words.
        let unpainted = Self.refusal(Self.svg + #"<path fill="none" d="M0 0h5v5z"/></svg>"#)
        let moves = Self.refusal(Self.svg + #"<path d="M0 0M5 5"/></svg>"#)
        #expect(unpainted == .nothingDrawn && moves == .nothingDrawn)
        #expect(moves?.description == SVGIconError.nothingDrawn.description && moves?.location == nil)

        let noInk = Self.refusal(Self.svg + #"<path d="M0 0L5 0L10 0z"/></svg>"#)
        #expect(noInk == .shape(.noInk))
        #expect(noInk?.description == "the icon's paths enclose no area")
    }

    /// A stroke whose outline would be too large is named by its place, before it is made.
    @Test func aStrokeTooLargeToOutlineHasItsPlace() throws {
        // 40 curves far outside the box: thousands of slices each.
        let curves = String(repeating: "C90000 90000 -90000 90000 1 0", count: 40)
        let file = Self.svg + "\n  " + #"<path fill="none" stroke="black" d="M0 0"# + curves + #""/></svg>"#
        let error = try #require(Self.refusal(file))
        guard case .strokeOutlineTooLarge(let commands, let estimate?, true, let at?) = error else { Issue.record("\(error)"); return }
        #expect(commands == 41 && estimate > FilledPath.maximumElementCount / 2 && at == SVGIconError.Location(line: 2, column: 3))
        #expect(error.description == "line 2, column 3: the stroke of this shape (41 commands) outlines into about \(estimate) path elements; an icon's outlines may have at most \(FilledPath.maximumElementCount) (a stroke's curves are cut into slices a twentieth of a pixel fine at 4096 px: curves far outside the viewBox, or a hairline along long curves, need many)")
    }

    /// Many strokes together past the bound, none of them most of it: their number.
    @Test func manyStrokesTogetherAreCountedTogether() throws {
        let strokes = String(repeating: #"<path fill="none" stroke="black" stroke-width="0.0001" d="M0 0C400 400 -400 400 20 20"/>"#, count: 60)
        let error = try #require(Self.refusal(Self.svg + strokes + "</svg>"))
        guard case .strokesOutlineTooLarge(60, 120, let total) = error else { Issue.record("\(error)"); return }
        #expect(error.description == "the icon's 60 strokes (120 commands) and its fills outline into about \(total) path elements in all; an icon's outlines may have at most \(FilledPath.maximumElementCount)")
    }
}
