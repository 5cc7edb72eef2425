import CSSColor
import RasterKit

extension RatingScene {
    /// The still picture's pixels at `scale`: straight (not premultiplied) 8-bit RGBA, row by
    /// row from the top, transparent outside the stars.
    ///
    /// The scene in one formula, the pixels browsers draw. With S the stars' exact coverage, g
    /// their coverage blurred by σ times the bevel's gain, at most 1 (1 without a blur), F the
    /// soft edge (`softEdge(for:…)`), o the bevel's opacity and C the band colour of alpha a,
    /// premultiplied:
    ///
    ///     out = S · (F·C·(1 − o + o·g) + (1 − F·a) · (o·g·(1 − d), o·g·(1 − d), o·g·(1 − d), o + d − o·d))
    ///
    /// the track's grey g at opacity o, black of alpha d over it (the bevel's `trackShade`, 0
    /// but for an icon of lines), and over them the colour, darkened at the rim by the
    /// reference's `multiply` at 0.5. The blurs are `GaussianBlur`'s, the browsers' own
    /// approximation, at σ × `scale`. `currentColor` is black, as in an SVG shown by itself.
    ///
    /// The stars' coverage and blur come drawn already (`StarLayers`), for `RatingPNGWriter` to
    /// keep a shape's, and so may the pictures where F is 0 and 1 in every column
    /// (`SolidPictures`): with them, only the columns where the edge is between are computed,
    /// and the others copied. A single picture is computed whole: drawing its solid pictures
    /// first would take more memory and save no time.
    /// - Complexity: O(pixels).
    func pixels(scale: Int, stars layers: StarLayers, solid: SolidPictures?) -> (width: Int, height: Int, rgba: [UInt8]) {
        let (width, height) = (layers.width, layers.height)
        // No fill shows no colour: an edge of zeros.
        let edge = fill.map { softEdge(for: $0, scale: scale, columns: width) } ?? [Float](repeating: 0, count: width)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        edge.withUnsafeBufferPointer { edge in
            rgba.withUnsafeMutableBufferPointer { rgba in
                guard let solid else {
                    paint(columns: 0..<width, edge: edge, stars: layers, into: rgba)
                    return
                }
                var runStart = 0
                while runStart < width {
                    let share = edge[runStart]
                    let copied = share == 0 ? solid.track : share == 1 ? solid.colored : nil
                    var runEnd = runStart + 1
                    if let copied {
                        while runEnd < width && edge[runEnd] == share { runEnd += 1 }
                        copied.withUnsafeBufferPointer { copied in
                            for y in 0..<height {
                                let first = (y * width + runStart) * 4
                                (rgba.baseAddress! + first).update(from: copied.baseAddress! + first, count: (runEnd - runStart) * 4)
                            }
                        }
                    } else {
                        while runEnd < width && edge[runEnd] != 0 && edge[runEnd] != 1 { runEnd += 1 }
                        paint(columns: runStart..<runEnd, edge: edge, stars: layers, into: rgba)
                    }
                    runStart = runEnd
                }
            }
        }
        return (width, height, rgba)
    }

    /// The picture with the soft edge at `share` in every column: 0 for the track alone, 1 for
    /// the colour over it (`SolidPictures`).
    func solidPixels(share: Float, stars layers: StarLayers) -> [UInt8] {
        let edge = [Float](repeating: share, count: layers.width)
        var rgba = [UInt8](repeating: 0, count: layers.width * layers.height * 4)
        edge.withUnsafeBufferPointer { edge in
            rgba.withUnsafeMutableBufferPointer { rgba in
                paint(columns: 0..<layers.width, edge: edge, stars: layers, into: rgba)
            }
        }
        return rgba
    }

    /// Computes the pixels of `columns`, in every row, by the formula of `pixels`, into `rgba`,
    /// whose pixels there are transparent.
    private func paint(columns: Range<Int>, edge: UnsafeBufferPointer<Float>, stars layers: StarLayers,
                       into rgba: UnsafeMutableBufferPointer<UInt8>) {
        let width = layers.width
        let margin = layers.margin
        let color = fillColor.map(Self.components) ?? (red: 0, green: 0, blue: 0, alpha: 0)
        let opacity = Float(bevel.opacity)
        let isBlurred = bevel.isBlurred
        let gain = Float(bevel.gain)
        // The track under black of alpha d: premultiplied grey o·(1 − d)·g of alpha o + d − o·d,
        // which are o·g and o, exactly, for d = 0.
        let shade = Float(bevel.trackShade)
        let trackAlpha = opacity + shade - opacity * shade
        let trackGrey = opacity * (1 - shade)
        let rowStride = layers.coverage.width
        layers.coverage.values.withUnsafeBufferPointer { coverage in
            layers.blurred.values.withUnsafeBufferPointer { blurred in
                for y in 0..<layers.height {
                    let source = (y + margin) * rowStride + margin
                    let rowStart = y * width
                    // Wrapping arithmetic for the indices, all within the planes: no overflow
                    // tests in the loop.
                    for x in columns {
                        let s = coverage[source &+ x]
                        guard s > 0 else { continue }
                        let g = isBlurred ? min(1, gain * blurred[source &+ x]) : 1
                        let f = edge[x]
                        let target = (rowStart &+ x) &* 4
                        // The track alone and the opaque colour alone, most of a picture's
                        // pixels, in short forms without the general one's division.
                        if f == 0 {
                            // A pixel whose alpha rounds to 0 stays 0 in every channel.
                            let alpha8 = Self.byte(s * trackAlpha)
                            guard alpha8 > 0 else { continue }
                            let grey = Self.byte(shade == 0 ? g : g * trackGrey / trackAlpha)
                            rgba[target] = grey
                            rgba[target &+ 1] = grey
                            rgba[target &+ 2] = grey
                            rgba[target &+ 3] = alpha8
                            continue
                        }
                        let rim = 1 - opacity + opacity * g
                        if f == 1 && color.alpha == 1 {
                            let alpha8 = Self.byte(s)
                            guard alpha8 > 0 else { continue }
                            rgba[target] = Self.byte(color.red * rim)
                            rgba[target &+ 1] = Self.byte(color.green * rim)
                            rgba[target &+ 2] = Self.byte(color.blue * rim)
                            rgba[target &+ 3] = alpha8
                            continue
                        }
                        let colorAlpha = f * color.alpha
                        let track = (1 - colorAlpha) * trackAlpha
                        // Premultiplied, then straight.
                        let alpha = s * (colorAlpha + track)
                        let grey = (1 - colorAlpha) * trackGrey * g
                        let alpha8 = Self.byte(alpha)
                        guard alpha8 > 0 else { continue }
                        let straight = 1 / (colorAlpha + track)
                        rgba[target] = Self.byte((colorAlpha * color.red * rim + grey) * straight)
                        rgba[target &+ 1] = Self.byte((colorAlpha * color.green * rim + grey) * straight)
                        rgba[target &+ 2] = Self.byte((colorAlpha * color.blue * rim + grey) * straight)
                        rgba[target &+ 3] = alpha8
                    }
                }
            }
        }
    }

    /// The soft edge at each device pixel column: how much of the colour shows there.
    ///
    /// Without a blur, the step at the fill edge, anti-aliased. With one, as browsers draw the
    /// SVG's filter of it (`FloodedSoftEdge`): its whole-pixel step over the filter's region,
    /// blurred across, and nothing outside the region.
    private func softEdge(for fill: FillState, scale: Int, columns: Int) -> [Float] {
        let factor = Double(scale)
        let softEdge = softEdgeMask
        guard softEdge.isBlurred else {
            let edge = softEdge.edgeX(for: fill) * factor
            return (0..<columns).map { column in
                let covered = softEdge.isRightToLeft ? Double(column + 1) - edge : edge - Double(column)
                return Float(min(max(covered, 0), 1))
            }
        }
        let flood = FloodedSoftEdge(softEdge, stars: stars)
        let step = flood.step(for: fill)
        // The line runs over the region, in device pixels, from `first` on.
        let first = Int((flood.regionMinX * factor).rounded(.down))
        let last = Int(((flood.regionMinX + flood.regionWidth) * factor).rounded(.up))
        var line = [Float](repeating: 0, count: max(last - first, columns - first, 0))
        for index in line.indices {
            line[index] = Float(step.share(atX: Double(first + index) / factor + 0.5 / factor))
        }
        GaussianBlur(deviation: softEdge.blurDeviation * factor).blur(&line)
        // The box blurs' running sums leave a rounding residue where the exact blur is 0 or 1.
        // Within 2⁻¹⁶ of 0 or 1 a share moves a channel by under 0.004 before rounding: snapped,
        // those columns take the short forms in `paint`, and ties round alike everywhere.
        let residue: Float = 1.0 / 65_536
        return (0..<columns).map { column in
            let index = column - first
            guard index >= 0 && index < last - first else { return 0 }
            let share = line[index]
            return share < residue ? 0 : share > 1 - residue ? 1 : share
        }
    }

    /// A colour's sRGB components and alpha, from 0 to 1; `currentColor` is black.
    private static func components(_ color: CSSColor) -> (red: Float, green: Float, blue: Float, alpha: Float) {
        (Float(color.red) / 255, Float(color.green) / 255, Float(color.blue) / 255, Float(color.alpha))
    }

    /// A share from 0 to 1 as a byte, rounded to the nearest (a tie to the even byte).
    ///
    /// Added to 2²³, a float from 0 to 255 is rounded by the addition itself and its byte is
    /// the low byte of the sum's bits: no conversion, whose range checks cost three compares and
    /// branches a channel.
    @inline(__always)
    private static func byte(_ value: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: (min(max(value * 255, 0), 255) + 8_388_608).bitPattern)
    }
}
