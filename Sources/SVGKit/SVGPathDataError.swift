/// Why `SVGPathData(parsing:)` refused path data.
///
/// Each `description` is one line naming what was wrong and where: `offset` counts the
/// characters before the place (from 0), and the message names the character itself, counted
/// from 1 (`at character 18`). Path data is ASCII, and the first other character is itself an
/// error, so the offset is also the count of UTF-8 bytes. Text quoted from the input is cut to
/// 40 characters with its control characters escaped, fit for a terminal.
public enum SVGPathDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The first command is not a moveto (`M` or `m`); `found` is what stands first.
    case missingMoveto(found: String, offset: Int)
    /// A command needs a number where there is none; `found` is the character there, `nil`
    /// where the path ends.
    case expectedNumber(command: Character, found: String?, offset: Int)
    /// A sign, point or exponent without its digits (`-`, `.`, `1e`, `2e+`), quoted.
    case malformedNumber(String, offset: Int)
    /// An arc's large-arc or sweep flag that is not `0` or `1`; `found` is the character
    /// there, `nil` where the path ends.
    case expectedFlag(command: Character, found: String?, offset: Int)
    /// A number that is not finite (`1e999`), or above `SVGPathData.largestParsedMagnitude`
    /// in magnitude (twice that for a relative coordinate), quoted.
    case numberOutOfRange(String, offset: Int)
    /// A point or control point whose absolute coordinates, once relative offsets are added
    /// (or a control point reflected), lie beyond `SVGPathData.largestParsedMagnitude`;
    /// `offset` is where the command's numbers start.
    case coordinateOutOfRange(command: Character, offset: Int)
    /// A character that is no part of path data, or a comma where no number follows, quoted.
    case unexpectedCharacter(String, offset: Int)
    /// More commands than `maximum` (`SVGPathData.maximumParsedCommandCount`), counted as
    /// parsed: absolute, with the moveto that a command after a closepath implies.
    case tooManyCommands(maximum: Int)

    /// The number of characters before the place of the error; `nil` for `tooManyCommands`.
    public var offset: Int? {
        switch self {
        case .missingMoveto(_, let offset), .expectedNumber(_, _, let offset), .malformedNumber(_, let offset),
             .expectedFlag(_, _, let offset), .numberOutOfRange(_, let offset), .coordinateOutOfRange(_, let offset),
             .unexpectedCharacter(_, let offset):
            offset
        case .tooManyCommands:
            nil
        }
    }

    /// The error as one line, without a trailing period.
    public var description: String {
        switch self {
        case .missingMoveto(let found, let offset):
            "the path does not start with a moveto: it has '\(found)' at \(Self.place(offset)), where path data starts with M or m"
        case .expectedNumber(let command, let found, let offset):
            "expected a number after '\(command)' at \(Self.place(offset)), \(Self.finding(found))"
        case .malformedNumber(let text, let offset):
            "malformed number '\(text)' at \(Self.place(offset)): a number has digits, with an optional sign, decimal point and exponent (-1.5e3)"
        case .expectedFlag(let command, let found, let offset):
            "expected an arc flag, 0 or 1, after '\(command)' at \(Self.place(offset)), \(Self.finding(found))"
        case .numberOutOfRange(let text, let offset):
            "the number '\(text)' at \(Self.place(offset)) is out of range: coordinates, radii and angles may be at most \(Self.largestMagnitude) in magnitude"
        case .coordinateOutOfRange(let command, let offset):
            "the '\(command)' at \(Self.place(offset)) leads out of range: absolute coordinates may be at most \(Self.largestMagnitude) in magnitude"
        case .unexpectedCharacter(let text, let offset):
            "unexpected '\(text)' at \(Self.place(offset)): path data holds command letters (M L H V C S Q T A Z, either case), numbers, and spaces or commas between numbers"
        case .tooManyCommands(let maximum):
            "the path has more than \(maximum) commands; at most \(maximum) are read"
        }
    }

    /// "character 18", for the character `offset` characters in.
    private static func place(_ offset: Int) -> String {
        "character \(offset + 1)"
    }

    /// "found 'x'", or that the path ends there.
    private static func finding(_ found: String?) -> String {
        found.map { "found '\($0)'" } ?? "where the path ends"
    }

    /// The bound, as the whole number it is.
    private static var largestMagnitude: Int { Int(SVGPathData.largestParsedMagnitude) }
}
