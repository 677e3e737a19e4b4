import CourseModel
import CoursePipeline
import CoursecTestSupport
import Foundation
import SiteRendering
import SnippetVerification
import Synchronization
import Testing

/// The site is published from the page cache, so its entries are checked as the verify
/// cache's are: one edited by hand is not published, is made again, and is warned about once.
@Suite(.tags(.pagefind)) struct PageCacheIntegrityTests {
    final class Warnings: Sendable {
        let lines = Mutex<[String]>([])
        func take() -> [String] { lines.withLock { taken in defer { taken = [] }; return taken } }
    }

    static func build(_ directory: TemporaryDirectory, into site: String, warnings: Warnings, signingKey: [UInt8]? = nil) throws {
        var context = BuildContext(
            coursesFolder: directory.file("courses"), output: directory.file(site), templates: Repository.templates,
            verify: false, drafts: false, verifierOptions: VerifierOptions(cacheDirectory: directory.file("cache/verify")),
            pageCache: PageCache(directory: directory.file("cache/pages"), signingKey: signingKey, warn: { line in
                warnings.lines.withLock { $0.append(line) }
            }))
        try BuildPipeline().run(&context)
    }

    /// The cached page whose text holds `text`, and its bytes.
    static func entry(holding text: String, in directory: TemporaryDirectory) throws -> (path: String, data: Data) {
        let root = directory.file("cache/pages")
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".page") }.sorted()
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: root + "/" + file))
            if data.range(of: Data(text.utf8)) != nil { return (root + "/" + file, data) }
        }
        throw CourseError("no cached page holds '\(text)'")
    }

    @Test func aPageEditedByHandInTheCacheIsRenderedAgainWithOneWarningNamingIt() throws {
        let directory = FourLessonCourse.project()
        let warnings = Warnings()
        try Self.build(directory, into: "site", warnings: warnings)
        #expect(warnings.take() == [])
        // The same number of bytes, so the entry still reads back whole: only its checksum can tell.
        let (path, data) = try Self.entry(holding: "The second lesson", in: directory)
        var forged = data
        let range = try #require(forged.range(of: Data("The second lesson".utf8)))
        forged.replaceSubrange(range, with: Data("The forged lesson".utf8))
        try forged.write(to: URL(fileURLWithPath: path))

        try Self.build(directory, into: "other-site", warnings: warnings)

        #expect(warnings.take() == ["\(path): warning: page cache entry is corrupt (its checksum does not match its contents); not used, made again"])
        let published = try FileManager.default.subpathsOfDirectory(atPath: directory.file("other-site"))
        for file in published where file.hasSuffix(".html") {
            let text = try String(contentsOfFile: directory.file("other-site/" + file), encoding: .utf8)
            #expect(!text.contains("forged"), "\(file)")
        }
        // Made again, the entry is sound: a third build warns of nothing.
        try Self.build(directory, into: "third-site", warnings: warnings)
        #expect(warnings.take() == [])
        #expect(try Self.entry(holding: "The second lesson", in: directory).path == path)
    }

    @Test func withCoursecCacheKeyAnEntryMadeWithoutItIsNotBelieved() throws {
        let directory = FourLessonCourse.project()
        let warnings = Warnings()
        try Self.build(directory, into: "site", warnings: warnings)
        let (path, _) = try Self.entry(holding: "The second lesson", in: directory)

        try Self.build(directory, into: "signed-site", warnings: warnings, signingKey: Array("secret".utf8))

        #expect(warnings.take().contains("\(path): warning: page cache entry is not signed, and COURSEC_CACHE_KEY is set; not used, made again"))
        try Self.build(directory, into: "signed-again", warnings: warnings, signingKey: Array("secret".utf8))
        #expect(warnings.take() == [])
    }
}
