import StarsvgSystem
import StarRatingSVG

/// A checked request's rating and what is written of it (`RatingRequest.plannedOutput()`):
/// everything validated, so that writing it cannot fail. A batch keeps one for each line,
/// checked before anything is written.
package enum PlannedOutput: Sendable {
    /// A standalone SVG of the rating, in `Style`.
    case svg(StarRating, Style)
    /// An HTML snippet (a picture or a rating input). Held apart (a class), so that a plan of
    /// the usual SVG is no larger than the rating and its style.
    case html(Snippet)
    /// The still picture as a PNG at `scale` device pixels a CSS pixel, checked against the
    /// pixel limit (`StarRating.pngPixelSize(scale:)`).
    case png(StarRating, scale: UInt8)
    /// The `<img>` tag of the rating's PNG. Held apart (a class), as a snippet is.
    case img(ImageTag)

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

    /// A snippet's plan, how it is written, and where its style sheet and script go.
    package final class Snippet: Sendable {
        /// The rating, checked to go with the snippet's options.
        package let plan: HTMLSnippetPlan
        /// Compact or pretty.
        package let writerOptions: SVGWriterOptions
        /// The style sheet's file (`--css-out`), or `nil` for inline.
        package let styleSheetPath: String?
        /// The script's file (`--js-out`), or `nil` for inline or none.
        package let scriptPath: String?

        init(plan: HTMLSnippetPlan, writerOptions: SVGWriterOptions, styleSheetPath: String?, scriptPath: String?) {
            self.plan = plan
            self.writerOptions = writerOptions
            self.styleSheetPath = styleSheetPath
            self.scriptPath = scriptPath
        }
    }

    /// The prefix of the rating's ids; `nil` for a PNG and its tag, which write none.
    package var idPrefix: String? {
        switch self {
        case .svg(let rating, _): rating.idPrefix
        case .html(let snippet): snippet.plan.rating.idPrefix
        case .png, .img: nil
        }
    }

    /// Whether the output is binary (a PNG): no text for a terminal, nor for standard output
    /// between a batch's other ratings.
    package var isBinary: Bool {
        switch self {
        case .svg: SVGFace.isBinary
        case .html(let snippet): snippet.plan.options.input == nil ? HTMLPictureFace.isBinary : RatingInputFace.isBinary
        case .png: PNGFace.isBinary
        case .img: ImageTagFace.isBinary
        }
    }

    /// This output with `idPrefix` as its rating's id prefix, given (`StarRating.withIDPrefix(_:)`).
    /// - Throws: `IDPrefixError.invalid` when `idPrefix` is not a valid prefix.
    package func withIDPrefix(_ idPrefix: String) throws(IDPrefixError) -> PlannedOutput {
        switch self {
        case .svg(let rating, let style):
            return .svg(try rating.withIDPrefix(idPrefix), style)
        case .html(let snippet):
            return .html(Snippet(plan: try snippet.plan.withIDPrefix(idPrefix), writerOptions: snippet.writerOptions,
                                 styleSheetPath: snippet.styleSheetPath, scriptPath: snippet.scriptPath))
        case .png, .img:
            return self
        }
    }

    /// The rating's bytes, and the style sheet's and the script's files when they go apart:
    /// what the rating's face (`RatingFaces`) writes.
    package func output() -> RequestOutput {
        switch self {
        case .svg(let rating, let style):
            let face = SVGFace(writerOptions: style.writerOptions, isAnimated: style.isAnimated, includesXLink: style.includesXLink)
            return RequestOutput(face.plan(rating).output())
        case .html(let planned):
            let output = HTMLFacePlan(snippetPlan: planned.plan, writerOptions: planned.writerOptions).output()
            return RequestOutput(output, styleSheetPath: planned.styleSheetPath, scriptPath: planned.scriptPath)
        case .png(let rating, let scale):
            do {
                return RequestOutput(try PNGFace(scale: Int(scale)).output(of: rating))
            } catch {
                // The plan holds only a scale and a size that `pngPixelSize(scale:)` took.
                preconditionFailure("a planned PNG was refused: \(error)")
            }
        case .img(let tag):
            return RequestOutput(tag.output())
        }
    }

    /// The main bytes of an HTML snippet written without its `<style>` (whatever its own
    /// options say), and the groups of its style sheet, for a page that links one sheet of
    /// them all (`starsvg batch --css-out`); `nil` for an SVG, which keeps its style inside.
    package func snippetLinkingStyleSheet() -> (main: [UInt8], styleGroups: [String])? {
        guard case .html(let planned) = self else { return nil }
        let snippet = planned.plan.linkingStyleSheet().snippet(writerOptions: planned.writerOptions)
        return (Array(snippet.html.utf8), snippet.styleGroups)
    }

    /// A PNG's bytes drawn by `writer`, which keeps the stars of the shapes it has drawn
    /// (`RatingPNGWriter`): the bytes `output()` makes, for a batch of many; `nil` for any other
    /// output.
    package func pngBytes(with writer: inout RatingPNGWriter) -> [UInt8]? {
        guard case .png(let rating, let scale) = self else { return nil }
        do {
            return try writer.pngBytes(for: rating, scale: Int(scale))
        } catch {
            preconditionFailure("a planned PNG was refused: \(error)")
        }
    }

    /// Writes a still SVG in `writer`'s options into `writer`, after what it holds, and returns
    /// `nil`; any other output's main bytes it returns. Many ratings are gathered in one writer
    /// this way, each shape's template reused, and written out without a copy.
    package func writeMain(after writer: inout RatingSVGWriter) -> [UInt8]? {
        if case .svg(let rating, let style) = self, !style.isAnimated, style.writerOptions == writer.options {
            writer.write(rating, includingXLink: style.includesXLink)
            return nil
        }
        return output().main
    }
}
