import StarsvgJSON
import StarsvgOptions

/// Every path a batch writes under `--out-dir`, each with its writer: the files of the lines
/// and of the page (`--css-out`, `--js-out`), and the folders that each of them goes through.
/// An output that meets another is found here before anything is written, however they meet:
/// the same file, or one's file a folder on the other's way. Written files would meet at the
/// last step, a rename over a folder, with the others already in place.
///
/// Paths are compared in `BatchOutputPath`'s one spelling, which is the file system's as far
/// as it can be known before writing: a line's path has no `..` and passes through no
/// symbolic link, and the page's files are found from their real paths.
struct OutputClaims {
    /// Who writes a path.
    enum Writer: Equatable {
        /// A batch line, by its number.
        case line(Int)
        /// The page's style sheet (`--css-out`) or script (`--js-out`).
        case pageFile(OptionID)

        /// The writer's file, as a message names it: `the file that line 2 writes`.
        var file: String {
            switch self {
            case .line(let number): "the file that line \(number) writes"
            case .pageFile(let option): "the \(option == .cssOut ? "style sheet" : "script")'s file (\(option.longName))"
            }
        }
    }

    /// How a new output meets one claimed before it.
    enum Meeting: Equatable {
        /// It is the file of `writer`.
        case sameFile(Writer)
        /// Its file is a folder that the file of `writer` goes through.
        case folderOfAnother(Writer)
        /// It goes through `folder`, which is the file of `writer`.
        case inside(folder: BatchOutputPath, Writer)

        /// Why the output written as `text` is refused, naming the other writer.
        func reason(forOutput text: String) -> String {
            let output = JSONValue.string(text).quotedText()
            return switch self {
            case .sameFile(let writer): "\(output) is \(writer.file)"
            case .folderOfAnother(let writer): "\(output) is a folder, with \(writer.file) in it"
            case .inside(let folder, let writer):
                "\(output) is inside \(JSONValue.string(folder.components.joined(separator: "/")).quotedText()), \(writer.file)"
            }
        }
    }

    /// A claimed path: its writer, and whether the path is the writer's file or a folder on
    /// its way.
    private struct Claim {
        let writer: Writer
        let isFolder: Bool
    }

    /// The claims, looked up and never walked: their order says nothing.
    private var claims: [BatchOutputPath: Claim] = [:]

    /// Claims `path`, the file of `writer`, and the folders it goes through; or, when it meets
    /// an output claimed before, claims nothing and says how.
    mutating func claim(_ path: BatchOutputPath, for writer: Writer) -> Meeting? {
        if let claim = claims[path] {
            return claim.isFolder ? .folderOfAnother(claim.writer) : .sameFile(claim.writer)
        }
        // From the deepest folder up: the first one claimed as a folder has its own folders
        // claimed, so that each line looks up no more folders than it adds.
        var newFolders: [BatchOutputPath] = []
        for folder in path.folders {
            if let claim = claims[folder] {
                if claim.isFolder { break }
                return .inside(folder: folder, claim.writer)
            }
            newFolders.append(folder)
        }
        claims[path] = Claim(writer: writer, isFolder: false)
        for folder in newFolders { claims[folder] = Claim(writer: writer, isFolder: true) }
        return nil
    }
}
