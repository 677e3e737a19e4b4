import CoursecTestSupport
import Foundation
import Testing

/// One broken lesson (a mistyped info string) beside a sound course and a sound
/// lesson of its own course: everything else is still verified and shown.
@Suite(.tags(.compiles, .pagefind)) struct BrokenLessonTests {
    let folder = TemporaryDirectory("coursec-broken")

    init() {
        folder.write("courses/good/course.json", #"{"title": {"tr": "G"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/good/tr/01-a.md", "---\nid: a\ntitle: A\n---\n\n```swift run\nprint(1)\n```\n\n```output\n1\n```\n")
        folder.write("courses/mixed/course.json", #"{"title": {"tr": "M"}, "sourceLanguage": "tr", "lessons": ["b", "new"]}"#)
        folder.write("courses/mixed/tr/01-b.md", "---\nid: b\ntitle: B\n---\n\n```swift run\nprint(2)\n```\n\n```output\n2\n```\n")
        folder.write("courses/mixed/tr/02-new.md", "---\nid: new\ntitle: New\n---\n\n```swift runn\nprint(3)\n```\n")
    }

    var brokenFile: String { folder.file("courses/mixed/tr/02-new.md") }

    @Test func verifyReportsTheBrokenLessonVerifiesEveryOtherAndExitsOne() {
        let run = CLIRun.run(["verify"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.err == "\(brokenFile):6: error: unknown word 'runn' in info string 'swift runn' (did you mean 'run'? known: run, typecheck, parse, apple, ignore, setup, compile-error, traps, file=NAME, include=PATH, step=N, highlight=LINES, in=TYPE, incomplete, group=NAME, source=LINE)\n")
        #expect(run.out == "2 passed, 0 failed, 0 skipped, 1 lesson error, 1 lesson left out\n")
    }

    @Test func statusShowsTheBrokenCellAsErrorAndTheOthersAsUsual() {
        let run = CLIRun.run(["status", "--format", "json"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.out.contains([
            #"        "tr": {"#,
            #"          "state": "error","#,
            #"          "file": "\#(brokenFile)","#,
            #"          "message": "unknown word 'runn' in info string 'swift runn' (did you mean 'run'? known: run, typecheck, parse, apple, ignore, setup, compile-error, traps, file=NAME, include=PATH, step=N, highlight=LINES, in=TYPE, incomplete, group=NAME, source=LINE)","#,
            #"          "line": 6"#,
            #"        }"#,
        ].joined(separator: "\n")))
        let text = CLIRun.run(["status"], in: folder.path)
        #expect(text.out.hasPrefix("lesson     tr\ngood/a     original\nmixed/b    original\nmixed/new  error\n"))
        #expect(text.out.hasSuffix("3 lessons × 1 language: 2 original, 1 error\n"))
    }

    @Test func strictStatusPrintsOneErrorLinePerFailingCell() {
        folder.write("courses/good/en/01-a.md", "---\nid: a\ntitle: A\ntranslation-of: tr 0123456789abcdef\n---\n\n<!-- untranslated -->\nMetin.\n\n```swift run\nprint(1)\n```\n\n```output\n1\n```\n")
        let run = CLIRun.run(["status", "--strict"], in: folder.path)
        #expect(run.status == 1)
        let lines = run.err.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("\(brokenFile):6: error: unknown word 'runn'") == true)
        #expect(lines.last?.hasPrefix("\(folder.file("courses/good/en/01-a.md")): error: ") == true)
    }

    @Test func buildPrintsEveryLessonErrorAndEveryFailingSnippetAtOnceAndWritesNoSite() {
        folder.write("courses/good/tr/02-c.md", "---\nid: c\ntitle: C\n---\n\n```swift parse\nlet = 1\n```\n")
        folder.write("courses/good/course.json", #"{"title": {"tr": "G"}, "sourceLanguage": "tr", "lessons": ["a", "c"]}"#)
        folder.write("courses/other/course.json", #"{"title": {"tr": "O"}, "sourceLanguage": "tr", "lessons": ["d"]}"#)
        folder.write("courses/other/tr/01-d.md", "---\nid: d\ntitle: D\n---\n\n```swift run\nprint(1)\n")
        let run = CLIRun.run(["build", "--templates", Repository.templates], in: folder.path)
        #expect(run.status == 1)
        let lines = run.err.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(brokenFile):6: error: unknown word 'runn' in info string 'swift runn' (did you mean 'run'? known: run, typecheck, parse, apple, ignore, setup, compile-error, traps, file=NAME, include=PATH, step=N, highlight=LINES, in=TYPE, incomplete, group=NAME, source=LINE)")
        #expect(lines.dropFirst().first == "\(folder.file("courses/other/tr/01-d.md")):6: error: this code block is never closed (end it with a line of ```)")
        #expect(lines.dropFirst(2).first?.hasPrefix("\(folder.file("courses/good/tr/02-c.md")):7:5: error: ") == true)
        #expect(lines.last == "error: the build stopped: steps 'load courses', 'verify snippets' failed")
        #expect(!FileManager.default.fileExists(atPath: folder.file("site")))
    }

    @Test func everyErrorOfOneLessonIsReportedNotJustTheFirst() {
        folder.write("courses/mixed/tr/02-new.md", "---\nid: new\ntitle: New\n---\n\n```swift runn\nprint(3)\n```\n\n```output\n3\n```\n\n```swift parse highlight=9\nlet a = 1\n```\n")
        let run = CLIRun.run(["verify", folder.file("courses/mixed/tr")], in: folder.path)
        #expect(run.status == 1)
        #expect(run.err == """
            \(brokenFile):6: error: unknown word 'runn' in info string 'swift runn' (did you mean 'run'? known: run, typecheck, parse, apple, ignore, setup, compile-error, traps, file=NAME, include=PATH, step=N, highlight=LINES, in=TYPE, incomplete, group=NAME, source=LINE)
            \(brokenFile):14: error: highlight= names line 9, but the block has 1 lines

            """)
        #expect(run.out == "1 passed, 0 failed, 0 skipped, 2 lesson errors, 1 lesson left out\n")
    }

    @Test func anotherLessonsErrorDoesNotStopATranslation() {
        let run = CLIRun.run(["translate", "mixed/b", "--to", "en"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(FileManager.default.fileExists(atPath: folder.file("courses/mixed/en/01-b.md")))
        let own = CLIRun.run(["translate", "mixed/new", "--to", "en"], in: folder.path)
        #expect(own.status == 1)
        #expect(own.err.hasPrefix("\(brokenFile):6: error: unknown word 'runn'"))
    }
}
