import Foundation
import StarRatingSVG
import Testing
import TestSupport

/// A page of one rating input and, below it, still pictures of some values, all of 5 stars of
/// 48 px (the default levels 1 and 4: red at 1, yellow from 2 to 4, green at 5) in one
/// direction: what the hover and average checks compare the input with, pixel for pixel.
struct InputBesidePictures {
    static let layout = try! StarRating(starCount: 5, value: 0, cellSize: 48).row.layout
    /// Where the input and the still pictures sit on the page, and how far apart.
    static let origin = (x: 40, y: 40)
    static let pictureSpacing = 80
    /// The largest mean difference from the still picture in forced colours (see `expectShows`).
    static let forcedColorsMeanLimit = 2.5

    /// The input's id: its stars are `#ID svg`, and the pictures' ids are `IDp0`, `IDp1`, ….
    let inputID: String
    /// The still pictures' values, in the order they sit below the input.
    let pictureValues: [Double]

    /// Publishes and loads the page: the input made of `input` (the command's arguments, with
    /// the id, the size and the direction added) and the pictures below it; returns the
    /// input's row.
    func open(_ input: [String], _ direction: WebFaceInputBrowserTests.Hover.DirectionCase, as name: String,
              _ environment: BrowserEnvironment) async throws -> ReadingRow {
        let common = ["--stars", "5", "--size", "48"] + direction.arguments
        let origin = Self.origin
        var body = WebFaceInputBrowserTests.RightToLeft.placed(try WebFacePages.starsvg(input + ["--id", inputID] + common), x: origin.x, y: origin.y)
        for (index, value) in pictureValues.enumerated() {
            let text = value == value.rounded() ? String(Int(value)) : String(value)
            body += WebFaceInputBrowserTests.RightToLeft.placed(
                try WebFacePages.starsvg(["--format", "html", "--value", text, "--id", "\(inputID)p\(index)"] + common),
                x: origin.x, y: origin.y + (index + 1) * Self.pictureSpacing)
        }
        try environment.publish(WebFaceInputBrowserTests.RightToLeft.page(isRightToLeft: direction.isPageRightToLeft, body: body), as: name)
        try await environment.open(name)
        let box = try await environment.boundingBox(of: "#\(inputID) svg")
        try #require(box.x == Double(origin.x) && box.y == Double(origin.y), "the input's stars are at \(box)")
        return ReadingRow(layout: Self.layout, originX: box.x, originY: box.y, isRightToLeft: direction.isRightToLeft)
    }

    /// Once nothing moves (unless `waits` is false), expects the input to show `value`: a whole
    /// value's stars up to it coloured, the whole row as the still picture of `value` draws it
    /// (but for a focus ring, `hasRing`, which no picture has), and star 1 in the picture's
    /// colour. In forced colours (`isForced`) the colour is the system's, which the row's
    /// check of band colours does not know: the comparison with the picture holds alone.
    /// Returns the screenshot.
    @discardableResult
    func expectShows(_ value: Double, _ row: ReadingRow, _ context: String, shot name: String, waits: Bool = true,
                     hasRing: Bool = false, isForced: Bool = false, _ environment: BrowserEnvironment,
                     sourceLocation: SourceLocation = #_sourceLocation) async throws -> RasterImage {
        if waits { try await WebFaceBrowserTests().waitForStillness(environment) }
        let shot = try await environment.screenshot(name)
        if value == value.rounded(), !isForced { row.expectWholeValue(Int(value), in: shot, context, sourceLocation: sourceLocation) }
        let index = try #require(pictureValues.firstIndex(of: value))
        let (origin, width, height) = (Self.origin, Int(Self.layout.width), Int(Self.layout.height))
        let input = shot.cropped(x: origin.x, y: origin.y, width: width, height: height)
        let picture = shot.cropped(x: origin.x, y: origin.y + (index + 1) * Self.pictureSpacing, width: width, height: height)
        var difference = PixelDifference()
        difference.add(input, picture)
        // In forced colours the still picture's two layers of tiles are each anti-aliased at the
        // stars' edge, against the CanvasText outline, where the input's stack is masked once:
        // the edge pixels differ (a mean of 1.3 to 1.8 measured).
        let limit = isForced ? Self.forcedColorsMeanLimit : 1.0
        #expect(hasRing || difference.mean <= limit, "\(context): the input differs from the still picture of \(value) by a mean of \(difference.mean)",
                sourceLocation: sourceLocation)
        let first = (x: Int(row.centreX(ofStar: 1)) - origin.x, y: height / 2)
        #expect(input.pixel(first.x, first.y).maximumChannelDifference(to: picture.pixel(first.x, first.y)) <= 3,
                "\(context): star 1 is \(input.pixel(first.x, first.y)), not the colour of \(value), \(picture.pixel(first.x, first.y))",
                sourceLocation: sourceLocation)
        #expect(isForced || input.pixel(first.x, first.y).colorfulness > 60, "\(context): star 1 shows no colour", sourceLocation: sourceLocation)
        return shot
    }
}
