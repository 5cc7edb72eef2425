import StarRatingSVG

/// One option, declared once: its identity (`OptionID`, which holds its name), what its value
/// must look like and how it is read, its help and default, and, for an option of the rating
/// request, where its value lands, the library parameter it sets (whose errors are reported as
/// its own), the faces of output it applies to, the options it needs or excludes and what a
/// batch line does with it. The parser, `--help`, the man page, the completion scripts, the
/// batch's keys and the request's combination checks all derive from the lists of these
/// (`RatingOptions.all` and each command's own), so that an option cannot be known to one and
/// missed by another.
///
/// A class, not a struct: every run builds the table, joins its parts and looks along it, and
/// a reference is copied with one count where a value copied each of its many fields
/// (Documentation/performance.md, "Mechanisms kept for speed"). It never changes once made.
package final class OptionDefinition: Sendable {
    /// What the option does when it is given.
    package enum Role: Sendable {
        /// Sets part of the rating request.
        case request
        /// A setting of the command it belongs to (`--out-dir` of `starsvg batch`), which the
        /// command reads by its identity (`ParsedArguments.lastText(of:)`).
        case setting
        /// Prints the help and stops.
        case help
        /// Prints the version and stops.
        case version
        /// Prints the completion script for the shell its value names, and stops.
        case completionScript
    }

    /// What follows the option's name.
    package enum Argument: Equatable, Sendable {
        /// Nothing: the option is a flag.
        case none
        /// One value: its placeholder in help (`N`) and its grammar.
        case value(placeholder: String, grammar: ValueGrammar)
    }

    /// How the library's errors about the option's parameter are worded, after the option's
    /// name (`RequestError.init(_:)`).
    package enum Wording: Sendable {
        /// The value as given, quoted, then the rule it breaks (`requirement`).
        case requirement
        /// The value as given, quoted, then the rule and what the library found
        /// (`description`): for a rule on something the value only implies (a count of colours).
        case requirementAndFinding
        /// The rule and what the library found, without the value: for a value not worth
        /// quoting (a label may be long or hold control characters; a texts file's content is
        /// at fault, not its path).
        case findingUnquoted
        /// The value as given, quoted, then the option's own rule, which the library's is part
        /// of (a size in pixels, or in ems).
        case rule(String)
    }

    /// What a batch line does with a request option's key.
    package enum BatchUse: Equatable, Sendable {
        /// The key sets the option for that line's rating.
        case key
        /// The key names the line's file under `--out-dir` (the request's `output`).
        case outputFile
        /// No key: the option applies to a run as a whole (indentation, shared files).
        case none
    }

    /// Which option this is; its name is the identity's (`OptionID.name`).
    package let id: OptionID
    /// The one-letter alias with its dash, e.g. `-o`, if any.
    package let shortName: String?
    /// What follows the name.
    package let argument: Argument
    /// What the option does.
    package let role: Role
    /// What a batch line does with the option.
    package let batchUse: BatchUse
    /// The library's parameter that the option sets: the library's errors that name it
    /// (`RatingParameterError.parameter`) are this option's. `nil` for an option the library
    /// never refuses.
    package let parameter: RatingParameter?
    /// How the library's errors about `parameter` are worded.
    package let wording: Wording
    /// Whether the value is read after every option that is not (in any order given), so that
    /// its messages can quote the range the number of stars allows.
    package let readsAfterStarCount: Bool
    /// The faces of output the option applies to; `nil` for all of them. Declared with
    /// `Faces.declared(because:)`, the faces are filled in from the faces' declarations
    /// (`FaceDeclarations`) when `RatingOptions.all` is made (`declared(for:)`).
    package let faces: Faces?
    /// Options that must be given with this one.
    package let needs: [Need]
    /// Options that cannot be given with this one.
    package let excludes: [Exclusion]

    /// The default, as help shows it, if the option has one worth showing.
    package let defaultValue: String?
    /// One or two sentences of help, limits included.
    package var summary: String { summaryText() }
    /// Makes `summary` when help or the man page asks: a run that writes a rating never reads
    /// it, and building every option's sentence (numbers and lists written into text) was a
    /// share of each run's start (Documentation/performance.md, "Mechanisms kept for speed").
    private let summaryText: @Sendable () -> String
    /// Reads the value into a request: the option's one place in the rating model.
    let store: (@Sendable (inout RatingRequest, OptionInput) throws(OptionValueError) -> Void)?

    /// The faces a request option applies to, and why it applies to no other.
    package struct Faces: Sendable {
        /// The faces.
        package let faces: OutputFaces
        /// Why the option means nothing elsewhere, one clause.
        package let reason: String

        /// `faces`, for `reason`.
        package init(_ faces: OutputFaces, because reason: String) {
            self.faces = faces
            self.reason = reason
        }

        /// The faces whose declarations (`FaceDeclaration`) own or share the option, for
        /// `reason`: none until `RatingOptions.all` fills them in.
        static func declared(because reason: String) -> Faces {
            Faces([], because: reason)
        }
    }

    /// Another option that must be given too (when this one has a value, when only that
    /// value needs it).
    package struct Need: Sendable {
        /// The option.
        package let option: OptionID
        /// The value of this option that needs it, as the user writes it; `nil` when any does.
        package let value: String?
        /// Whether `request` holds the value that needs it (always, for a need of any value).
        let holds: @Sendable (RatingRequest) -> Bool
        /// Why it is needed, one clause.
        package let requirement: String
    }

    /// Another option that cannot be given too (with a value, when only that value excludes).
    package struct Exclusion: Sendable {
        /// The option.
        package let option: OptionID
        /// The value that excludes, as the user writes it; `nil` when any does.
        package let value: String?
        /// Whether `request` holds the excluding value (for an exclusion of a value).
        let holds: @Sendable (RatingRequest) -> Bool
        /// Why the two cannot go together, one clause.
        package let reason: String
    }

    /// An option of the rating request.
    /// - Parameters:
    ///   - parameter: the library's parameter the option sets, if any; `wording` words its errors.
    ///   - store: reads the input into the request, refusing what the grammar does not take.
    init(_ id: OptionID, short: String? = nil, _ argument: Argument, batch: BatchUse = .key, readsAfterStarCount: Bool = false,
         sets parameter: RatingParameter? = nil, worded wording: Wording = .requirement, faces: Faces? = nil, needs: [Need] = [], excludes: [Exclusion] = [],
         default defaultValue: String? = nil, _ summary: @escaping @autoclosure @Sendable () -> String,
         store: @escaping @Sendable (inout RatingRequest, OptionInput) throws(OptionValueError) -> Void) {
        self.id = id
        shortName = short
        self.argument = argument
        role = .request
        batchUse = batch
        self.parameter = parameter
        self.wording = wording
        self.readsAfterStarCount = readsAfterStarCount
        self.faces = faces
        self.needs = needs
        self.excludes = excludes
        self.defaultValue = defaultValue
        summaryText = summary
        self.store = store
    }

    /// An option that is not part of the request: a command's setting, or one that prints
    /// something else (help, version, a completion script).
    package init(_ id: OptionID, short: String? = nil, _ role: Role, _ argument: Argument,
                default defaultValue: String? = nil, _ summary: @escaping @autoclosure @Sendable () -> String) {
        precondition(!role.isRequest, "a request option says where its value lands")
        self.id = id
        shortName = short
        self.argument = argument
        self.role = role
        batchUse = .none
        parameter = nil
        wording = .requirement
        readsAfterStarCount = false
        faces = nil
        needs = []
        excludes = []
        self.defaultValue = defaultValue
        summaryText = summary
        store = nil
    }

    /// The name without dashes, e.g. `stars`: a batch line's key for the option, too.
    package var name: String { id.name }

    /// The long name with its dashes, e.g. `--stars`.
    package var longName: String { id.longName }

    /// `other`, with `faces`, `summary` and, when given, `excludes`.
    private init(_ other: OptionDefinition, faces: Faces?, excludes: [Exclusion]? = nil, summary: @escaping @Sendable () -> String) {
        id = other.id
        shortName = other.shortName
        argument = other.argument
        role = other.role
        batchUse = other.batchUse
        parameter = other.parameter
        wording = other.wording
        readsAfterStarCount = other.readsAfterStarCount
        self.faces = faces
        needs = other.needs
        self.excludes = excludes ?? other.excludes
        defaultValue = other.defaultValue
        summaryText = summary
        store = other.store
    }

    /// The same option, its grammar, rules and reading, as another command's help describes
    /// it: `starsvg batch --css-out` is the rating's, writing one sheet for every snippet.
    package func described(as summary: @escaping @autoclosure @Sendable () -> String) -> OptionDefinition {
        OptionDefinition(self, faces: faces, summary: summary)
    }

    /// The same option, declared for `faces` (`Faces.declared(because:)`) and given them.
    func declared(for faces: OutputFaces) -> OptionDefinition {
        OptionDefinition(self, faces: self.faces.map { Faces(faces, because: $0.reason) }, summary: summaryText)
    }

    /// This option, excluding `exclusions` before its own exclusions: the formats that a
    /// face's selector refuses (`FaceDeclarations.listing(_:)`).
    func excluding(_ exclusions: [Exclusion]) -> OptionDefinition {
        OptionDefinition(self, faces: faces, excludes: exclusions + excludes, summary: summaryText)
    }

    /// This option, declared for every face but `refusing`, which refuse it each for its own
    /// reason (`FaceDeclaration.optionRefusals`): an option of every face's rating that a
    /// face cannot show (a colour in plain text).
    func declared(refusedBy refusing: OutputFaces) -> OptionDefinition {
        OptionDefinition(self, faces: Faces(OutputFaces.all.subtracting(refusing), because: "every face that refuses it says why"),
                         summary: summaryText)
    }

    /// Whether the option takes a value.
    package var takesValue: Bool { argument != .none }

    /// The value's placeholder, or `nil` for a flag.
    package var placeholder: String? {
        if case .value(let placeholder, _) = argument { return placeholder }
        return nil
    }

    /// The value's grammar, or `nil` for a flag.
    package var grammar: ValueGrammar? {
        if case .value(_, let grammar) = argument { return grammar }
        return nil
    }

    /// The option's names: the short one first, if any, then the long one.
    package var names: [String] { (shortName.map { [$0] } ?? []) + [longName] }

    /// Whether the option stops the command to print something else (help, version, a
    /// completion script), wherever it stands before `--`.
    package var isStandalone: Bool {
        switch role {
        case .help, .version, .completionScript: true
        case .request, .setting: false
        }
    }

    /// Whether `word` is this option's long or short name.
    package func isNamed(_ word: String) -> Bool {
        word == longName || word == shortName
    }
}

extension OptionDefinition.Role {
    /// Whether the role is `.request`.
    var isRequest: Bool {
        if case .request = self { return true }
        return false
    }
}

extension OptionDefinition.Need {
    /// `option` must be given too, for `requirement`.
    static func option(_ option: OptionID, _ requirement: String) -> Self {
        Self(option: option, value: nil, holds: { _ in true }, requirement: requirement)
    }

    /// `option` must be given too when this one is given as `value` (which `holds` recognises
    /// in a request), for `requirement`.
    static func option(_ option: OptionID, value: String, holds: @escaping @Sendable (RatingRequest) -> Bool, _ requirement: String) -> Self {
        Self(option: option, value: value, holds: holds, requirement: requirement)
    }
}

extension OptionDefinition.Exclusion {
    /// `option`, given at all, excludes this one, for `reason`.
    static func option(_ option: OptionID, _ reason: String) -> Self {
        Self(option: option, value: nil, holds: { _ in true }, reason: reason)
    }

    /// `option` given as `value` (which `holds` recognises in a request) excludes this one.
    static func option(_ option: OptionID, value: String, holds: @escaping @Sendable (RatingRequest) -> Bool, _ reason: String) -> Self {
        Self(option: option, value: value, holds: holds, reason: reason)
    }
}
