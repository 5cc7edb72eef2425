#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads SVG's `transform` attribute: a list of `matrix(a b c d e f)`, `translate(x [y])`,
/// `scale(x [y])`, `rotate(a [cx cy])`, `skewX(a)` and `skewY(a)`, separated by whitespace or a
/// comma, their numbers by whitespace and at most one comma; angles in degrees. The list is
/// one transform, the rightmost function applied to the points first.
enum TransformListParser {
    /// The transform, or nil when the value is not such a list (or a number is beyond
    /// `SVGPathData.largestParsedMagnitude`).
    static func parse(_ value: ArraySlice<UInt8>) -> AffineTransform? {
        var index = value.startIndex
        var result = AffineTransform.identity
        func skipSeparators(allowingComma: Bool) {
            var hadComma = false
            while index < value.endIndex {
                if IconXMLScanner.isWhitespace(value[index]) {
                    index += 1
                } else if allowingComma, !hadComma, value[index] == UInt8(ascii: ",") {
                    hadComma = true
                    index += 1
                } else {
                    break
                }
            }
        }
        skipSeparators(allowingComma: false)
        var isFirst = true
        while index < value.endIndex {
            if !isFirst { skipSeparators(allowingComma: true) }
            isFirst = false
            let nameStart = index
            while index < value.endIndex, (value[index] | 0x20) >= UInt8(ascii: "a"), (value[index] | 0x20) <= UInt8(ascii: "z") {
                index += 1
            }
            let name = String(decoding: value[nameStart..<index], as: UTF8.self)
            skipSeparators(allowingComma: false)
            guard index < value.endIndex, value[index] == UInt8(ascii: "(") else { return nil }
            index += 1
            skipSeparators(allowingComma: false)
            var numbers: [Double] = []
            while index < value.endIndex, value[index] != UInt8(ascii: ")") {
                if !numbers.isEmpty { skipSeparators(allowingComma: true) }
                guard case .number(let number, let end) = NumberScanner.scan(value, from: index),
                      number.magnitude <= SVGPathData.largestParsedMagnitude else { return nil }
                numbers.append(number)
                index = end
                skipSeparators(allowingComma: false)
            }
            guard index < value.endIndex else { return nil }
            index += 1
            guard let function = function(name, numbers) else { return nil }
            result = result.concatenating(function)
            skipSeparators(allowingComma: false)
        }
        return result
    }

    /// One function's transform, or nil for an unknown name or a wrong count of numbers.
    private static func function(_ name: String, _ numbers: [Double]) -> AffineTransform? {
        switch (name, numbers.count) {
        case ("matrix", 6):
            return AffineTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], e: numbers[4], f: numbers[5])
        case ("translate", 1), ("translate", 2):
            return .translation(x: numbers[0], y: numbers.count == 2 ? numbers[1] : 0)
        case ("scale", 1), ("scale", 2):
            return .scale(x: numbers[0], y: numbers.count == 2 ? numbers[1] : numbers[0])
        case ("rotate", 1), ("rotate", 3):
            let angle = numbers[0] * Double.pi / 180
            let rotation = AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), e: 0, f: 0)
            guard numbers.count == 3 else { return rotation }
            return AffineTransform.translation(x: numbers[1], y: numbers[2]).concatenating(rotation)
                .concatenating(.translation(x: -numbers[1], y: -numbers[2]))
        case ("skewX", 1):
            return AffineTransform(a: 1, b: 0, c: tan(numbers[0] * Double.pi / 180), d: 1, e: 0, f: 0)
        case ("skewY", 1):
            return AffineTransform(a: 1, b: tan(numbers[0] * Double.pi / 180), c: 0, d: 1, e: 0, f: 0)
        default:
            return nil
        }
    }
}
