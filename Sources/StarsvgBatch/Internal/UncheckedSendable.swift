import StarsvgOptions
/// A value handed to other threads that the compiler cannot prove safe to share: where one is
/// made, a comment says who touches the value, and when.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
