import CoursecTestSupport
import Foundation
import Testing

/// `editURL` in site.json: every lesson page links the lesson's source, named from the
/// folder holding `courses/`, with "Edit this page" in the page's language.
@Suite(.tags(.pagefind)) struct EditLinkTests {
    let folder = TemporaryDirectory("coursec-edit-link")

    func build() -> CLIRun {
        CLIRun.run(["build", "--no-verify", "--templates", Repository.templates], in: folder.path)
    }

    func writeCourse() {
        folder.write("courses/temel/course.json", #"{"title": {"tr": "Temeller", "ja": "基礎"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/temel/tr/01-a.md", "---\nid: a\ntitle: Değişkenler\n---\n\nMetin.\n")
        folder.write("courses/temel/ja/01-a.md", "---\nid: a\ntitle: 変数\n---\n\n本文。\n")
    }

    @Test func eachLessonPageLinksItsFileInThePagesLanguage() {
        writeCourse()
        folder.write("courses/site.json", #"{"editURL": "https://github.com/o/r/edit/main/{path}"}"#)
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        #expect(folder.read("site/temel/tr/a.html")?.contains(
            #"<p class="lesson-meta"><a class="edit-link" href="https://github.com/o/r/edit/main/courses/temel/tr/01-a.md">Bu sayfayı düzenle</a></p>"#) == true)
        #expect(folder.read("site/temel/ja/a.html")?.contains(
            #"<p class="lesson-meta"><a class="edit-link" href="https://github.com/o/r/edit/main/courses/temel/ja/01-a.md">このページを編集</a></p>"#) == true)
        #expect(folder.read("site/temel/tr/index.html")?.contains("edit-link") == false)
    }

    @Test func withoutEditURLNoPageHasAnEditLink() {
        writeCourse()
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        #expect(folder.read("site/temel/tr/a.html")?.contains("lesson-meta") == false)
    }

    @Test func aChangedEditURLRendersThePagesAgain() {
        writeCourse()
        folder.write("courses/site.json", #"{"editURL": "https://example.org/old/{path}"}"#)
        #expect(build().status == 0)
        folder.write("courses/site.json", #"{"editURL": "https://example.org/new/{path}?plain=1"}"#)
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        let page = folder.read("site/temel/tr/a.html") ?? ""
        #expect(page.contains(#"href="https://example.org/new/courses/temel/tr/01-a.md?plain=1""#))
        #expect(!page.contains("/old/"))
    }

    @Test(arguments: [
        #""ftp://example.org/{path}""#,
        #""https://github.com/o/r/edit/main/""#,
        #""https://{path}""#,
        #""javascript:alert(1)//{path}""#,
        #"["https://example.org/{path}"]"#,
    ])
    func anEditURLThatIsNotAnHTTPAddressWithPathIsAnErrorAtItsLine(value: String) {
        writeCourse()
        let file = folder.write("courses/site.json", "{\n  \"title\": {\"tr\": \"S\"},\n  \"editURL\": \(value)\n}\n")
        let run = build()
        #expect(run.status == 1)
        #expect(run.err.hasPrefix(#"\#(file):3: error: "editURL" must be an http(s) address with {path} where the lesson file's path goes, such as "https://github.com/o/r/edit/main/{path}""# + "\n"), "\(run.err)")
    }
}
