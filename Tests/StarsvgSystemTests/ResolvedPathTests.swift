import Foundation
import Testing
import TestSupport
@testable import StarsvgSystem

/// `FileSystem.resolvedPath(_:)`: every spelling of one place, there or still to be made, is
/// the same bytes.
@Suite struct ResolvedPathTests {
    static func resolved(_ path: String) -> String? {
        FileSystem.resolvedPath(path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func everySpellingOfOnePlaceIsTheSame() throws {
        try withScratchFolder("resolved-path") { folder in
            try FileManager.default.createDirectory(atPath: folder.file("d/e"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.file("l"), withDestinationPath: folder.file("d"))
            try Data([1]).write(to: URL(fileURLWithPath: folder.file("f")))
            // The scratch folder's own path may pass through a link (/tmp on macOS).
            let real = try #require(Self.resolved(folder.path))
            #expect(!real.hasSuffix("/") && real.hasPrefix("/"))
            for spelling in ["d/e", "d/./e/", "d//e", "l/e", "d/e/../e", "l/../d/e", "missing/../d/e"] {
                #expect(Self.resolved(folder.file(spelling)) == real + "/d/e", "\(spelling)")
            }
            // Missing parts as mkdir makes them: "." dropped, ".." a step up.
            for spelling in ["l/new/x", "d/./new//x/", "d/e/../new/y/../x", "l/e/../../d/new/x"] {
                #expect(Self.resolved(folder.file(spelling)) == real + "/d/new/x", "\(spelling)")
            }
            #expect(Self.resolved(folder.file("f")) == real + "/f")
            #expect(Self.resolved("/") == "/" && Self.resolved("/..") == "/")
            #expect(Self.resolved("/no-such-folder-here/..") == "/")
            // A file on the way, an empty path, a NUL: nothing.
            #expect(Self.resolved(folder.file("f/x")) == nil)
            #expect(Self.resolved("") == nil && Self.resolved("a\u{0}b") == nil)
        }
    }

    @Test func aRelativePathStartsInTheCurrentFolder() throws {
        let current = try #require(Self.resolved("."))
        #expect(Self.resolved("no-such-folder-here/x") == (current == "/" ? "" : current) + "/no-such-folder-here/x")
        #expect(Self.resolved("./no-such-folder-here/../x") == (current == "/" ? "" : current) + "/x")
    }
}
