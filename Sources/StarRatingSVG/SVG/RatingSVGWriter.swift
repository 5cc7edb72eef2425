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
/// ```swift
/// var writer = RatingSVGWriter()
/// for rating in ratings {
///     writer.reset()
///     writer.write(rating)
///     save(writer.bytes)
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

    /// A writer with an empty buffer.
    /// - Parameters:
    ///   - options: compact (the default) or pretty, and the number precision.
    ///   - capacity: bytes to reserve at once.
    public init(options: SVGWriterOptions = .compact, capacity: Int = 4096) {
        writer = SVGWriter(options: options, capacity: capacity)
    }

    /// The options in force.
    public var options: SVGWriterOptions { writer.options }

    /// The bytes written since the last `reset()`.
    public var bytes: [UInt8] { writer.bytes }

    /// Calls `body` with the bytes written since the last `reset()`, without copying them into
    /// an array: to join many ratings in one buffer of the caller's.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try writer.withBytes(body)
    }

    /// The number of bytes written since the last `reset()`.
    public var byteCount: Int { writer.byteCount }

    /// The number of shapes whose templates the writer holds.
    public var templateCount: Int { templates.count }

    /// Empties the buffer, keeping its capacity and the templates.
    public mutating func reset() {
        writer.reset()
    }

    /// Writes `rating` as a standalone SVG document, `svgBytes(options:includingXLink:)`'s
    /// bytes, after what the writer holds.
    /// - Parameters:
    ///   - rating: the rating to write.
    ///   - includingXLink: whether references also carry `xlink:href` (see
    ///     `StarRating.svgDocument(includingXLink:)`).
    /// - Complexity: O(*n*) in the size of the output; the first rating of a shape, O(*n*) in
    ///   the number of stars as well.
    public mutating func write(_ rating: StarRating, includingXLink: Bool = false) {
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
            let recorded = ShapeTemplate(template: template, softEdgeMask: scene.softEdgeMask)
            templates.keep(recorded, for: shape)
            return
        }
        // A picture drawn through one filter: its split at the fill edge, once for its slots.
        let split = shapeTemplate.filteredFillSplit
        let floods = fill.map(split.floods(for:)), colorRect = fill.map(split.colorRect(for:)), trackRect = fill.map(split.trackRect(for:))
        writer.writeDocument(shapeTemplate.template, idPrefix: rating.idPrefix) { slot, value in
            switch slot {
            case RatingSlot.label: value.set(.text(rating.label))
            case RatingSlot.fillMaskX: value.set(.number(shapeTemplate.softEdgeMask.minX(slidTo: fill)))
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
