import Testing

/// Builds the fixture site once for a whole suite, before its first test, and
/// removes it after the last: its tests only read the site, so one build serves them all.
struct FixtureSiteTrait: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let built = try BuiltFixtureSite()
        defer { built.remove() }
        try await BuiltFixtureSite.$suiteSite.withValue(built) { try await function() }
    }
}

extension Trait where Self == FixtureSiteTrait {
    /// The suite's tests read the fixture site with `BuiltFixtureSite.shared()`.
    static var fixtureSite: Self { FixtureSiteTrait() }
}
