import CoursecTestSupport
import Foundation
import Testing

/// Every site has a 404 page in its entry language that offers search, left out of
/// the sitemap; `coursec serve` answers a missing address with it and status 404.
@Suite(.tags(.binary, .compiles)) struct NotFoundPageTests {
    @Test func serveAnswersAMissingPageWithTheSites404PageAndStatus404() throws {
        // The folders are kept to the end: the served site lives in the scratch folder.
        let (folder, scratch, port, process, _) = try ServeTests.servedCourse("coursec-serve-404")
        defer {
            if process.isRunning { process.terminate() }
            withExtendedLifetime((folder, scratch)) {}
        }
        let missing = ServeTests.get("http://127.0.0.1:\(port)/c/tr/gone.html")
        #expect(missing.status == 404)
        // Its links are read from the site's root wherever the missing address was.
        #expect(missing.body.contains(#"<head><base href="/"/><meta http-equiv="Content-Type""#))
        #expect(missing.body.contains("<title>Page not found — Courses</title>"))
        #expect(missing.body.contains(#"<input type="text" id="search_query" name="q" size="24""#))
        #expect(missing.body.contains(#"<a href="index.html">Go to the home page</a>"#))
        #expect(ServeTests.get("http://127.0.0.1:\(port)/c/tr/a.html").status == 200)
    }

    @Test func theBuilt404PageIsInTheEntryLanguageAndNotInTheSitemap() throws {
        let folder = TemporaryDirectory("coursec-404")
        folder.write("courses/c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/c/tr/01-a.md", "---\nid: a\ntitle: A\n---\n\nMetin.\n")
        folder.write("courses/site.json", #"{"entryLanguage": "tr"}"#)
        let run = CLIRun.run(["build", "--no-verify", "--templates", Repository.templates], in: folder.path)
        #expect(run.status == 0, "\(run.err)")
        let page = try #require(folder.read("site/404.html"))
        #expect(page.contains(#"<html xmlns="http://www.w3.org/1999/xhtml" lang="tr" xml:lang="tr">"#))
        #expect(page.contains("<h1>Sayfa bulunamadı</h1>"))
        #expect(page.contains(#"<label for="search_query">Bu adreste bir sayfa yok. Aradığınızı yukarıdaki kutuda arayın.</label>"#))
        #expect(page.contains(#"<a href="index.html">Ana sayfaya git</a>"#))
        #expect(folder.read("site/sitemap.xml")?.contains("404") == false)
    }
}
