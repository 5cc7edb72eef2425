import Foundation

/// A program that tests run from `PATH` (a shell, groff), and the rule for when it is missing:
/// its tests are skipped locally, saying what to install, and fail under `CI=true`, where
/// `.ci/run` installs it.
public struct InstalledProgram: Sendable {
    /// The program's name on `PATH`.
    public let name: String
    /// The Debian package that installs it, for the message.
    public let package: String

    /// A program called `name`, installed by `package`.
    public init(_ name: String, package: String) {
        self.name = name
        self.package = package
    }

    /// Whether tests run under `CI=true`, where every program must be there.
    public static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// The program's absolute path, or `nil` when no folder of `PATH` has it.
    public var path: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether its tests run: it is installed, or CI requires it (and then fails without it).
    public var isTestable: Bool { Self.isCI || path != nil }

    /// Why its tests are skipped here, for `.enabled(if:_:)`.
    public var skipReason: String {
        "\(name) not found (apt-get install \(package)); its checks are skipped, and fail under CI=true"
    }
}
