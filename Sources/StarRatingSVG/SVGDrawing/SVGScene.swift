import CSSColor

/// A scene as the SVG and HTML faces draw it: what is drawn, and the ids its parts carry, so
/// that one part can refer to another.
struct SVGScene: Sendable {
    /// What is drawn.
    let scene: RatingScene
    /// The ids of the parts that carry one.
    let ids: SVGRatingIDs

    /// `scene` with its parts' ids under `idPrefix`.
    init(_ scene: RatingScene, idPrefix: String) {
        self.scene = scene
        ids = SVGRatingIDs(prefix: idPrefix)
    }

    // The scene's parts, by the names the drawing code uses.
    var width: Double { scene.width }
    var height: Double { scene.height }
    var label: String { scene.label }
    var language: String? { scene.language }
    var stars: StarRowPart { scene.stars }
    var bevel: BevelPart { scene.bevel }
    var colorSurface: ColorSurfacePart { scene.colorSurface }
    var softEdgeMask: SoftEdgeMaskPart { scene.softEdgeMask }
    var fill: FillState? { scene.fill }
    var fillColor: CSSColor? { scene.fillColor }

    /// The fill mask that draws the soft edge (`SVGFillMask`).
    var fillMask: SVGFillMask { SVGFillMask(softEdgeMask) }
}
