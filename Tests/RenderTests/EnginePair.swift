import Testing

/// Two engines whose renders of the same SVG are compared.
struct EnginePair: Sendable, CustomTestStringConvertible {
    /// The engine listed first.
    let first: RenderEngine
    /// The engine listed second.
    let second: RenderEngine

    /// `chromium–firefox`, for test output.
    var testDescription: String { "\(first.rawValue)–\(second.rawValue)" }
}
