/// The release this build of `starsvg` is: the one source of the version that `--version`
/// prints and that the man page's `.TH` line carries, so the two cannot disagree.
public enum StarsvgRelease {
    /// The version, `major.minor.patch`.
    package static let version = "0.1.0"

    /// The release's date (ISO 8601), shown in the man page's footer. A constant, not the
    /// build's date, so that the same source always generates the same bytes.
    package static let date = "2026-11-30"

    /// What `--version` prints: the program's name and the version, on one line.
    public static var versionLine: String { "starsvg \(version)\n" }
}
