import CoursecTestSupport
import Foundation
import Testing

/// `coursec import BOOK`, run in process: what it writes, again and again.
@Suite struct BookImportCommandTests {
    private func book(_ folder: TemporaryDirectory, water: String = "Wet.") {
        folder.write("Pond.docc/Pond.md", "# Pond\n\n@Metadata {\n  @TechnologyRoot\n}\n\n## Topics\n\n- <doc:Fish>\n- <doc:Water>\n")
        folder.write("Pond.docc/Fish.md", "# Fish\n\nThey swim in <doc:Water>.\n\n```swift\nlet carp = 1\n```\n")
        folder.write("Pond.docc/Water.md", "# Water\n\n\(water)\n\n## Depth\n\nDeep.\n")
    }

    @Test func importingTheSameBookAgainWritesNothingAndAChangedChapterIsUpdatedInPlace() throws {
        let folder = TemporaryDirectory("book-import")
        book(folder)
        let first = CLIRun.run(["import", "Pond.docc", "--course", "pond", "--lang", "en", "--no-trial", "--courses", "courses"], in: folder.path)
        #expect(first.err == "")
        #expect(first.status == 0)
        #expect(first.out == """
            Pond.docc/Fish.md → en/01-fish.md: parse 1
              Pond.docc/Fish.md:5: note: listing not confirmed (swift parse): no hidden test covers this listing: syntax-checked only
            Pond.docc/Water.md → en/02-water.md: no listings
            wrote \(folder.path)/courses/pond/en/01-fish.md
            wrote \(folder.path)/courses/pond/en/02-water.md
            wrote \(folder.path)/courses/pond/course.json
            2 chapters: 3 files written, 0 unchanged

            """)
        #expect(folder.read("courses/pond/en/01-fish.md")?.contains("They swim in [Water](02-water.md).") == true)
        #expect(CLIRun.run(["status", "--courses", "courses"], in: folder.path).status == 0)

        let again = CLIRun.run(["import", "Pond.docc", "--course", "pond", "--lang", "en", "--no-trial", "--courses", "courses"], in: folder.path)
        #expect(again.out.hasSuffix("2 chapters: 0 files written, 3 unchanged\n"))

        book(folder, water: "Wet, and cold.")
        let changed = CLIRun.run(["import", "Pond.docc", "--course", "pond", "--lang", "en", "--no-trial", "--courses", "courses"], in: folder.path)
        #expect(changed.out.hasSuffix("wrote \(folder.path)/courses/pond/en/02-water.md\n2 chapters: 1 files written, 2 unchanged\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("courses/pond/en")).sorted() == ["01-fish.md", "02-water.md"])
    }

    @Test func aTranslationOfAChangedChapterBecomesOutdated() throws {
        let folder = TemporaryDirectory("book-import")
        book(folder)
        folder.write("ja/SUMMARY.md", "* [魚](guide/fish.md)\n* [水](guide/water.md)\n")
        folder.write("ja/guide/fish.md", "# 魚\\(Fish\\)\n\n[水](water.md)で泳ぐ。\n\n```swift\nlet carp = 1\n```\n")
        folder.write("ja/guide/water.md", "# 水\\(Water\\)\n\n濡れている。\n\n## 深さ\\(Depth\\)\n\n深い。\n")
        #expect(CLIRun.run(["import", "Pond.docc", "--course", "pond", "--lang", "en", "--no-trial", "--courses", "courses"], in: folder.path).status == 0)
        let translated = CLIRun.run(["import", "ja", "--course", "pond", "--lang", "ja", "--translation-of", "en", "--no-trial", "--courses", "courses"], in: folder.path)
        #expect(translated.err == "")
        #expect(translated.out.hasPrefix("""
            guide/fish.md → ja/01-fish.md (translation of en/01-fish.md, by file name): parse 1
            """))
        let status = CLIRun.run(["status", "--courses", "courses", "--format", "json"], in: folder.path)
        #expect(status.out.components(separatedBy: "\"up-to-date\"").count - 1 == 2)

        book(folder, water: "Wet, and cold.")
        #expect(CLIRun.run(["import", "Pond.docc", "--course", "pond", "--lang", "en", "--no-trial", "--courses", "courses"], in: folder.path).status == 0)
        let reimported = CLIRun.run(["import", "ja", "--course", "pond", "--lang", "ja", "--translation-of", "en", "--no-trial", "--courses", "courses"], in: folder.path)
        #expect(reimported.out.hasSuffix("2 chapters: 0 files written, 3 unchanged\n"))
        let after = CLIRun.run(["status", "--courses", "courses", "--format", "json"], in: folder.path)
        #expect(after.out.components(separatedBy: "\"up-to-date\"").count - 1 == 1)
        #expect(after.out.components(separatedBy: "\"outdated\"").count - 1 == 1)
    }

    @Test func aBookWithAControlCharacterAndLinksToNothingIsImportedAndItsSiteBuilds() throws {
        let folder = TemporaryDirectory("book-defects")
        folder.write("book/SUMMARY.md", "* [Pond\\(池\\)](README.md)\n* [Fish](guide/fish.md)\n* [Water](guide/water.md)\n")
        folder.write("book/guide/fish.md", """
            # 魚\\(Fish\\)

            ## <a id="carp">`Carp` 型\\(Carp Types\\)</a>

            They\u{14} swim: [a](./06_Functions.html), [b](water.md#nowhere), [[doc:Water](doc:Water)], <doc:析构过程>, [c](#carp), [d](files/plan.pdf), [e](water.html).<br>
            Deep.

            """)
        folder.write("book/guide/water.md", "# 水\n\nWet.\n")
        let imported = CLIRun.run(["import", "book", "--course", "pond", "--lang", "ja", "--no-trial", "--courses", "courses"], in: folder.path)
        #expect(imported.err == "")
        #expect(imported.status == 0)
        #expect(imported.out.contains("guide/fish.md:5: warning: control character U+0014 at column 5 dropped: a lesson holds text, tabs and line breaks only\n"))
        #expect(imported.out.contains("\nthe book's own defects: 5, each marked \"the book's defect\" above\n"))
        #expect(folder.read("courses/pond/course.json")?.contains(#""ja": "Pond(池)""#) == true)
        var environment = ProcessInfo.processInfo.environment
        environment["COURSEC_PAGEFIND"] = Repository.path("bench/lib/no-search-index.sh")
        let build = CLIRun.run(
            ["build", "--no-verify", "--templates", Repository.templates, "--courses", folder.file("courses"), "--out", folder.file("site")],
            environment: environment)
        #expect(build.err == "")
        #expect(build.status == 0)
    }

    @Test func aBookNeedsACourseAndALanguage() {
        let folder = TemporaryDirectory("book-import")
        book(folder)
        let run = CLIRun.run(["import", "Pond.docc", "--lang", "en"], in: folder.path)
        #expect(run.status == 64)
        #expect(run.err.hasPrefix("error: a book needs --course ID, the course folder it becomes (such as 'swift-book')\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("courses")))
    }
}
