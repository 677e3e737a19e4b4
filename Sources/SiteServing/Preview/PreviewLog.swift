/// Where the preview says what it did: the command's console, which escapes and colours.
public struct PreviewLog: Sendable {
    /// A line to standard output: a build's summary.
    public let say: @Sendable (String) -> Void
    /// A line to standard error: an error of a build.
    public let warn: @Sendable (String) -> Void

    public init(say: @escaping @Sendable (String) -> Void, warn: @escaping @Sendable (String) -> Void) {
        self.say = say
        self.warn = warn
    }
}
