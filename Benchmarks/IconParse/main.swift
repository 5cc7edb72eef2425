// Times SVGIcon(parsing:) on a 100 kB icon file, in a release build: the budget of issue 35
// is 10 ms. Built and run by Benchmarks/icon-parse.sh, against SVGKit alone.

import SVGKit

/// An icon file of at least `byteCount` bytes, in the manner of SVGKitTests' large icon: many
/// paths in every command (curves, smooth ones, arcs, relative and absolute) and a comment.
func iconFile(byteCount: Int) -> [UInt8] {
    var file = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><!--! many shapes -->"#
    let formatter = SVGNumberFormatter(precision: 2, omitsLeadingZero: true)
    var index = 0
    while file.utf8.count < byteCount {
        let (a, b) = (formatter.string(Double(index % 50) * 9.5), formatter.string(Double(index / 50 % 50) * 9.25))
        file += "\n<path d=\"M\(a) \(b)c1.5-2.25 3.75-2.25 5.25 0s3.75 2.25 5.25 0l.5 4.5h-3v2.5q-1.5 1.25-3 0t-3 0"
            + "a2.5 2.5 0 0 1-2.5-2.5 2.5 2.5 0 1 0 .5-1.25C\(a) \(b) \(a) \(b) \(a) \(b)Z\"/>"
        index += 1
    }
    return Array((file + "\n</svg>\n").utf8)
}

let bytes = iconFile(byteCount: 100_000)
let repeats = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 200 : 200
let clock = ContinuousClock()
var times: [Duration] = []
var commands = 0
for _ in 0..<repeats {
    let start = clock.now
    let icon = try SVGIcon(parsing: bytes)
    times.append(clock.now - start)
    commands = icon.paths.reduce(0) { $0 + $1.elements.count }
}
times.sort()
func milliseconds(_ duration: Duration) -> String {
    SVGNumberFormatter(precision: 3).string(Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3)
}
print("icon-parse: \(bytes.count) bytes, \(commands) commands, \(repeats) runs: "
      + "median \(milliseconds(times[times.count / 2])) ms, min \(milliseconds(times[0])) ms, max \(milliseconds(times[times.count - 1])) ms (budget 10 ms)")
