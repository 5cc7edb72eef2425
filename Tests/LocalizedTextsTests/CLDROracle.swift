import Foundation
import TestSupport

/// What Babel says of the built-in languages and every CLDR locale of theirs, read once from
/// Oracle/cldr_expectations.py.
///
/// Babel is found in `STARSVG_PYTHONPATH` if set, else in `<package root>/.build/ci-tools/python`,
/// where `.ci/run` installs it. Without it the oracle tests are skipped locally and fail under
/// `CI=true`.
struct CLDROracle: Sendable {
    /// A locale's cardinal categories, by Babel's identifier ("de_AT").
    struct LocaleRecord: Sendable {
        let identifier: String
        let categories: [String]
        var numbers: [NumberRecord] = []
    }

    /// One number of one locale.
    struct NumberRecord: Sendable {
        let text: String
        let category: String
        /// Babel's text with the locale's digits; nil for a text with trailing fraction zeros.
        let formatted: String?
    }

    /// The Babel version the script ran with.
    let babelVersion: String
    /// The locales in the script's order.
    let locales: [LocaleRecord]

    /// The Babel pinned in .ci/run, for messages.
    static let pinnedBabel = "babel==2.19.0"

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let script = packageRoot.appendingPathComponent("Tests/LocalizedTextsTests/Oracle/cldr_expectations.py").path
    static let pythonPath = ProcessInfo.processInfo.environment["STARSVG_PYTHONPATH"]
        ?? packageRoot.appendingPathComponent(".build/ci-tools/python").path

    /// How to install Babel, for messages.
    static let installHint = "python3 -m pip install --target \(pythonPath) \(pinnedBabel) (or run .ci/run), "
        + "or set STARSVG_PYTHONPATH to a folder that has it"

    /// The script's result: the oracle, or why there is none.
    static let shared: Result<CLDROracle, OracleUnavailable> = load()

    /// Whether the oracle tests run: Babel is there, or CI requires it (and then they fail).
    static var isAvailableOrRequired: Bool {
        InstalledProgram.isCI || (try? shared.get()) != nil
    }

    /// Why the oracle could not be read.
    struct OracleUnavailable: Error, CustomStringConvertible, Sendable {
        let description: String
    }

    private static func load() -> Result<CLDROracle, OracleUnavailable> {
        guard let python = InstalledProgram("python3", package: "python3").path else {
            return .failure(OracleUnavailable(description: "python3 not found (apt-get install python3)"))
        }
        let languages = LocalizedTextsTestData.builtInLanguages
        let runner = ProcessRunner(python, [script] + languages,
                                   environmentOverrides: ["PYTHONPATH": pythonPath, "PYTHONDONTWRITEBYTECODE": "1"],
                                   timeout: .seconds(300))
        let result: ProcessResult
        do {
            result = try runner.run()
        } catch {
            return .failure(OracleUnavailable(description: "\(error)"))
        }
        guard result.exitStatus != 3 else {
            return .failure(OracleUnavailable(description: "Babel not found in \(pythonPath) (\(result.standardError.trimmingCharacters(in: .whitespacesAndNewlines))); install it with \(installHint)"))
        }
        guard result.exitStatus == 0 else {
            return .failure(OracleUnavailable(description: "\(runner.commandLine) failed (\(result.exitStatus.map(String.init) ?? "signal")): \(result.standardError)"))
        }
        return parse(String(decoding: result.standardOutput, as: UTF8.self))
    }

    private static func parse(_ output: String) -> Result<CLDROracle, OracleUnavailable> {
        var version = ""
        var locales: [LocaleRecord] = []
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch (fields.first, fields.count) {
            case ("babel", 2):
                version = fields[1]
            case ("locale", 3):
                locales.append(LocaleRecord(identifier: fields[1], categories: fields[2].split(separator: ",").map(String.init)))
            case ("number", 5) where locales.last?.identifier == fields[1]:
                locales[locales.count - 1].numbers.append(
                    NumberRecord(text: fields[2], category: fields[3], formatted: fields[4] == "-" ? nil : fields[4]))
            default:
                return .failure(OracleUnavailable(description: "cannot read the oracle's line '\(line)'"))
            }
        }
        return .success(CLDROracle(babelVersion: version, locales: locales))
    }
}
