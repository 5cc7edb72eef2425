import Testing

/// Starts the browser environment once around a suite and stops it after, so that every check
/// in the suite shares one browser session (`BrowserEnvironment.current`).
struct BrowserSessionTrait: SuiteTrait, TestScoping {
    /// The session's folder in `.build/browser-tests/`: short, since Chromium's socket paths
    /// under it must fit in 108 bytes (a suite's full name there made Chromium exit at start).
    let folderName: String

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        // The suite, the browser's start and stop included, runs on a thread of its own: see
        // `DedicatedThreadExecutor`. Its checks are child tasks, which keep the preference.
        let executor = DedicatedThreadExecutor(name: "browser-" + folderName)
        defer { executor.stop() }
        try await withTaskExecutorPreference(executor) {
            try await Self.withEnvironment(folderName: folderName, executor: executor, function)
        }
    }

    /// Starts the environment, runs the suite's checks in it, and stops it.
    private static func withEnvironment(folderName: String, executor: any TaskExecutor,
                                        _ function: @Sendable () async throws -> Void) async throws {
        let environment: BrowserEnvironment
        do {
            environment = try await BrowserEnvironment.start(name: folderName, executor: executor)
        } catch {
            // The checks report it: each is skipped here, or fails under CI=true.
            try await BrowserEnvironment.$unavailableReason.withValue("\(error)") { try await function() }
            return
        }
        do {
            try await BrowserEnvironment.$current.withValue(environment) { try await function() }
        } catch {
            await environment.stop()
            throw error
        }
        await environment.stop()
    }
}

extension Trait where Self == BrowserSessionTrait {
    /// One browser session for the whole suite, its files in `.build/browser-tests/<folderName>`.
    static func browserSession(_ folderName: String) -> Self { Self(folderName: folderName) }
}
