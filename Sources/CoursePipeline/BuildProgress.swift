/// Where a long step says how far it got (a terminal's progress line), and that it is done.
public struct BuildProgress: Sendable {
    public var update: @Sendable (String) -> Void
    public var end: @Sendable () -> Void

    public init(update: @escaping @Sendable (String) -> Void = { _ in }, end: @escaping @Sendable () -> Void = {}) {
        self.update = update
        self.end = end
    }
}
