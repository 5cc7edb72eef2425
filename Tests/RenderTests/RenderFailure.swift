/// Something between an SVG and its decoded picture went wrong: a program would not start,
/// failed, ran out of time, or left a picture that is missing or not what was asked for.
struct RenderFailure: Error, CustomStringConvertible {
    /// What went wrong, with the command or file and where to look.
    let description: String
}
