import Testing
import StarGeometry

/// The `StarGeometryError` that `body` threw, recording an issue if it threw none or another.
func geometryError(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> StarGeometryError? {
    do {
        try body()
        Issue.record("expected an error", sourceLocation: sourceLocation)
        return nil
    } catch let error as StarGeometryError {
        return error
    } catch {
        Issue.record("unexpected error type: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
