import CourseModel
import CoursecTestSupport
import Foundation
import Testing

/// `logo` in site.json: an image of the courses folder, copied to the site's root and
/// shown in every page's masthead with the site's title as its text.
@Suite(.tags(.pagefind)) struct SiteLogoTests {
    let folder = TemporaryDirectory("coursec-site-logo")
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>"#

    func build() -> CLIRun {
        CLIRun.run(["build", "--no-verify", "--templates", Repository.templates], in: folder.path)
    }

    func writeCourse() {
        folder.write("courses/temel/course.json", #"{"title": {"tr": "Temeller"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/temel/tr/01-a.md", "---\nid: a\ntitle: Değişkenler\n---\n\nMetin.\n")
    }

    @Test func theLogoIsCopiedAndShownInEveryMastheadWithTheSiteTitleAsItsText() {
        writeCourse()
        folder.write("courses/images/Logo.SVG", Self.svg)
        folder.write("courses/site.json", #"{"title": {"tr": "Ayşe'nin Dersleri"}, "logo": "images/Logo.SVG", "entryLanguage": "tr"}"#)
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        #expect(folder.read("site/logo.svg") == Self.svg)
        #expect(folder.read("site/index.html")?.contains(
            #"<a class="brand brand-with-logo" href="index.html"><img class="brand-logo" src="logo.svg" alt="Ayşe'nin Dersleri" />Ayşe'nin Dersleri</a>"#) == true)
        #expect(folder.read("site/temel/tr/a.html")?.contains(
            #"<a class="brand brand-with-logo" href="../../index.html"><img class="brand-logo" src="../../logo.svg" alt="Ayşe'nin Dersleri" />Ayşe'nin Dersleri</a>"#) == true)
    }

    @Test func withoutALogoTheMastheadHasNoImage() {
        writeCourse()
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        #expect(folder.read("site/index.html")?.contains("brand-logo") == false)
        #expect(!folder.exists("site/logo.svg"))
    }

    @Test(arguments: [
        (#""logo.gif""#, #""logo" must be an image a browser shows (png, svg, jpg, webp); 'logo.gif' is not"#),
        (#"7"#, #""logo" must be the path of an image in the courses folder, such as "logo.svg""#),
        (#""missing.png""#, #""logo" names no file: COURSES/missing.png"#),
        (#""images""#, #""logo" must be an image a browser shows (png, svg, jpg, webp); 'images' is not"#),
        (#""../outside.png""#, #""logo" must be a path inside the courses folder, relative to it; '../outside.png' leads to ROOT/outside.png"#),
    ])
    func aLogoThatIsNotAnImageInsideTheCoursesFolderIsAnErrorAtItsLine(value: String, message: String) {
        writeCourse()
        folder.write("outside.png", "not inside")
        let file = folder.write("courses/site.json", "{\n  \"title\": {\"tr\": \"S\"},\n  \"logo\": \(value)\n}\n")
        let run = build()
        let root = FilePath(folder.path).canonical
        let expected = message.replacingOccurrences(of: "COURSES", with: folder.file("courses")).replacingOccurrences(of: "ROOT", with: root)
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("\(file):3: error: \(expected)\n"), "\(run.err)")
    }

    @Test func aLogoLinkedOutOfTheCoursesFolderIsRefused() throws {
        writeCourse()
        folder.write("outside.png", "not inside")
        try FileManager.default.createSymbolicLink(atPath: folder.file("courses/logo.png"), withDestinationPath: folder.file("outside.png"))
        let file = folder.write("courses/site.json", "{\n  \"logo\": \"logo.png\"\n}\n")
        let run = build()
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("\(file):2: error: \"logo\" must be a path inside the courses folder, relative to it; 'logo.png' leads to \(FilePath(folder.path).canonical)/outside.png\n"), "\(run.err)")
        #expect(!folder.exists("site"))
    }
}
