import PNGKit

extension RatingScene {
    /// The scene as a PNG file at `scale` (see `StarRating.pngBytes(scale:)`, which checks the
    /// scale and the size first).
    func pngBytes(scale: Int) -> [UInt8] {
        pngBytes(scale: scale, stars: StarLayers(scene: self, scale: scale), solid: nil)
    }

    /// `pngBytes(scale:)`, from the stars' layers drawn already, and their solid pictures if
    /// kept: the pixels, encoded with the accessible name as the file's `Description`, in the
    /// label's language when it has one.
    func pngBytes(scale: Int, stars: StarLayers, solid: SolidPictures?) -> [UInt8] {
        let picture = pixels(scale: scale, stars: stars, solid: solid)
        let image: RGBAImage
        do {
            image = try RGBAImage(width: picture.width, height: picture.height, pixels: picture.rgba)
        } catch {
            // `pixels` makes width × height × 4 bytes, and a checked rating is at least a pixel.
            preconditionFailure("the rating's pixels make no image: \(error)")
        }
        return PNGEncoder.encode(image, texts: [description])
    }

    /// The `Description` text chunk: the label, tagged with its language; the keyword is ours
    /// and valid, and a language tag PNG refuses (none that a locale gives) is left out.
    private var description: PNGTextEntry {
        let keyword = "Description"
        if let language, let entry = try? PNGTextEntry(keyword: keyword, text: label, languageTag: language) { return entry }
        do {
            return try PNGTextEntry(keyword: keyword, text: label)
        } catch {
            preconditionFailure("\(keyword) is a valid keyword: \(error)")
        }
    }
}
