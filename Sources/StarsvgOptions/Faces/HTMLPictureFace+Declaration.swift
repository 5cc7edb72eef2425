import StarRatingSVG

extension HTMLPictureFace {
    /// The HTML picture as the command offers it.
    static let declaration = FaceDeclaration(
        HTMLPictureFace.self,
        format: "a snippet to paste into a web page (no XML prolog, ids unique per snippet, classes starsvg-…, colours as --starsvg-color-0, …)",
        shared: [.id, .animate, .schema, .pretty, .cssOut])
}
