import Foundation
import StarRatingSVG

/// The shape a configuration draws, with the name its cases' files carry: the reference's star,
/// or one of the shapes issue 35 asks the engines to agree on, a heart and an icon file, and
/// issue 46's stroked icon.
struct RenderShape: Equatable, Sendable {
    /// The name in case and file names: empty for the star, which every name has always meant.
    let name: String
    /// The shape itself.
    let shape: RatingShape

    static func == (lhs: RenderShape, rhs: RenderShape) -> Bool { lhs.name == rhs.name }

    /// The reference's star.
    static let star = RenderShape(name: "", shape: .standard)
    /// The analytic heart: arcs and lines.
    static let heart = RenderShape(name: "heart", shape: .heart)
    /// `Samples/icons/drop.svg`: an icon file of cubic curves and an arc, drawn from its own
    /// path data by every engine.
    static let drop = sample("drop")
    /// `Samples/icons/outline-star.svg`: a stroked icon (issue 46), a polygon stroked 2 wide
    /// with round joins, drawn as its stroke's outline by every engine.
    static let outlineStar = sample("outline-star")

    /// Whether the shape's centre is inside its ink, as a filled shape's is, where the look
    /// checks read a star's colour and rim; not for a stroked outline.
    var hasInside: Bool { self != .outlineStar }

    /// The sample icon `Samples/icons/NAME.svg`.
    private static func sample(_ name: String) -> RenderShape {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/icons/\(name).svg")
        do {
            return RenderShape(name: name, shape: try RatingShape(iconFile: [UInt8](Data(contentsOf: file))))
        } catch {
            // A sample of the repository: a failure here is a broken checkout, not a finding.
            preconditionFailure("\(file.path): \(error)")
        }
    }
}
