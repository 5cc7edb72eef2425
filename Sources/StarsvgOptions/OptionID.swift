/// Which option: every option of every `starsvg` command, by identity, its long name (without
/// dashes) written once, where the identity is declared, and nowhere else. A declaration
/// (`OptionDefinition`) is made for an identity; the parser returns the options given by
/// identity, and every error names the option at fault by it, so that no code looks an option
/// up by its name but the parser of what a user typed (`OptionDefinition.isNamed(_:)`,
/// `RatingOptions.definition(named:)`).
///
/// A struct whose values are declared where their options are: the rating's and the commands'
/// own here, each face's own with the face (`OptionID+SVGFace.swift` and the like, in
/// `Faces/`), so that a face's options are added in its folder alone.
package struct OptionID: Hashable, Sendable, CustomStringConvertible {
    /// The name without dashes: `stars`, and a batch line's key for it.
    package let name: String

    /// The option called `name` (without dashes). Only declarations make one: a name typed by
    /// a user is looked up among the declarations, never made into an identity.
    package init(_ name: String) {
        self.name = name
    }

    /// The long name with its dashes: `--stars`.
    package var longName: String { "--" + name }

    /// The long name, `--stars`.
    package var description: String { longName }

    // The rating's options (`RatingOptions.all`) that every face takes; each is also a batch
    // line's key.
    package static let stars = OptionID("stars")
    package static let value = OptionID("value")
    package static let levels = OptionID("levels")
    package static let colors = OptionID("colors")
    package static let size = OptionID("size")
    package static let gap = OptionID("gap")
    package static let fillMode = OptionID("fill-mode")
    package static let shape = OptionID("shape")
    package static let points = OptionID("points")
    package static let inner = OptionID("inner")
    package static let rounding = OptionID("rounding")
    package static let iconBox = OptionID("icon-box")
    package static let blur = OptionID("blur")
    package static let label = OptionID("label")
    package static let locale = OptionID("locale")
    package static let texts = OptionID("texts")
    package static let dir = OptionID("dir")
    package static let format = OptionID("format")

    // What is written, and where, for the faces that write markup or files beside it.
    package static let id = OptionID("id")
    package static let animate = OptionID("animate")
    package static let pretty = OptionID("pretty")
    package static let output = OptionID("output")
    package static let cssOut = OptionID("css-out")
    package static let jsOut = OptionID("js-out")

    // The settings of `starsvg batch`.
    package static let outDir = OptionID("out-dir")
    package static let jobs = OptionID("jobs")

    // What every command or `starsvg` alone prints instead of running.
    package static let help = OptionID("help")
    package static let version = OptionID("version")
    package static let generateCompletionScript = OptionID("generate-completion-script")
}
