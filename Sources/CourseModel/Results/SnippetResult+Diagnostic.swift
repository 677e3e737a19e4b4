extension SnippetResult {
    /// A compiler error, moved from swiftc's temporary file to the place the author edits.
    public struct Diagnostic: Hashable, Sendable {
        /// The lesson file, or a course support file on disk.
        public var location: SourceLocation
        public var column: Int
        public var message: String
        /// swiftc's notes on it and its fix-its, and coursec's own hints, each at the
        /// place the author edits; printed after the error, one line each.
        public var notes: [Note]

        public init(location: SourceLocation, column: Int, message: String, notes: [Note] = []) {
            self.location = location
            self.column = column
            self.message = message
            self.notes = notes
        }

        /// `file:line:column: error: message`, as compilers and editors print it.
        public var description: String { "\(location.file):\(location.line):\(column): error: \(message)" }
    }

    /// `file:line:column: note: message`; column 0 when it names a line only.
    public struct Note: Hashable, Sendable {
        public var location: SourceLocation
        public var column: Int
        public var message: String

        public init(location: SourceLocation, column: Int, message: String) {
            self.location = location
            self.column = column
            self.message = message
        }

        public var description: String {
            "\(location.file):\(location.line)\(column > 0 ? ":\(column)" : ""): note: \(message)"
        }
    }
}
