import CoursecTestSupport
import Foundation
import Testing

/// `build --allow-failures` publishes a site whose snippets fail: each failing one is
/// marked failed on its page, with why and what it printed, the failures are listed on
/// stderr as `verify` lists them, and the lesson index counts them apart.
@Suite(.tags(.compiles, .pagefind)) struct AllowFailuresTests {
    static let lesson = """
        ---
        id: hello
        title: Hello
        ---

        ## Start

        ```swift run
        print("hello")
        ```

        ```output
        hello
        ```

        ```swift run
        print("one")
        print("two")
        ```

        ```output
        one
        three
        ```

        ```swift run
        print(missing)
        ```

        ```output
        nothing
        ```
        """

    static func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory("allow-failures")
        directory.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["hello"]}"#)
        directory.write("courses/c/en/01-hello.md", lesson)
        return directory
    }

    static func build(_ directory: TemporaryDirectory, _ extra: [String] = []) -> CLIRun {
        CLIRun.run(["build", "--templates", Repository.templates] + extra, in: directory.path)
    }

    /// Lesson files are named as the build found them, under the project's folder.
    static func failures(_ directory: TemporaryDirectory) -> String {
        let lesson = directory.file("courses/c/en/01-hello.md")
        return """
            \(lesson):21: error: output differs from what the snippet prints (1 differs)
              23 differs  expected: three | actual: two
            \(lesson):27:7: error: cannot find 'missing' in scope

            """
    }

    @Test func allowFailuresPublishesTheSiteListsTheFailuresAndExitsZero() throws {
        let directory = Self.project()
        let run = Self.build(directory, ["--allow-failures"])
        #expect(run.status == 0)
        #expect(run.err == Self.failures(directory) + """
            warning: 1 passed, 2 failed, 0 skipped; the site was published to site, each failing snippet marked on its page (--allow-failures)

            """)
        #expect(run.out.hasPrefix("site: "))
        #expect(run.out.contains(" pages valid XHTML 1.0 Strict, "))
        let page = try #require(directory.read("site/c/en/hello.html"))
        let badges = page.components(separatedBy: "<span class=\"badge ").dropFirst().map { $0.prefix(while: { $0 != "<" }) }
        #expect(badges == ["badge-verified\">verified", "badge-failed\">failed", "badge-failed\">failed"])
        #expect(page.contains("""
            <div class="failure"><p class="failure-title">This snippet failed when the site was built</p>\
            <p class="failure-reason">output differs from what the snippet prints (1 differs)</p>\
            <table class="failure-lines"><tr><th>expected</th><th>printed</th></tr>\
            <tr class="verdict-differs"><td><code>three</code></td><td><code>two</code></td></tr></table>\
            <div class="output printed"><div class="snippet-head"><span class="output-label">What it printed</span></div>\
            <pre class="code"><code><span class="line">one</span>
            <span class="line">two</span></code></pre></div></div>
            """))
        #expect(page.contains("<li>line 27: <code>cannot find 'missing' in scope</code></li>"))
    }

    @Test func theLessonIndexCountsFailingProgramsApartFromVerifiedOnes() throws {
        let directory = Self.project()
        #expect(Self.build(directory, ["--allow-failures"]).status == 0)
        let index = try #require(directory.read("site/c/en/index.html"))
        #expect(index.contains("""
            <p class="meta"><span class="verified-count">1 of 3 programs verified (output compared)</span> · \
            <span class="failed-count">2 failing</span> <span class="tag state-original" title="">original</span></p>
            """))
    }

    /// The site is not recorded as up to date while it holds failures, so a second
    /// build lists them again instead of saying nothing.
    @Test func aSecondBuildListsTheFailuresAgain() {
        let directory = Self.project()
        #expect(Self.build(directory, ["--allow-failures"]).status == 0)
        let again = Self.build(directory, ["--allow-failures"])
        #expect(again.status == 0)
        #expect(again.err.hasPrefix(Self.failures(directory)))
    }

    @Test func withoutTheFlagAFailingSnippetStillStopsTheBuild() {
        let directory = Self.project()
        let run = Self.build(directory)
        #expect(run.status == 1)
        #expect(run.err == Self.failures(directory) + """
            error: 1 passed, 2 failed, 0 skipped; the site was not built (fix the snippets, or build with --no-verify)
            error: the build stopped: step 'verify snippets' failed

            """)
        #expect(directory.read("site/c/en/hello.html") == nil)
    }

    /// The flag lets snippets fail, not lessons: a lesson that does not load stops the
    /// build as it does without it, after the failures are listed.
    @Test func aLessonErrorStillStopsTheBuild() {
        let directory = Self.project()
        directory.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["hello", "broken"]}"#)
        directory.write("courses/c/en/02-broken.md", "---\nid: broken\ntitle: Broken\nsurprise: yes\n---\n\nText.\n")
        let run = Self.build(directory, ["--allow-failures"])
        #expect(run.status == 1)
        #expect(run.err == Self.failures(directory) + """
            warning: 1 passed, 2 failed, 0 skipped; the site was not built (--allow-failures)
            \(directory.file("courses/c/en/02-broken.md")):4: error: unknown front matter key 'surprise' (known keys: id, title, summary, order, source, translation-of, untranslated)
            error: the build stopped: step 'load courses' failed

            """)
        #expect(directory.read("site/c/en/hello.html") == nil)
    }
}
