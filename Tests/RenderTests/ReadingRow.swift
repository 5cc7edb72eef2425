import StarRatingSVG
import Testing
import StarGeometry

/// A row of stars in a picture, counted from the end where it starts to fill: the left end, or
/// the right end of a row that fills right to left. The checks count stars from there, so that
/// one check serves both directions, and a row drawn the wrong way round fails it.
struct ReadingRow: Sendable {
    /// The row's geometry, in the drawing's pixels.
    let layout: RowLayout
    /// The row's top-left corner in the picture, in the picture's pixels.
    let originX: Double
    let originY: Double
    /// The picture's pixels a drawing pixel: 2 for a rating of 1.5em at 32 px text.
    var scale = 1.0
    /// Whether the row fills from its right end.
    let isRightToLeft: Bool

    /// The x in the picture of a point `distance` drawing pixels from the row's starting end.
    func x(fromStart distance: Double) -> Double {
        originX + scale * (isRightToLeft ? layout.width - distance : distance)
    }

    /// The y of the row's middle, in the picture.
    var middleY: Double { originY + scale * layout.height / 2 }

    /// The x of the centre of star `number` (1 is the first to fill).
    func centreX(ofStar number: Int) -> Double {
        x(fromStart: layout.cellMinX(ofStarAt: number - 1) + layout.cellSize / 2)
    }

    /// The x of a point inside star `number`, a sixth of a cell from its centre: in the half
    /// that fills first (`isLeadingHalf`, the right half of a row filled from the right) or in
    /// the other. A sixth of a 48 px cell is 4σ of the soft edge away from a half star's edge.
    func halfX(ofStar number: Int, isLeadingHalf: Bool) -> Double {
        let centre = layout.cellMinX(ofStarAt: number - 1) + layout.cellSize / 2
        return x(fromStart: centre + (isLeadingHalf ? -1 : 1) * layout.cellSize / 6)
    }

    /// A pixel of `image` counts as coloured above this colourfulness (the band colours are 147
    /// or more, the soft edge's last σ aside) and as uncoloured below `uncolouredLimit` (the
    /// bevel's greys are 0).
    static let colouredLimit = 100
    static let uncolouredLimit = 12

    /// Expects the picture of the whole value `filled`: the centre of every star up to it in
    /// colour, of every other star without.
    func expectWholeValue(_ filled: Int, in image: RasterImage, _ context: String,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        for star in 1...layout.starCount {
            let pixel = image.pixel(Int(centreX(ofStar: star)), Int(middleY))
            if star <= filled {
                #expect(pixel.colorfulness > Self.colouredLimit,
                        "\(context): star \(star) from the \(startName) should be coloured at value \(filled), its centre is \(pixel)",
                        sourceLocation: sourceLocation)
            } else {
                #expect(pixel.colorfulness < Self.uncolouredLimit,
                        "\(context): star \(star) from the \(startName) should be uncoloured at value \(filled), its centre is \(pixel)",
                        sourceLocation: sourceLocation)
            }
        }
    }

    /// Expects the picture of `whole` + ½: the stars up to `whole` in colour, the next one in
    /// colour in its leading half only, the others without.
    func expectHalfValue(after whole: Int, in image: RasterImage, _ context: String,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        let y = Int(middleY)
        for star in 1...layout.starCount where star != whole + 1 {
            let pixel = image.pixel(Int(centreX(ofStar: star)), y)
            let isColoured = star <= whole
            #expect(isColoured ? pixel.colorfulness > Self.colouredLimit : pixel.colorfulness < Self.uncolouredLimit,
                    "\(context): star \(star) from the \(startName) should be \(isColoured ? "full" : "empty"), its centre is \(pixel)",
                    sourceLocation: sourceLocation)
        }
        let leading = image.pixel(Int(halfX(ofStar: whole + 1, isLeadingHalf: true)), y)
        let trailing = image.pixel(Int(halfX(ofStar: whole + 1, isLeadingHalf: false)), y)
        let (leadingSide, trailingSide) = isRightToLeft ? ("right", "left") : ("left", "right")
        #expect(leading.colorfulness > Self.colouredLimit,
                "\(context): star \(whole + 1) from the \(startName) should be coloured in its \(leadingSide) half: \(leading)",
                sourceLocation: sourceLocation)
        #expect(trailing.colorfulness < Self.uncolouredLimit,
                "\(context): star \(whole + 1) from the \(startName) should be uncoloured in its \(trailingSide) half: \(trailing)",
                sourceLocation: sourceLocation)
    }

    private var startName: String { isRightToLeft ? "right" : "left" }
}
