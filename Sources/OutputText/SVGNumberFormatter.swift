/// Writes every number that reaches output: fixed precision, no exponent, no `-0`,
/// no trailing zeros, whole numbers without a decimal point.
///
/// One formatter for all numbers keeps output byte-for-byte reproducible across runs and
/// machines; `Double.description` would switch to exponents (`1e-05`) and print `-0.0`. Named
/// for the SVG writer it was made for, it also writes the numbers of the text templates and a
/// colour's CSS text, which is why it lives below all three (SVGKit re-exports it).
///
/// The methods the SVG writer calls for every coordinate are `@inlinable`: the writer is in
/// another module, and a call per number would cost more than the number.
/// Internally a number is first rounded to a whole count of *units* (10^-precision), which is
/// also what lets the writer express path coordinates relative to each other without drift.
public struct SVGNumberFormatter: Equatable, Sendable {
    /// The largest magnitude written; larger values are clamped to it.
    ///
    /// At 10^9 units of 10^-9 this still fits an `Int64`, and no renderer draws usefully beyond
    /// it (they work in single precision).
    public static let largestMagnitude: Double = 1e9

    /// Decimal places kept, 0...9 (default 2: a hundredth of a pixel at the usual scale).
    public let precision: Int
    /// Whether a number between -1 and 1 is written without its `0` (`.5`, `-.25`), as SVG's
    /// and CSS's number grammars allow: a byte saved on most fractions. Default `false`, which
    /// suits text people read (messages, help).
    public let omitsLeadingZero: Bool

    /// 10^precision, as a Double for scaling and as an integer for splitting digits.
    @usableFromInline let unitsPerOne: Double
    @usableFromInline let unitsPerOneInteger: Int64

    /// Creates a formatter that rounds to `precision` decimal places (clamped to 0...9).
    /// - Parameters:
    ///   - precision: decimal places kept.
    ///   - omitsLeadingZero: whether `0.5` is written `.5`.
    public init(precision: Int = 2, omitsLeadingZero: Bool = false) {
        let clamped = min(max(precision, 0), 9)
        self.precision = clamped
        self.omitsLeadingZero = omitsLeadingZero
        var power: Int64 = 1
        for _ in 0..<clamped { power *= 10 }
        unitsPerOneInteger = power
        unitsPerOne = Double(power)
    }

    /// Appends the decimal text of `value` to `bytes` as ASCII.
    ///
    /// Non-finite values are written as `0` so the document stays valid; callers validate
    /// their numbers before they get here. Rounds half away from zero.
    public func append(_ value: Double, to bytes: inout [UInt8]) {
        append(units: units(value), to: &bytes)
    }

    /// Returns the decimal text of `value`, as `append(_:to:)` writes it.
    public func string(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value` rounded to a whole number of units (10^-precision), clamped, non-finite as 0.
    @inlinable
    public func units(_ value: Double) -> Int64 {
        guard value.isFinite else { return 0 }
        let magnitude = min(value.magnitude, Self.largestMagnitude)
        // Whole part and fraction are scaled apart: subtracting the whole part is exact, so the
        // fraction keeps every bit and 2.675 (really 2.67499999…) rounds to 2.67, as printf does.
        let whole = magnitude.rounded(.towardZero)
        let wholeUnits = Int64(whole)
        let fraction = ((magnitude - whole) * unitsPerOne).rounded(.toNearestOrAwayFromZero)
        let units = wholeUnits * unitsPerOneInteger + Int64(fraction)
        return value < 0 ? -units : units
    }

    /// Appends a number given as a whole count of units (from `units(_:)`, or a difference of
    /// two such counts).
    public func append(units: Int64, to bytes: inout [UInt8]) {
        appendUnits(units, to: &bytes)
    }

    /// `append(units:to:)` for any byte sink (the writer's own storage, or an array).
    @inlinable
    package func appendUnits<Sink: ByteSink>(_ units: Int64, to bytes: inout Sink) {
        if units == 0 {
            bytes.appendByte(UInt8(ascii: "0"))  // never "-0"
            return
        }
        withText(units: units) { bytes.appendBytes($0) }
    }

    /// Calls `body` with the text `append(_:to:)` writes for `value`, made on the stack: for a
    /// caller that only reads the text (a hash of it, say), which then costs no array.
    public func withText(of value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withText(units: units(value), body)
    }

    /// Calls `body` with the text of a whole count of units, made on the stack.
    @inlinable
    func withText(units: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        // Written back to front into a small buffer: a sign, at most 19 digits (10^9 units of
        // 10^-9) and a point fit in 24 bytes.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var position = buffer.count
            func put(_ byte: UInt8) {
                position -= 1
                buffer[position] = byte
            }
            let magnitude = units.magnitude
            var whole = magnitude / UInt64(unitsPerOneInteger)
            var fraction = magnitude % UInt64(unitsPerOneInteger)
            if fraction != 0 {
                // No trailing zeros; leading ones (0.05) come from writing `width` digits.
                var width = precision
                while fraction % 10 == 0 {
                    fraction /= 10
                    width -= 1
                }
                for _ in 0..<width {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            // Zero itself is written "0" (never "-0": its sign is lost with its magnitude).
            if whole != 0 || !omitsLeadingZero || magnitude % UInt64(unitsPerOneInteger) == 0 {
                repeat {
                    put(UInt8(ascii: "0") + UInt8(whole % 10))
                    whole /= 10
                } while whole > 0
            }
            if units < 0 { put(UInt8(ascii: "-")) }
            body(UnsafeBufferPointer(rebasing: buffer[position...]))
        }
    }

    /// Whether the text of `units` starts with its decimal point (`.5`), so that a number
    /// before it needs no space after a decimal point of its own.
    @inlinable
    public func startsWithDecimalPoint(units: Int64) -> Bool {
        omitsLeadingZero && units > 0 && units < unitsPerOneInteger
    }

    /// Whether the text of `units` has a decimal point.
    @inlinable
    public func hasDecimalPoint(units: Int64) -> Bool {
        units % unitsPerOneInteger != 0
    }
}
