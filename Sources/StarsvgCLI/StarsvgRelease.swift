/// The release this build of `starsvg` is: the one source of the version that `--version`
/// prints and that the man page's `.TH` line carries, so the two cannot disagree.
/// `ReleaseVersionTests` holds CHANGELOG.md's newest release, the checked-in man page and the
/// documentation's dependency lines to it: a new version is written here and in CHANGELOG.md,
/// and the tests name every other place that still says the old one.
public enum StarsvgRelease {
    /// The version, `major.minor.patch`, under semantic versioning (what each part promises:
    /// Documentation/library.md, "Versions, and what 1.0 promises").
    package static let version = "1.0.0"

    /// The release's date (ISO 8601), shown in the man page's footer and beside the version's
    /// heading in CHANGELOG.md. A constant, not the build's date, so that the same source always
    /// generates the same bytes.
    package static let date = "2026-12-06"

    /// What `--version` prints: the program's name and the version, on one line.
    public static var versionLine: String { "starsvg \(version)\n" }
}
