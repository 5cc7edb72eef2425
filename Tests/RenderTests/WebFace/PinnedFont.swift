import Foundation

/// The one face the browser checks' pages set their text in: DejaVu Sans, from Debian's
/// `fonts-dejavu-core` (which `.ci/run` installs), loaded by `@font-face` from a copy of its
/// file beside the pages, so that no check measures whichever face a machine's `sans-serif`
/// is. With Debian's `fonts-noto-core` installed, `sans-serif` becomes Noto Sans, in which the
/// long question of `aLongQuestionKeepsTheStarsUnderTheirLabels` is 16 px narrower than that
/// check needs.
///
/// A page under the strict policy (`StaticFileServer.strictPolicy`, whose `default-src 'none'`
/// leaves no font to load) keeps the machine's face: none of those checks measures text.
enum PinnedFont {
    /// The face's file, as `fonts-dejavu-core` installs it.
    static let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// The copy's name in every session's site.
    static let fileName = "pinned-sans.ttf"
    /// The family the pages name.
    static let family = "starsvg-pinned-sans"

    /// The style rules a page starts with: the face, and the body's text in it at 16 px.
    static let pageRules = "@font-face{font-family:\(family);src:url(\(fileName)) format(\"truetype\")}"
        + "body{font:16px \(family)}\n"

    /// Copies the face's file into `site`.
    /// - Throws: `RenderFailure` naming the package to install when the file is missing.
    static func copy(into site: URL) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw RenderFailure(description: "\(path) is missing (apt-get install fonts-dejavu-core)")
        }
        try FileManager.default.copyItem(atPath: path, toPath: site.appendingPathComponent(fileName).path)
    }
}
