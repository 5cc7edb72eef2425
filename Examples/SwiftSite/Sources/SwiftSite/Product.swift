/// A product on the page, as a site would read it from its data (a JSON file, a database).
struct Product {
    /// The product's name, shown as text: any characters.
    let name: String
    /// A sentence about it.
    let summary: String
    /// The average rating, as written in the data.
    let rating: String
    /// The number of stars the rating is out of.
    var starCount = 5
    /// The thresholds of the rating's colours; `nil` for the reference's.
    var levels: [Double]? = nil

    static let catalogue = [
        Product(name: "Desk lamp", summary: "Bright, steady, and the arm stays where you put it.", rating: "4.5"),
        Product(name: "Kettle", summary: "Boils fast, but the lid sticks after a month.", rating: "2"),
        Product(name: "Salt & pepper mill", summary: "Grinds both, fine or coarse; the <ceramic> burr lasts.", rating: "3.7"),
        Product(name: "Espresso machine", summary: "Rated out of ten, as the café trade does.", rating: "7.25", starCount: 10, levels: [2, 8]),
    ]
}
