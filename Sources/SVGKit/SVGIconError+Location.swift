extension SVGIconError {
    /// A place in an icon file, as an editor shows it.
    public struct Location: Equatable, Sendable, CustomStringConvertible {
        /// The line, from 1; a line feed, a carriage return and the pair of them each end one.
        public let line: Int
        /// The column, from 1, in Unicode scalars: the characters of the line before it, plus 1.
        public let column: Int

        /// Creates a location.
        /// - Parameters:
        ///   - line: the line, from 1.
        ///   - column: the column, from 1.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// `line 3, column 5`.
        public var description: String { "line \(line), column \(column)" }
    }
}
