import StarsvgSystem
import StarRatingSVG

/// A checked request's rating and what is written of it (`RatingRequest.plannedOutput()`):
/// a face's plan (`RatingFacePlan`), made by its declaration (`FaceDeclaration.plan`), so
/// that writing it cannot fail. A batch keeps one for each line, checked before anything is
/// written.
///
/// Any face's plan can be held (`plan`); the SVG, HTML and PNG faces' have cases of their own
/// for what a batch does with them faster than one by one (`writeMain(after:)`,
/// `snippetLinking(styleSheet:script:)`, `pngBytes(with:)`), and in the least memory.
package enum PlannedOutput: Sendable {
    /// A standalone SVG of the rating, in `Style`: `SVGFace`'s plan, in three flags.
    case svg(StarRating, Style)
    /// An HTML snippet (a picture or a rating input). Held apart (a class), so that a plan of
    /// the usual SVG is no larger than the rating and its style.
    case html(Snippet)
    /// The still picture as a PNG (`PNGFace`).
    case png(PNGFace.Plan)
    /// The plan of any other face, and that face. Its plan is best a class or small (an
    /// `ImageTag`), as an existential holds three words before it takes memory of its own.
    case plan(any RatingFacePlan, of: any RatingFace.Type)

    /// How a standalone SVG is written: three flags, so that a batch's record of each line
    /// stays small.
    package struct Style: Equatable, Sendable {
        /// Whether the SVG is indented (`--pretty`) rather than compact.
        package let isPretty: Bool
        /// Whether the fill slides in and the colour fades in on load (`--animate`).
        package let isAnimated: Bool
        /// Whether references also carry `xlink:href` (`--xlink`).
        package let includesXLink: Bool

        /// Compact or pretty.
        package var writerOptions: SVGWriterOptions { isPretty ? .pretty : .compact }
    }

    /// An HTML face's plan, the face, and where its style sheet and script go.
    package final class Snippet: Sendable {
        /// The rating, checked to go with the snippet's options, and how it is written.
        package let plan: HTMLFacePlan
        /// The face: the HTML picture or the rating input.
        package let face: any RatingFace.Type
        /// The style sheet's file (`--css-out`), or `nil` for inline.
        package let styleSheetPath: String?
        /// The script's file (`--js-out`), or `nil` for inline or none.
        package let scriptPath: String?

        init(_ plan: HTMLFacePlan, of face: any RatingFace.Type, styleSheetPath: String?, scriptPath: String?) {
            self.plan = plan
            self.face = face
            self.styleSheetPath = styleSheetPath
            self.scriptPath = scriptPath
        }
    }

    /// The prefix of the rating's ids; `nil` for an HTML picture, a PNG and its tag, which
    /// write none, and for any other face (`withIDPrefix(_:)` leaves it as it is).
    package var idPrefix: String? {
        switch self {
        case .svg(let rating, _): rating.idPrefix
        case .html(let snippet): snippet.plan.snippetPlan.writesIDs ? snippet.plan.snippetPlan.rating.idPrefix : nil
        case .png, .plan: nil
        }
    }

    /// Whether the output is binary (a PNG): no text for a terminal, nor for standard output
    /// between a batch's other ratings.
    package var isBinary: Bool {
        switch self {
        case .svg: SVGFace.isBinary
        case .html(let snippet): snippet.face.isBinary
        case .png: PNGFace.isBinary
        case .plan(_, let face): face.isBinary
        }
    }

    /// This output with `idPrefix` as its rating's id prefix, given (`StarRating.withIDPrefix(_:)`).
    /// - Throws: `IDPrefixError.invalid` when `idPrefix` is not a valid prefix.
    package func withIDPrefix(_ idPrefix: String) throws(IDPrefixError) -> PlannedOutput {
        switch self {
        case .svg(let rating, let style):
            return .svg(try rating.withIDPrefix(idPrefix), style)
        case .html(let snippet):
            let plan = HTMLFacePlan(snippetPlan: try snippet.plan.snippetPlan.withIDPrefix(idPrefix), writerOptions: snippet.plan.writerOptions)
            return .html(Snippet(plan, of: snippet.face, styleSheetPath: snippet.styleSheetPath, scriptPath: snippet.scriptPath))
        case .png, .plan:
            return self
        }
    }

    /// The rating's bytes, and the style sheet's and the script's files when they go apart:
    /// what the rating's face (`RatingFaces`) writes.
    package func output() -> RequestOutput {
        switch self {
        case .svg(let rating, let style):
            let face = SVGFace(writerOptions: style.writerOptions, isAnimated: style.isAnimated, includesXLink: style.includesXLink)
            // The serialiser's bytes as they are: the face's text would be made of them, and
            // then taken apart again to be written.
            return RequestOutput(main: face.plan(rating).bytes(), sideFiles: [])
        case .html(let planned):
            return RequestOutput(planned.plan, styleSheetPath: planned.styleSheetPath, scriptPath: planned.scriptPath)
        case .png(let plan):
            return RequestOutput(plan.output())
        case .plan(let tag as ImageTag, _):
            // The same: an `<img>` tag's text is made of its bytes.
            return RequestOutput(main: tag.bytes, sideFiles: [])
        case .plan(let plan, _):
            return RequestOutput(plan.output())
        }
    }

    /// The main bytes of an HTML snippet for a page that links one style sheet of them all
    /// (`styleSheet`: `starsvg batch --css-out`), written without its `<style>` whatever its
    /// own options say, or one script for all of its inputs (`script`: `--js-out`), written
    /// without its `<script>`; `nil` for an SVG, which keeps its style inside, and a PNG.
    /// - Returns: the snippet's markup; with `styleSheet`, the groups of its style sheet
    ///   (empty otherwise); with `script`, the script it leaves to the page, if it has one
    ///   (an input's, unless `--no-script`).
    package func snippetLinking(styleSheet: Bool, script: Bool,
                                memo: inout WebSnippetMemo) -> (main: [UInt8], styleGroups: [String], script: [UInt8]?)? {
        guard case .html(let planned) = self else { return nil }
        var plan = planned.plan.snippetPlan
        if styleSheet { plan = plan.linkingStyleSheet() }
        if script { plan = plan.linkingScript() }
        let snippet = plan.snippet(writerOptions: planned.plan.writerOptions, memo: &memo)
        return (Array(snippet.html.utf8), styleSheet ? snippet.styleGroups : [], snippet.script.map { Array($0.utf8) })
    }

    /// A PNG's bytes drawn by `writer`, which keeps the stars of the shapes it has drawn
    /// (`RatingPNGWriter`): the bytes `output()` makes, for a batch of many; `nil` for any other
    /// output.
    package func pngBytes(with writer: inout RatingPNGWriter) -> [UInt8]? {
        guard case .png(let plan) = self else { return nil }
        return writer.pngBytes(for: plan)
    }

    /// Writes a still SVG in `writer`'s options into `writer`, after what it holds, and returns
    /// `nil`; any other output's main bytes it returns. Many ratings are gathered in one writer
    /// this way, each shape's template reused, and written out without a copy.
    package func writeMain(after writer: inout RatingSVGWriter, memo: inout WebSnippetMemo) -> [UInt8]? {
        switch self {
        case .svg(let rating, let style) where !style.isAnimated && style.writerOptions == writer.options:
            writer.write(rating, includingXLink: style.includesXLink)
            return nil
        case .html(let planned) where planned.styleSheetPath == nil && planned.scriptPath == nil:
            // Self-contained: the snippet as `output()` writes it, its look's groups kept.
            return Array(planned.plan.snippetPlan.snippet(writerOptions: planned.plan.writerOptions, memo: &memo).html.utf8)
        default:
            return output().main
        }
    }
}
