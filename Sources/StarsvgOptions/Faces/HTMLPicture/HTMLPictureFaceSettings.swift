/// What the HTML picture's own options set in a request.
package struct HTMLPictureFaceSettings: FaceSettings {
    /// Whether the picture carries schema.org microdata (`--schema`).
    package var includesSchema = false
    /// The number of ratings the value sums up (`--rating-count`); `nil` for a single rating.
    package var ratingCount: Int?

    /// No option given.
    package init() {}
}
