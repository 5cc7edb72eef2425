import Testing
import StarGeometry

/// The error of type `type` that `body` threw, recording an issue if it threw none or another.
func thrownError<Failure: Error>(_ type: Failure.Type, _ body: () throws -> Void,
                                 sourceLocation: SourceLocation = #_sourceLocation) -> Failure? {
    do {
        try body()
        Issue.record("expected an error", sourceLocation: sourceLocation)
        return nil
    } catch let error as Failure {
        return error
    } catch {
        Issue.record("unexpected error type: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
