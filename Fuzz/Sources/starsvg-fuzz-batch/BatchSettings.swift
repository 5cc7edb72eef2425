/// What a batch input asks of `starsvg batch` besides its lines: an optional first line that
/// starts with `#` and lists words, the rest being the JSON Lines. A word that is none of these
/// is ignored, so that every input runs:
///
/// - `out-dir`: `--out-dir` a folder of the scratch folder (lines may have an `output`);
/// - `css-out`, `js-out`: the page's style sheet and script (`--css-out`, `--js-out`), beside
///   the out-dir, or in it with `inside` (where a line's output could name them);
/// - `jobs=N`: `--jobs N`, 1 to 4 (1 when not given: the fuzzer's runs stay reproducible
///   unless an input asks for threads).
///
/// The paths are the fuzzer's own, never the input's: an input only chooses which are given.
struct BatchSettings {
    /// `out-dir`.
    var hasOutDir = false
    /// `css-out`.
    var hasStyleSheet = false
    /// `js-out`.
    var hasScript = false
    /// `inside`.
    var pageFilesInOutDir = false
    /// `jobs=N`.
    var jobs = 1
    /// Where the JSON Lines start in the input.
    let linesStart: Int

    /// The settings of `input`, and where its lines start.
    init(reading input: UnsafeBufferPointer<UInt8>) {
        guard input.first == UInt8(ascii: "#") else {
            linesStart = 0
            return
        }
        let end = input.firstIndex(of: UInt8(ascii: "\n")) ?? input.count
        linesStart = min(end + 1, input.count)
        for word in input[1..<end].split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") }) {
            switch String(decoding: word, as: UTF8.self) {
            case "out-dir": hasOutDir = true
            case "css-out": hasStyleSheet = true
            case "js-out": hasScript = true
            case "inside": pageFilesInOutDir = true
            case "jobs=2": jobs = 2
            case "jobs=3": jobs = 3
            case "jobs=4": jobs = 4
            default: continue
            }
        }
    }
}
