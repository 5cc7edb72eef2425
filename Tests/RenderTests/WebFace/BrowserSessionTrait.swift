import Testing

/// Starts the browser environment once around a suite and stops it after, so that every check
/// in the suite shares one browser session (`BrowserEnvironment.current`).
struct BrowserSessionTrait: SuiteTrait, TestScoping {
    /// The session's folder in `.build/browser-tests/`: short, since Chromium's socket paths
    /// under it must fit in 108 bytes (a suite's full name there made Chromium exit at start).
    let folderName: String

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let environment: BrowserEnvironment
        do {
            environment = try await BrowserEnvironment.start(name: folderName)
        } catch {
            // The checks report it: each is skipped here, or fails under CI=true.
            try await BrowserEnvironment.$unavailableReason.withValue("\(error)") { try await function() }
            return
        }
        do {
            try await BrowserEnvironment.$current.withValue(environment) { try await Self.atHighPriority(function) }
        } catch {
            await environment.stop()
            throw error
        }
        await environment.stop()
    }

    /// Runs the suite's checks in a task of high priority. They spend their time waiting on the
    /// browser, a few milliseconds a command, and each wait ends in a job that needs one of the
    /// run's threads, two on two cores; at the default priority those jobs queued behind every
    /// other test's, and the suite, 60 s alone, took 220 s in the whole run. (A child task
    /// inherits the task-local values: the test, the browser.)
    private static func atHighPriority(_ function: @Sendable () async throws -> Void) async throws {
        // A child task ends before its group returns, so the closure does not outlive the call.
        try await withoutActuallyEscaping(function) { function in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask(priority: .high) { try await function() }
                try await group.waitForAll()
            }
        }
    }
}

extension Trait where Self == BrowserSessionTrait {
    /// One browser session for the whole suite, its files in `.build/browser-tests/<folderName>`.
    static func browserSession(_ folderName: String) -> Self { Self(folderName: folderName) }
}
