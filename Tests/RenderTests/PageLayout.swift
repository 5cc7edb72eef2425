/// A browser page's grid: every case of one device scale as an `<img>`, packed in shelves left to
/// right, then (at scale 1) the visible ratings of the many-ratings section below them.
///
/// Whole-pixel positions in CSS pixels, so that each picture lands on the screenshot's pixel grid
/// exactly as a standalone render does.
struct PageLayout: Sendable {
    /// The device scale of the cases on this page.
    let deviceScale: Int
    /// The catalogue indices of the cases on this page, in page order.
    let caseIndices: [Int]
    /// Where each of those cases' `<img>` goes, parallel to `caseIndices`.
    let casePlacements: [PagePlacement]
    /// Where each visible inline rating goes, parallel to `visibleInlineCases`.
    let inlinePlacements: [PagePlacement]
    /// The page's (and the browser window's) width.
    let width: Int
    /// The page's (and the browser window's) height.
    let height: Int

    /// Space around and between pictures.
    static let margin = 8

    /// Lays out the pictures of the cases at `deviceScale` in shelves at most two 10-star rows
    /// wide; the many-ratings section goes on the scale-1 page.
    init(catalogue: RenderCatalogue, deviceScale: Int) {
        self.deviceScale = deviceScale
        caseIndices = catalogue.cases.indices.filter { catalogue.cases[$0].configuration.deviceScale == deviceScale }
        let sizes = catalogue.cases.map { (width: Int($0.rating.row.layout.width.rounded(.up)),
                                           height: Int($0.rating.row.layout.height.rounded(.up))) }
        let shelfWidth = 2 * (sizes.map(\.width).max() ?? 0) + 3 * Self.margin
        var (x, y, shelfHeight) = (Self.margin, Self.margin, 0)
        func place(_ size: (width: Int, height: Int)) -> PagePlacement {
            if x + size.width + Self.margin > shelfWidth {
                (x, y, shelfHeight) = (Self.margin, y + shelfHeight + Self.margin, 0)
            }
            defer {
                x += size.width + Self.margin
                shelfHeight = max(shelfHeight, size.height)
            }
            return PagePlacement(x: x, y: y, width: size.width, height: size.height)
        }
        casePlacements = caseIndices.map { place(sizes[$0]) }
        // The many-ratings section starts on a shelf of its own.
        (x, y, shelfHeight) = (Self.margin, y + shelfHeight + Self.margin, 0)
        inlinePlacements = deviceScale == 1 ? catalogue.visibleInlineCases.map { place(sizes[$0]) } : []
        width = shelfWidth
        height = y + shelfHeight + Self.margin
    }
}
