import CourseModel
import Foundation
import SiteRendering
import Testing

@Suite(.fixtureSite) struct SiteBuildTests {
    @Test func buildsEveryPageOfTheFixtureCourse() throws {
        let built = try BuiltFixtureSite.shared()
        #expect(built.report.pages == [
            // No faq/en.html: English has no questions, and an empty FAQ page is not made.
            "404.html", "faq/ja.html", "faq/tr.html", "index.html", "index.ja.html", "index.tr.html",
            "swift-academy/en/coordinator.html", "swift-academy/en/index.html", "swift-academy/en/print.html",
            "swift-academy/ja/coordinator.html", "swift-academy/ja/index.html", "swift-academy/ja/page-view-controller.html",
            "swift-academy/ja/print.html",
            "swift-academy/tr/coordinator.html", "swift-academy/tr/declarative-imperative.html", "swift-academy/tr/index.html",
            "swift-academy/tr/print.html",
        ])
        let files = try FileManager.default.subpathsOfDirectory(atPath: built.site).filter { $0.contains(".") }.sorted()
        #expect(files == [".coursec-site", "404.html"] + built.report.pages.filter { $0.hasPrefix("faq/") } + ["favicon.svg", "index.html", "index.ja.html", "index.tr.html", "reader.js", "search.js", "site.css", "sitemap.xml"]
            + built.report.pages.filter { $0.hasPrefix("swift-academy/") })
        if let keep = ProcessInfo.processInfo.environment["COURSEC_KEEP_FIXTURE_SITE"] {
            // For scripts/screenshots.sh and a look by eye: the fixture project, left in place.
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: built.directory.path, toPath: keep)
        }
    }

    @Test func everyPageIsValidXHTMLStrictWithItsLanguageOnTheHTMLElement() throws {
        let built = try BuiltFixtureSite.shared()
        for path in built.report.pages {
            let text = try built.page(path)
            let parsed = LibXML.parseValidating(text, name: path)
            #expect(parsed.problems == [], "\(path)")
            #expect(parsed.publicID == "-//W3C//DTD XHTML 1.0 Strict//EN")
            let language = path == "index.html" || path == "404.html" ? "en"
                : path.hasPrefix("index.") ? String(path.dropFirst(6).dropLast(5))
                : path.hasPrefix("faq/") ? String(path.dropFirst(4).dropLast(5)) : path.split(separator: "/")[1].description
            #expect(text.contains("<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"\(language)\" xml:lang=\"\(language)\">"), "\(path)")
            #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd\">\n"))
        }
    }

    @Test func everyInternalLinkAndAnchorOfTheBuiltSiteResolves() throws {
        let built = try BuiltFixtureSite.shared()
        #expect(LinkChecker.check(directory: built.site) == [])
        #expect(built.report.links > 100)
    }

    @Test func rebuildingTheSameInputGivesByteIdenticalFiles() throws {
        let first = try BuiltFixtureSite.shared()
        let second = try BuiltFixtureSite()
        defer { second.remove() }
        let files = try FileManager.default.subpathsOfDirectory(atPath: first.site).sorted()
        #expect(try FileManager.default.subpathsOfDirectory(atPath: second.site).sorted() == files)
        for file in files {
            let a = FileManager.default.contents(atPath: (first.site as NSString).appendingPathComponent(file))
            let b = FileManager.default.contents(atPath: (second.site as NSString).appendingPathComponent(file))
            #expect(a == b, "\(file)")
        }
    }

    @Test func sitemapListsEveryPageWithItsOtherLanguagesAsAlternates() throws {
        let built = try BuiltFixtureSite.shared()
        let sitemap = try built.page("sitemap.xml")
        #expect(sitemap.contains("""
              <url>
                <loc>swift-academy/ja/coordinator.html</loc>
                <xhtml:link rel="alternate" hreflang="en" href="swift-academy/en/coordinator.html"/>
                <xhtml:link rel="alternate" hreflang="ja" href="swift-academy/ja/coordinator.html"/>
                <xhtml:link rel="alternate" hreflang="tr" href="swift-academy/tr/coordinator.html"/>
              </url>
            """))
        // Every page but the 404 page, which is no page of the site to list, and the print
        // pages, which repeat their courses' lessons.
        #expect(built.report.pages.contains("404.html"))
        let printPages = built.report.pages.filter { $0.hasSuffix("/print.html") }
        #expect(printPages.count == 3)
        #expect(sitemap.components(separatedBy: "<loc>").count - 1 == built.report.pages.count - 1 - printPages.count)
    }
}
