/// Reads SVG 2 path data (SVG 2, §9.3.9) from UTF-8 bytes into absolute path elements: the
/// machinery of `SVGPathData(parsing:)`, whose documentation says what it accepts and how it
/// normalises.
///
/// One pass over the bytes, no lookahead beyond a byte, no recursion, and a count checked
/// before every command appended: the time is linear in the text and the memory is bounded by
/// the command limit, whatever the text.
struct PathDataParser {
    /// The elements read so far.
    private(set) var elements: [PathElement] = []

    private let bytes: ArraySlice<UInt8>
    private let maximumCommandCount: Int
    private var index: Int
    /// The letter of the command being read, as written, for messages.
    private var letter = UInt8(ascii: "M")
    /// Where the numbers of the command being read start, for messages about its points.
    private var argumentsStart = 0
    private var current = Point(x: 0, y: 0)
    private var subpathStart = Point(x: 0, y: 0)
    /// The last control point of the previous command if it was a `C` or an `S`: an `S`
    /// reflects it.
    private var previousCubicControl: Point?
    /// The control point of the previous command if it was a `Q` or a `T`: a `T` reflects it.
    private var previousQuadraticControl: Point?
    /// Whether the last command was a closepath, so that a command other than a moveto starts
    /// its subpath with an implied moveto.
    private var isAfterClose = false

    init(bytes: ArraySlice<UInt8>, maximumCommandCount: Int) {
        self.bytes = bytes
        self.maximumCommandCount = maximumCommandCount
        index = bytes.startIndex
    }

    /// Reads the whole text into `elements`.
    mutating func parse() throws(SVGPathDataError) {
        skipWhitespace()
        guard index < bytes.endIndex else { return }
        let first = bytes[index]
        guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
            if Self.isCommandLetter(first) || NumberScanner.startsNumber(first) {
                throw .missingMoveto(found: DefusedText.character(at: index, of: bytes), offset: offset(index))
            }
            throw unexpectedCharacter(at: index)
        }
        while index < bytes.endIndex {
            letter = bytes[index]
            guard Self.isCommandLetter(letter) else { throw unexpectedCharacter(at: index) }
            index += 1
            skipWhitespace()
            if letter | 0x20 == UInt8(ascii: "z") {
                try closePath()
                continue
            }
            var isFirstOfCommand = true
            while true {
                argumentsStart = offset(index)
                try readCommand(isFirstOfCommand: isFirstOfCommand)
                isFirstOfCommand = false
                // The command repeats while numbers follow; a comma must be followed by one.
                let hasComma = skipCommaAndWhitespace()
                if index < bytes.endIndex, NumberScanner.startsNumber(bytes[index]) { continue }
                if hasComma { throw expectedNumber() }
                break
            }
        }
    }

    // MARK: Commands

    /// Reads the arguments of one command (one repetition of it) and appends it.
    private mutating func readCommand(isFirstOfCommand: Bool) throws(SVGPathDataError) {
        let isRelative = letter >= UInt8(ascii: "a")
        let origin = isRelative ? current : Point(x: 0, y: 0)
        switch letter | 0x20 {
        case UInt8(ascii: "m"):
            let point = try readPoint(from: origin)
            // A moveto's further pairs are linetos, relative if it is.
            if isFirstOfCommand {
                try append(.move(to: point))
                subpathStart = point
                isAfterClose = false
            } else {
                try startSubpathIfClosed()
                try append(.line(to: point))
            }
            current = point
            forgetControlPoints()
        case UInt8(ascii: "l"):
            let point = try readPoint(from: origin)
            try startSubpathIfClosed()
            try append(.line(to: point))
            current = point
            forgetControlPoints()
        case UInt8(ascii: "h"):
            let x = try checked(try readNumber(isRelative: isRelative) + origin.x)
            try startSubpathIfClosed()
            try append(.line(to: Point(x: x, y: current.y)))
            current.x = x
            forgetControlPoints()
        case UInt8(ascii: "v"):
            let y = try checked(try readNumber(isRelative: isRelative) + origin.y)
            try startSubpathIfClosed()
            try append(.line(to: Point(x: current.x, y: y)))
            current.y = y
            forgetControlPoints()
        case UInt8(ascii: "c"):
            let control1 = try readPoint(from: origin)
            try readSeparator()
            try appendCubic(control1: control1, origin: origin)
        case UInt8(ascii: "s"):
            let control1 = try reflected(previousCubicControl)
            try appendCubic(control1: control1, origin: origin)
        case UInt8(ascii: "q"):
            let control = try readPoint(from: origin)
            try readSeparator()
            try appendQuadratic(control: control, origin: origin)
        case UInt8(ascii: "t"):
            let control = try reflected(previousQuadraticControl)
            try appendQuadratic(control: control, origin: origin)
        default:
            try readArc(origin: origin)
        }
    }

    /// Reads a cubic's second control point and end (after its first control point, if it
    /// has one written) and appends it.
    private mutating func appendCubic(control1: Point, origin: Point) throws(SVGPathDataError) {
        let control2 = try readPoint(from: origin)
        try readSeparator()
        let point = try readPoint(from: origin)
        try startSubpathIfClosed()
        try append(.cubic(control1: control1, control2: control2, to: point))
        current = point
        previousCubicControl = control2
        previousQuadraticControl = nil
    }

    /// Reads a quadratic's end (after its control point, if it has one written) and appends it.
    private mutating func appendQuadratic(control: Point, origin: Point) throws(SVGPathDataError) {
        let point = try readPoint(from: origin)
        try startSubpathIfClosed()
        try append(.quadratic(control: control, to: point))
        current = point
        previousQuadraticControl = control
        previousCubicControl = nil
    }

    /// Reads an arc's seven arguments and appends it.
    private mutating func readArc(origin: Point) throws(SVGPathDataError) {
        // SVG takes a negative radius as its magnitude (implementation notes, B.2.5).
        let radiusX = try readNumber(isRelative: false).magnitude
        try readSeparator()
        let radiusY = try readNumber(isRelative: false).magnitude
        try readSeparator()
        let rotation = try readNumber(isRelative: false)
        try readSeparator()
        let isLargeArc = try readFlag()
        try readSeparator()
        let isClockwise = try readFlag()
        try readSeparator()
        let point = try readPoint(from: origin)
        try startSubpathIfClosed()
        // The text's degrees, in the radians of `PathElement`.
        try append(.ellipticalArc(radiusX: radiusX, radiusY: radiusY, rotation: rotation * .pi / 180,
                                  isLargeArc: isLargeArc, isSweepClockwise: isClockwise, to: point))
        current = point
        forgetControlPoints()
    }

    private mutating func closePath() throws(SVGPathDataError) {
        try startSubpathIfClosed()
        try append(.close)
        current = subpathStart
        isAfterClose = true
        forgetControlPoints()
    }

    /// Appends the moveto that SVG implies before a command that follows a closepath: the new
    /// subpath starts where the closed one did.
    private mutating func startSubpathIfClosed() throws(SVGPathDataError) {
        guard isAfterClose else { return }
        isAfterClose = false
        try append(.move(to: subpathStart))
    }

    private mutating func append(_ element: PathElement) throws(SVGPathDataError) {
        guard elements.count < maximumCommandCount else { throw .tooManyCommands(maximum: maximumCommandCount) }
        elements.append(element)
    }

    private mutating func forgetControlPoints() {
        previousCubicControl = nil
        previousQuadraticControl = nil
    }

    /// `control` reflected about the current point, or the current point when there is none.
    private func reflected(_ control: Point?) throws(SVGPathDataError) -> Point {
        guard let control else { return current }
        return Point(x: try checked(2 * current.x - control.x), y: try checked(2 * current.y - control.y))
    }

    // MARK: Numbers and separators

    /// Reads a coordinate pair, separated by comma-whitespace, and adds `origin`.
    private mutating func readPoint(from origin: Point) throws(SVGPathDataError) -> Point {
        let isRelative = letter >= UInt8(ascii: "a")
        let x = try readNumber(isRelative: isRelative)
        try readSeparator()
        let y = try readNumber(isRelative: isRelative)
        return Point(x: try checked(origin.x + x), y: try checked(origin.y + y))
    }

    /// `coordinate`, or an error if it is beyond the bound.
    private func checked(_ coordinate: Double) throws(SVGPathDataError) -> Double {
        guard coordinate.magnitude <= SVGPathData.largestParsedMagnitude else {
            throw .coordinateOutOfRange(command: Character(Unicode.Scalar(letter)), offset: argumentsStart)
        }
        return coordinate
    }

    /// Reads the number that must stand at the current place: a relative coordinate, which
    /// may span the distance between two points in range, or any other number, which must be
    /// in range itself.
    private mutating func readNumber(isRelative: Bool) throws(SVGPathDataError) -> Double {
        let start = index
        switch NumberScanner.scan(bytes, from: start) {
        case .number(let value, let end):
            index = end
            guard value.magnitude <= SVGPathData.largestParsedMagnitude * (isRelative ? 2 : 1) else {
                throw .numberOutOfRange(DefusedText.quote(bytes[start..<end]), offset: offset(start))
            }
            return value
        case .none:
            throw expectedNumber()
        case .malformed(let end):
            throw .malformedNumber(DefusedText.quote(bytes[start..<end]), offset: offset(start))
        }
    }

    /// Reads an arc flag: the single character `0` or `1`, which needs no separator after it.
    private mutating func readFlag() throws(SVGPathDataError) -> Bool {
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw .expectedFlag(command: Character(Unicode.Scalar(letter)), found: foundCharacter(), offset: offset(index))
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    /// Skips the comma-whitespace between two arguments of a command; a comma there must be
    /// followed by the next argument, which the next read checks.
    private mutating func readSeparator() throws(SVGPathDataError) {
        _ = skipCommaAndWhitespace()
    }

    /// Skips whitespace, at most one comma, and whitespace; returns whether there was a comma.
    private mutating func skipCommaAndWhitespace() -> Bool {
        skipWhitespace()
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ",") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// Skips SVG's whitespace: space, tab, line feed, form feed, carriage return.
    private mutating func skipWhitespace() {
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0C, 0x0D: index += 1
            default: return
            }
        }
    }

    // MARK: Errors

    private func expectedNumber() -> SVGPathDataError {
        .expectedNumber(command: Character(Unicode.Scalar(letter)), found: foundCharacter(), offset: offset(index))
    }

    private func unexpectedCharacter(at position: Int) -> SVGPathDataError {
        .unexpectedCharacter(DefusedText.character(at: position, of: bytes), offset: offset(position))
    }

    /// The character at the current place, or `nil` at the end.
    private func foundCharacter() -> String? {
        index < bytes.endIndex ? DefusedText.character(at: index, of: bytes) : nil
    }

    /// `position` counted from the start of the text.
    private func offset(_ position: Int) -> Int {
        position - bytes.startIndex
    }

    private static func isCommandLetter(_ byte: UInt8) -> Bool {
        switch byte | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
             UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
            true
        default:
            false
        }
    }
}
