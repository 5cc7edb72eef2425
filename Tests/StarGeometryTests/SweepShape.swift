import StarGeometry

/// The parameter sweep shared by the outline tests: points 3...12, inner radius ratios
/// {0.3, 0.382, 0.47, 0.6, 0.8}, corner radii {0, 0.02, 0.1, 0.3} at both kinds of corner.
struct SweepShape: CustomStringConvertible {
    let star: StarShape

    var description: String {
        "points=\(star.points) ratio=\(star.innerRadiusRatio) outerCorner=\(star.outerCornerRadius) innerCorner=\(star.innerCornerRadius)"
    }

    static let radii = [0.0, 0.02, 0.1, 0.3]

    static let all: [SweepShape] = {
        var shapes: [SweepShape] = []
        for points in 3...12 {
            for ratio in [0.3, 0.382, 0.47, 0.6, 0.8] {
                for outer in radii {
                    for inner in radii {
                        // The parameters are all valid, so a throw here is itself a failure.
                        if let star = try? StarShape(points: points, innerRadiusRatio: ratio,
                                                     outerCornerRadius: outer, innerCornerRadius: inner) {
                            shapes.append(SweepShape(star: star))
                        }
                    }
                }
            }
        }
        return shapes
    }()

    /// Fractions 0, 0.05, ..., 1.
    static let fractions = (0...20).map { Double($0) / 20 }
}
