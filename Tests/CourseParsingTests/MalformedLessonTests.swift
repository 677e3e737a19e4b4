import CourseModel
import CourseParsing
import CoursecTestSupport
import Testing

/// Every malformed lesson is an error naming `file:line`, in the words every command prints.
@Suite struct MalformedLessonTests {
    let directory = TemporaryDirectory("malformed")

    /// The error loading `text` as the lesson file `name` gives, as a command prints it; nil if it loads.
    func loadError(_ text: String, name: String = "und/01-x.md") -> (String?, String) {
        let path = directory.write(name, text)
        do {
            _ = try CourseLoader().loadLesson(path: path)
            return (nil, path)
        } catch {
            return ("\(error)\n", path)
        }
    }

    @Test func aCodeBlockThatIsNeverClosedIsAnErrorAtItsOpeningLine() {
        let (error, path) = loadError("---\nid: x\ntitle: X\n---\n\n- item\n\n  ```swift parse\n  let a = 1\n  ```\n\n~~~~swift parse\nlet b = 2\n~~~\n\n## Later\n")
        #expect(error == "\(path):12: error: this code block is never closed (end it with a line of ~~~~)\n")
    }

    @Test func frontMatterThatIsNeverClosedIsAnErrorOnLineOne() {
        let (error, path) = loadError("---\nid: x\ntitle: X\n\nBody\n")
        #expect(error == "\(path):1: error: front matter opened on line 1 is never closed by a line '---'\n")
    }

    @Test func aLessonWithoutFrontMatterIsAnError() {
        let (error, path) = loadError("# Just Markdown\n")
        #expect(error == "\(path):1: error: a lesson must start with front matter: a line '---', 'key: value' lines (id, title, ...), then '---'\n")
    }

    @Test func anUnknownFrontMatterKeyNamesItsLine() {
        let (error, path) = loadError("---\nid: x\ntitel: X\n---\n")
        #expect(error == "\(path):3: error: unknown front matter key 'titel' (known keys: id, title, summary, order, source, translation-of, untranslated)\n")
    }

    @Test func aFrontMatterLineWithoutAColonIsAnError() {
        let (error, path) = loadError("---\nid: x\ntitle X\n---\n")
        #expect(error == "\(path):3: error: front matter line is not 'key: value': 'title X'\n")
    }

    @Test func anOrderThatIsNotANumberIsAnError() {
        let (error, path) = loadError("---\nid: x\ntitle: X\norder: two\n---\n")
        #expect(error == "\(path):4: error: 'order' must be a whole number, not 'two'\n")
    }

    @Test func aMissingTitleIsAnError() {
        let (error, path) = loadError("---\nid: x\n---\n")
        #expect(error == "\(path):1: error: front matter has no 'title'\n")
    }

    @Test func anOutputBlockWithNoRunBeforeItNamesItsLine() {
        let (error, path) = loadError("---\nid: x\ntitle: X\n---\n\nText.\n\n```output\nhi\n```\n")
        #expect(error == "\(path):8: error: an output block must follow a 'swift run' block, and this one has none before it\n")
    }

    @Test func aRunBlockWithNoOutputNamesTheRunBlock() {
        let (error, path) = loadError("---\nid: x\ntitle: X\n---\n\n```swift run\nprint(1)\n```\n\n```swift parse\nlet a = 1\n```\n")
        #expect(error == "\(path):6: error: this 'swift run' block has no output block after it (add an 'output' fence with what it prints, or write it in comments: // Prints \"…\")\n")
    }

    @Test func anUnknownInfoStringWordNamesTheFence() {
        let (error, path) = loadError("---\nid: x\ntitle: X\n---\n\nIntro.\n\n```swift runn\nprint(1)\n```\n")
        #expect(error == "\(path):8: error: unknown word 'runn' in info string 'swift runn' (did you mean 'run'? known: run, typecheck, parse, apple, ignore, setup, compile-error, traps, file=NAME, include=PATH, step=N, highlight=LINES, in=TYPE, incomplete, group=NAME, source=LINE)\n")
    }

    @Test func anUnknownCodeLanguageIsAnError() {
        let (error, path) = loadError("---\nid: x\ntitle: X\n---\n\n```swfit run\nprint(1)\n```\n")
        #expect(error == "\(path):6: error: unknown code block language 'swfit' (known: swift, output, console, json, plaintext, sh, text, xml)\n")
    }

    @Test func aSwiftBlockWithoutARoleIsAnError() {
        let (error, path) = loadError("---\nid: x\ntitle: X\n---\n\n```swift\nprint(1)\n```\n")
        #expect(error?.hasPrefix("\(path):6: error: a swift block needs a role: 'swift run'") == true)
    }

    @Test func aMissingIncludeNamesTheLineAndThePathLookedFor() {
        let (error, path) = loadError("---\nid: x\ntitle: X\n---\n\n```swift include=support/Gone.swift\n```\n")
        let looked = directory.path + "/und/support/Gone.swift"
        #expect(error == "\(path):6: error: included file 'support/Gone.swift' not found (looked for \(looked))\n")
    }

    @Test func stepsOutOfOrderAreAnError() {
        let (error, path) = loadError("---\nid: x\ntitle: X\n---\n\n```swift step=2 file=A.swift\nlet a = 1\n```\n")
        #expect(error == "\(path):6: error: step 2 of A.swift comes where step 1 is expected (steps of a file count 1, 2, 3, ...)\n")
    }

    @Test func aMarkerNotFollowedByAHeadingIsAnError() {
        let (error, path) = loadError("---\nid: x\ntitle: X\n---\n\n<!-- faq -->\nNot a heading.\n")
        #expect(error == "\(path):6: error: the marker <!-- faq --> must stand right before the heading of its section\n")
    }

    @Test func twoLessonsWithOneIdInOneLanguageAreAnError() {
        let course = TemporaryDirectory("dup")
        course.write("c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["x"]}"#)
        course.write("c/tr/01-x.md", "---\nid: x\ntitle: Bir\n---\n")
        let second = course.write("c/tr/02-x.md", "---\nid: x\ntitle: İki\n---\n")
        let error = #expect(throws: CourseErrors.self) { try CourseLoader().loadCourses(root: course.path) }
        #expect(error.map { "\($0)\n" } == "\(second):2: error: lesson id 'x' is already used in 'tr' by \(course.path)/c/tr/01-x.md\n")
    }
}
