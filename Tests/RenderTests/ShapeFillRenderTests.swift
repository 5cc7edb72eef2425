import Foundation
import StarRatingSVG
import Testing
import TestSupport

/// Issue 35's budget for shapes, measured in resvg's pixels: a fraction colours its share of
/// the ink of a heart, a circle, a six-point star and icon files of curves and arcs, and each
/// fill mode puts the edge where it says.
///
/// Every picture is a row of four shapes in 100 px cells (gap 25 px), a hard edge (blur 0) and
/// one band of pure blue, drawn by resvg on white. Each is measured against resvg's own
/// pictures of the same row uncoloured (value 0) and fully coloured (value 4): per pixel,
/// m = (pixel − empty)·(full − empty) / |full − empty|², the share of the pixel's ink that is
/// coloured, and |full − empty| is proportional to the ink the pixel holds. The coloured share
/// of a shape is the average m over its cell's pixels weighted by their ink; the geometry of
/// the shapes is never asked.
@Suite struct ShapeFillRenderTests {
    /// The budget: the coloured share within 3 percentage points of the fraction.
    static let tolerance = 0.03
    /// How far, in pixels, a measured fill edge may be from where its mode puts it: half a
    /// pixel, the anti-aliasing of one column.
    static let edgeTolerance = 0.5
    /// The row: four shapes in 100 px cells with the default gap ratio (25 px).
    static let starCount = 4
    static let cellSize = 100.0
    static let gap = cellSize * StarRating.defaultGapRatio
    static let rowWidth = Double(starCount) * cellSize + Double(starCount + 1) * gap

    /// A shape under test.
    struct Subject: Sendable, CustomTestStringConvertible {
        let name: String
        let shape: RatingShape
        var testDescription: String { name }
    }

    /// The four shapes (the icon is the drop, of cubic curves and an arc), then the
    /// other sample icons: a ring of arcs filled even-odd, a shield of quadratic curves, and
    /// issue 46's stroked star and heart, whose ink is their strokes' outline.
    static let subjects: [Subject] = {
        let icons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/icons")
        func icon(_ name: String) -> Subject {
            do {
                let bytes = [UInt8](try Data(contentsOf: icons.appendingPathComponent(name + ".svg")))
                return Subject(name: name + ".svg", shape: try RatingShape(iconFile: bytes))
            } catch {
                preconditionFailure("Samples/icons/\(name).svg: \(error)")
            }
        }
        let sixPoints: StarShape
        do {
            sixPoints = try StarShape(points: 6)
        } catch {
            preconditionFailure("a six-point star: \(error)")
        }
        return [Subject(name: "heart", shape: .heart), Subject(name: "circle", shape: .circle),
                Subject(name: "star6", shape: .star(sixPoints)), icon("drop"), icon("ring"), icon("shield"),
                icon("outline-star"), icon("outline-heart")]
    }()

    /// The values measured in area mode: the 2.3, and two held out from it.
    static let areaValues = [2.3, 1.55, 3.8]

    /// One picture: a subject's row at a value, in a fill mode.
    struct Picture: Hashable, Sendable {
        let subject: String
        let value: Double
        let fillMode: FillMode

        var fileName: String { "\(subject)-\(value)-\(fillMode.rawValue)" }
    }

    /// The pictures every check reads: each subject empty, full and at the area values; the
    /// heart and the circle in width mode, the heart in linear mode.
    static let pictures: [Picture] = subjects.flatMap { subject in
        ([0, Double(starCount)] + areaValues).map { Picture(subject: subject.name, value: $0, fillMode: .area) }
    } + [Picture(subject: "heart", value: 2.3, fillMode: .width), Picture(subject: "circle", value: 2.3, fillMode: .width),
         Picture(subject: "heart", value: 2.3, fillMode: .linear)]

    /// Where the pictures are kept, to look at when a check fails.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/shape-fill-tests")

    /// The pictures, drawn by resvg and decoded once per test process.
    private static let rendered = Task { () throws -> [Picture: RasterImage] in
        guard let resvg = RenderTools.executable(for: .resvg) else {
            throw RenderFailure(description: "resvg is not installed (\(RenderEngine.resvg.installHint))")
        }
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shapes = Dictionary(uniqueKeysWithValues: subjects.map { ($0.name, $0.shape) })
        var files: [URL] = []
        for picture in pictures {
            let rating = try StarRating(starCount: starCount, value: picture.value, levels: [], colors: [CSSColor(rgb: 0x0000FF)],
                                        cellSize: cellSize, fillMode: picture.fillMode, blur: 0, shape: shapes[picture.subject]!,
                                        direction: .leftToRight)
            let svg = folder.appendingPathComponent(picture.fileName + ".svg")
            try Data(rating.svgBytes()).write(to: svg)
            let png = folder.appendingPathComponent(picture.fileName + ".png")
            try await ProcessRunner.runLogged(resvg, ["--background", "white", svg.path, png.path],
                                              log: folder.appendingPathComponent(picture.fileName + ".log"), timeout: .seconds(30))
            files.append(png)
        }
        let images = try await PNGDecoder.decode(files, scratch: folder, name: "shapes")
        return Dictionary(uniqueKeysWithValues: zip(pictures, images))
    }

    /// The measurement of `subject`'s row at `value` in `fillMode`; skips the test when resvg
    /// or ImageMagick is missing here (locally), fails when it is missing under `CI=true`.
    static func measurement(of subject: String, value: Double, fillMode: FillMode = .area) async throws -> ColorMeasurement {
        try RenderTools.skipUnlessTestable(.resvg)
        let images = try await rendered.value
        func image(_ value: Double, _ mode: FillMode) throws -> RasterImage {
            try #require(images[Picture(subject: subject, value: value, fillMode: mode)], "\(subject) \(value) \(mode) not drawn")
        }
        return try ColorMeasurement(rendered: image(value, fillMode), empty: image(0, .area), full: image(Double(starCount), .area))
    }

    // MARK: Area mode

    /// The budget: at 2.3 of 4, the third shape's coloured ink is 30 % ± 3 % of its
    /// ink, the first two are wholly coloured and the last not at all.
    @Test(.cases(8), arguments: subjects)
    func theThirdShapeHoldsThirtyPercentOfColourAtTwoPointThree(subject: Subject) async throws {
        let measurement = try await Self.measurement(of: subject.name, value: 2.3)
        let shares = (0..<Self.starCount).map { measurement.coloredShare(ofCell: $0) }
        print("RenderTests: \(subject.name) at 2.3 (area): third shape \(Self.percent(shares[2])) coloured; all four \(shares.map(Self.percent))")
        #expect(abs(shares[2] - 0.3) <= Self.tolerance, "\(subject.name): the third shape is \(Self.percent(shares[2])) coloured, not 30 % ± 3 %")
        #expect(shares[0] > 0.99 && shares[1] > 0.99 && shares[3] < 0.01, "\(subject.name): the shapes around the edge: \(shares.map(Self.percent))")
    }

    /// Values held out from the budget: 1.55 colours 55 % of the second shape, 3.8 colours
    /// 80 % of the fourth, each ± 3 %.
    @Test(.cases(8), arguments: subjects)
    func heldOutValuesColourTheirShareOfTheShapeHoldingTheEdge(subject: Subject) async throws {
        for value in Self.areaValues.dropFirst() {
            let measurement = try await Self.measurement(of: subject.name, value: value)
            let cell = Int(value)
            let fraction = value - Double(cell)
            let share = measurement.coloredShare(ofCell: cell)
            print("RenderTests: \(subject.name) at \(value) (area): shape \(cell + 1) \(Self.percent(share)) coloured")
            #expect(abs(share - fraction) <= Self.tolerance,
                    "\(subject.name) at \(value): shape \(cell + 1) is \(Self.percent(share)) coloured, not \(Self.percent(fraction)) ± 3 %")
            for other in 0..<Self.starCount where other != cell {
                let otherShare = measurement.coloredShare(ofCell: other)
                #expect(other < cell ? otherShare > 0.99 : otherShare < 0.01,
                        "\(subject.name) at \(value): shape \(other + 1) is \(Self.percent(otherShare)) coloured")
            }
        }
    }

    // MARK: Width and linear modes

    /// Width mode puts the heart's edge at 30 % of its ink's width, where it colours a share
    /// of the ink well away from area mode's 30 % (so the budget's check can fail); the
    /// circle's share there is the segment left of 0.3 of its diameter, (acos(0.4) −
    /// 0.4·√0.84) / π = 25.2 %.
    @Test func widthModeSitsAtTheShareOfTheWidthNotOfTheInk() async throws {
        let heart = try await Self.measurement(of: "heart", value: 2.3, fillMode: .width)
        let ink = heart.inkSpan(ofCell: 2)
        let edge = heart.coloredEdge(ofCell: 2)
        let expectedEdge = ink.lowerBound + 0.3 * (ink.upperBound - ink.lowerBound)
        let heartShare = heart.coloredShare(ofCell: 2)
        print("RenderTests: heart at 2.3 (width): edge at \(Self.pixels(edge)) px of ink \(Self.pixels(ink.lowerBound))–\(Self.pixels(ink.upperBound)) px, \(Self.percent(heartShare)) of the ink coloured")
        #expect(abs(edge - expectedEdge) <= Self.edgeTolerance, "the heart's edge is at \(Self.pixels(edge)) px, not 30 % of its ink's width (\(Self.pixels(expectedEdge)) px)")
        #expect(abs(heartShare - 0.3) > Self.tolerance, "width mode colours \(Self.percent(heartShare)) of the heart, as area mode would")
        let areaShare = try await Self.measurement(of: "heart", value: 2.3).coloredShare(ofCell: 2)
        #expect(abs(heartShare - areaShare) > Self.tolerance, "width \(Self.percent(heartShare)) and area \(Self.percent(areaShare)) agree for the heart")

        let circle = try await Self.measurement(of: "circle", value: 2.3, fillMode: .width)
        let segment = (acos(0.4) - 0.4 * (1 - 0.4 * 0.4).squareRoot()) / Double.pi
        let circleShare = circle.coloredShare(ofCell: 2)
        print("RenderTests: circle at 2.3 (width): \(Self.percent(circleShare)) of the ink coloured, the segment's \(Self.percent(segment))")
        #expect(abs(circleShare - segment) <= 0.01, "width mode colours \(Self.percent(circleShare)) of the circle, not its segment's \(Self.percent(segment))")
    }

    /// Linear mode ignores the shape: the edge is at 2.3 / 4 of the row's width, 301.875 px,
    /// 26.875 px into the third cell.
    @Test func linearModeSitsAtItsShareOfTheRow() async throws {
        let heart = try await Self.measurement(of: "heart", value: 2.3, fillMode: .linear)
        let expected = 2.3 * Self.rowWidth / Double(Self.starCount) - ColorMeasurement.cellMinX(2)
        let edge = heart.coloredEdge(ofCell: 2)
        print("RenderTests: heart at 2.3 (linear): edge at \(Self.pixels(edge)) px into the third cell, \(Self.percent(heart.coloredShare(ofCell: 2))) of the ink coloured")
        #expect(abs(edge - expected) <= Self.edgeTolerance, "the edge is \(Self.pixels(edge)) px into the third cell, not \(Self.pixels(expected)) px")
    }

    static func percent(_ share: Double) -> String { String(format: "%.1f %%", share * 100) }
    static func pixels(_ x: Double) -> String { String(format: "%.2f", x) }

    /// How much colour each pixel of a picture shows, against the uncoloured and the fully
    /// coloured pictures of the same row.
    struct ColorMeasurement {
        /// Per pixel: the coloured share of its ink (clamped to 0...1), NaN where the full and
        /// the empty pictures differ too little to tell (no ink, or hardly any).
        let fractions: [Double]
        /// Per pixel: |full − empty|, proportional to the ink the pixel holds.
        let contrasts: [Double]
        let width: Int
        let height: Int

        /// Measures `rendered` against `empty` and `full`.
        /// - Complexity: O(pixels).
        init(rendered: RasterImage, empty: RasterImage, full: RasterImage) throws {
            try #require(rendered.width == empty.width && rendered.width == full.width
                         && rendered.height == empty.height && rendered.height == full.height, "the pictures differ in size")
            width = rendered.width
            height = rendered.height
            var fractions = [Double](repeating: .nan, count: width * height)
            var contrasts = [Double](repeating: 0, count: width * height)
            let (pixel, empty, full) = (rendered.rgb, empty.rgb, full.rgb)
            for index in 0..<(width * height) {
                var along = 0.0, squared = 0.0
                for channel in (index * 3)..<(index * 3 + 3) {
                    let toward = Double(full[channel]) - Double(empty[channel])
                    along += (Double(pixel[channel]) - Double(empty[channel])) * toward
                    squared += toward * toward
                }
                contrasts[index] = squared.squareRoot()
                if contrasts[index] >= FillMeasurement.minimumContrast {
                    fractions[index] = min(max(along / squared, 0), 1)
                }
            }
            self.fractions = fractions
            self.contrasts = contrasts
        }

        /// The left edge of cell `cell`, in whole pixels: the cells are 100 px wide, 25 px apart.
        static func cellMinX(_ cell: Int) -> Double {
            ShapeFillRenderTests.gap + Double(cell) * (ShapeFillRenderTests.cellSize + ShapeFillRenderTests.gap)
        }

        /// The pixel columns of cell `cell`.
        func columns(ofCell cell: Int) -> Range<Int> {
            let minX = Int(Self.cellMinX(cell))
            return minX..<(minX + Int(ShapeFillRenderTests.cellSize))
        }

        /// The coloured share of the ink in cell `cell`: m averaged over its pixels, each
        /// weighted by its ink.
        func coloredShare(ofCell cell: Int) -> Double {
            let (fractions, contrasts, width) = (fractions, contrasts, width)
            var sum = 0.0, weight = 0.0
            for y in 0..<height {
                for x in columns(ofCell: cell) where !fractions[y * width + x].isNaN {
                    sum += contrasts[y * width + x] * fractions[y * width + x]
                    weight += contrasts[y * width + x]
                }
            }
            return sum / weight
        }

        /// Per column of cell `cell`: the most ink in one of its pixels, and the most coloured
        /// ink, each as a share of a whole pixel's.
        private func columnMaxima(ofCell cell: Int) -> [(ink: Double, colored: Double)] {
            let (fractions, contrasts, width) = (fractions, contrasts, width)
            let wholePixel = contrasts.max() ?? 1
            return columns(ofCell: cell).map { x in
                var ink = 0.0, colored = 0.0
                for y in 0..<height where !fractions[y * width + x].isNaN {
                    let coverage = contrasts[y * width + x] / wholePixel
                    ink = max(ink, coverage)
                    colored = max(colored, coverage * fractions[y * width + x])
                }
                return (ink, colored)
            }
        }

        /// Where the ink of cell `cell` starts and ends, in pixels from the cell's left edge:
        /// the outermost columns holding ink, less the part of them the ink leaves empty in
        /// its fullest row.
        func inkSpan(ofCell cell: Int) -> ClosedRange<Double> {
            let maxima = columnMaxima(ofCell: cell)
            guard let first = maxima.firstIndex(where: { $0.ink > 0.01 }),
                  let last = maxima.lastIndex(where: { $0.ink > 0.01 }) else { return 0...0 }
            return (Double(first + 1) - maxima[first].ink)...(Double(last) + maxima[last].ink)
        }

        /// Where the colour of cell `cell` ends, in pixels from the cell's left edge: the last
        /// column holding colour, and as much of it as its most coloured pixel holds.
        func coloredEdge(ofCell cell: Int) -> Double {
            let maxima = columnMaxima(ofCell: cell)
            guard let last = maxima.lastIndex(where: { $0.colored > 0.01 }) else { return 0 }
            return Double(last) + maxima[last].colored
        }
    }
}
