extension StarRating {
    /// This rating with the id prefix of one web snippet of it (`distinguished(by:)`): the
    /// texts that set its ids apart from those of the same rating in another form, hashed into
    /// the derived prefix. `kind` is the face's own (a rating input's name, step, required,
    /// disabled and average; the picture and the live rating write no ids). Where the style
    /// and script go is left out, and so is the microdata: neither changes what the ids name.
    /// The size unit is in, as a unit that changes the style sheet, and so is a fixed
    /// left-to-right direction, which changes the markup (`dir`) even where it draws as `auto`
    /// does.
    func distinguished(asSnippet kind: [String], isAnimated: Bool, sizeUnit: HTMLSizeUnit) -> StarRating {
        distinguished(by: ["html", isAnimated ? "animated" : "still"] + kind + (sizeUnit == .pixels ? [] : [sizeUnit.rawValue])
                          + (direction == .leftToRight ? ["ltr"] : []))
    }
}
