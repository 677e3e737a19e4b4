import CoursecTestSupport
import CoursecSupport
import CourseModel
import Foundation
import SnippetVerification
import Testing

/// A cache entry is believed only when its checksum, and with `COURSEC_CACHE_KEY`
/// its signature, hold: a forged or corrupt entry cannot make a failing snippet
/// pass, and is reported once.
@Suite(.tags(.compiles)) struct CacheIntegrityTests {
    /// A lesson whose one snippet prints `a` where `b` is expected: it fails.
    func failingFixture() throws -> FixtureCourse {
        let fixture = try FixtureCourse(lessons: ["forged"])
        try fixture.write("tr/01-forged.md", LessonText.make(id: "forged", runs: [("print(\"a\")", "b")]))
        return fixture
    }

    func verify(_ fixture: FixtureCourse, key: String?, warnings: CollectedLines) throws -> [SnippetResult] {
        var options = VerifierOptions(cacheDirectory: fixture.cacheDirectory)
        options.environment["COURSEC_CACHE_KEY"] = key
        options.warn = { warnings.add($0) }
        return try Verifier(options: options).verify([try fixture.load()])
    }

    /// The one entry's path and text.
    func entry(_ fixture: FixtureCourse) throws -> (path: String, text: String) {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.cacheDirectory)
        let path = fixture.cacheDirectory + "/" + (try #require(names.first))
        return (path, try String(contentsOfFile: path, encoding: .utf8))
    }

    /// The entry with the program's output changed from `a` to `b` and its checksum
    /// recomputed, as anyone can: the forgery of a pull request's CI cache.
    func forge(_ fixture: FixtureCourse, keepSignature: Bool) throws -> String {
        let (path, text) = try entry(fixture)
        let newline = try #require(text.firstIndex(of: "\n"))
        let payload = text[text.index(after: newline)...].replacingOccurrences(of: Data("a\n".utf8).base64EncodedString(), with: Data("b\n".utf8).base64EncodedString())
        let key = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var header = "coursec-cache-entry sha256=\(SHA256.hex(key + "\n" + payload))"
        if keepSignature, let old = text[..<newline].split(separator: " ").first(where: { $0.hasPrefix("hmac-sha256=") }) { header += " \(old)" }
        try (header + "\n" + payload).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aForgedEntryWithAnOldSignatureIsIgnoredWithAWarning() throws {
        let fixture = try failingFixture()
        defer { fixture.remove() }
        let warnings = CollectedLines()
        #expect(try verify(fixture, key: "ci-secret", warnings: warnings).map(\.status) == [.failed])
        let path = try forge(fixture, keepSignature: true)

        let results = try verify(fixture, key: "ci-secret", warnings: warnings)
        #expect(results.map(\.status) == [.failed])
        #expect(results.map(\.cached) == [false])
        #expect(warnings.all == ["\(path): warning: cache entry is signed with another key than COURSEC_CACHE_KEY; not used, the snippet is checked again"])
    }

    @Test func anUnsignedEntryIsIgnoredWhenAKeyIsSet() throws {
        let fixture = try failingFixture()
        defer { fixture.remove() }
        let warnings = CollectedLines()
        _ = try verify(fixture, key: "ci-secret", warnings: warnings)
        let path = try forge(fixture, keepSignature: false)

        let results = try verify(fixture, key: "ci-secret", warnings: warnings)
        #expect(results.map(\.status) == [.failed])
        #expect(warnings.all == ["\(path): warning: cache entry is not signed, and COURSEC_CACHE_KEY is set; not used, the snippet is checked again"])
    }

    @Test func withoutAKeyAForgeryWithAValidChecksumIsBelievedAndThatIsWhyCIShouldSetOne() throws {
        let fixture = try failingFixture()
        defer { fixture.remove() }
        let warnings = CollectedLines()
        _ = try verify(fixture, key: nil, warnings: warnings)
        _ = try forge(fixture, keepSignature: false)
        #expect(try verify(fixture, key: nil, warnings: warnings).map(\.status) == [.passed])
        #expect(warnings.all == [])
    }

    @Test func aCorruptEntryIsRecomputedAndReportedOnce() throws {
        let fixture = try failingFixture()
        defer { fixture.remove() }
        let warnings = CollectedLines()
        _ = try verify(fixture, key: nil, warnings: warnings)
        let (path, text) = try entry(fixture)
        try text.replacingOccurrences(of: "\"exited\"", with: "\"exitel\"").write(toFile: path, atomically: true, encoding: .utf8)

        let results = try verify(fixture, key: nil, warnings: warnings)
        #expect(results.map(\.status) == [.failed])
        #expect(results.map(\.cached) == [false])
        #expect(warnings.all == ["\(path): warning: cache entry is corrupt (its checksum does not match its contents); not used, the snippet is checked again"])
        // Rewritten: the next verify takes it from the cache without a word.
        #expect(try verify(fixture, key: nil, warnings: warnings).map(\.cached) == [true])
        #expect(warnings.all.count == 1)
    }
}
