import StarsvgSystem
import StarRatingSVG

/// A share of a batch's ratings as a thread rendered it, waiting its turn to be written: its
/// still SVGs for standard output one after another in one buffer, its other outputs for
/// standard output (HTML) each with the place it goes, and its files.
struct RenderedShare: Sendable {
    /// The still SVGs, one after another.
    let standardOutput: [UInt8]
    /// The other outputs for standard output, each with the count of `standardOutput`'s bytes
    /// that go before it.
    let otherOutputs: [(offset: Int, bytes: [UInt8])]
    /// The ratings for files under the out-dir, with their paths.
    let files: [(path: BatchOutputPath, bytes: [UInt8])]
    /// With a shared style sheet, the groups of rules of the share's snippets, each once, in
    /// the order they first come.
    let styleGroups: [String]
    /// With a shared script, the script the share's inputs leave to the page, or `nil` when
    /// none does: the same bytes for every input (`Templates/rating-input.js`).
    let script: [UInt8]?

    /// A thread's writers, kept from share to share with their templates: one that gathers a
    /// share's still SVGs for standard output, one for files, and one for PNGs, which keeps
    /// the stars it has drawn for the next PNG of their shape.
    struct Writers {
        var standardOutput = RatingSVGWriter()
        var files = RatingSVGWriter()
        var png = RatingPNGWriter()
        /// Each look's style groups, kept from one web snippet to the next.
        var web = WebSnippetMemo()
    }

    /// Why a share could not be written.
    enum WriteFailure: Error, CustomStringConvertible {
        case file(AtomicFileWriter.Failure)
        /// Standard output failed, for the reason given.
        case standardOutput(reason: String)

        var description: String {
            switch self {
            case .file(let failure): "\(failure)"
            case .standardOutput(let reason): "cannot write to standard output: \(reason)."
            }
        }
    }

    /// Renders `lines` (checked, page-checked) with `writers`, each exactly as `starsvg`
    /// with the same options writes it, followed by a newline on standard output; with
    /// `sharesStyleSheet`, each snippet without its `<style>`, its groups gathered; with
    /// `sharesScript`, each input without its `<script>`, as `--js-out` writes it.
    init(_ lines: [CheckedLine], writers: inout Writers, sharesStyleSheet: Bool = false, sharesScript: Bool = false) {
        var otherOutputs: [(offset: Int, bytes: [UInt8])] = []
        var files: [(path: BatchOutputPath, bytes: [UInt8])] = []
        var groups = StyleGroupSet()
        var script: [UInt8]? = nil
        writers.standardOutput.reset()
        let linksAny = sharesStyleSheet || sharesScript
        for line in lines {
            let linked = linksAny ? line.planned.snippetLinking(styleSheet: sharesStyleSheet, script: sharesScript, memo: &writers.web) : nil
            if let linked {
                groups.insert(contentsOf: linked.styleGroups)
                if script == nil { script = linked.script }
            }
            if let path = line.output {
                if let png = line.planned.pngBytes(with: &writers.png) {
                    files.append((path, png))
                    continue
                }
                writers.files.reset()
                files.append((path, linked?.main ?? line.planned.writeMain(after: &writers.files, memo: &writers.web) ?? writers.files.bytes))
                continue
            }
            guard var bytes = linked?.main ?? line.planned.writeMain(after: &writers.standardOutput, memo: &writers.web) else { continue }
            if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
            otherOutputs.append((writers.standardOutput.byteCount, bytes))
        }
        standardOutput = writers.standardOutput.bytes
        self.otherOutputs = otherOutputs
        self.files = files
        styleGroups = groups.groups
        self.script = script
    }

    /// Stages the share's files in `files`, then writes its ratings for standard output in
    /// order through `write`.
    func write(to files: BatchFileSet?, standardOutput write: (UnsafeBufferPointer<UInt8>) -> Bool) throws(WriteFailure) {
        for (path, bytes) in self.files {
            guard let files else { preconditionFailure("the page check gives a file only with an out-dir") }
            do {
                try files.stage(bytes, at: path)
            } catch {
                throw .file(error)
            }
        }
        let isWritten = standardOutput.withUnsafeBufferPointer { gathered in
            var from = 0
            for other in otherOutputs {
                if other.offset > from {
                    guard write(UnsafeBufferPointer(rebasing: gathered[from..<other.offset])) else { return false }
                    from = other.offset
                }
                guard other.bytes.withUnsafeBufferPointer(write) else { return false }
            }
            return from == gathered.count || write(UnsafeBufferPointer(rebasing: gathered[from...]))
        }
        if !isWritten { throw .standardOutput(reason: SystemError.lastReason) }
    }
}
