import StarRatingSVG

/// A face of `RatingFaces.all` as the command offers it: what the library cannot say because
/// it knows no option. Each face declares one (`CommandLineFace.declaration`, in the face's
/// folder under `Faces/`), with the options that are its own (their identities, grammar, help
/// and where their values land, the face's `FaceSettings`); `--format`'s help, the option
/// table (and so help, the man page, the completions and the batch's keys), the options that
/// apply to each face, the values of `--format` that need another option and the refusals of
/// what a face cannot carry are made from them, so that a new face is its folders and its
/// line in `RatingFaces.all`, and nothing else in the command names it.
package struct FaceDeclaration: Sendable {
    /// The library's face.
    package let face: any RatingFace.Type
    /// What `--format`'s help says of the face's format, after `format: `; `nil` for a face
    /// that shares its format with an earlier one and is chosen by `selector`.
    package let formatSummary: String?
    /// The option that chooses this face among those of its format (`--interactive` chooses
    /// the rating input over the HTML picture), declared among `listedOptions`, with what the
    /// face is as the refusal of another format says it ("a rating input is HTML"); `nil`
    /// for the first face of its format.
    package let selector: (option: OptionID, faceIs: String)?
    /// Options of this face alone, the library face's own parameters (the PNG's `--scale`),
    /// which `RatingOptions.all` lists after `--format` in the order of the faces.
    package let ownOptions: [OptionDefinition]
    /// Options of this face alone that help lists elsewhere, each group right after the
    /// option it names (`--interactive` after `--animate`): where a reader of the help looks
    /// for them. A group may follow another face's option, or one of this face's.
    package let listedOptions: [(after: OptionID, options: [OptionDefinition])]
    /// The options of other declarations, or of `RatingOptions`, that apply to this face too:
    /// the options declared with `faces` apply to the faces that list them (or own them) and
    /// no other.
    package let sharedOptions: [OptionID]
    /// The options that the face's format needs when given (`--format img` needs `--src`),
    /// each with why, one clause.
    package let formatNeeds: [(option: OptionID, requirement: String)]
    /// Why an option of other faces means nothing to this one, for every such option of the
    /// faces without a refusal of their own (the options' own reasons speak of those faces);
    /// `nil` to give each option's own reason.
    package let refusal: String?
    /// Why the face refuses an option in its own terms: an option that other faces take whose
    /// own reason speaks of those faces (`--schema`'s of a standalone SVG, a rating input's
    /// options' of an input), or an option of every face's rating that this face cannot show
    /// (plain text's `--colors`). The refusal then names the option that chose the face
    /// (`--live`, or `--format`), not one that would choose another face and be refused in turn.
    package let optionRefusals: [(option: OptionID, reason: String)]
    /// What the face is, as the refusals of a size in ems and of `--dir auto` name it, for a
    /// face with no page or text around it; `nil` for a face that has them (HTML).
    package let standalonePicture: String?
    /// The rating's accessible name when `--label` is not given, from the number of stars,
    /// the locale and the texts, for a face that names it its own way (a rating input, by its
    /// legend); `nil` for the rating's own (`StarRating.label`).
    let defaultLabel: (@Sendable (_ starCount: Int, _ locale: RatingLocale?, _ texts: RatingTexts?) -> String)?
    /// Makes the face from a request, checked as a whole, and plans its rating: the face's
    /// typed error is mapped to the option at fault here, where the face is known.
    let plan: @Sendable (RatingRequest, StarRating) throws(RequestError) -> PlannedOutput

    /// A face's declaration; every parameter but `face` and `plan` defaults to none.
    init(_ face: any RatingFace.Type, format formatSummary: String? = nil, selectedBy selector: (option: OptionID, faceIs: String)? = nil,
         own ownOptions: [OptionDefinition] = [], listed listedOptions: [(after: OptionID, options: [OptionDefinition])] = [],
         shared sharedOptions: [OptionID] = [],
         formatNeeds: [(option: OptionID, requirement: String)] = [], refusal: String? = nil,
         optionRefusals: [(option: OptionID, reason: String)] = [], standalonePicture: String? = nil,
         defaultLabel: (@Sendable (_ starCount: Int, _ locale: RatingLocale?, _ texts: RatingTexts?) -> String)? = nil,
         plan: @escaping @Sendable (RatingRequest, StarRating) throws(RequestError) -> PlannedOutput) {
        self.face = face
        self.plan = plan
        self.formatSummary = formatSummary
        self.selector = selector
        self.ownOptions = ownOptions
        self.listedOptions = listedOptions
        self.sharedOptions = sharedOptions
        self.formatNeeds = formatNeeds
        self.refusal = refusal
        self.optionRefusals = optionRefusals
        self.standalonePicture = standalonePicture
        self.defaultLabel = defaultLabel
    }

    /// Whether `option` applies to the face: one of its own or of its shared options.
    func applies(_ option: OptionID) -> Bool {
        sharedOptions.contains(option) || ownOptions.contains { $0.id == option }
            || listedOptions.contains { group in group.options.contains { $0.id == option } }
    }
}
