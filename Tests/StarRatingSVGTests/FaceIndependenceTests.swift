import Foundation
import Testing

/// The faces realise the scene each on their own: nothing in the PNG face names a type, a
/// function or a member that the SVG face declares.
struct FaceIndependenceTests {
    /// The module's sources; `STARSVG_CHECKED_SOURCES` names another tree's, to see this test
    /// fail on one whose PNG face calls the SVG's.
    static let sources = ProcessInfo.processInfo.environment["STARSVG_CHECKED_SOURCES"].map(URL.init(fileURLWithPath:))
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/StarRatingSVG")

    @Test func thePNGFaceNamesNothingOfTheSVGFace() throws {
        let svgNames = try Self.declaredNames(in: "SVG")
        let elsewhere = try ["Scene", "PNG", "Model", "HTML", "WebSnippet", "Internal", "Shapes", "Faces", "ImageTag"].reduce(into: Set<String>()) {
            $0.formUnion(try Self.declaredNames(in: $1))
        }
        // A name the SVG face shares with another folder (a protocol's requirement, a common
        // word) proves nothing either way.
        let faceOnly = svgNames.subtracting(elsewhere)
        #expect(faceOnly.count > 20, "the SVG face's declarations were not found: \(faceOnly.sorted())")
        for (file, code) in try Self.code(in: "PNG") {
            let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            // A local or a parameter of the PNG's own that happens to share a member's name.
            let own = Self.names(matching: #"(?:let|var|func|case) +([A-Za-z_][A-Za-z0-9_]*)|([A-Za-z_][A-Za-z0-9_]*): *[A-Z\[(]"#, in: code)
            let named = words.intersection(faceOnly).subtracting(own)
            #expect(named.isEmpty, "PNG/\(file) names the SVG face's \(named.sorted())")
        }
    }

    /// The files of `folder`, their comments and string literals left out.
    static func code(in folder: String) throws -> [(file: String, code: String)] {
        let directory = sources.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted().map { file in
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                return code.replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
            }
            return (file, lines.joined(separator: "\n"))
        }
    }

    /// The names `folder` declares: its types, functions, and the members of its types and
    /// extensions (declared at the first level of indentation), not the locals inside functions.
    static func declaredNames(in folder: String) throws -> Set<String> {
        try code(in: folder).reduce(into: Set<String>()) { names, file in
            names.formUnion(Self.names(matching: #"(?m)^(?:    )?(?:[a-z@()]+ )*(?:struct|enum|class|protocol|typealias|func|var|let|case) +([A-Za-z_][A-Za-z0-9_]*)"#,
                                       in: file.code))
        }
    }

    /// What the capture groups of `pattern` match in `code`.
    static func names(matching pattern: String, in code: String) -> Set<String> {
        // The patterns are this file's own and valid.
        let expression = try! NSRegularExpression(pattern: pattern)
        var names = Set<String>()
        for match in expression.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
            for group in 1..<match.numberOfRanges {
                if let range = Range(match.range(at: group), in: code) { names.insert(String(code[range])) }
            }
        }
        return names
    }
}
