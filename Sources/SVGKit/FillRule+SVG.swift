extension FillRule {
    /// The rule that SVG's `fill-rule` (or `clip-rule`) keyword names: `nonzero` or `evenodd`,
    /// as written; `nil` for anything else.
    /// - Parameter svgKeyword: the keyword, already trimmed and in lower case (CSS ignores its
    ///   ASCII case).
    public init?(svgKeyword: String) {
        switch svgKeyword {
        case "nonzero": self = .nonzero
        case "evenodd": self = .evenOdd
        default: return nil
        }
    }

    /// The rule's keyword in SVG's `fill-rule` and `clip-rule`: `nonzero` or `evenodd`.
    public var svgKeyword: String {
        switch self {
        case .nonzero: "nonzero"
        case .evenOdd: "evenodd"
        }
    }
}
