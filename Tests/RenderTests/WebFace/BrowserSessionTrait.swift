import Testing

/// Starts the browser environment once around a suite and stops it after, so that every check
/// in the suite shares one browser session (`BrowserEnvironment.current`).
struct BrowserSessionTrait: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let environment: BrowserEnvironment
        do {
            environment = try await BrowserEnvironment.start()
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
    /// One browser session for the whole suite.
    static var browserSession: Self { Self() }
}
