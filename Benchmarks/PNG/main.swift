#if canImport(Glibc)
import Glibc
#endif

// png-bench: the encoder's figures behind Benchmarks/png.sh. Compiled by png.sh together with
// Sources/PNGKit into one module (PNGKit is a target, not a product, so the benchmark package
// cannot depend on it); it calls the public API only.
//
//   png-bench FOLDER ROUNDS     for each NAME.rgba in FOLDER (name order; a little-endian
//                               32-bit width and height, then the RGBA bytes): one line
//                               NAME WIDTH HEIGHT BYTES MICROSECONDS
//
// MICROSECONDS is the CPU time of one encode, the least of ROUNDS rounds (each the mean of
// enough encodes to take 20 ms), the pictures taken in turn in every round: this machine's
// speed drifts, and a drift then weighs on each alike. CPU time of the thread, not wall time:
// steadier where other processes share the cores.

/// The thread's CPU time in nanoseconds.
func cpuTime() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The bytes of the file at `path`.
func contents(of path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { fatalError("cannot open \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes += buffer[..<count]
    }
    return bytes
}

let arguments = CommandLine.arguments
let folder = arguments[1]
let rounds = Int(arguments[2])!
var names: [String] = []
if let directory = opendir(folder) {
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name.hasSuffix(".rgba") { names.append(String(name.dropLast(5))) }
    }
    closedir(directory)
}
names.sort()
let images: [RGBAImage] = names.map { name in
    let bytes = contents(of: folder + "/" + name + ".rgba")
    let side = { (offset: Int) in Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24 }
    do {
        return try RGBAImage(width: side(0), height: side(4), pixels: Array(bytes[8...]))
    } catch {
        fatalError("\(name): \(error)")
    }
}
let sizes = images.map { PNGEncoder.encode($0).count }
// Encodes per round: enough for about 20 ms each, from a first timing.
let counts = images.map { image -> Int in
    let start = cpuTime()
    _ = PNGEncoder.encode(image)
    return max(1, Int(20_000_000 / max(cpuTime() - start, 1)))
}
var best = [UInt64](repeating: .max, count: images.count)
var sink = 0
for _ in 0..<rounds {
    for (index, image) in images.enumerated() {
        let start = cpuTime()
        for _ in 0..<counts[index] { sink &+= PNGEncoder.encode(image).count }
        best[index] = min(best[index], (cpuTime() - start) / UInt64(counts[index]))
    }
}
precondition(sink != 42)
for (index, name) in names.enumerated() {
    print(name, images[index].width, images[index].height, sizes[index], Double(best[index]) / 1000)
}
