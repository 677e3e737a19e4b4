import CoursecTestSupport
import Foundation
import Testing

/// A scaffolded translation (`coursec translate`) is a draft: `build` leaves it off
/// the site, `build --drafts` publishes it with a draft banner.
@Suite(.tags(.pagefind)) struct DraftTests {
    static let page = "site/swift-academy/en/declarative-imperative.html"

    static func scaffolded(_ extra: [String]) throws -> (TemporaryDirectory, CLIRun) {
        let directory = TemporaryDirectory("site")
        try SwiftAcademyCourse.write(to: directory.path)
        let translated = CLIRun.run(["translate", "courses/swift-academy/tr/01-declarative-imperative.md", "--to", "en"], in: directory.path)
        #expect(translated.status == 0)
        let built = CLIRun.run(["build", "--no-verify", "--templates", Repository.templates] + extra, in: directory.path)
        return (directory, built)
    }

    func read(_ directory: TemporaryDirectory, _ path: String) -> String { directory.read(path) ?? "" }

    @Test func aScaffoldedTranslationIsNotPublishedAnywhere() throws {
        let (directory, built) = try Self.scaffolded([])
        defer { directory.remove() }
        #expect(built.status == 0)
        #expect(!FileManager.default.fileExists(atPath: directory.file(Self.page)))
        #expect(!read(directory, "site/sitemap.xml").contains("en/declarative-imperative.html"))
        #expect(try PagefindPages.urls(inSite: directory.file("site")) == [
            "/swift-academy/en/coordinator.html", "/swift-academy/ja/coordinator.html", "/swift-academy/ja/page-view-controller.html",
            "/swift-academy/tr/coordinator.html", "/swift-academy/tr/declarative-imperative.html",
        ])
        // The English index lists it only as available in Turkish.
        #expect(!read(directory, "site/swift-academy/en/index.html").contains("href=\"declarative-imperative.html\""))
        #expect(read(directory, "site/swift-academy/en/index.html").contains("href=\"../tr/declarative-imperative.html\""))
        // Its Turkish FAQ answers were the English FAQ page's only entries.
        #expect(!read(directory, "site/faq/en.html").contains("Bu ders ücretsiz mi?"))
        #expect(!read(directory, "site/swift-academy/tr/declarative-imperative.html").contains("hreflang=\"en\" href=\"../en/declarative-imperative.html\""))
    }

    @Test func withDraftsItIsPublishedWithADraftBanner() throws {
        let (directory, built) = try Self.scaffolded(["--drafts"])
        defer { directory.remove() }
        #expect(built.status == 0)
        #expect(read(directory, Self.page).contains("<p class=\"draft-banner\"><strong>Draft: this translation is not finished and is not on the published site.</strong></p>"))
        #expect(read(directory, "site/sitemap.xml").contains("en/declarative-imperative.html"))
        #expect(try PagefindPages.urls(inSite: directory.file("site")) == [
            "/swift-academy/en/coordinator.html", "/swift-academy/en/declarative-imperative.html",
            // Its text still in Turkish is indexed apart, under Turkish rules (search.js shows the page).
            "/swift-academy/en/declarative-imperative.untranslated-tr.html",
            "/swift-academy/ja/coordinator.html", "/swift-academy/ja/page-view-controller.html",
            "/swift-academy/tr/coordinator.html", "/swift-academy/tr/declarative-imperative.html",
        ])
    }
}
