import CoursecTestSupport
import Foundation
import Testing

/// `new lesson COURSE/NAME` with a name in the course's language: the id is read from it
/// as Latin letters, the name is the title (docs/format.md, "Lesson ids").
@Suite struct LessonNameTests {
    func course(_ language: String) -> TemporaryDirectory {
        let directory = TemporaryDirectory("lesson-name")
        _ = CLIRun.run(["new", "course", "demo", "--lang", language], in: directory.path)
        return directory
    }

    @Test func aTurkishNameGivesAnAsciiIdAndStaysTheTitle() {
        let directory = course("tr")
        let run = CLIRun.run(["new", "lesson", "demo/değişkenler"], in: directory.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "wrote courses/demo/tr/02-degiskenler.md\nwrote courses/demo/course.json\n")
        #expect(directory.read("courses/demo/tr/02-degiskenler.md")?.hasPrefix("---\nid: degiskenler\ntitle: Değişkenler\nsummary: ") == true)
        #expect(directory.read("courses/demo/course.json")?.contains("\"hos-geldiniz\",\n    \"degiskenler\"") == true)
    }

    @Test func aTurkishTitleUpperCasesItsFirstLetterByTurkishRules() {
        let directory = course("tr")
        let run = CLIRun.run(["new", "lesson", "demo/işlevler ve kapanışlar"], in: directory.path)
        #expect(run.out == "wrote courses/demo/tr/02-islevler-ve-kapanislar.md\nwrote courses/demo/course.json\n")
        #expect(directory.read("courses/demo/tr/02-islevler-ve-kapanislar.md")?.contains("\ntitle: İşlevler ve kapanışlar\n") == true)
    }

    @Test func aJapaneseNameInKanaIsRomanized() {
        let directory = course("ja")
        let run = CLIRun.run(["new", "lesson", "demo/へんすう"], in: directory.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "wrote courses/demo/ja/02-hensuu.md\nwrote courses/demo/course.json\n")
        #expect(directory.read("courses/demo/ja/02-hensuu.md")?.contains("\nid: hensuu\ntitle: へんすう\n") == true)
    }

    @Test func anAsciiIdIsTitledFromTheIdAsBefore() {
        let directory = course("en")
        let run = CLIRun.run(["new", "lesson", "demo/swift-basics"], in: directory.path)
        #expect(run.out == "wrote courses/demo/en/02-swift-basics.md\nwrote courses/demo/course.json\n")
        #expect(directory.read("courses/demo/en/02-swift-basics.md")?.contains("\nid: swift-basics\ntitle: Swift Basics\n") == true)
    }

    @Test func aNameThatGivesNoIdIsAUsageErrorSayingWhatWasTried() {
        let directory = course("tr")
        let run = CLIRun.run(["new", "lesson", "demo/2024 yılı"], in: directory.path)
        #expect(run.status == 64)
        #expect(run.out == "")
        #expect(run.err.hasPrefix("""
            error: cannot make a lesson id from '2024 yılı': read as Latin letters (Turkish letters folded, then ICU Any-Latin, \
            then diacritics removed) it gives '2024-yili', and an id is lower-case letters, digits and '-', starting with a \
            letter; name the lesson with one, such as 'swift-basics'
            usage: coursec new
            """))
        let emoji = CLIRun.run(["new", "lesson", "demo/🙂"], in: directory.path)
        #expect(emoji.status == 64)
        #expect(emoji.err.hasPrefix("error: cannot make a lesson id from '🙂': read as Latin letters (Turkish letters folded, then ICU Any-Latin, then diacritics removed) it leaves nothing, and an id"))
        #expect(directory.read("courses/demo/course.json")?.contains("yili") == false)
    }
}
