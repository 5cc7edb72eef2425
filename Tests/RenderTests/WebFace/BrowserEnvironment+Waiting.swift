extension BrowserEnvironment {
    /// How long a check waits for the browser to reach a state it must reach (a page's fonts,
    /// a navigation, the end of its transitions). The wait ends as soon as the state is there,
    /// so a long limit costs nothing where things work; it only has to outlast a busy machine.
    /// (It was 2 s, a hundred 20 ms polls, which a loaded 2-core machine can outlast.)
    static let patience: Duration = .seconds(30)

    /// Asks `condition` every 20 ms until it holds or `patience` has passed.
    /// - Returns: Whether it held.
    static func waitUntil(_ condition: () async throws -> Bool) async rethrows -> Bool {
        let deadline = ContinuousClock.now + patience
        while true {
            if try await condition() { return true }
            if ContinuousClock.now >= deadline { return false }
            await DedicatedThreadExecutor.sleep(for: .milliseconds(20))
        }
    }
}
