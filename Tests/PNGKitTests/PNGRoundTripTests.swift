import Foundation
import Testing
import TestSupport
@testable import PNGKit

/// The property: random images of every kind, encoded here and decoded by Pillow, give back
/// exactly their RGBA bytes, in whichever form the encoder chose and in every other form that
/// holds them; pngcheck finds nothing wrong with any file; text chunks read back as written.
/// All files of a test in one Pillow process and one pngcheck run.
@Suite struct PNGRoundTripTests {
    /// The texts the property test writes into every file, Latin-1 and not.
    static let texts: [PNGTextEntry] = [
        try! PNGTextEntry(keyword: "Description", text: "Rating: 3.5 out of 5"),
        try! PNGTextEntry(keyword: "Title", text: "Bewertung: 5,5 von 8", languageTag: "de"),
        try! PNGTextEntry(keyword: "Comment", text: "تقييم: ٣٫٥ من ٥ ★ 星 👍🏽", languageTag: "ar"),
        try! PNGTextEntry(keyword: "Author", text: "Zoë Ångström, café"),
        try! PNGTextEntry(keyword: "Disclaimer", text: "日本語のテキスト"),
        try! PNGTextEntry(keyword: "Warning", text: "line one\nline two"),
        try! PNGTextEntry(keyword: "Software", text: ""),
    ]

    /// The language Pillow reads for `entry`: none for tEXt, the tag (empty for none) for iTXt.
    static func languageAsRead(_ entry: PNGTextEntry) -> String? {
        entry.isWrittenAsLatin1 ? nil : entry.languageTag ?? ""
    }

    /// What Pillow said of one file.
    struct Reading {
        let result: String
        let size: String
        let texts: [[String?]]
    }

    /// Encodes `images` into a scratch folder (each with `texts`), next to its raw RGBA bytes,
    /// and runs `check` on the folder.
    static func withEncoded<Result>(_ images: [TestImage], texts: [PNGTextEntry] = texts,
                                    _ check: (ScratchFolder) throws -> Result) throws -> Result {
        try withScratchFolder("png") { folder in
            for item in images {
                try Data(item.image.pixels).write(to: URL(fileURLWithPath: folder.file(item.name + ".rgba")))
                try Data(PNGEncoder.encode(item.image, texts: texts)).write(to: URL(fileURLWithPath: folder.file(item.name + ".png")))
            }
            return try check(folder)
        }
    }

    /// Pillow's readings by file name.
    static func readings(_ folder: ScratchFolder) throws -> [String: Reading] {
        var readings: [String: Reading] = [:]
        for line in try PNGOracle.run("png", folder: folder) where line.first == "png" {
            let texts = (try? JSONSerialization.jsonObject(with: Data(line[4].utf8))) as? [[Any]] ?? []
            readings[line[1]] = Reading(result: line[2], size: line[3], texts: texts.map { $0.map { $0 as? String } })
        }
        return readings
    }

    @Test(.enabled(if: PNGOracle.isPillowTestable, PNGOracle.pillowSkipReason))
    func pillowDecodesRandomImagesExactly() throws {
        let images = TestImage.random(count: 48, seed: 2024)
        let readings = try Self.withEncoded(images) { try Self.readings($0) }
        #expect(readings.count == images.count, "Pillow read \(readings.count) of \(images.count) files")
        let expectedTexts = Self.texts.map { entry in
            [entry.keyword, entry.text, Self.languageAsRead(entry), entry.isWrittenAsLatin1 ? "tEXt" : "iTXt"]
        }
        for item in images {
            guard let reading = readings[item.name] else { continue }
            #expect(reading.result == "ok", "\(item.name): \(reading.result)")
            // IHDR's colour type is the 26th byte of the file.
            let mode = Self.pillowMode(colorType: PNGEncoder.encode(item.image, texts: Self.texts)[25])
            #expect(reading.size == "\(item.image.width)x\(item.image.height) \(mode)", "\(item.name)")
            #expect(reading.texts == expectedTexts, "\(item.name): \(reading.texts)")
        }
    }

    /// Pillow's name for the form a file of colour type `colorType` stores.
    static func pillowMode(colorType: UInt8) -> String {
        PillowMode.name(colorType: Int(colorType)) ?? "colour type \(colorType)"
    }

    /// Each form that holds an image, not only the smallest, which the encoder keeps: a form
    /// that is seldom chosen is still checked on every kind of image it can hold.
    @Test(.enabled(if: PNGOracle.isPillowTestable, PNGOracle.pillowSkipReason))
    func everyFormThatHoldsAnImageDecodesExactly() throws {
        let images = TestImage.random(count: 48, seed: 2027, maximumSide: 120)
        try withScratchFolder("png-forms") { folder in
            var modes: [(name: String, mode: String)] = []
            for item in images {
                for form in PixelForm.allCases {
                    guard let file = PNGEncoder.encode(item.image, as: form, texts: []) else { continue }
                    let name = "\(item.name)-\(form)"
                    try Data(item.image.pixels).write(to: URL(fileURLWithPath: folder.file(name + ".rgba")))
                    try Data(file).write(to: URL(fileURLWithPath: folder.file(name + ".png")))
                    modes.append((name, Self.pillowMode(colorType: form.colorType)))
                }
            }
            // Every image as RGBA; the grey ones, and those of few colours, in their forms too.
            for form in PixelForm.allCases {
                #expect(modes.filter { $0.name.hasSuffix("-\(form)") }.count >= (form == .rgba ? images.count : 5), "\(form)")
            }
            let readings = try Self.readings(folder)
            #expect(readings.count == modes.count, "Pillow read \(readings.count) of \(modes.count) files")
            for (name, mode) in modes {
                #expect(readings[name]?.result == "ok", "\(name): \(readings[name]?.result ?? "not read")")
                #expect(readings[name]?.size.hasSuffix(" \(mode)") == true, "\(name): \(readings[name]?.size ?? "")")
            }
            if PNGOracle.pngcheck.isTestable {
                let complaints = try PNGOracle.pngcheckComplaints(in: folder)
                #expect(complaints == nil, "\(complaints ?? "")")
            }
        }
    }

    @Test(.enabled(if: PNGOracle.pngcheck.isTestable, PNGOracle.pngcheckSkipReason))
    func pngcheckFindsNoError() throws {
        // Without texts too: a file of pixels alone.
        let complaints = try Self.withEncoded(TestImage.random(count: 24, seed: 2025)) { try PNGOracle.pngcheckComplaints(in: $0) }
        #expect(complaints == nil, "\(complaints ?? "")")
        let plain = try Self.withEncoded(TestImage.random(count: 6, seed: 2026), texts: []) { try PNGOracle.pngcheckComplaints(in: $0) }
        #expect(plain == nil, "\(plain ?? "")")
    }

    /// Text with NULs and control characters: never refused, NUL replaced as documented, the
    /// rest kept exactly.
    @Test(.enabled(if: PNGOracle.isPillowTestable, PNGOracle.pillowSkipReason))
    func hostileTextReadsBackAsDocumented() throws {
        let entries = try HostileText.all.enumerated().map { index, text in
            try PNGTextEntry(keyword: "Text \(index)", text: text, languageTag: index % 3 == 0 ? "en-GB" : nil)
        }
        let image = TestImage(name: "hostile", image: try RGBAImage(width: 3, height: 2, pixels: [UInt8](repeating: 128, count: 24)))
        let readings = try Self.withEncoded([image], texts: entries) { try Self.readings($0) }
        let texts = readings["hostile"]?.texts ?? []
        #expect(texts.count == entries.count)
        for (entry, text) in zip(entries, texts) {
            let expected = entry.text
            #expect(!expected.contains("\u{0}"))
            #expect(text[1] == expected, "\(entry.keyword): \(String(describing: text[1])) for \(expected.debugDescription)")
            #expect(text[2] == Self.languageAsRead(entry))
        }
    }
}
