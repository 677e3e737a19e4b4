#if canImport(Glibc)
import Glibc
#endif

/// An errno, with the system's words for it ("No space left on device"), which
/// Foundation's file calls drop from their messages.
public struct SystemFailure: Error, Equatable, Sendable {
    public var code: Int32
    public init(code: Int32) { self.code = code }
    public var reason: String { String(cString: strerror(code)) }
}
