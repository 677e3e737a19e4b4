extension SnippetResult {
    /// A compiler error, moved from swiftc's temporary file to the place the author edits.
    public struct Diagnostic: Hashable, Sendable {
        /// The lesson file, or a course support file on disk.
        public var location: SourceLocation
        public var column: Int
        public var message: String

        public init(location: SourceLocation, column: Int, message: String) {
            self.location = location
            self.column = column
            self.message = message
        }

        /// `file:line:column: error: message`, as compilers and editors print it.
        public var description: String { "\(location.file):\(location.line):\(column): error: \(message)" }
    }
}
