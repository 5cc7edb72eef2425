import Foundation

/// An HTML page as the tests write them: the HTML5 doctype, `<html lang="en">`, a head with
/// the UTF-8 charset, a title and a style sheet, then the body as given. The samples' index
/// and the render tests' browser page share this one skeleton.
public struct HTMLPage: Sendable {
    /// The `<title>` text; escaped when written.
    public var title: String
    /// The style sheet's rules, one a line, written as they are.
    public var styleRules: [String]
    /// The body's markup, written as it is: each line ends with a newline.
    public var body: String

    /// A page titled `title`, styled by `styleRules`, showing `body`.
    public init(title: String, styleRules: [String], body: String) {
        self.title = title
        self.styleRules = styleRules
        self.body = body
    }

    /// The page's text, ending with a newline.
    public var html: String {
        let escapedTitle = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return """
            <!DOCTYPE html>
            <html lang="en">
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
