// TEMPORARY: uncompressed PNG writer while PNGKit (own deflate) is being written on a branch.
// Replaced by PNGKit before this lands.
enum TemporaryPNGWriter {
    static func png(width: Int, height: Int, rgba: [UInt8], description: String, language: String?) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((width * 4 + 1) * height)
        for row in 0..<height { raw.append(0); raw += rgba[row * width * 4..<(row + 1) * width * 4] }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            let last: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xff), UInt8(count >> 8), UInt8(~count & 0xff), UInt8((~count >> 8) & 0xff)]
            zlib += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        zlib += be(b << 16 | a)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        chunk("IHDR", be(UInt32(width)) + be(UInt32(height)) + [8, 6, 0, 0, 0], into: &png)
        var itxt = Array("Description".utf8) + [0, 0, 0] + Array((language ?? "").utf8) + [0, 0]
        itxt += Array(description.utf8.filter { $0 != 0 })
        chunk("iTXt", itxt, into: &png)
        chunk("IDAT", zlib, into: &png)
        chunk("IEND", [], into: &png)
        return png
    }
    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)] }
    static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
        png += be(UInt32(data.count))
        let body = Array(type.utf8) + data
        png += body
        var crc: UInt32 = 0xffffffff
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB88320 : crc >> 1 }
        }
        png += be(~crc)
    }
}
