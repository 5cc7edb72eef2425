/// One argument of `rgb()` or `hsl()`: what kind of value it is, not yet what it means.
enum ColorArgument: Equatable {
    /// A plain number: `255`, `.5`, `-3`.
    case number(CSSDecimal)
    /// A number followed by `%`.
    case percentage(CSSDecimal)
    /// A number with an angle unit (`deg`, `grad`, `rad`, `turn`, any ASCII case), in degrees.
    case angle(degrees: Double)
}
