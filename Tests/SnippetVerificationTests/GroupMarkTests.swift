import CoursecSupport
import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation
import SnippetVerification
import Testing

/// A group's program is hostile input that shares its process with the mark function
/// (docs/verify.md, "Groups" and "Threat model"): marks it writes of its own, out of
/// sequence or beyond its blocks, fail the group with one reason, and never crash coursec,
/// shift one block's output onto another, or reach a cache that would crash it later.
@Suite(.tags(.compiles)) struct GroupMarkTests {
    static let reason = "the program wrote marks of its own"

    /// The results of a one-lesson course holding `body`, cached in `cache` when given.
    static func verify(_ body: String, cache: String? = nil, warnings: CollectedLines? = nil) throws -> [SnippetResult] {
        var options = VerifierOptions(cacheDirectory: cache)
        options.limits.runSeconds = 10
        if let warnings { options.warn = { warnings.add($0) } }
        return try OneLessonCourse.verify(body, options: options)
    }

    static func summary(_ results: [SnippetResult]) -> [String] {
        results.map { "\($0.line) \($0.role.rawValue) \($0.status.rawValue) \($0.reason ?? "-")" }
    }

    /// Eight bytes on descriptor 3: two marks numbered 5 and 6 (before numbering, eight
    /// marks for a group of three blocks, which indexed past its blocks and crashed coursec).
    @Test func aBlockThatWritesMoreMarksThanItsGroupHasBlocksFailsTheGroupAndCoursecGoesOn() throws {
        let results = try Self.verify("""
            ```swift run group=g
            import Glibc
            print("one")
            ```

            ```output
            one
            ```

            ```swift setup group=g
            var flood: [UInt8] = [5, 0, 0, 0, 6, 0, 0, 0]
            _ = write(3, &flood, flood.count)
            ```

            ```swift typecheck group=g
            print("three")
            ```

            """)
        let reason = Self.reason + " (mark 5 came where mark 1 was due)"
        #expect(Self.summary(results) == ["6 run failed \(reason)", "15 setup failed \(reason)", "20 typecheck failed \(reason)"])
    }

    /// The attack of issue 34: a hidden `swift setup` marks once more and prints what the
    /// next block expects; the next block crashes. Unnumbered, the setup's own mark then
    /// stood for the crashing block's, which passed on the setup's output. Two ways: one
    /// byte, as the unnumbered protocol took a mark, after which the setup waits until
    /// coursec has read it (the stray byte and the setup's own mark 1, `[1, 0, 0, 0]`, read
    /// as one number: 10 + 1 × 256); and the mark function itself with the right number,
    /// after which the setup's own mark comes out of sequence.
    @Test(arguments: [
        ("var mark: UInt8 = 10\n_ = write(3, &mark, 1)\nusleep(500_000)", "mark 266 came where mark 1 was due"),
        ("coursecGroupMark(1)", "mark 1 came where mark 2 was due"),
    ])
    func aHiddenSetupThatMarksOnceMoreCannotPassTheNextBlockOnItsOutput(forgery: String, detail: String) throws {
        let results = try Self.verify("""
            ```swift run group=g
            import Glibc
            print("one")
            ```

            ```output
            one
            ```

            ```swift setup group=g
            print("two")
            \(forgery)
            print("three")
            ```

            ```swift run group=g
            fatalError("never verified")
            ```

            ```output
            three
            ```

            """)
        let reason = Self.reason + " (\(detail))"
        let last = 20 + forgery.split(separator: "\n").count
        #expect(Self.summary(results) == ["6 run failed \(reason)", "15 setup failed \(reason)", "\(last) run failed \(reason)"])
    }

    /// A block that closes descriptor 3 cannot mark any more: the mark function ends the
    /// program rather than let the next blocks' output count as this block's. One that
    /// closes descriptor 4 leaves coursec's answer no reader (EPIPE, not a SIGPIPE that
    /// ended coursec with status 141).
    @Test(arguments: [
        (3, "a mark could not be written or its answer was not its own"),
        (4, "it closed descriptor 4, where coursec answers"),
    ])
    func aBlockThatClosesADescriptorOfTheMarksFailsTheGroupAndCoursecGoesOn(descriptor: Int, detail: String) throws {
        let results = try Self.verify("""
            ```swift run group=g
            import Glibc
            print("one")
            close(\(descriptor))
            ```

            ```output
            one
            ```

            ```swift run group=g
            print("two")
            ```

            ```output
            two
            ```

            """)
        let reason = Self.reason + " (\(detail))"
        #expect(Self.summary(results) == ["6 run failed \(reason)", "16 run failed \(reason)"])
    }

    /// A cached outcome whose marks outnumber its group's blocks (a forged entry: the
    /// runner never makes one) is refused like a corrupt entry, not judged: judging it
    /// indexed past the blocks and crashed `verify` and `build --no-verify` alike.
    @Test func aCachedOutcomeWhoseMarksOutnumberItsBlocksIsRefusedWithAWarning() throws {
        let cache = TemporaryDirectory("coursec-group-marks-cache")
        let lesson = """
            ```swift run group=g
            print("one")
            ```

            ```output
            one
            ```

            ```swift typecheck group=g
            print("two")
            ```

            """
        let warnings = CollectedLines()
        #expect(Self.summary(try Self.verify(lesson, cache: cache.path, warnings: warnings)) == ["6 run passed -", "14 typecheck passed -"])
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".json") }
        let name = try #require(names.count == 1 ? names.first : nil)
        let path = cache.file(name)
        let key = (name as NSString).deletingPathExtension
        let entry = CacheEntry(magic: "coursec-cache-entry", signingKey: nil)
        let payload = try entry.opened(try Data(contentsOf: URL(fileURLWithPath: path)), key: key).get()
        var outcome = try #require(try JSONSerialization.jsonObject(with: payload) as? [String: Any])
        var run = try #require(outcome["run"] as? [String: Any])
        run["marks"] = [0, 0, 0, 0, 0]
        outcome["run"] = run
        try entry.sealed(try JSONSerialization.data(withJSONObject: outcome), key: key).write(to: URL(fileURLWithPath: path))

        let again = try Self.verify(lesson, cache: cache.path, warnings: warnings)
        #expect(Self.summary(again) == ["6 run passed -", "14 typecheck passed -"])
        #expect(again.map(\.cached) == [false, false])
        #expect(warnings.all == ["\(path): warning: cache entry is corrupt (its marks do not fit its group's blocks); not used, the snippet is checked again"])
    }
}
