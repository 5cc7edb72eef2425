import WebTemplates

/// The live rating's templates, parsed once.
enum LiveTemplates {
    /// `Templates/live.html`: the picture, its value given by the page.
    static let markup = RatingTemplates.parse(EmbeddedTemplates.live, "live.html")
    /// `Templates/live.css`: the live rating's own groups of its style sheet, over the picture's.
    static let styleGroups = RatingStyleSheet.GroupTemplate(template: RatingTemplates.parse(EmbeddedTemplates.liveStyleSheet, "live.css"),
                                                            name: "live.css", sections: ["common", "steps", "band", "look", "default"])
}
