import CoursecTestSupport
import Foundation
import Testing

/// A project's `templates/` overrides single files: what it does not hold comes from
/// the templates shipped with coursec (here the repository's, found from the test
/// executable in `.build` as an installed coursec finds its own).
@Suite(.tags(.pagefind)) struct TemplateOverrideTests {
    let folder = TemporaryDirectory("coursec-template-override")

    init() {
        folder.write("courses/temel/course.json", #"{"title": {"tr": "Temeller"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/temel/tr/01-a.md", "---\nid: a\ntitle: Değişkenler\n---\n\n## Bölüm\n\nMetin.\n")
    }

    func shipped(_ file: String) -> String {
        (try? String(contentsOfFile: Repository.path("templates/\(file)"), encoding: .utf8)) ?? ""
    }

    @Test func siteCSSAloneRestylesTheSiteAndEverythingElseIsShipped() throws {
        let css = ":root { --accent: #8a1c7c; }\nbody { font-family: Georgia, serif; }\n"
        folder.write("templates/site.css", css)
        let run = CLIRun.run(["build", "--no-verify"], in: folder.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err == "")
        #expect(folder.read("site/site.css") == css)
        #expect(folder.read("site/search.js") == shipped("search.js"))
        #expect(folder.read("site/reader.js") == shipped("reader.js"))
        let lesson = try #require(folder.read("site/temel/tr/a.html"))
        #expect(lesson.contains(#"href="../../site.css""#))
        #expect(lesson.contains(#"<p class="kicker">Ders 1</p>"#))
        // The project's folder is left as it was: the merge is kept in coursec's cache.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("templates")) == ["site.css"])
    }

    @Test func pageXSLAloneChangesTheFrameAndTheShippedStylesheetsItIncludesAreFound() throws {
        let frame = shipped("page.xsl").replacingOccurrences(
            of: #"<meta name="viewport" content="width=device-width, initial-scale=1"/>"#,
            with: #"<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="generator" content="my theme"/>"#)
        #expect(frame.contains("my theme"))
        folder.write("my-theme/page.xsl", frame)
        let run = CLIRun.run(["build", "--no-verify", "--templates", "my-theme"], in: folder.path)
        #expect(run.status == 0, "\(run.err)")
        let lesson = try #require(folder.read("site/temel/tr/a.html"))
        #expect(lesson.contains(#"<meta name="generator" content="my theme" />"#))
        #expect(folder.read("site/site.css") == shipped("site.css"))
    }

    @Test func aFileTheProjectNoLongerHoldsIsTheShippedOneAgainInTheNextBuild() {
        folder.write("templates/site.css", "body { color: #111111; }\n")
        #expect(CLIRun.run(["build", "--no-verify"], in: folder.path).status == 0)
        try? FileManager.default.removeItem(atPath: folder.file("templates/site.css"))
        folder.write("templates/search.js", "/* mine */\n")
        let run = CLIRun.run(["build", "--no-verify"], in: folder.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(folder.read("site/site.css") == shipped("site.css"))
        #expect(folder.read("site/search.js") == "/* mine */\n")
    }
}
