import CoursecTestSupport
import Foundation
import Testing

/// `lastUpdated` in site.json: each lesson page says when its file was last committed,
/// in the page's language; without git or a commit of the file it says nothing.
@Suite(.tags(.pagefind)) struct LastUpdatedTests {
    let folder = TemporaryDirectory("coursec-last-updated")

    func build() -> CLIRun {
        CLIRun.run(["build", "--no-verify", "--templates", Repository.templates], in: folder.path)
    }

    func writeCourse(lastUpdated: String = "true") {
        folder.write("courses/temel/course.json", #"{"title": {"tr": "Temeller", "ja": "基礎"}, "sourceLanguage": "tr", "lessons": ["a", "b"]}"#)
        folder.write("courses/temel/tr/01-a.md", "---\nid: a\ntitle: Değişkenler\n---\n\nMetin.\n")
        folder.write("courses/temel/tr/02-b.md", "---\nid: b\ntitle: Sabitler\n---\n\nMetin.\n")
        folder.write("courses/temel/ja/01-a.md", "---\nid: a\ntitle: 変数\n---\n\n本文。\n")
        folder.write("courses/site.json", "{\n  \"lastUpdated\": \(lastUpdated)\n}\n")
    }

    /// Runs git in the folder, every commit dated `date` (ISO 8601, UTC).
    @discardableResult
    func git(_ arguments: [String], date: String = "2026-03-05T10:00:00Z") -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path, "-c", "user.name=T", "-c", "user.email=t@example.org", "-c", "commit.gpgsign=false"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_AUTHOR_DATE"] = date
        environment["GIT_COMMITTER_DATE"] = date
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func eachCommittedLessonSaysWhenItWasLastCommittedInThePagesLanguage() {
        writeCourse()
        #expect(git(["init", "-q"]) == 0)
        git(["add", "courses/temel/course.json", "courses/site.json", "courses/temel/tr/01-a.md", "courses/temel/ja/01-a.md"])
        #expect(git(["commit", "-q", "-m", "a"], date: "2026-03-05T10:00:00Z") == 0)
        folder.write("courses/temel/ja/01-a.md", "---\nid: a\ntitle: 変数\n---\n\n新しい本文。\n")
        #expect(git(["commit", "-q", "-am", "ja"], date: "2026-11-20T23:30:00Z") == 0)
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        #expect(folder.read("site/temel/tr/a.html")?.contains(
            #"<p class="lesson-meta"><span class="last-updated" title="2026-03-05">Son güncelleme: 5 Mart 2026</span></p>"#) == true)
        #expect(folder.read("site/temel/ja/a.html")?.contains(
            #"<p class="lesson-meta"><span class="last-updated" title="2026-11-20">最終更新: 2026年11月20日</span></p>"#) == true)
        // Never committed: no date, and no error.
        #expect(folder.read("site/temel/tr/b.html")?.contains("lesson-meta") == false)
    }

    @Test func aNewCommitRendersThePageAgainWithItsDate() {
        writeCourse()
        git(["init", "-q"])
        git(["add", "-A"])
        #expect(git(["commit", "-q", "-m", "a"], date: "2026-03-05T10:00:00Z") == 0)
        #expect(build().status == 0)
        #expect(folder.read("site/temel/tr/a.html")?.contains("5 Mart 2026") == true)
        folder.write("courses/temel/tr/01-a.md", "---\nid: a\ntitle: Değişkenler\n---\n\nMetin.\n\nDaha fazlası.\n")
        git(["commit", "-q", "-am", "more"], date: "2026-04-01T12:00:00Z")
        // The same bytes, committed again: only git knows the date changed.
        folder.write("courses/temel/tr/01-a.md", "---\nid: a\ntitle: Değişkenler\n---\n\nMetin.\n")
        #expect(build().status == 0)
        git(["commit", "-q", "-am", "back"], date: "2026-06-09T12:00:00Z")
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        #expect(folder.read("site/temel/tr/a.html")?.contains("Son güncelleme: 9 Haziran 2026") == true)
    }

    @Test func withoutGitHistoryNoPageHasADate() {
        writeCourse()
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        #expect(folder.read("site/temel/tr/a.html")?.contains("lesson-meta") == false)
    }

    @Test func withLastUpdatedFalseNoPageHasADate() {
        writeCourse(lastUpdated: "false")
        git(["init", "-q"])
        git(["add", "-A"])
        git(["commit", "-q", "-m", "a"])
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        #expect(folder.read("site/temel/tr/a.html")?.contains("last-updated") == false)
    }

    @Test(arguments: [#""yes""#, "1", "null"])
    func aLastUpdatedThatIsNotTrueOrFalseIsAnErrorAtItsLine(value: String) {
        writeCourse(lastUpdated: value)
        let file = folder.file("courses/site.json")
        let run = build()
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("\(file):2: error: \"lastUpdated\" must be true or false\n"), "\(run.err)")
    }
}
