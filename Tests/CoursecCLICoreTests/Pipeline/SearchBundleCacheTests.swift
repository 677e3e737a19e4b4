import CoursecTestSupport
import Foundation
import Testing

/// Each language's search bundle is kept in the page cache by that language's
/// search sources: a build runs Pagefind only for the languages whose sources
/// changed, and says which with `--verbose`.
@Suite(.tags(.pagefind)) struct SearchBundleCacheTests {
    static let languages = ["tr", "ja", "en"]
    static let titles = ["tr": "Sayım", "ja": "集計", "en": "Counting"]

    /// One lesson in tr, ja and en: three home pages, three lesson indexes, three lesson pages.
    static func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory("search-bundles")
        _ = directory.write("courses/demo/course.json", """
            { "title": { "tr": "Deneme", "ja": "試し", "en": "Demo" }, "sourceLanguage": "tr", "lessons": ["counting"] }

            """)
        for language in languages { _ = directory.write(lessonFile(language), lesson(language, prose: "Prose \(language).")) }
        return directory
    }

    static func lessonFile(_ language: String) -> String { "courses/demo/\(language)/01-counting.md" }

    static func lesson(_ language: String, prose: String) -> String {
        """
        ---
        id: counting
        title: \(titles[language]!)
        summary: \(language)
        ---

        \(prose)

        """
    }

    /// `build --verbose`'s first two lines (the third has the steps' times).
    static func build(_ directory: TemporaryDirectory, _ extra: [String] = [], environment: [String: String] = [:]) -> [String] {
        let run = CLIRun.run(
            ["build", "--no-verify", "--verbose", "--templates", Repository.templates] + extra, in: directory.path,
            environment: ProcessInfo.processInfo.environment.merging(environment) { _, new in new })
        #expect(run.status == 0, "\(run.err)")
        return Array(run.out.split(separator: "\n").prefix(2).map(String.init))
    }

    /// The published bundles' files, by path under `pagefind/`.
    static func bundles(_ directory: TemporaryDirectory) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for (path, data) in try FourLessonCourse.site(directory) where path.hasPrefix("pagefind/") {
            files[String(path.dropFirst("pagefind/".count))] = data
        }
        return files
    }

    @Test func changingATurkishLessonRunsPagefindForTurkishOnly() throws {
        let directory = Self.project()
        defer { directory.remove() }
        #expect(Self.build(directory) == [
            "site: 13 pages valid XHTML 1.0 Strict, 169 links checked, 44 files written",
            "site: 13 pages rendered, 0 reused from .coursec-cache/pages",
        ])
        let before = try Self.bundles(directory)
        _ = directory.write(Self.lessonFile("tr"), Self.lesson("tr", prose: "Değişmiş metin."))
        #expect(Self.build(directory)[1] == "site: 2 pages rendered, 11 reused from .coursec-cache/pages; search index: tr re-indexed, en and ja reused; 38 files unchanged, linked from the last site")
        let after = try Self.bundles(directory)
        for language in ["en", "ja"] {
            #expect(after.filter { $0.key.hasPrefix(language + "/") } == before.filter { $0.key.hasPrefix(language + "/") }, "\(language)")
        }
        #expect(after.filter { $0.key.hasPrefix("tr/") } != before.filter { $0.key.hasPrefix("tr/") })
        #expect(try PagefindPages.fragments(inSite: directory.file("site")).contains("Değişmiş metin."))
        // Nothing changed since: nothing is indexed, rendered or written.
        #expect(Self.build(directory)[1] == "site: 0 pages rendered, 13 reused from .coursec-cache/pages; search index reused; the site was up to date, nothing written")
        #expect(try Self.bundles(directory) == after)
    }

    @Test func changingATurkishLessonReindexesOnlyTheSliceThatHoldsIt() throws {
        let directory = Self.project()
        defer { directory.remove() }
        _ = directory.write("courses/demo/course.json", """
            { "title": { "tr": "Deneme", "ja": "試し", "en": "Demo" }, "sourceLanguage": "tr", "lessons": ["counting", "bridge"] }

            """)
        _ = directory.write("courses/demo/tr/02-bridge.md", "---\nid: bridge\ntitle: Köprü\nsummary: tr\n---\n\nİlk metin.\n")
        // A slice per search source: Turkish has two, its bundle and one below it.
        let sliced = ["COURSEC_SEARCH_SLICE_SIZE": "1"]
        _ = Self.build(directory, environment: sliced)
        let slices = try JSONSerialization.jsonObject(with: Data((directory.read("site/pagefind/slices.json") ?? "").utf8)) as? [String: [String]]
        #expect(slices?.mapValues(\.count) == ["en": 0, "ja": 0, "tr": 1])
        let second = "tr/" + (slices?["tr"]?.first ?? "") + "/"
        let before = try Self.bundles(directory)
        _ = directory.write("courses/demo/tr/02-bridge.md", "---\nid: bridge\ntitle: Köprü\nsummary: tr\n---\n\nDeğişmiş metin.\n")
        #expect(Self.build(directory, environment: sliced)[1].contains("; search index: tr re-indexed, en and ja reused;"))
        let after = try Self.bundles(directory)
        // The first slice (the lesson that did not change) is byte for byte the one before; the second is new.
        let first = { (files: [String: Data]) in files.filter { $0.key.hasPrefix("tr/") && !$0.key.hasPrefix(second) } }
        #expect(first(after) == first(before))
        #expect(after.filter { $0.key.hasPrefix(second) } != before.filter { $0.key.hasPrefix(second) })
        #expect(after.keys.contains(second + "pagefind-entry.json"))
        #expect(try PagefindPages.fragments(inSite: directory.file("site")).contains("Değişmiş metin."))
        #expect(directory.read("site/pagefind/languages.json") == "{\"en\":1,\"ja\":1,\"tr\":2}\n")
    }

    @Test func aSiteBuiltWithoutTheCacheIsByteForByteTheOneBuiltThroughIt() throws {
        let directory = Self.project()
        defer { directory.remove() }
        _ = Self.build(directory)
        let cached = try FourLessonCourse.site(directory)
        try FileManager.default.removeItem(atPath: directory.file(".coursec-cache"))
        _ = Self.build(directory)
        #expect(try FourLessonCourse.site(directory) == cached)
    }

    @Test func aLanguageWhoseOnlyLessonIsADraftGetsNoBundleUnlessDraftsArePublished() throws {
        let directory = Self.project()
        defer { directory.remove() }
        let translated = CLIRun.run(["translate", Self.lessonFile("tr"), "--to", "de"], in: directory.path)
        #expect(translated.status == 0, "\(translated.err)")
        _ = Self.build(directory)
        #expect(try PagefindPages.languages(inSite: directory.file("site")) == ["en", "ja", "tr"])
        #expect(directory.read("site/pagefind/languages.json") == "{\"en\":1,\"ja\":1,\"tr\":1}\n")
        // With drafts the German page is indexed in German, its text still in Turkish in Turkish.
        #expect(Self.build(directory, ["--drafts"])[1].contains("; search index: de and tr re-indexed, en and ja reused;"))
        #expect(try PagefindPages.languages(inSite: directory.file("site")) == ["de", "en", "ja", "tr"])
        #expect(directory.read("site/pagefind/languages.json") == "{\"de\":1,\"en\":1,\"ja\":1,\"tr\":2}\n")
    }
}
