import StarRatingSVG

/// Every face's declaration (`FaceDeclaration`), in the order of `RatingFaces.all`: what the
/// command's options learn the faces from. Not a list of its own: each face of the library's
/// list declares itself (`CommandLineFace`), where the face's folder is.
package enum FaceDeclarations {
    /// The declarations, in the order of `RatingFaces.all`.
    package static let all: [FaceDeclaration] = RatingFaces.all.map { face in
        guard let face = face as? any CommandLineFace.Type else {
            preconditionFailure("\(face.name) has no command-line declaration: see \"Adding a face\" in Documentation/library.md")
        }
        return face.declaration
    }

    /// The declaration of `face`, one face of `OutputFaces`. For every request, read one
    /// property of it (`all[index(of:)]`) rather than copy it whole, arrays and closures.
    static subscript(_ face: OutputFaces) -> FaceDeclaration {
        all[index(of: face)]
    }

    /// The place in `all` of `face`, one face of `OutputFaces`.
    static func index(of face: OutputFaces) -> Int {
        face.rawValue.trailingZeroBitCount
    }

    /// The plan of `rating` in `request`'s face, as its declaration makes it.
    /// - Throws: `RequestError` for what the face refuses, naming the option at fault.
    static func plan(_ rating: StarRating, in face: OutputFaces, of request: RatingRequest) throws(RequestError) -> PlannedOutput {
        try all[index(of: face)].plan(request, rating)
    }

    /// The faces' own options, in the order of the faces: `RatingOptions` lists them after
    /// `--format`.
    static var ownOptions: [OptionDefinition] {
        var options: [OptionDefinition] = []
        for declaration in all { options += declaration.ownOptions }
        return options
    }

    /// `--format`'s help: each format and what it writes, in the order of the faces.
    static var formatSummary: String {
        var text = ""
        for declaration in all {
            guard let summary = declaration.formatSummary else { continue }
            if !text.isEmpty { text += "; " }
            text += declaration.face.format + ": " + summary
        }
        return text + "."
    }

    /// What `--format` needs for each value whose face needs another option.
    static var formatNeeds: [OptionDefinition.Need] {
        var needs: [OptionDefinition.Need] = []
        for declaration in all {
            let format = OutputFormat(declaration.face)
            for need in declaration.formatNeeds {
                needs.append(.option(need.option, value: format.rawValue, holds: { $0.format == format }, need.requirement))
            }
        }
        return needs
    }

    /// `options` with every face's own options that help lists elsewhere
    /// (`FaceDeclaration.listedOptions`), each group right after the option it follows, and
    /// each face's selector refusing the formats other than its face's.
    static func listing(_ options: [OptionDefinition]) -> [OptionDefinition] {
        var options = options
        var groups = all.flatMap(\.listedOptions)
        // A group may follow an option of a later group: place those whose option is there,
        // until every group is placed.
        while !groups.isEmpty {
            let before = groups.count
            groups.removeAll { group in
                guard let index = options.firstIndex(where: { $0.id == group.after }) else { return false }
                options.insert(contentsOf: group.options, at: index + 1)
                return true
            }
            precondition(groups.count < before, "no option for \(groups.map(\.after.longName)) to follow in help")
        }
        for declaration in all {
            guard let selector = declaration.selector, let index = options.firstIndex(where: { $0.id == selector.option }) else { continue }
            let format = declaration.face.format
            let exclusions = OutputFormat.allCases.filter { $0.rawValue != format }.map { other in
                OptionDefinition.Exclusion.option(.format, value: other.rawValue, holds: { $0.format == other },
                                                  "\(selector.faceIs) (leave out \(option: .format), or give \(option: .format) \(format))")
            }
            options[index] = options[index].excluding(exclusions)
        }
        return options
    }

    /// The faces that `option`, declared for some faces only, applies to: those whose
    /// declaration owns it or shares it.
    static func faces(of option: OptionID) -> OutputFaces {
        var faces: OutputFaces = []
        for declaration in all where declaration.applies(option) { faces.insert(OutputFaces(declaration.face)) }
        return faces
    }

    /// The faces that refuse `option` in their own terms (`FaceDeclaration.optionRefusals`).
    static func faces(refusing option: OptionID) -> OutputFaces {
        var faces: OutputFaces = []
        for declaration in all where declaration.optionRefusals.contains(where: { $0.option == option }) {
            faces.insert(OutputFaces(declaration.face))
        }
        return faces
    }

    /// A face that an option chooses over the first of its format (`FaceDeclaration.selector`).
    struct Selection: Sendable {
        /// The option's place in `RatingOptions.all`, where a request marks it given.
        let optionIndex: Int
        /// The face it chooses.
        let face: OutputFaces
        /// The face's own accessible name (`FaceDeclaration.defaultLabel`), if it has one.
        let defaultLabel: (@Sendable (_ starCount: Int, _ locale: RatingLocale?, _ texts: RatingTexts?) -> String)?
        /// The face's format.
        let format: OutputFormat
    }

    /// The faces that options choose, for every request's look (a few words each, rather
    /// than whole declarations).
    static let selections: [Selection] = all.compactMap { declaration in
        declaration.selector.map { selector in
            let option = selector.option
            guard let index = RatingOptions.index(of: option) else { preconditionFailure("\(option.longName) is not a rating option") }
            return Selection(optionIndex: index, face: OutputFaces(declaration.face), defaultLabel: declaration.defaultLabel,
                             format: OutputFormat(declaration.face))
        }
    }

    /// The faces with a refusal of their own (`FaceDeclaration.refusal`).
    static let refusing: OutputFaces = all.reduce(into: []) { faces, declaration in
        if declaration.refusal != nil { faces.insert(OutputFaces(declaration.face)) }
    }

    /// The option that chooses every face of `faces` (`FaceDeclaration.selector`), when they
    /// share one: an option of the rating input alone needs `--interactive`.
    static func selector(ofAll faces: OutputFaces) -> OptionID? {
        var selector: OptionID? = nil
        for declaration in all where faces.contains(OutputFaces(declaration.face)) {
            guard let own = declaration.selector?.option, selector == nil || selector == own else { return nil }
            selector = own
        }
        return selector
    }
}
