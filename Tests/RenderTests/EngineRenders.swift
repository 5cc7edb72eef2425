import Foundation

/// One engine's pictures of every case.
struct EngineRenders: Sendable {
    /// The engine that drew them.
    let engine: RenderEngine
    /// What was drawn.
    let catalogue: RenderCatalogue
    /// One picture a case, parallel to the catalogue's cases, each exactly the rating's size.
    let images: [RasterImage]
    /// The many-ratings section's visible ratings, parallel to `visibleInlineCases`; empty for
    /// the file renderers, which have no page.
    let inlineImages: [RasterImage]
    /// The PNG file each case's picture came from, to look at when a check fails.
    let pictureFiles: [URL]
}
