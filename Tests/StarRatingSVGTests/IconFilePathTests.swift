import Foundation
import StarRatingSVG
import SVGKit
import Testing
import TestSupport

/// `RatingShape(iconFileAtPath:)`: the file read with the C library, then taken as its bytes
/// are; a file that cannot be read, or is too large, refused by its own case.
@Suite struct IconFilePathTests {
    static let drop = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2 5 13a7 7 0 0 0 14 0z"/></svg>"#

    @Test func aFileIsItsBytes() throws {
        try withScratchFolder("icon-path") { folder in
            try Data(Self.drop.utf8).write(to: URL(fileURLWithPath: folder.file("drop.svg")))
            #expect(try RatingShape(iconFileAtPath: folder.file("drop.svg")) == RatingShape(iconFile: Array(Self.drop.utf8)))
            // A refusal of its content is the bytes' refusal, with its place.
            try Data("<svg/>".utf8).write(to: URL(fileURLWithPath: folder.file("bad.svg")))
            let bad = #expect(throws: IconFileError.self) { try RatingShape(iconFileAtPath: folder.file("bad.svg")) }
            let same = #expect(throws: IconFileError.self) { try RatingShape(iconFile: Array("<svg/>".utf8)) }
            #expect(bad != nil && bad == same)
        }
    }

    @Test func aFileThatCannotBeReadSaysWhy() throws {
        try withScratchFolder("icon-path-missing") { folder in
            let missing = folder.file("none.svg")
            #expect(throws: IconFileError.cannotReadFile(path: missing, reason: "No such file or directory")) {
                try RatingShape(iconFileAtPath: missing)
            }
            #expect(throws: IconFileError.cannotReadFile(path: folder.path, reason: "Is a directory")) {
                try RatingShape(iconFileAtPath: folder.path)
            }
            let error = IconFileError.cannotReadFile(path: missing, reason: "No such file or directory")
            #expect(error.description == "cannot read the icon file '\(missing)': No such file or directory")
            #expect(error.requirement == "the icon file cannot be read: No such file or directory" && error.parameter == .shape)
        }
        #expect(throws: IconFileError.cannotReadFile(path: "a\0b.svg", reason: "a path cannot contain a NUL character")) {
            try RatingShape(iconFileAtPath: "a\0b.svg")
        }
    }

    /// A regular file past the limit is refused by its size, unread; a stream once it has given
    /// one byte more (`/dev/zero` has no end).
    @Test func aFileTooLargeIsRefusedByItsSize() throws {
        try withScratchFolder("icon-path-large") { folder in
            let size = SVGIcon.maximumByteCount + 10
            try Data(count: size).write(to: URL(fileURLWithPath: folder.file("large.svg")))
            #expect(throws: IconFileError.unreadable(.fileTooLarge(byteCount: size, maximum: SVGIcon.maximumByteCount))) {
                try RatingShape(iconFileAtPath: folder.file("large.svg"))
            }
        }
        let stream = #expect(throws: IconFileError.self) { try RatingShape(iconFileAtPath: "/dev/zero") }
        #expect(stream == .cannotReadFile(path: "/dev/zero", reason: "it holds more than \(SVGIcon.maximumByteCount) bytes, the most an icon file may have"))
    }
}
