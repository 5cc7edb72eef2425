import StarsvgOptions
import StarsvgSystem

/// The files of one batch, written all or none: each rating goes to a temporary file beside
/// its target as soon as it is rendered (so memory never holds the output), and only when every
/// one of them is safely written are they renamed over their targets. Any failure before that
/// removes every temporary file and every folder the batch made, leaving the out-dir as it was.
final class BatchFileSet: @unchecked Sendable {
    // @unchecked: used by one thread only, the one that writes the batch's shares in order.

    /// The folder every file goes under.
    let folder: String
    /// Folders made for the files, in the order made, to remove on failure.
    private var madeFolders: [String] = []
    /// Folders known to exist (real folders, no symbolic links), not to check twice.
    private var knownFolders: Set<String> = []
    /// The temporary files written so far and their targets.
    private var staged: [(temporary: [CChar], target: String)] = []

    /// A file set under `folder`.
    init(folder: String) {
        self.folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    /// Why a path under the folder cannot be written, checked before anything is written: a
    /// symbolic link on the way (it could lead out of the folder), or something that is not a
    /// folder where one is needed, or a folder where the file should be. `nil` when it can.
    func problem(with path: BatchOutputPath) -> String? {
        var current = folder
        for (index, component) in path.components.enumerated() {
            current += "/" + component
            let isLast = index == path.components.count - 1
            if !isLast, knownFolders.contains(current) { continue }
            guard let status = FileStatus(path: current, followsLinks: false) else {
                // Nothing there yet: made when written.
                return FileStatus.lastLookUpFoundNothing ? nil : "cannot check \(DisplayText.quoted(current)): \(SystemError.lastReason)"
            }
            switch status.kind {
            case .symbolicLink:
                return "\(DisplayText.quoted(current)) is a symbolic link, and the output may not pass through one: it could lead out of \(option: .outDir)"
            case .folder:
                if isLast { return "\(DisplayText.quoted(current)) is a folder, not a file" }
                knownFolders.insert(current)
            case .regularFile:
                if !isLast { return "\(DisplayText.quoted(current)) is a file, not a folder" }
            default:
                return "\(DisplayText.quoted(current)) is not a regular file"
            }
        }
        return nil
    }

    /// The path under the folder of the file that `path`, a path outside the batch's lines
    /// (the page's style sheet or script), leads to; `nil` when that file is not under the
    /// folder. Both are compared as resolved paths (`FileSystem.resolvedPath(_:)`), so that
    /// `out/./ratings.css`, `./out//ratings.css` and a link to the folder all lead inside it.
    func outputPath(ofPageFile path: String) -> BatchOutputPath? {
        guard let file = FileSystem.resolvedPath(path), let folder = FileSystem.resolvedPath(folder) else { return nil }
        let inside = folder == Array("/".utf8) ? folder : folder + Array("/".utf8)
        guard file.count > inside.count, file.starts(with: inside),
              let relative = String(validating: file[inside.count...], as: UTF8.self) else { return nil }
        // A real path has no `.`, `..` or empty part, so it is the output's one spelling.
        return try? BatchOutputPath(relative)
    }

    /// Writes `bytes` to a temporary file beside `path`'s target, making its folders as needed.
    /// - Throws: `AtomicFileWriter.Failure` naming the path.
    func stage(_ bytes: [UInt8], at path: BatchOutputPath) throws(AtomicFileWriter.Failure) {
        let target = path.path(under: folder)
        try makeOutDir(for: target)
        var parent = folder
        for component in path.components.dropLast() {
            parent += "/" + component
            try makeFolder(parent, for: target)
        }
        let temporary = try AtomicFileWriter.writeUnflushedTemporaryFile(bytes, folder: Array((parent + "/").utf8),
                                                                         name: Array(path.components.last!.utf8), reportingAs: target)
        staged.append((temporary, target))
    }

    /// Flushes every temporary file to disk, then renames each over its target. Called once
    /// every file is staged.
    ///
    /// One flush for all the files, not an `fsync` each as a single `-o` file gets: the same
    /// promise (after a crash no name points at a file whose bytes never reached the disk,
    /// since every rename comes after the flush), for far less waiting on the disk.
    /// - Throws: `AtomicFileWriter.Failure` if a rename fails (the files before it are in place).
    func commit() throws(AtomicFileWriter.Failure) {
        if !staged.isEmpty { FileSystem.flushAll() }
        for (index, file) in staged.enumerated() {
            guard FileSystem.replace(file.target, with: file.temporary) else {
                let error = failure(file.target)
                for rest in staged[index...] { FileSystem.remove(rest.temporary) }
                staged = []
                throw error
            }
        }
        staged = []
    }

    /// Removes every temporary file and every folder made: the out-dir is as it was.
    func discard() {
        for file in staged { FileSystem.remove(file.temporary) }
        staged = []
        for made in madeFolders.reversed() { FileSystem.removeFolder(made) }
        madeFolders = []
    }

    /// Makes the out-dir and, as `mkdir -p` would, whichever of its parents are missing
    /// (`--out-dir public/ratings` in a project that has no `public` yet); each one made is
    /// removed again on failure, like the folders under it.
    private func makeOutDir(for target: String) throws(AtomicFileWriter.Failure) {
        guard !knownFolders.contains(folder) else { return }
        for (index, character) in folder.enumerated() where character == "/" && index > 0 {
            try makeFolder(String(folder.prefix(index)), for: target)
        }
        try makeFolder(folder, for: target)
    }

    private func makeFolder(_ path: String, for target: String) throws(AtomicFileWriter.Failure) {
        guard !knownFolders.contains(path) else { return }
        if FileSystem.makeFolder(path) {
            madeFolders.append(path)
        } else if !FileSystem.lastFailureWasExisting {
            // Named: the folder made, or the part of the way to it that is not a folder.
            let error = SystemError.lastCode
            let parent = path.lastIndex(of: "/").map { path[..<$0] } ?? ""
            throw AtomicFileWriter.Failure(path: target, reason: FileSystem.folderProblem(Array(parent.utf8), error: error)
                                           ?? "cannot make the folder \(DisplayText.quoted(path)): \(SystemError.reason(error))")
        }
        knownFolders.insert(path)
    }

    private func failure(_ path: String) -> AtomicFileWriter.Failure {
        AtomicFileWriter.Failure(path: path, reason: SystemError.lastReason)
    }
}
