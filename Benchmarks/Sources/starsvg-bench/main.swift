#if canImport(Glibc)
import Glibc
#endif
import StarRatingSVG
import SVGKit

// starsvg-bench: the measurements behind Benchmarks/run.sh. Each prints one line of figures;
// run.sh runs them several times and compares the medians with the budgets.
//
//   starsvg-bench startup RUNS PROGRAM [ARGUMENT…]   median wall time of RUNS starts, in µs
//   starsvg-bench startup-ratio RUNS BASELINE PROGRAM [ARGUMENT…]
//                                                    median start of PROGRAM over BASELINE's, their
//                                                    RUNS starts each taken in turn
//   starsvg-bench command-ratio RUNS A… --versus B…  the same for two commands with their arguments
//   starsvg-bench png COUNT                          PNG ratings/s on one thread (24 px, scale 2, 5–10 stars):
//                                                    pngBytes(scale:), mean bytes, and through one RatingPNGWriter
//   starsvg-bench inprocess COUNT                    ratings/s on one thread (COUNT distinct ratings): svgBytes(),
//                                                    mean bytes, and through one reused RatingSVGWriter
//   starsvg-bench size                               compact bytes of the reference rating and a star's cost
//   starsvg-bench jsonl COUNT                        COUNT distinct batch lines, JSON Lines, to stdout
//   starsvg-bench icons LIST                         each icon file named in LIST (one path a line) read
//                                                    and measured (RatingShape(iconFile:)): the median,
//                                                    99th percentile and largest time in ms, taken and
//                                                    refused, and the slowest file

/// A clock in nanoseconds that only goes forwards.
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The same pseudo-random numbers on every machine (SplitMix64), so every run measures the
/// same ratings.
struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    mutating func hundredths(upTo limit: Int) -> Double { Double(int(0...(limit * 100))) / 100 }
}

/// One distinct rating of the benchmark mix: 1 to 20 stars, a value in hundredths, two levels,
/// a size from 16 to 64.
struct MixedRating {
    let stars: Int, value: Double, levels: [Double], size: Double

    init(_ random: inout Random) {
        stars = random.int(1...20)
        value = random.hundredths(upTo: stars)
        let low = random.hundredths(upTo: stars)
        let high = min(Double(stars), low + 0.01 + random.hundredths(upTo: stars))
        levels = high > low ? [low, high] : [low]
        size = Double(random.int(16...64))
    }

    var jsonLine: String {
        let formatter = SVGNumberFormatter(precision: 2)
        return "{\"stars\":\(stars),\"value\":\(formatter.string(value)),\"levels\":["
            + levels.map(formatter.string).joined(separator: ",") + "],\"size\":\(formatter.string(size))}"
    }
}

/// The median start of `command` over `baseline`'s, `runs` of each: one start of each in turn
/// (A B B A …), so that a drift of the machine's speed weighs on both alike, where two blocks of
/// starts one after the other each met another speed. To three decimals.
func startRatio(runs: Int, baseline: [String], command: [String]) -> Double {
    for _ in 0..<10 { _ = timeOneStart(baseline); _ = timeOneStart(command) }  // warm the page cache
    var baselineTimes: [UInt64] = [], times: [UInt64] = []
    for run in 0..<runs {
        if run % 2 == 0 {
            baselineTimes.append(timeOneStart(baseline))
            times.append(timeOneStart(command))
        } else {
            times.append(timeOneStart(command))
            baselineTimes.append(timeOneStart(baseline))
        }
    }
    return (Double(median(times)) / Double(median(baselineTimes)) * 1000).rounded() / 1000
}

/// Runs `arguments` once and waits; the wall time in nanoseconds.
func timeOneStart(_ arguments: [String]) -> UInt64 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, arguments[0], &actions, nil, cArguments, environ) == 0 else {
        fatalError("cannot start \(arguments[0])")
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let elapsed = now() - start
    guard status == 0 else { fatalError("\(arguments.joined(separator: " ")) exited with status \(status)") }
    return elapsed
}

func median(_ values: [UInt64]) -> UInt64 {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "startup":
    let runs = Int(arguments[1])!
    let command = Array(arguments.dropFirst(2))
    for _ in 0..<10 { _ = timeOneStart(command) }  // warm the page cache
    let times = (0..<runs).map { _ in timeOneStart(command) }
    print(median(times) / 1000)
case "startup-ratio":
    let runs = Int(arguments[1])!
    let baseline = [arguments[2]]
    let command = Array(arguments.dropFirst(3))
    print(startRatio(runs: runs, baseline: baseline, command: command))
case "command-ratio":
    // Two whole commands, each with its arguments: `command-ratio RUNS A… --versus B…`.
    let runs = Int(arguments[1])!
    let rest = Array(arguments.dropFirst(2))
    guard let split = rest.firstIndex(of: "--versus") else { print("command-ratio needs --versus"); exit(64) }
    let baseline = Array(rest[..<split])
    let command = Array(rest[(split + 1)...])
    print(startRatio(runs: runs, baseline: baseline, command: command))
case "inprocess":
    let count = Int(arguments[1])!
    var random = Random(state: 42)
    let mix = (0..<count).map { _ in MixedRating(&random) }
    var bytes = 0
    let start = now()
    for item in mix {
        let rating = try StarRating(starCount: item.stars, value: item.value, levels: item.levels, cellSize: item.size)
        bytes &+= rating.svgBytes().count
    }
    let seconds = Double(now() - start) / 1e9
    // The same ratings through one reused RatingSVGWriter, as a batch writes them.
    var writer = RatingSVGWriter()
    var writerBytes = 0
    let writerStart = now()
    for item in mix {
        let rating = try StarRating(starCount: item.stars, value: item.value, levels: item.levels, cellSize: item.size)
        writerBytes &+= writer.svgBytes(for: rating).count
    }
    let writerSeconds = Double(now() - writerStart) / 1e9
    precondition(writerBytes == bytes, "the writer wrote other bytes than svgBytes()")
    print(Int(Double(count) / seconds), bytes / count, Int(Double(count) / writerSeconds))
case "png":
    // PNG ratings in-process, as a batch of PNG lines draws them: 24 px at scale 2, 5 to 10
    // stars, values in hundredths. Prints ratings a second and the mean bytes.
    let count = Int(arguments[1])!
    var random = Random(state: 42)
    let mix = (0..<count).map { _ in (stars: random.int(5...10), value: random.hundredths(upTo: 5)) }
    var bytes = 0
    let start = now()
    for item in mix {
        let rating = try StarRating(starCount: item.stars, value: item.value, cellSize: 24)
        bytes &+= try rating.pngBytes(scale: 2).count
    }
    let seconds = Double(now() - start) / 1e9
    // The same ratings through one RatingPNGWriter, as a batch draws them.
    var writer = RatingPNGWriter()
    var writerBytes = 0
    let writerStart = now()
    for item in mix {
        let rating = try StarRating(starCount: item.stars, value: item.value, cellSize: 24)
        writerBytes &+= try writer.pngBytes(for: rating, scale: 2).count
    }
    let writerSeconds = Double(now() - writerStart) / 1e9
    precondition(writerBytes == bytes, "the writer wrote other bytes than pngBytes(scale:)")
    print(Int(Double(count) / seconds), bytes / count, Int(Double(count) / writerSeconds))
case "size":
    let reference = try StarRating(starCount: 10, value: 7, levels: [2, 8]).svgBytes().count
    let nine = try StarRating(starCount: 9, value: 7, levels: [2, 8]).svgBytes().count
    let hundred = try StarRating(starCount: 100, value: 70, levels: [20, 80]).svgBytes().count
    // Each star added on its own, with nothing else changing (one label, no colour): the worst
    // of 1 → 2 … 99 → 100, and the mean from 10 to 100.
    func rowOnly(_ stars: Int) throws -> Int { try StarRating(starCount: stars, value: 0, label: "Stars").svgBytes().count }
    var worst = Int.min
    for stars in 2...100 { worst = max(worst, try rowOnly(stars) - rowOnly(stars - 1)) }
    let mean = Double(try rowOnly(100) - rowOnly(10)) / 90
    print(reference, reference - nine, hundred, worst, SVGNumberFormatter(precision: 1).string(mean))
case "jsonl":
    var random = Random(state: 7)
    var text = ""
    for _ in 0..<Int(arguments[1])! {
        text += MixedRating(&random).jsonLine
        text += "\n"
    }
    print(text, terminator: "")
case "icons":
    guard let list = fopen(arguments[1], "r") else { fatalError("cannot read \(arguments[1])") }
    var times: [Double] = []
    var refused = 0
    var slowest = (time: 0.0, path: "")
    var line: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    while getline(&line, &capacity, list) > 0 {
        let path = String(cString: line!).split(separator: "\n").first.map(String.init) ?? ""
        guard let file = fopen(path, "rb") else { continue }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        fclose(file)
        let start = now()
        do {
            _ = try RatingShape(iconFile: bytes)
        } catch {
            refused += 1
        }
        let time = Double(now() - start) / 1e6
        times.append(time)
        if time > slowest.time { slowest = (time, path) }
    }
    fclose(list)
    times.sort()
    func quantile(_ q: Double) -> Double { times[min(times.count - 1, Int(q * Double(times.count)))] }
    print(SVGNumberFormatter(precision: 3).string(quantile(0.5)), SVGNumberFormatter(precision: 3).string(quantile(0.99)),
          SVGNumberFormatter(precision: 3).string(times.last ?? 0), times.count - refused, refused, slowest.path)
default:
    print("usage: starsvg-bench startup RUNS PROGRAM [ARGUMENT…] | command-ratio RUNS A… --versus B… | inprocess COUNT | png COUNT | size | jsonl COUNT | icons LIST")
    exit(64)
}
