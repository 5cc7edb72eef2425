import StarsvgOptions

/// A batch line's `output`: a relative path that stays inside `--out-dir`, in one normal
/// spelling, so that two lines naming the same file are caught however they write it.
struct BatchOutputPath: Hashable, Sendable {
    /// The path's components, none empty, `.` or `..`.
    let components: [String]

    /// The longest `output` accepted, in bytes (Linux's PATH_MAX).
    static let maximumLength = 4096

    /// Why a path is refused, one sentence.
    enum Problem: Error, Equatable {
        case empty, absolute, leavesTheFolder, namesAFolder, hasNUL, tooLong, componentTooLong
        var reason: String {
            switch self {
            case .empty: "the output must be a file name or a relative path under \(option: .outDir)"
            case .absolute: "the output must be relative to \(option: .outDir), not an absolute path"
            case .leavesTheFolder: "the output may not contain '..': it must stay under \(option: .outDir)"
            case .namesAFolder: "the output must name a file, not a folder"
            case .hasNUL: "the output cannot contain a NUL character"
            case .tooLong: "the output must be at most \(BatchOutputPath.maximumLength) bytes"
            case .componentTooLong: "each part of the output must be at most 255 bytes"
            }
        }
    }

    /// Reads `text`. `a//b.svg` and `./a/b.svg` are `a/b.svg`; `..` anywhere is refused, even
    /// where it would come back inside (`a/../b.svg`), since a symbolic link could make it mean
    /// something else.
    init(_ text: String) throws(Problem) {
        guard !text.isEmpty else { throw .empty }
        guard !text.utf8.contains(0) else { throw .hasNUL }
        guard text.utf8.count <= Self.maximumLength else { throw .tooLong }
        guard text.first != "/" else { throw .absolute }
        guard text.last != "/" else { throw .namesAFolder }
        let parts = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !parts.contains("..") else { throw .leavesTheFolder }
        let kept = parts.filter { $0 != "." }
        guard !kept.isEmpty, text.split(separator: "/").last != "." else { throw .namesAFolder }
        guard kept.allSatisfy({ $0.utf8.count <= 255 }) else { throw .componentTooLong }
        components = kept
    }

    /// The path of `components`, each already a normal one.
    private init(components: [String]) {
        self.components = components
    }

    /// The folders the path goes through, from the deepest up: `a/b` and `a` for `a/b/c.svg`.
    var folders: some Sequence<BatchOutputPath> {
        (1..<max(components.count, 1)).reversed().lazy.map { BatchOutputPath(components: Array(components.prefix($0))) }
    }

    /// The path under `folder`.
    func path(under folder: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + components.joined(separator: "/")
    }
}
