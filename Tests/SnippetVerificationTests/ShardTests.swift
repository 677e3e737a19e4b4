import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation
import SnippetVerification
import Testing

/// `verify --shard K/N`: every lesson in exactly one shard, and the shards' results
/// together are the full verification's.
@Suite struct ShardTests {
    static func courses() throws -> [Course] {
        let root = Repository.path("courses")
        return try FileManager.default.contentsOfDirectory(atPath: root).sorted()
            .filter { FileManager.default.fileExists(atPath: "\(root)/\($0)/course.json") }
            .map { try CourseLoader().loadCourse(directory: "\(root)/\($0)") }
    }

    @Test func readsKOfNAndRefusesAnythingElse() {
        #expect(VerificationShard(parsing: "2/3") == VerificationShard(index: 2, count: 3))
        #expect(VerificationShard(parsing: "1/1") == VerificationShard(index: 1, count: 1))
        for bad in ["0/3", "4/3", "3", "1/0", "a/b", "1/2/3", "-1/2", ""] {
            #expect(VerificationShard(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test(.tags(.compiles)) func theShardsTogetherAreTheFullVerificationOfTheCourses() throws {
        let courses = try Self.courses()
        let cache = TemporaryDirectory()
        defer { cache.remove() }
        var options = VerifierOptions(cacheDirectory: cache.path)
        options.interfacesDirectory = Repository.path("interfaces")
        let verifier = try Verifier(options: options)
        func comparable(_ results: [SnippetResult]) -> [SnippetResult] {
            results.map { var result = $0; result.seconds = 0; result.cached = false; return result }
        }
        let full = comparable(verifier.verify(courses))
        var union: [SnippetResult] = []
        var lessonsSeen: [String] = []
        for index in 1...3 {
            let part = VerificationShard(index: index, count: 3).select(courses)
            #expect(!part.isEmpty)
            lessonsSeen += part.flatMap { $0.lessons.map(\.file) }
            union += comparable(verifier.verify(part))
        }
        #expect(lessonsSeen.sorted() == courses.flatMap { $0.lessons.map(\.file) }.sorted())
        #expect(union.sorted { ($0.file, $0.blockIndex) < ($1.file, $1.blockIndex) } == full)
    }

    @Test(.tags(.compiles)) func dealsEveryLanguageOfALessonToOneShard() throws {
        let courses = try Self.courses()
        for index in 1...2 {
            let part = VerificationShard(index: index, count: 2).select(courses)
            let other = VerificationShard(index: 3 - index, count: 2).select(courses)
            let mine = Set(part.flatMap { course in course.lessons.map { "\(course.id)/\($0.id)" } })
            let theirs = Set(other.flatMap { course in course.lessons.map { "\(course.id)/\($0.id)" } })
            #expect(mine.isDisjoint(with: theirs))
        }
    }
}
