import CoursecTestSupport
import Testing

/// Every malformed lesson is an error naming `file:line`, and `extract` exits 1.
@Suite struct MalformedLessonTests {
    let directory = TemporaryDirectory("malformed")

    func extract(_ text: String, name: String = "und/01-x.md") -> (CLIRun, String) {
        let path = directory.write(name, text)
        return (CLIRun.run(["extract", path, "--json"]), path)
    }

    @Test func aCodeBlockThatIsNeverClosedIsAnErrorAtItsOpeningLine() {
        let (run, path) = extract("---\nid: x\ntitle: X\n---\n\n- item\n\n  ```swift parse\n  let a = 1\n  ```\n\n~~~~swift parse\nlet b = 2\n~~~\n\n## Later\n")
        #expect(run.status == 1)
        #expect(run.err == "\(path):12: error: this code block is never closed (end it with a line of ~~~~)\n")
    }

    @Test func frontMatterThatIsNeverClosedIsAnErrorOnLineOne() {
        let (run, path) = extract("---\nid: x\ntitle: X\n\nBody\n")
        #expect(run.status == 1)
        #expect(run.err == "\(path):1: error: front matter opened on line 1 is never closed by a line '---'\n")
        #expect(run.out == "")
    }

    @Test func aLessonWithoutFrontMatterIsAnError() {
        let (run, path) = extract("# Just Markdown\n")
        #expect(run.status == 1)
        #expect(run.err == "\(path):1: error: a lesson must start with front matter: a line '---', 'key: value' lines (id, title, ...), then '---'\n")
    }

    @Test func anUnknownFrontMatterKeyNamesItsLine() {
        let (run, path) = extract("---\nid: x\ntitel: X\n---\n")
        #expect(run.status == 1)
        #expect(run.err == "\(path):3: error: unknown front matter key 'titel' (known keys: id, title, summary, order, source, translation-of, untranslated)\n")
    }

    @Test func aFrontMatterLineWithoutAColonIsAnError() {
        let (run, path) = extract("---\nid: x\ntitle X\n---\n")
        #expect(run.err == "\(path):3: error: front matter line is not 'key: value': 'title X'\n")
        #expect(run.status == 1)
    }

    @Test func anOrderThatIsNotANumberIsAnError() {
        let (run, path) = extract("---\nid: x\ntitle: X\norder: two\n---\n")
        #expect(run.err == "\(path):4: error: 'order' must be a whole number, not 'two'\n")
        #expect(run.status == 1)
    }

    @Test func aMissingTitleIsAnError() {
        let (run, path) = extract("---\nid: x\n---\n")
        #expect(run.err == "\(path):1: error: front matter has no 'title'\n")
        #expect(run.status == 1)
    }

    @Test func anOutputBlockWithNoRunBeforeItNamesItsLine() {
        let (run, path) = extract("---\nid: x\ntitle: X\n---\n\nText.\n\n```output\nhi\n```\n")
        #expect(run.status == 1)
        #expect(run.err == "\(path):8: error: an output block must follow a 'swift run' block, and this one has none before it\n")
    }

    @Test func aRunBlockWithNoOutputNamesTheRunBlock() {
        let (run, path) = extract("---\nid: x\ntitle: X\n---\n\n```swift run\nprint(1)\n```\n\n```swift parse\nlet a = 1\n```\n")
        #expect(run.status == 1)
        #expect(run.err == "\(path):6: error: this 'swift run' block has no output block after it (add an 'output' fence with what it prints, or write it in comments: // Prints \"…\")\n")
    }

    @Test func anUnknownInfoStringWordNamesTheFence() {
        let (run, path) = extract("---\nid: x\ntitle: X\n---\n\nIntro.\n\n```swift runn\nprint(1)\n```\n")
        #expect(run.status == 1)
        #expect(run.err == "\(path):8: error: unknown word 'runn' in info string 'swift runn' (did you mean 'run'? known: run, typecheck, parse, apple, ignore, file=NAME, include=PATH, step=N, highlight=LINES, in=TYPE, incomplete)\n")
    }

    @Test func anUnknownCodeLanguageIsAnError() {
        let (run, path) = extract("---\nid: x\ntitle: X\n---\n\n```swfit run\nprint(1)\n```\n")
        #expect(run.err == "\(path):6: error: unknown code block language 'swfit' (known: swift, output, console, json, plaintext, sh, text, xml)\n")
        #expect(run.status == 1)
    }

    @Test func aSwiftBlockWithoutARoleIsAnError() {
        let (run, path) = extract("---\nid: x\ntitle: X\n---\n\n```swift\nprint(1)\n```\n")
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("\(path):6: error: a swift block needs a role: 'swift run'"))
    }

    @Test func aMissingIncludeNamesTheLineAndThePathLookedFor() {
        let (run, path) = extract("---\nid: x\ntitle: X\n---\n\n```swift include=support/Gone.swift\n```\n")
        let looked = directory.path + "/und/support/Gone.swift"
        #expect(run.status == 1)
        #expect(run.err == "\(path):6: error: included file 'support/Gone.swift' not found (looked for \(looked))\n")
    }

    @Test func stepsOutOfOrderAreAnError() {
        let (run, path) = extract("---\nid: x\ntitle: X\n---\n\n```swift step=2 file=A.swift\nlet a = 1\n```\n")
        #expect(run.err == "\(path):6: error: step 2 of A.swift comes where step 1 is expected (steps of a file count 1, 2, 3, ...)\n")
        #expect(run.status == 1)
    }

    @Test func aMarkerNotFollowedByAHeadingIsAnError() {
        let (run, path) = extract("---\nid: x\ntitle: X\n---\n\n<!-- faq -->\nNot a heading.\n")
        #expect(run.err == "\(path):6: error: the marker <!-- faq --> must stand right before the heading of its section\n")
        #expect(run.status == 1)
    }

    @Test func twoLessonsWithOneIdInOneLanguageAreAnError() {
        let course = TemporaryDirectory("dup")
        course.write("c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["x"]}"#)
        course.write("c/tr/01-x.md", "---\nid: x\ntitle: Bir\n---\n")
        let second = course.write("c/tr/02-x.md", "---\nid: x\ntitle: İki\n---\n")
        let run = CLIRun.run(["status", "--courses", course.path])
        #expect(run.status == 1)
        #expect(run.err == "\(second):2: error: lesson id 'x' is already used in 'tr' by \(course.path)/c/tr/01-x.md\n")
    }

    @Test func errorsInSeveralLessonsAreAllReported() {
        let a = directory.write("und/a.md", "---\nid: a\n---\n")
        let b = directory.write("und/b.md", "---\nid: b\ntitle: B\n---\n\n```output\n```\n")
        let run = CLIRun.run(["extract", a, b])
        #expect(run.status == 1)
        #expect(run.err == """
            \(a):1: error: front matter has no 'title'
            \(b):6: error: an output block must follow a 'swift run' block, and this one has none before it

            """)
    }

    @Test func anUnknownOptionIsAUsageErrorWithExit64() {
        let run = CLIRun.run(["extract", "--jsn", "x.md"])
        #expect(run.status == 64)
        #expect(run.err == "error: unknown option '--jsn'\nusage: coursec extract <lesson.md|seed.txt>... [--json] [--courses DIR]\n")
    }

    @Test func helpGoesToStandardOutputWithExit0() {
        let run = CLIRun.run(["extract", "--help"])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("usage: coursec extract <lesson.md|seed.txt>... [--json] [--courses DIR]\n"))
        #expect(run.err == "")
    }
}
