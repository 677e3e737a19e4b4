@testable import CoursePipeline
import CoursecTestSupport
import Foundation
import SiteRendering
import Testing

/// A build's one Pagefind (its service mode) that ends while it indexes.
@Suite(.tags(.pagefind)) struct PagefindServiceEndTests {
    /// A service that writes down each start (`starts`) and ends at the second folder of
    /// sources it is given, with a message on standard error, as a Pagefind that ran out
    /// of memory would; every other slice gets a bundle of two files.
    static func dyingPagefind(_ directory: TemporaryDirectory) throws -> String {
        let (count, starts) = (directory.file("folders"), directory.file("starts"))
        let script = PagefindServiceScript.script(
            onFolder: """
                    folders=$(( $(cat "\(count)" 2>/dev/null || echo 0) + 1 ))
                    echo "$folders" > "\(count)"
                    if [ "$folders" = 2 ]; then echo "Error: the index could not be kept in memory" >&2; exit 3; fi
            """,
            onWrite: """
                    mkdir -p "$out"
                    printf '// stand-in\\n' > "$out/pagefind.js"
                    printf '{"version":"0","languages":{}}\\n' > "$out/pagefind-entry.json"
            """)
        let path = directory.file("dying-pagefind.sh")
        try ExecutableFile.write(Array(script.replacingOccurrences(of: "set -eu\n", with: "set -eu\necho start >> \"\(starts)\"\n").utf8), to: path)
        return path
    }

    @Test func aServiceThatEndsMidBuildFailsIndexSearchWithItsStandardErrorAndLeavesTheLastSiteAsItWas() throws {
        let directory = FourLessonCourse.project()
        var first = BackgroundSearchIndexTests.context(directory, indexer: PagefindIndexer(executable: try DigestPagefind.write(in: directory)))
        try BuildPipeline().run(&first)
        let before = try FourLessonCourse.site(directory)
        _ = directory.write(FourLessonCourse.lessonFile("second", 1), FourLessonCourse.lesson("second", title: "The second lesson, again"))
        let pagefind = try Self.dyingPagefind(directory)

        var context = BackgroundSearchIndexTests.context(directory, indexer: PagefindIndexer(executable: pagefind, sliceSize: 1))
        let error = try #require(throws: BuildError.self) { try BuildPipeline().run(&context) }

        #expect(error.failures.map(\.step) == ["index search"])
        #expect(error.failures.flatMap(\.lines) == [
            "\(pagefind): error: search: Pagefind failed (exit 3) on the en pages: Error: the index could not be kept in memory",
        ])
        // The slices after the one it ended on were given to a service started again.
        #expect(directory.read("starts") == "start\nstart\n")
        #expect(try FourLessonCourse.site(directory) == before)
    }
}
