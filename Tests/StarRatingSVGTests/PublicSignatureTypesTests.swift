import Foundation
import Testing
import TestSupport

/// `import StarRatingSVG` brings every type that a public signature it brings names, and every
/// error such an API throws names the parameter at fault: read from the symbol graphs of the
/// built modules (`swift-symbolgraph-extract`, as DocC reads them), so that a new public
/// declaration cannot return a type a user cannot name (`svgDocument()` once returned an
/// `SVGDocument` that `import StarRatingSVG` did not bring) nor throw an error outside
/// `RatingParameterError`.
///
/// A symbol is brought when its type is StarRatingSVG's, of a module Exports.swift re-exports
/// whole, or one it re-exports alone (a scoped import), with everything inside that type. The
/// signatures of brought symbols (declarations, conformances) may name only brought types and
/// the standard library's. Each type of the modules below that they name is named again by
/// `ExportedTypesTests`, which imports StarRatingSVG alone, so that the compiler checks what
/// this test reads from Exports.swift.
@Suite struct PublicSignatureTypesTests {
    /// The library's modules whose graphs are read: StarRatingSVG and every module below it
    /// that a product holds (the `package` ones, RasterKit and PNGKit, can name nothing public).
    static let modules = ["StarRatingSVG", "PlaneGeometry", "StarGeometry", "SVGKit", "CSSColor", "LocalizedTexts", "OutputText",
                          "WebTemplates"]

    /// What StarRatingSVG re-exports, read from its Exports.swift.
    struct Exports {
        /// Modules re-exported whole.
        var modules: Set<String> = []
        /// Types re-exported alone, as "Module.Type".
        var types: Set<String> = []
    }

    /// A public symbol, as the graphs have it.
    struct Symbol {
        /// The module whose type it is or is a member of (an extension's, for a member
        /// StarRatingSVG declares on another module's type).
        let module: String
        /// Its path, the type's name first.
        let path: [String]
        /// Its declaration, each piece with the type it names, if any.
        let fragments: [(spelling: String, type: String?)]

        var name: String { module + "." + path.joined(separator: ".") }
        /// The top-level type it is or belongs to, as "Module.Type".
        var topLevelType: String { module + "." + path[0] }
    }

    /// The public API read from the graphs: its symbols, each type's USR and name, the
    /// conformances.
    struct API {
        var symbols: [Symbol] = []
        /// A declared type's "Module.Type" (its top-level type) by its USR.
        var topLevelTypeByUSR: [String: String] = [:]
        /// (source USR, target USR) of every conformance and inheritance.
        var conformances: [(source: String, target: String)] = []
        /// The USR of every type with a conformance, by the target protocol's USR.
        var conformingTypes: [String: Set<String>] = [:]
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Exports.swift's `@_exported import` lines.
    static func exports() throws -> Exports {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Sources/StarRatingSVG/Exports.swift"), encoding: .utf8)
        var exports = Exports()
        for line in text.split(separator: "\n") where line.hasPrefix("@_exported import ") {
            let words = line.split(separator: " ")
            if words.count == 3 { exports.modules.insert(String(words[2])) } else { exports.types.insert(String(words[3])) }
        }
        return exports
    }

    /// The folder of the built modules: beside the test bundle, in SwiftPM's products folder.
    static func modulesFolder() throws -> URL {
        var folder = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/StarRatingSVG.swiftmodule").path) {
            try #require(folder.pathComponents.count > 1, "no Modules/StarRatingSVG.swiftmodule above \(Bundle.main.bundleURL.path)")
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("Modules")
    }

    /// A program of the toolchain: on `PATH`, or beside the `swift` that is.
    static func toolchainProgram(_ name: String) throws -> String {
        if let path = InstalledProgram(name, package: "swift").path { return path }
        let swift = try #require(InstalledProgram("swift", package: "swift").path, "no swift on PATH")
        let beside = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name).path
        try #require(FileManager.default.isExecutableFile(atPath: beside), "no \(name) on PATH nor beside \(swift)")
        return beside
    }

    /// The public API of `modules`, from graphs extracted into a temporary folder.
    static func readAPI() async throws -> API {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("starsvg-symbols-" + UUID().uuidString.prefix(8))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // The target and SDK the modules were built for: the toolchain's own.
        let info = try await ProcessRunner(try toolchainProgram("swift"), ["-print-target-info"]).run()
        let target = try #require(try JSONSerialization.jsonObject(with: Data(info.standardOutput)) as? [String: Any])
        let triple = try #require((target["target"] as? [String: Any])?["triple"] as? String)
        let sdk = ((target["paths"] as? [String: Any])?["sdkPath"] as? String).map { ["-sdk", $0] } ?? []
        let extractor = try toolchainProgram("swift-symbolgraph-extract")
        let modules = try modulesFolder().path
        for module in Self.modules {
            let run = try await ProcessRunner(extractor, ["-module-name", module, "-I", modules, "-target", triple] + sdk
                                              + ["-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", folder]).run()
            try #require(run.exitStatus == 0, "swift-symbolgraph-extract \(module): \(run.standardError)")
        }
        var api = API()
        var typeKinds: Set<String> = ["swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias"]
        typeKinds.insert("swift.actor")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".symbols.json") {
            let graph = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))) as? [String: Any])
            // "A.symbols.json" is A's own; "A@B.symbols.json", A's members of B's types.
            let names = file.dropLast(".symbols.json".count).split(separator: "@").map(String.init)
            let owner = names.last!
            for case let symbol as [String: Any] in graph["symbols"] as? [Any] ?? [] {
                let path = try #require(symbol["pathComponents"] as? [String])
                let usr = try #require((symbol["identifier"] as? [String: Any])?["precise"] as? String)
                let kind = ((symbol["kind"] as? [String: Any])?["identifier"] as? String) ?? ""
                if typeKinds.contains(kind) { api.topLevelTypeByUSR[usr] = owner + "." + path[0] }
                let fragments = (symbol["declarationFragments"] as? [[String: Any]] ?? []).map { fragment in
                    (spelling: fragment["spelling"] as? String ?? "",
                     type: fragment["kind"] as? String == "typeIdentifier" ? fragment["preciseIdentifier"] as? String : nil)
                }
                api.symbols.append(Symbol(module: owner, path: path, fragments: fragments))
            }
            for case let relationship as [String: Any] in graph["relationships"] as? [Any] ?? [] {
                guard let kind = relationship["kind"] as? String, kind == "conformsTo" || kind == "inheritsFrom",
                      let source = relationship["source"] as? String, let target = relationship["target"] as? String else { continue }
                api.conformances.append((source, target))
                api.conformingTypes[target, default: []].insert(source)
            }
        }
        return api
    }

    /// Whether a USR is the standard library's (`s:S…`, `s:s…`) or one of its companions'.
    static func isStandardLibrary(_ usr: String) -> Bool {
        usr.hasPrefix("s:S") || usr.hasPrefix("s:s") || ["_Concurrency", "_StringProcessing", "Synchronization"].contains(module(ofUSR: usr))
    }

    /// The module a Swift USR names first (`s:12StarGeometry4RectV` → `StarGeometry`).
    static func module(ofUSR usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        let rest = usr.dropFirst(2)
        let digits = rest.prefix { $0.isNumber }
        guard let length = Int(digits) else { return nil }
        return String(rest.dropFirst(digits.count).prefix(length))
    }

    /// The findings over `api`, with `exports` as the re-exports.
    struct Findings {
        /// "signature: type" for each brought signature that names a type not brought.
        var unbrought: [String] = []
        /// Each type of the modules below that a brought signature names, as "Module.Type".
        var namedBelow: Set<String> = []
        /// "function: error" for each brought API that throws an error outside
        /// `RatingParameterError`.
        var unmapped: [String] = []
    }

    static func findings(_ api: API, exports: Exports) -> Findings {
        func isBrought(_ type: String) -> Bool {
            let module = String(type.prefix { $0 != "." })
            return module == "StarRatingSVG" || exports.modules.contains(module) || exports.types.contains(type)
        }
        let parameterError = api.topLevelTypeByUSR.first { $0.value == "StarRatingSVG.RatingParameterError" }?.key
        let mapped = parameterError.map { api.conformingTypes[$0] ?? [] } ?? []
        var findings = Findings()
        // The name of a named type, or why it cannot be told: a type of no graph read is not
        // the library's, and may be named only if it is the standard library's.
        func check(_ usr: String, in signature: String) {
            if let type = api.topLevelTypeByUSR[usr] {
                if !isBrought(type) { findings.unbrought.append("\(signature): \(type)") }
                if !type.hasPrefix("StarRatingSVG.") { findings.namedBelow.insert(type) }
            } else if !isStandardLibrary(usr), module(ofUSR: usr).map(Self.modules.contains) != true {
                findings.unbrought.append("\(signature): \(usr), of no module read")
            }
        }
        var broughtUSRs: Set<String> = []
        for symbol in api.symbols where isBrought(symbol.topLevelType) {
            for fragment in symbol.fragments { if let usr = fragment.type { check(usr, in: symbol.name) } }
            // A typed throw's error: the first type after `throws(`.
            if let throwsAt = symbol.fragments.firstIndex(where: { $0.spelling == "throws" }),
               throwsAt + 2 < symbol.fragments.count, symbol.fragments[throwsAt + 1].spelling.hasPrefix("("),
               let usr = symbol.fragments[(throwsAt + 2)...].first(where: { $0.type != nil })?.type,
               api.topLevelTypeByUSR[usr] != nil, !mapped.contains(usr) {
                findings.unmapped.append("\(symbol.name): \(api.topLevelTypeByUSR[usr]!)")
            }
        }
        for (usr, type) in api.topLevelTypeByUSR where isBrought(type) { broughtUSRs.insert(usr) }
        for conformance in api.conformances where broughtUSRs.contains(conformance.source) {
            check(conformance.target, in: "\(api.topLevelTypeByUSR[conformance.source] ?? conformance.source)'s conformance")
        }
        return findings
    }

    /// The types `ExportedTypesTests` names with `import StarRatingSVG` alone.
    static func namedByTheCompiledTest() throws -> Set<String> {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tests/StarRatingSVGTests/ExportedTypesTests.swift"), encoding: .utf8)
        return Set(text.matches(of: #/\((\w+)\.self, "(\w+)\.\1"\)/#).map { String($0.2) + "." + String($0.1) })
    }

    @Test(.timeLimit(.minutes(2)))
    func everyTypeAPublicSignatureNamesComesWithTheImport() async throws {
        let api = try await Self.readAPI()
        try #require(api.symbols.count > 500, "the graphs hold \(api.symbols.count) symbols: not the library's")
        let exports = try Self.exports()
        let findings = Self.findings(api, exports: exports)
        #expect(findings.unbrought.isEmpty,
                "public signatures that import StarRatingSVG brings name types it does not (re-export them in Exports.swift, or change the signature):\n\(findings.unbrought.sorted().joined(separator: "\n"))")
        #expect(findings.unmapped.isEmpty,
                "APIs that import StarRatingSVG brings throw an error that is no RatingParameterError:\n\(findings.unmapped.sorted().joined(separator: "\n"))")
        // Each re-exported type is one a signature needs, and the compiled test names each.
        #expect(exports.types.subtracting(findings.namedBelow).isEmpty,
                "re-exported alone, but no public signature names it: \(exports.types.subtracting(findings.namedBelow).sorted())")
        let named = try Self.namedByTheCompiledTest()
        #expect(findings.namedBelow.subtracting(named).isEmpty,
                "named by public signatures but not by ExportedTypesTests: \(findings.namedBelow.subtracting(named).sorted())")
    }

    /// The check finds what it is for, on a graph made up for it: a signature naming a type of a
    /// module not re-exported, a conformance to one, an error outside the protocol; and not a
    /// type re-exported alone, the standard library's, nor a member of a type not brought.
    @Test func theCheckFindsATypeNotBroughtAndAnErrorNotMapped() {
        var api = API()
        api.topLevelTypeByUSR = ["s:13StarRatingSVG1AV": "StarRatingSVG.A", "s:6SVGKit1BV": "SVGKit.B", "s:6SVGKit1CV": "SVGKit.C",
                                 "s:13StarRatingSVG1EO": "StarRatingSVG.E", "s:13StarRatingSVG1PP": "StarRatingSVG.RatingParameterError",
                                 "s:13StarRatingSVG1FO": "StarRatingSVG.F", "s:6SVGKit1DP": "SVGKit.D"]
        api.conformingTypes = ["s:13StarRatingSVG1PP": ["s:13StarRatingSVG1FO"]]
        api.conformances = [("s:13StarRatingSVG1AV", "s:6SVGKit1DP"), ("s:13StarRatingSVG1AV", "s:s8SendableP")]
        func symbol(_ module: String, _ path: [String], _ pieces: [(String, String?)]) -> Symbol {
            Symbol(module: module, path: path, fragments: pieces.map { (spelling: $0.0, type: $0.1) })
        }
        api.symbols = [
            symbol("StarRatingSVG", ["A", "b()"], [("func b() -> ", nil), ("B", "s:6SVGKit1BV")]),
            symbol("StarRatingSVG", ["A", "c()"], [("func c() -> ", nil), ("C", "s:6SVGKit1CV"), ("Int", "s:Si")]),
            symbol("StarRatingSVG", ["A", "e()"], [("func e() ", nil), ("throws", nil), ("(", nil), ("E", "s:13StarRatingSVG1EO"), (")", nil)]),
            symbol("StarRatingSVG", ["A", "f()"], [("func f() ", nil), ("throws", nil), ("(", nil), ("F", "s:13StarRatingSVG1FO"), (")", nil)]),
            symbol("SVGKit", ["B", "g()"], [("func g() -> ", nil), ("C", "s:6SVGKit1CV")]),
        ]
        let findings = Self.findings(api, exports: Exports(modules: [], types: ["SVGKit.C"]))
        #expect(findings.unbrought.sorted() == ["StarRatingSVG.A's conformance: SVGKit.D", "StarRatingSVG.A.b(): SVGKit.B"])
        #expect(findings.unmapped == ["StarRatingSVG.A.e(): StarRatingSVG.E"])
        #expect(findings.namedBelow == ["SVGKit.B", "SVGKit.C", "SVGKit.D"])
        #expect(Self.module(ofUSR: "s:12StarGeometry4RectV") == "StarGeometry" && Self.isStandardLibrary("s:s5UInt8V"))
    }
}
