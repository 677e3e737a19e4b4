#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGPIPE ignored for the whole process, so that a write to a pipe whose reader is gone
/// fails with `EPIPE` instead of ending coursec. A group's program holds the read end of
/// coursec's answers (docs/verify.md, "Groups") and may close it, and a snippet or a
/// reader of coursec's output may go away at any time: each write's error is then its
/// caller's to handle. Children start with every signal at its default
/// (`POSIX_SPAWN_SETSIGDEF`), so no snippet inherits the ignore.
public enum BrokenPipes {
    /// Idempotent; a handler the process already set for SIGPIPE is kept.
    public static func ignore() {
        let old = signal(SIGPIPE, SIG_IGN)
        if unsafeBitCast(old, to: Int.self) != unsafeBitCast(SIG_DFL, to: Int.self) { signal(SIGPIPE, old) }
    }
}
