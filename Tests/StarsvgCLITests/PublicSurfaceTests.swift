import StarsvgSystem
import Foundation
import Testing

/// The command's targets share their code through `package` access: what is `public` in
/// StarsvgSystem, StarsvgJSON, StarsvgOptions, StarsvgBatch and StarsvgCLI is what `main.swift` and the fuzzer (a package
/// of its own, which sees no `package` declaration) call, and nothing more. A declaration made
/// `public` for convenience would quietly become API that a package depending on starsvg could
/// build on; this lists every one, so adding one is a decision the list records.
@Suite struct PublicSurfaceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The command's targets, whose public surface is the command's, not an API.
    static let commandTargets = ["StarsvgSystem", "StarsvgJSON", "StarsvgOptions", "StarsvgBatch", "StarsvgCLI"]

    /// Every public declaration of those targets, as "file: name" (the name being the first word
    /// after the declaration's keyword), and who needs it.
    static let expected: Set<String> = [
        // main.swift: the command, its arguments, its streams and its result.
        "StarsvgCommand.swift: StarsvgCommand", "StarsvgCommand.swift: main",
        "CommandLineArguments.swift: CommandLineArguments", "CommandLineArguments.swift: decode",
        "StandardStream.swift: StandardStream", "StandardStream.swift: write", "StandardStream.swift: readAll",
        "CommandResult.swift: CommandResult", "CommandResult.swift: exitCode", "CommandResult.swift: standardOutput",
        "CommandResult.swift: standardError",
        // The fuzzer: the command with a file writer of its own, and the outputs it recognises.
        "StarsvgCommand.swift: run", "StarsvgCommand.swift: help", "StarsvgCommand.swift: usageHint",
        "CommandResult.swift: usageExitCode",
        "OutputFile.swift: OutputFile", "OutputFile.swift: path", "OutputFile.swift: bytes",
        "AtomicFileWriter.swift: AtomicFileWriter", "AtomicFileWriter.swift: Failure", "AtomicFileWriter.swift: description",
        "StarsvgRelease.swift: StarsvgRelease", "StarsvgRelease.swift: versionLine",
        "CompletionShell.swift: CompletionShell", "CompletionShell.swift: completionScript",
    ]

    /// The public declarations in `text`, the Swift source of the file `file`.
    static func publicDeclarations(in text: String, file: String) throws -> [String] {
        let declaration = #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:(?:static|final|mutating|nonmutating|override|indirect|convenience|required)\s+)*(?:func|var|let|init|subscript|struct|enum|class|actor|protocol|typealias|extension|case)\b\s*([A-Za-z_][A-Za-z0-9_]*)?"#
        let pattern = try NSRegularExpression(pattern: declaration, options: [.anchorsMatchLines])
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            file + ": " + (Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? "init")
        }
    }

    /// The public declarations found in the sources of the command's targets.
    static func publicDeclarations() throws -> [String] {
        var found: [String] = []
        for target in commandTargets {
            let folder = packageRoot.appendingPathComponent("Sources/" + target)
            let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
            for case let path as String in enumerator where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                found += try publicDeclarations(in: text, file: (path as NSString).lastPathComponent)
            }
        }
        return found.sorted()
    }

    @Test func onlyWhatMainAndTheFuzzerCallIsPublic() throws {
        let found = try Self.publicDeclarations()
        #expect(Set(found).subtracting(Self.expected).isEmpty,
                "public beyond what main.swift and the fuzzer need (make it package): \(Set(found).subtracting(Self.expected).sorted())")
        #expect(Self.expected.subtracting(found).isEmpty,
                "listed as public but not found (update the list): \(Self.expected.subtracting(found).sorted())")
        #expect(found.count == Self.expected.count, "a declaration is public twice: \(found)")
        #expect(found.count <= 25, "issue 36 allows 25 public declarations in the command's targets, found \(found.count)")
    }

    /// The scan reads declarations as Swift writes them, and nothing else, so that the list
    /// above cannot pass by matching nothing.
    @Test func theScanFindsEveryKindOfDeclarationAndNoComment() throws {
        let source = """
            public enum A {
                public static func b() {}
                @discardableResult public func c() -> Int { 0 }
                public init(d: Int) {}
                public static let e = 1
                public var f: Int { 0 }
                package func notPublic() {}
                /// public func inAComment()
                let text = "public func inAString()"
            }
            public final class G {}
            public typealias H = Int
            @_cdecl("x") public func i() {}
            """
        #expect(try Self.publicDeclarations(in: source, file: "F.swift")
                == ["A", "b", "c", "init", "e", "f", "G", "H", "i"].map { "F.swift: " + $0 })
    }
}
