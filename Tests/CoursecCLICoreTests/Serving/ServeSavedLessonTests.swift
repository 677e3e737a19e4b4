import CoursecTestSupport
import CourseTranslation
import Foundation
import SiteServing
import Testing

/// `coursec serve` after a save of one lesson file: only that lesson is redone, on what
/// the last clean build left in memory, and the site it serves is the one a full build
/// of the same sources makes; any other change, and a save after errors, builds it all.
@Suite(.tags(.binary, .compiles)) struct ServeSavedLessonTests {
    /// A program and its output, the same in both languages.
    static let snippet = "```swift run\nprint(\"merhaba\")\n```\n\n```output\nmerhaba\n```"

    static let source = """
        ---
        id: a
        title: Birinci
        summary: İlk ders.
        ---

        Birinci metin.

        ## Örnek

        \(snippet)

        <!-- faq -->
        ## Sıkça Sorulan Sorular

        ### Neden?

        Çünkü.

        """

    static func translation(of source: String) -> String {
        """
        ---
        id: a
        title: First
        summary: The first lesson.
        translation-of: tr \(LessonHash.of(source))
        ---

        First text.

        ## Example

        \(snippet)

        """
    }

    static let second = "---\nid: b\ntitle: İkinci\n---\n\nİkinci ders; [örnek](01-a.md#örnek).\n"

    /// A course of two lessons in Turkish, the first translated into English and linked
    /// to from the second, served with a stand-in Pagefind; its first index made.
    static func served(_ name: String, options: [String] = []) throws -> (folder: TemporaryDirectory, scratch: TemporaryDirectory, pagefind: String, process: Process, printed: OutputCollector) {
        let folder = TemporaryDirectory(name)
        let scratch = TemporaryDirectory(name + "-tmp")
        let pagefind = try DigestPagefind.write(in: scratch)
        folder.write("courses/c/course.json", #"{"title": {"tr": "Kurs", "en": "Course"}, "sourceLanguage": "tr", "lessons": ["a", "b"]}"#)
        folder.write("courses/c/tr/01-a.md", source)
        folder.write("courses/c/tr/02-b.md", second)
        folder.write("courses/c/en/01-a.md", translation(of: source))
        let (process, printed) = try ServeTests.serve(
            ["--port", String(ServeTests.freePort())] + options, in: folder, tmpdir: scratch, environment: ["COURSEC_PAGEFIND": pagefind])
        #expect(ServeTests.eventually(within: 120) { printed.text.contains("search index updated in ") })
        return (folder, scratch, pagefind, process, printed)
    }

    /// The files of a site folder, by path, the search index among them.
    static func files(of site: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: site)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: site + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[path] = FileManager.default.contents(atPath: site + "/" + path)
        }
        return files
    }

    /// The folder serve publishes into, inside its TMPDIR.
    static func servedSite(_ scratch: TemporaryDirectory) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix("coursec-serve") }
        try #require(names.count == 1)
        return scratch.file(names[0] + "/site")
    }

    /// The files serve serves, once each equals that of `build --drafts` of the same sources.
    static func servedEqualsFullBuild(
        _ folder: TemporaryDirectory, _ scratch: TemporaryDirectory, pagefind: String, into name: String
    ) throws -> [String: Data] {
        let built = TemporaryDirectory(name)
        let build = try BuiltExecutable.run(
            ["build", "--drafts", "--templates", Repository.templates, "--out", built.path], in: folder.path,
            environment: ["COURSEC_PAGEFIND": pagefind])
        #expect(build.status == 0)
        let served = files(of: try servedSite(scratch))
        let full = files(of: built.path)
        #expect(served.keys.sorted() == full.keys.sorted())
        #expect(served.filter { full[$0.key] != $0.value }.keys.sorted() == [])
        return served
    }

    static func count(_ text: String, in printed: OutputCollector) -> Int {
        printed.text.components(separatedBy: text).count - 1
    }

    @Test func aSavedLessonRedoesOnlyThePagesThatShowItAndServesWhatAFullBuildMakes() throws {
        let (folder, scratch, pagefind, process, printed) = try Self.served("coursec-serve-saved")
        defer { withExtendedLifetime((folder, scratch)) { if process.isRunning { process.terminate() } } }
        #expect(printed.text.contains("built 11 pages in "))

        // Its English translation becomes outdated: that page, both lesson indexes and the FAQ show it;
        // the Turkish print page holds the changed text.
        try Self.source.replacingOccurrences(of: "Birinci metin.", with: "Birinci metin, değişti.")
            .write(toFile: folder.file("courses/c/tr/01-a.md"), atomically: true, encoding: .utf8)
        #expect(ServeTests.eventually(within: 30) { printed.text.contains("rebuilt 4 pages of courses/c/tr/01-a.md in ") })
        #expect(ServeTests.eventually(within: 30) { Self.count("search index updated in ", in: printed) == 2 })
        #expect(Self.count("built 11 pages in ", in: printed) == 1)

        let served = try Self.servedEqualsFullBuild(folder, scratch, pagefind: pagefind, into: "coursec-serve-saved-built")
        #expect(String(decoding: served["c/tr/a.html"] ?? Data(), as: UTF8.self).contains("Birinci metin, değişti."))
        #expect(String(decoding: served["c/en/a.html"] ?? Data(), as: UTF8.self).contains("notice-outdated"))
        process.interrupt()
        #expect(ServeTests.eventually(within: 20) { !process.isRunning })
    }

    @Test func aSaveOfCourseJSONBuildsTheWholeSiteAgain() throws {
        let (folder, scratch, _, process, printed) = try Self.served("coursec-serve-course-json")
        // The folders go when their values do: not before serve is done with them.
        defer { withExtendedLifetime((folder, scratch)) { if process.isRunning { process.terminate() } } }
        try (Self.second + "\nBir satır daha.\n").write(toFile: folder.file("courses/c/tr/02-b.md"), atomically: true, encoding: .utf8)
        // Its page and the course's Turkish print page.
        #expect(ServeTests.eventually(within: 30) { printed.text.contains("rebuilt 2 pages of courses/c/tr/02-b.md in ") })

        // The course's title is on every page: not one lesson's change.
        try #"{"title": {"tr": "Yeni Kurs", "en": "Course"}, "sourceLanguage": "tr", "lessons": ["a", "b"]}"#
            .write(toFile: folder.file("courses/c/course.json"), atomically: true, encoding: .utf8)
        #expect(ServeTests.eventually(within: 60) { Self.count("built 11 pages in ", in: printed) == 2 })
        #expect(Self.count("rebuilt ", in: printed) == 1)
        let port = try #require(printed.text.firstMatch(of: /127\.0\.0\.1:(\d+)/).map { String($0.1) })
        #expect(ServeTests.get("http://127.0.0.1:\(port)/c/tr/b.html").body.contains("Yeni Kurs"))
        process.interrupt()
        #expect(ServeTests.eventually(within: 20) { !process.isRunning })
    }

    @Test func aBrokenSaveShowsItsErrorPageAsBeforeAndTheSaveAfterTheFixIsRedoneAloneAgain() throws {
        let (folder, scratch, _, process, printed) = try Self.served("coursec-serve-broken-save")
        defer { withExtendedLifetime((folder, scratch)) { if process.isRunning { process.terminate() } } }
        let port = try #require(printed.text.firstMatch(of: /127\.0\.0\.1:(\d+)/).map { String($0.1) })
        let page = "http://127.0.0.1:\(port)/c/tr/a.html"
        let file = folder.file("courses/c/tr/01-a.md")

        try Self.source.replacingOccurrences(of: "```output\nmerhaba", with: "```output\nselam").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(ServeTests.eventually(within: 60) { ServeTests.get(page).body.contains(LiveReload.errorMarker) })
        #expect(ServeTests.get(page).body.contains(
            "courses/c/tr/01-a.md:15: error: output differs from what the snippet prints (1 bayat)\n  16 bayat   expected: selam | actual: merhaba"))
        #expect(ServeTests.get("http://127.0.0.1:\(port)/c/tr/b.html").body.contains("courses/c/tr/01-a.md:15: error: output differs"))
        #expect(printed.text.contains("; 2 error lines (shown in the browser)\n"))
        #expect(Self.count("rebuilt ", in: printed) == 0)

        // After errors the whole site is built again; the save after that is one lesson's again.
        try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(ServeTests.eventually(within: 60) { Self.count("built 11 pages in ", in: printed) == 3 })
        #expect(ServeTests.eventually(within: 10) { ServeTests.get(page).status == 200 })
        try Self.source.replacingOccurrences(of: "Çünkü.", with: "Çünkü böyle.").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(ServeTests.eventually(within: 30) { printed.text.contains("rebuilt ") && printed.text.contains(" pages of courses/c/tr/01-a.md in ") })
        #expect(ServeTests.get(page).body.contains("Çünkü böyle."))
        process.interrupt()
        #expect(ServeTests.eventually(within: 20) { !process.isRunning })
    }

    @Test func aSaveReloadsTheOpenPagesItChangedAndServesWhatAFullBuildMakesWhenItChangesAFAQEntry() throws {
        let (folder, scratch, pagefind, process, printed) = try Self.served("coursec-serve-faq-save")
        defer { withExtendedLifetime((folder, scratch)) { if process.isRunning { process.terminate() } } }
        let port = try #require(printed.text.firstMatch(of: /127\.0\.0\.1:(\d+)/).map { String($0.1) })
        let wait = "http://127.0.0.1:\(port)/__coursec/wait"
        let version = ServeTests.get(wait + "?v=0").body

        // The answer of the FAQ entry: the lesson's pages, its translation's (now outdated), the FAQ page, the print page.
        try Self.source.replacingOccurrences(of: "Çünkü.", with: "Çünkü böyle.")
            .write(toFile: folder.file("courses/c/tr/01-a.md"), atomically: true, encoding: .utf8)
        #expect(ServeTests.eventually(within: 30) { printed.text.contains("rebuilt 5 pages of courses/c/tr/01-a.md in ") })
        let next = String(Int(version)! + 2)
        #expect(ServeTests.get(wait + "?v=\(version)").body == next)
        #expect(ServeTests.get(wait + "/c/tr/a.html?v=\(version)").body == next)
        #expect(ServeTests.get(wait + "/c/en/a.html?v=\(version)").body == next)
        #expect(ServeTests.get(wait + "/faq/tr.html?v=\(version)").body == next)
        // A page the save did not change is not reloaded: its wait is held (the client gives up after 5 s).
        #expect(ServeTests.get(wait + "/c/tr/b.html?v=\(version)").status == 0)

        #expect(ServeTests.eventually(within: 30) { Self.count("search index updated in ", in: printed) == 2 })
        let served = try Self.servedEqualsFullBuild(folder, scratch, pagefind: pagefind, into: "coursec-serve-faq-save-built")
        #expect(String(decoding: served["faq/tr.html"] ?? Data(), as: UTF8.self).contains("Çünkü böyle."))
        process.interrupt()
        #expect(ServeTests.eventually(within: 20) { !process.isRunning })
    }

    @Test func verboseSaysWhereTheTimeOfASavedLessonWent() throws {
        let (folder, scratch, _, process, printed) = try Self.served("coursec-serve-verbose", options: ["--verbose"])
        defer { withExtendedLifetime((folder, scratch)) { if process.isRunning { process.terminate() } } }
        try Self.source.replacingOccurrences(of: "Birinci metin.", with: "Birinci metin, değişti.")
            .write(toFile: folder.file("courses/c/tr/01-a.md"), atomically: true, encoding: .utf8)
        #expect(ServeTests.eventually(within: 30) { printed.text.contains("rebuilt 4 pages of courses/c/tr/01-a.md in ") })
        // The timeline is the line after it.
        #expect(ServeTests.eventually(within: 10) { printed.text.contains("\n  saved page reloaded after ") })
        let steps = ["settle", "build lock", "reload the saved lesson", "compare the saved lesson's translations", "verify the saved lesson",
                     "update the saved lesson's pages", "publish the saved lesson's pages", "update the pages that list the saved lesson",
                     "publish the pages that list the saved lesson"]
        let lines = printed.text.split(separator: "\n").filter { $0.hasPrefix("  saved page reloaded after ") }
        #expect(lines.count == 1)
        let line = String(lines.first ?? "")
        let parts = line.wholeMatch(of: /\ \ saved page reloaded after \d+\.\d{3} s, all after \d+\.\d{3} s: (.*)/)
            .map { $0.1.split(separator: ", ").map { String($0.replacing(/\ \d+\.\d{3} s$/, with: "")) } }
        #expect(parts == steps)
        process.interrupt()
        #expect(ServeTests.eventually(within: 20) { !process.isRunning })
    }
}
