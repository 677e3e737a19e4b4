import CoursecTestSupport
import Foundation
import Testing

/// Interface words by the page's language (`templates/i18n/<lang>.xml`): Chinese and
/// Korean have their own; a language without a file is built in English words, and
/// the build says so, naming the language.
@Suite(.tags(.pagefind)) struct InterfaceLanguageTests {
    let folder = TemporaryDirectory("coursec-interface-words")

    func write(languages: [String]) {
        let titles = languages.map { "\"\($0)\": \"K \($0)\"" }.joined(separator: ", ")
        _ = folder.write("courses/k/course.json", #"{"title": {\#(titles)}, "sourceLanguage": "\#(languages[0])", "lessons": ["a"]}"#)
        for language in languages {
            _ = folder.write("courses/k/\(language)/01-a.md", "---\nid: a\ntitle: T \(language)\n---\n\n## S\n\nText.\n")
        }
    }

    func build() -> CLIRun {
        CLIRun.run(["build", "--no-verify", "--templates", Repository.templates], in: folder.path)
    }

    @Test func chineseAndKoreanPagesUseTheirOwnWordsAndHaveHomePages() {
        write(languages: ["zh", "ko"])
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        #expect(!run.err.contains("no interface words"))
        let chinese = folder.read("site/k/zh/a.html") ?? ""
        #expect(chinese.contains(#"<p class="kicker">第 1 课</p>"#))
        #expect(chinese.contains(#"<label for="toc_toggle">本页内容</label>"#))
        let korean = folder.read("site/k/ko/a.html") ?? ""
        #expect(korean.contains(#"<p class="kicker">레슨 1</p>"#))
        #expect(korean.contains(#"<label for="toc_toggle">이 페이지의 내용</label>"#))
        let home = folder.read("site/index.html") ?? ""
        #expect(home.contains(#"<a href="index.zh.html" hreflang="zh" lang="zh" xml:lang="zh">中文</a>"#))
        #expect(home.contains(#"<a href="index.ko.html" hreflang="ko" lang="ko" xml:lang="ko">한국어</a>"#))
        #expect(folder.read("site/index.zh.html")?.contains("<title>课程</title>") == true)
    }

    @Test func aLanguageWithoutWordsIsBuiltInEnglishWordsWithAWarningNamingIt() {
        write(languages: ["en", "de"])
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        let warning = "warning: no interface words for 'de' (\(Repository.templates)/i18n/de.xml): its pages use the English words; translate i18n/en.xml into that file (docs/site.md, \"A new language\")\n"
        #expect(run.err == warning)
        #expect(folder.read("site/k/de/a.html")?.contains(#"<p class="kicker">Lesson 1</p>"#) == true)
    }
}
