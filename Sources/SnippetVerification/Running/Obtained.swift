/// A job's outcome and whether it came from the cache.
struct Obtained: Sendable {
    var outcome: JobOutcome
    var cached: Bool
}
