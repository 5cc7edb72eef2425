import SVGKit

/// A shape's template, and what its slots are computed from: what `RatingSVGWriter` keeps of
/// each shape (`StandaloneSVGShape`).
struct ShapeTemplate: Sendable {
    let template: SVGTemplate
    /// The fill mask, whose slid place is a slot.
    let fillMask: SVGFillMask
    /// Where a picture drawn through one filter splits at the fill edge.
    let filteredFillSplit: FilteredFillSplit

    /// Whether the template was recorded with an id prefix of another length than a derived
    /// one, so that a rating with a derived id is better served by a template recorded anew:
    /// only a template recorded with that length writes a prefix in place, without re-laying
    /// the bytes after it.
    func isRecordedForOtherIDs(than rating: StarRating) -> Bool {
        template.recordedIDPrefixByteCount != StarRating.derivedIDPrefixLength
            && rating.idPrefix.utf8.count == StarRating.derivedIDPrefixLength
    }
}

extension Dictionary where Key == StandaloneSVGShape, Value == ShapeTemplate {
    /// Keeps `template` as the one of `shape`, in place of any before it; a dictionary of
    /// `RatingSVGWriter.templateLimit` shapes starts afresh first.
    mutating func keep(_ template: ShapeTemplate, for shape: StandaloneSVGShape) {
        if self[shape] == nil, count == RatingSVGWriter.templateLimit { removeAll(keepingCapacity: true) }
        self[shape] = template
    }
}
