import Synchronization
import Testing

/// A parameterised test's count of cases, written by hand beside its arguments
/// (`@Test(.cases(12), arguments: …)`): the test fails when it ran any other number of cases.
///
/// A parameterised test whose argument list shrinks (a filter that drops an engine, a list
/// built from files that are gone, a case deleted by mistake) still passes, with fewer cases
/// checked and nothing said; with the count written down, it fails instead. The count is of the
/// cases that ran, including a case that skipped itself (`Test.cancel`, a renderer missing
/// here): what it asserted is the test's own to count.
///
/// An argument list that is empty is the one thing this cannot see: Swift Testing then skips the
/// test ("No test cases found") before any trait's scope runs. A list computed at run time is
/// therefore also counted by a plain test of its suite (`everyParameterisedTestHasItsCases`).
public struct CaseCount: TestTrait, TestScoping {
    /// The number of cases the test must run.
    public let expected: Int
    /// Whether `expected` is only the least number: for a list read from the package's files
    /// (its Markdown pages), which grows as pages are added.
    public let isFloor: Bool
    /// Where `.cases(_:)` was written, to point a failure at.
    public let sourceLocation: SourceLocation

    /// The cases of one run of one test, counted by each case's scope as it starts. A class
    /// shared by the cases, which Swift Testing may run in parallel, hence the lock.
    private final class Tally: Sendable {
        let started = Mutex(0)
    }

    /// The tally of the test whose scope this task runs in; the cases run in child tasks of the
    /// test's scope, so they see it.
    @TaskLocal private static var tally: Tally?

    /// The trait scopes the test itself (to count) and each of its cases (to be counted), not
    /// only the test as a test trait's default does.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        self
    }

    /// Counts the cases as they start, and checks the count once the test's cases have all run.
    /// - Parameters:
    ///   - test: The test, whose name a failure gives.
    ///   - testCase: One of its cases, or nil for the test itself.
    ///   - function: The test or the case, to run inside the scope.
    /// - Throws: What `function` throws.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        if testCase != nil {
            Self.tally?.started.withLock { $0 += 1 }
            try await function()
            return
        }
        let tally = Tally()
        try await Self.$tally.withValue(tally) {
            try await function()
        }
        let ran = tally.started.withLock { $0 }
        if isFloor {
            #expect(ran >= expected, "\(test.name) ran \(ran) cases, fewer than the \(expected) written beside it",
                    sourceLocation: sourceLocation)
        } else {
            #expect(ran == expected, "\(test.name) ran \(ran) cases, not the \(expected) written beside it",
                    sourceLocation: sourceLocation)
        }
    }
}

extension Trait where Self == CaseCount {
    /// The test must run exactly `count` cases (`CaseCount`).
    /// - Parameters:
    ///   - count: The number of cases, written out by hand.
    ///   - sourceLocation: Where the count is written; a failure points there.
    public static func cases(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        CaseCount(expected: count, isFloor: false, sourceLocation: sourceLocation)
    }

    /// The test must run at least `count` cases (`CaseCount`): for a list read from files that
    /// more may join; say where the floor comes from beside it.
    /// - Parameters:
    ///   - count: The least number of cases, written out by hand.
    ///   - sourceLocation: Where the count is written; a failure points there.
    public static func cases(atLeast count: Int, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        CaseCount(expected: count, isFloor: true, sourceLocation: sourceLocation)
    }
}
