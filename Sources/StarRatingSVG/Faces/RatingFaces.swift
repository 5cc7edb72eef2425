/// Every face of a rating, one line each: what the command's formats, options and batch keys
/// are made from. A new face is a folder of its own and a line here.
public enum RatingFaces {
    /// The faces, in the order help lists their formats.
    public static let all: [any RatingFace.Type] = [
        SVGFace.self,
        HTMLPictureFace.self,
        RatingInputFace.self,
        LiveRatingFace.self,
        PNGFace.self,
        ImageTagFace.self,
        TextFace.self,
    ]

    /// The faces' formats, each once, in the order of `all`: `svg`, `html`, `png`, `img`, `text`.
    public static let formats: [String] = all.reduce(into: []) { formats, face in
        if !formats.contains(face.format) { formats.append(face.format) }
    }
}
