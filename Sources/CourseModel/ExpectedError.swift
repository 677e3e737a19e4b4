/// One error a `swift compile-error` block says swiftc gives: its message (the text
/// after `error: `, compared exactly once trimmed) and, when the lesson says so, the
/// lesson line it must be on.
public struct ExpectedError: Hashable, Sendable {
    public var message: String
    /// The lesson line the error must be on; nil for any line of the block.
    public var line: Int?

    public init(message: String, line: Int?) {
        self.message = message
        self.line = line
    }
}
