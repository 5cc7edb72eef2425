import Foundation
import StarRatingSVG
import Testing

/// The faces realise the scene each on their own: every face has a folder of its own under
/// Sources/StarRatingSVG, and no face's folder names a type, a function or a member that only
/// another face's folder declares. What they share is in folders that are no face's (the web
/// faces' library WebSnippet/, the scene, the model, the front door HTML/, …), which any face
/// may use.
struct FaceIndependenceTests {
    /// The module's sources; `STARSVG_CHECKED_SOURCES` names another tree's, to see this test
    /// fail on one whose faces call each other's code.
    static let sources = ProcessInfo.processInfo.environment["STARSVG_CHECKED_SOURCES"].map(URL.init(fileURLWithPath:))
        ?? packageSources.appendingPathComponent("StarRatingSVG")
    /// The package's Sources/, whose other modules declare names that no face owns.
    static let packageSources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The crossings still left, user → owner, with the names the user takes; each must still
    /// be needed (the test fails when one is no longer named), so that the list only shrinks.
    /// None is left: the rating input draws its stars with the SVG drawing (`SVGDrawing/`), a
    /// library beside the SVG face, and the `<img>` tag takes the PNG's size from `Pixels/`.
    static let knownCrossings: [String: Set<String>] = [:]

    /// The standard library's members that a face's own share a name with (`prefix`, the SVG
    /// ids' and a collection's): words, not names of a face.
    /// `whole` too, a label of SVGDrawing's floods (a tuple's labels are not declarations the
    /// test finds) and the rating input's whole step: a word of both.
    static let standardLibraryWords: Set<String> = ["prefix", "whole"]

    @Test func noFaceNamesWhatOnlyAnotherFaceDeclares() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { folder in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent(folder).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
        let declared = try Dictionary(uniqueKeysWithValues: folders.map { ($0, try Self.declaredNames(in: $0)) })
        // A face's folder holds a type conforming to RatingFace; one folder a face.
        let faceFolders = try folders.filter { folder in
            try Self.code(in: folder).contains { !Self.names(matching: #"(?:struct|enum|class) +([A-Za-z0-9_]+) *: *[^{]*\bRatingFace\b"#, in: $0.code).isEmpty }
        }
        #expect(faceFolders.count == RatingFaces.all.count, "each face its own folder: \(faceFolders) for \(RatingFaces.all.count) faces")
        // The other modules' names: a face's member that shares one (a template value's
        // `number`, a layout's `gap`) names no face when another face uses it.
        let otherModules = try Self.declaredNames(inFilesUnder: Self.packageSources, excluding: "StarRatingSVG")
            .union(Self.standardLibraryWords)
        var pairs = 0
        for owner in faceFolders {
            let elsewhere = declared.filter { $0.key != owner }.values.reduce(into: otherModules) { $0.formUnion($1) }
            // A name the face shares with another folder (a protocol's requirement, a common
            // word) proves nothing either way.
            let ownerOnly = try #require(declared[owner]).subtracting(elsewhere)
            #expect(ownerOnly.count >= 4, "\(owner)'s declarations were not found: \(ownerOnly.sorted())")
            for user in faceFolders where user != owner {
                pairs += 1
                let allowed = Self.knownCrossings["\(user)→\(owner)"] ?? []
                let userCode = try Self.code(in: user)
                // A local, a parameter or a tuple's label of the user's own (in any of its
                // files) that happens to share a member's name.
                let own = userCode.reduce(into: Set<String>()) { own, file in
                    own.formUnion(Self.names(matching: #"(?:let|var|func|case) +([A-Za-z_][A-Za-z0-9_]*)|([A-Za-z_][A-Za-z0-9_]*): *[A-Z\[(]"#,
                                             in: file.code))
                }
                var namedByUser = Set<String>()
                for (file, code) in userCode {
                    // Attributes (`@inline`) are Swift's words, not names.
                    let names = code.replacingOccurrences(of: #"@[A-Za-z_]+"#, with: "", options: .regularExpression)
                    let words = Set(names.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
                    let named = words.intersection(ownerOnly).subtracting(own)
                    namedByUser.formUnion(named)
                    #expect(named.subtracting(allowed).isEmpty, "\(user)/\(file) names \(owner)'s \(named.subtracting(allowed).sorted())")
                }
                #expect(allowed.isSubset(of: namedByUser), "\(user)→\(owner) no longer needs \(allowed.subtracting(namedByUser).sorted())")
            }
        }
        // Every ordered pair of the faces' folders: 30 for the six faces of 1.0.
        let faceCount = RatingFaces.all.count
        #expect(faceCount >= 6 && pairs == faceCount * (faceCount - 1), "\(pairs) pairs checked for \(faceCount) faces")
    }

    /// The files of `folder` and of its subfolders, by their paths in it, their comments and
    /// string literals left out.
    static func code(in folder: String, under root: URL = sources) throws -> [(file: String, code: String)] {
        let directory = root.appendingPathComponent(folder)
        let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        return try files.sorted().map { file in
            // Multi-line literals (the compiled-in templates) are text, not names.
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                .replacingOccurrences(of: ##"(?s)#*"{3}.*?"{3}#*"##, with: "\"\"", options: .regularExpression)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                return code.replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
            }
            return (file, lines.joined(separator: "\n"))
        }
    }

    /// The names `folder` (of `root`) declares: its types, functions, and the members of its types and
    /// extensions (declared at the first level of indentation), not the locals inside functions.
    static func declaredNames(in folder: String, under root: URL = sources) throws -> Set<String> {
        try code(in: folder, under: root).reduce(into: Set<String>()) { names, file in
            names.formUnion(Self.names(matching: #"(?m)^(?:    )?(?:[a-z@()]+ )*(?:struct|enum|class|protocol|typealias|func|var|let|case) +([A-Za-z_][A-Za-z0-9_]*)"#,
                                       in: file.code))
        }
    }

    /// The names declared in the Swift files under `root` (as `declaredNames(in:)` finds
    /// them), but for those in its folder `excluded`.
    static func declaredNames(inFilesUnder root: URL, excluding excluded: String) throws -> Set<String> {
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0 != excluded }
        return try folders.reduce(into: Set<String>()) { names, folder in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path, isDirectory: &isDirectory),
                  isDirectory.boolValue else { return }
            names.formUnion(try declaredNames(in: folder, under: root))
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
