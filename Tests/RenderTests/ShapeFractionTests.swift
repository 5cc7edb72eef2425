import Foundation
import StarRatingSVG
import Testing
import TestSupport

/// Issue 35's budget, in resvg's pixels: in area mode a fraction colours its share of the shape's
/// ink, for every shape. At 100 px with blur 0 (a hard edge, no rim), the shape holding the edge
/// is measured against the same shape uncoloured and fully coloured: its coloured share must be
/// the fraction within 3 %.
@Suite struct ShapeFractionTests {
    /// The shapes of the budget: a heart, a circle, a six-point star, and an icon file of
    /// cubic curves and an arc (`Samples/icons/drop.svg`).
    static func shapes() throws -> [(name: String, shape: RatingShape)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let drop = try [UInt8](Data(contentsOf: root.appendingPathComponent("Samples/icons/drop.svg")))
        let ring = try [UInt8](Data(contentsOf: root.appendingPathComponent("Samples/icons/ring.svg")))
        return [("heart", .heart), ("circle", .circle), ("star6", .star(try StarShape(points: 6))),
                ("drop", try RatingShape(iconFile: drop)), ("ring", try RatingShape(iconFile: ring))]
    }

    /// The budget's value, 2.3 of 4, and two held out: the edge in the second and the fourth shape.
    static let values = [2.3, 1.55, 3.8]
    /// How far the measured share may be from the fraction.
    static let tolerance = 0.03

    @Test func aFractionColoursItsShareOfEveryShapesInk() async throws {
        try RenderTools.skipUnlessTestable(.resvg)
        var report: [String] = []
        for (name, shape) in try Self.shapes() {
            for value in Self.values {
                let share = try await Self.colouredShare(shape: shape, name: name, value: value, mode: .area)
                let fraction = value - value.rounded(.down)
                report.append("\(name) \(value): \(String(format: "%.3f", share))")
                #expect(abs(share - fraction) <= Self.tolerance, "\(name) at \(value): \(share) of the ink coloured, not \(fraction)")
            }
        }
        print("RenderTests: coloured share of the shape holding the edge, resvg, area mode: " + report.joined(separator: "; "))
    }

    /// The control: the heart's width mode puts the edge at 30 % of its width, which holds less
    /// than 30 % of its ink (the lobes are on the right of the edge too, but the point is thin):
    /// the measurement tells the modes apart.
    @Test func widthModeIsNotAreaModeForTheHeart() async throws {
        try RenderTools.skipUnlessTestable(.resvg)
        let share = try await Self.colouredShare(shape: .heart, name: "heart", value: 2.3, mode: .width)
        #expect(abs(share - 0.3) > Self.tolerance, "width mode coloured \(share) of the heart, as area mode would")
    }

    /// The coloured share of the ink of the shape holding `value`'s edge, in resvg's pixels.
    static func colouredShare(shape: RatingShape, name: String, value: Double, mode: FillMode) async throws -> Double {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/render-tests-shapes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let resvg = RenderTools.executable(for: .resvg) else { throw RenderFailure(description: "resvg is not installed") }
        let stem = "\(name)-\(value)-\(mode.rawValue)"
        var pngs: [URL] = []
        for (suffix, shown) in [("", value), ("-empty", 0.0), ("-full", 4.0)] {
            // One band above 0.5, so that every value shown has the same colour.
            let rating = try StarRating(starCount: 4, value: shown, levels: [0.5], cellSize: 100, fillMode: mode, blur: 0, shape: shape)
            let svg = folder.appendingPathComponent(stem + suffix + ".svg")
            let png = folder.appendingPathComponent(stem + suffix + ".png")
            try Data(rating.svgBytes()).write(to: svg)
            try await ProcessRunner.runLogged(resvg, ["--background", "white", svg.path, png.path],
                                              log: folder.appendingPathComponent(stem + suffix + ".log"))
            pngs.append(png)
        }
        let images = try await PNGDecoder.decode(pngs, scratch: folder, name: stem)
        let (shown, empty, full) = (images[0], images[1], images[2])
        let layout = try RowLayout(starCount: 4, cellSize: 100, gapRatio: StarRating.defaultGapRatio)
        let minX = Int(layout.cellMinX(ofStarAt: Int(value.rounded(.down))).rounded(.down))
        var (coloured, ink) = (0.0, 0.0)
        for y in 0..<shown.height {
            for x in minX..<min(minX + 101, shown.width) {
                let (p, e, f) = (shown.pixel(x, y), empty.pixel(x, y), full.pixel(x, y))
                let towards = [Double(f.red) - Double(e.red), Double(f.green) - Double(e.green), Double(f.blue) - Double(e.blue)]
                let moved = [Double(p.red) - Double(e.red), Double(p.green) - Double(e.green), Double(p.blue) - Double(e.blue)]
                let length = towards.reduce(0) { $0 + $1 * $1 }
                guard length > 30 * 30 else { continue }
                let along = zip(moved, towards).reduce(0) { $0 + $1.0 * $1.1 } / length
                coloured += min(max(along, 0), 1)
                ink += 1
            }
        }
        guard ink > 0 else { throw RenderFailure(description: "\(stem): no ink found in the shape's cell") }
        return coloured / ink
    }
}
