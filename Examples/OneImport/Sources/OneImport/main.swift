import StarRatingSVG

// Everything below comes from the one import: the rating (StarRatingSVG), the fill mode and
// star shape (StarGeometry's, re-exported alone), and the writer options (SVGKit's, the same).
let star = try StarShape(points: 5, innerRadiusRatio: 0.5)
let rating = try StarRating(starCount: 10, value: 7.5, levels: [2, 8], fillMode: FillMode.width, shape: .star(star))
let options: SVGWriterOptions = .pretty
print(rating.svgString(options: options), terminator: "")
