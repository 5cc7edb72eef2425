import Foundation

/// An HTML page as the tests write them: the HTML5 doctype, `<html lang="en">` (or another
/// language, and a direction), a head with
/// the UTF-8 charset, a title and a style sheet, then the body as given. The samples' index
/// and the render tests' browser page share this one skeleton.
public struct HTMLPage: Sendable {
    /// The `<title>` text; escaped when written.
    public var title: String
    /// The style sheet's rules, one a line, written as they are.
    public var styleRules: [String]
    /// The body's markup, written as it is: each line ends with a newline.
    public var body: String
    /// The page's language, a BCP 47 tag.
    public var language: String
    /// The page's direction (`rtl`), or `nil` for the default, left to right.
    public var direction: String?

    /// A page titled `title`, styled by `styleRules`, showing `body`, in `language` (English by
    /// default) and `direction`.
    public init(title: String, styleRules: [String], body: String, language: String = "en", direction: String? = nil) {
        self.title = title
        self.styleRules = styleRules
        self.body = body
        self.language = language
        self.direction = direction
    }

    /// The page's text, ending with a newline.
    public var html: String {
        let escapedTitle = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return """
            <!DOCTYPE html>
            <html lang="\(language)"\(direction.map { " dir=\"\($0)\"" } ?? "")>
            <head>
            <meta charset="utf-8">
            <title>\(escapedTitle)</title>
            <style>
            \(styleRules.map { $0 + "\n" }.joined())</style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }
}
