import StarRatingSVG

/// A face of `RatingFaces.all` that the command offers: every one of them, each declaring how
/// (`FaceDeclaration`) in its folder under `Faces/`. The command finds the declarations through
/// the library's one list of faces (`FaceDeclarations.all`), so that no second list names them.
package protocol CommandLineFace: RatingFace {
    /// How the command offers the face: its options, format and refusals.
    static var declaration: FaceDeclaration { get }
}
