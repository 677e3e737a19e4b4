import CoursecSupport
import CoursecTestSupport
import CourseModel
import Foundation
import Testing

/// The site folder is always a whole site: the new one is exchanged with the old in
/// one step, leftovers of a killed build go with the next build, and two builds
/// into one place do not interleave.
@Suite(.tags(.pagefind)) struct AtomicPublishTests {
    @Test func theNextBuildRemovesTheTemporaryFoldersAKilledBuildLeft() throws {
        let directory = try SiteFolderSafetyTests.project()
        defer { directory.remove() }
        for leftover in [".site-tmp-site-a1B2c3/index.html", ".site-tmp-Q9w8E7/index.html", ".site-tmp-Q9w8E7-old/index.html"] {
            directory.write(leftover, "half a site\n")
        }
        directory.write(".site-tmp-other-a1B2c3/index.html", "another site's build\n")
        let run = SiteFolderSafetyTests.build(directory, [])
        #expect(run.status == 0, "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [".coursec-cache", ".site-tmp-other-a1B2c3", "courses", "site"])
    }

    @Test func aRebuildExchangesTheSitesAndLeavesNoTemporaryFolder() throws {
        let directory = try SiteFolderSafetyTests.project()
        defer { directory.remove() }
        #expect(SiteFolderSafetyTests.build(directory, []).status == 0)
        directory.write("site/stray.txt", "old\n")
        #expect(SiteFolderSafetyTests.build(directory, []).status == 0)
        #expect(!directory.exists("site/stray.txt"))
        #expect(directory.exists("site/index.html"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [".coursec-cache", "courses", "site"])
    }

    @Test func aSecondBuildWhileOneIsPublishingFailsWithAClearMessage() throws {
        let directory = try SiteFolderSafetyTests.project()
        defer { directory.remove() }
        #expect(SiteFolderSafetyTests.build(directory, []).status == 0)
        // Holds the lock as a build that is publishing does.
        let held = open(directory.path, O_RDONLY | O_DIRECTORY)
        defer { close(held) }
        // A child another test spawns at that moment may hold a copy of a lock
        // descriptor until its exec closes it: wait for the lock as a build would not.
        try #require(flock(held, LOCK_EX) == 0)
        directory.write("site/stray.txt", "old\n")

        let second = SiteFolderSafetyTests.build(directory, [])
        #expect(second.status == 1)
        #expect(second.err == "\(directory.file("site")): error: another build is publishing here; try again when it has finished\nerror: the build stopped: step 'publish site' failed\n")
        #expect(directory.exists("site/stray.txt"))

        flock(held, LOCK_UN)
        #expect(SiteFolderSafetyTests.build(directory, []).status == 0)
        #expect(!directory.exists("site/stray.txt"))
    }
}
