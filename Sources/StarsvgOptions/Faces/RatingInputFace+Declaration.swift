import StarRatingSVG

extension RatingInputFace {
    /// The rating input as the command offers it: `--format html` with `--interactive`. Its
    /// options stay in `RatingOptions`, whose help lists them among the others (`--js-out`
    /// beside `--css-out`).
    static let declaration = FaceDeclaration(
        RatingInputFace.self, selectedBy: .interactive,
        shared: [.id, .animate, .name, .noScript, .step, .required, .disabled, .average, .schema, .pretty, .cssOut, .jsOut])
}
