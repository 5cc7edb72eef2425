import StarGeometry
import SVGKit

/// Writes many ratings as standalone SVG, fast: the bytes of `StarRating.svgBytes(options:
/// includingXLink:)`, exactly, at a fraction of the cost.
///
/// Ratings of one shape (`StandaloneSVGShape`: the same stars, size, gap and blur) differ only
/// in their ids, label, fill edge and colour. The first rating of each shape is written by the
/// serialiser and recorded as an `SVGTemplate`; every later one copies the template's bytes and
/// writes those few values into its holes. A static site's ratings come in a handful of sizes,
/// so nearly all of them take the fast way (Documentation/performance.md).
///
/// Each call returns the rating's own bytes, as `RatingPNGWriter.pngBytes(for:scale:)` does:
/// what a writer keeps from one rating to the next is its templates, never its output.
///
/// ```swift
/// var writer = RatingSVGWriter()
/// for rating in ratings {
///     save(writer.svgBytes(for: rating))
/// }
/// ```
public struct RatingSVGWriter: Sendable {
    /// The writer the bytes go through.
    private var writer: SVGWriter
    /// The template of each shape written lately, with the soft edge's mask it was drawn with.
    private var templates: [StandaloneSVGShape: ShapeTemplate] = [:]
    /// The fill edges found inside each star shape so far.
    private var fillEdges = FillEdgeMemo()

    /// The most shapes whose templates a writer keeps; it starts afresh when full. A bound on
    /// memory, not a speed-up: every star count from 1 to 20 in every whole size from 16 to 64,
    /// each filled or empty, is about 2,000 shapes, which fit.
    public static let templateLimit = 4096

    /// A writer that has written nothing yet.
    /// - Parameter options: compact (the default) or pretty, and the number precision.
    public init(options: SVGWriterOptions = .compact) {
        self.init(options: options, capacity: 4096)
    }

    /// A writer whose buffer reserves `capacity` bytes at once.
    package init(options: SVGWriterOptions, capacity: Int) {
        writer = SVGWriter(options: options, capacity: capacity)
    }

    /// The options in force.
    public var options: SVGWriterOptions { writer.options }

    /// The rating as a standalone SVG document: `rating.svgBytes(options:includingXLink:)`'s
    /// bytes, in the writer's options, and nothing else (nothing of the ratings before it).
    /// - Parameters:
    ///   - rating: the rating to write.
    ///   - includingXLink: whether references also carry `xlink:href` (see
    ///     `StarRating.svgDocument(includingXLink:)`).
    /// - Complexity: O(*n*) in the size of the output; the first rating of a shape, O(*n*) in
    ///   the number of stars as well.
    public mutating func svgBytes(for rating: StarRating, includingXLink: Bool = false) -> [UInt8] {
        writer.reset()
        write(rating, includingXLink: includingXLink)
        return writer.bytes
    }

    /// `svgBytes(for:includingXLink:)` as text.
    public mutating func svgString(for rating: StarRating, includingXLink: Bool = false) -> String {
        writer.reset()
        write(rating, includingXLink: includingXLink)
        return writer.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    // The buffer, for the package's batch alone: it gathers many documents one after another
    // in one writer and writes them out without a copy. A user who forgot `reset()` would get
    // two `<svg>` roots in one buffer, so none of this is API.

    /// The bytes written since the last `reset()`.
    package var bytes: [UInt8] { writer.bytes }

    /// Calls `body` with the bytes written since the last `reset()`, without copying them.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try writer.withBytes(body)
    }

    /// The number of bytes written since the last `reset()`.
    package var byteCount: Int { writer.byteCount }

    /// The number of shapes whose templates the writer holds.
    package var templateCount: Int { templates.count }

    /// Empties the buffer, keeping its capacity and the templates.
    package mutating func reset() {
        writer.reset()
    }

    /// Writes `rating` as a standalone SVG document, `svgBytes(options:includingXLink:)`'s
    /// bytes, after what the writer holds (see `svgBytes(for:includingXLink:)`).
    /// - Parameters:
    ///   - rating: the rating to write.
    ///   - includingXLink: whether references also carry `xlink:href` (see
    ///     `StarRating.svgDocument(includingXLink:)`).
    /// - Complexity: O(*n*) in the size of the output; the first rating of a shape, O(*n*) in
    ///   the number of stars as well.
    package mutating func write(_ rating: StarRating, includingXLink: Bool = false) {
        let fill = rating.fillState(forValue: rating.value, memo: &fillEdges)
        let color = fill.map { rating.colors[$0.band] }
        let shape = StandaloneSVGShape(rating: rating, fill: fill, color: color, includingXLink: includingXLink)
        // A template recorded from a rating with an id of its own is re-recorded from the first
        // one with a derived id: most of a batch's ids are derived, all of one length, and
        // only a template recorded with that length writes them in place.
        let found = templates[shape]
        let isRecordedForOtherIDs = found?.isRecordedForOtherIDs(than: rating) ?? false
        guard let shapeTemplate = found, !isRecordedForOtherIDs else {
            let scene = SVGScene(RatingScene(rating: rating), idPrefix: rating.idPrefix)
            let template = writer.recordDocument(idPrefix: rating.idPrefix) {
                scene.writeStandalone(into: &$0, includingXLink: includingXLink)
            }
            let recorded = ShapeTemplate(template: template, fillMask: scene.fillMask, filteredFillSplit: scene.filteredFillSplit)
            templates.keep(recorded, for: shape)
            return
        }
        // A picture drawn through one filter: its split at the fill edge, once for its slots.
        let split = shapeTemplate.filteredFillSplit
        let floods = fill.map(split.floods(for:)), colorRect = fill.map(split.colorRect(for:)), trackRect = fill.map(split.trackRect(for:))
        writer.writeDocument(shapeTemplate.template, idPrefix: rating.idPrefix) { slot, value in
            switch slot {
            case RatingSlot.label: value.set(.text(rating.label))
            case RatingSlot.fillMaskX: value.set(.number(shapeTemplate.fillMask.minX(slidTo: fill)))
            case RatingSlot.wholeFloodExtent: value.set(.number(floods?.whole ?? 0))
            case RatingSlot.partialFloodX: value.set(.number(floods?.partialX ?? 0))
            case RatingSlot.partialFloodOpacity: value.set(.number((floods?.partialOpacity ?? 0) * (color?.opacity ?? 1)))
            case RatingSlot.colorRectX: value.set(.number(colorRect?.minX ?? 0))
            case RatingSlot.colorRectWidth: value.set(.number(colorRect?.width ?? 0))
            case RatingSlot.trackRectX: value.set(.number(trackRect?.minX ?? 0))
            case RatingSlot.trackRectWidth: value.set(.number(trackRect?.width ?? 0))
            case RatingSlot.fillPaint: value.set(.text(color?.svgPaint ?? ""))
            case RatingSlot.fillOpacity: value.set(.number(color?.opacity ?? 1))
            default: preconditionFailure("the serialiser marks no other slot")
            }
        }
    }
}
