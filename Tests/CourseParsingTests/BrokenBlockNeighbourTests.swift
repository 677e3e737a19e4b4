import CourseModel
import CourseParsing
import CoursecTestSupport
import Testing

/// A block whose info string is wrong is reported once and judges none of its
/// neighbours: the output after a mistyped run, the run before a mistyped output.
@Suite struct BrokenBlockNeighbourTests {
    let directory = TemporaryDirectory("broken-neighbour")

    /// Every error of `body` as a lesson, as commands print them.
    func errors(_ body: String) -> (lines: [String], path: String) {
        let text = "---\nid: x\ntitle: X\n---\n\n" + body
        let path = directory.write("tr/01-x.md", text)
        do {
            _ = try LessonParser(language: "tr").parseAll(text, file: path)
            return ([], path)
        } catch {
            return (error.errors.map(\.description), path)
        }
    }

    @Test func theOutputAfterAMistypedRunGetsNoErrorOfItsOwn() {
        let (lines, path) = errors("```swift runn\nprint(1)\n```\n\n```output\n1\n```\n")
        #expect(lines == [
            "\(path):6: error: unknown word 'runn' in info string 'swift runn' (did you mean 'run'? known: run, typecheck, parse, apple, ignore, setup, compile-error, traps, file=NAME, include=PATH, step=N, highlight=LINES, in=TYPE, incomplete, group=NAME, source=LINE)",
        ])
    }

    @Test func theRunBeforeAMistypedOutputIsNotToldItHasNoOutput() {
        let (lines, path) = errors("```swift run\nprint(1)\n```\n\n```outptu\n1\n```\n")
        #expect(lines == [
            "\(path):10: error: unknown code block language 'outptu' (known: swift, output, console, json, plaintext, sh, text, xml)",
        ])
    }

    @Test func anOutputWithNoRunBeforeItIsStillAnErrorPastTheBlockAfterTheBrokenOne() {
        let (lines, path) = errors("```swift runn\nprint(1)\n```\n\n```swift parse\nlet a = 1\n```\n\n```output\n1\n```\n")
        #expect(lines == [
            "\(path):6: error: unknown word 'runn' in info string 'swift runn' (did you mean 'run'? known: run, typecheck, parse, apple, ignore, setup, compile-error, traps, file=NAME, include=PATH, step=N, highlight=LINES, in=TYPE, incomplete, group=NAME, source=LINE)",
            "\(path):14: error: an output block must follow a 'swift run' block, and this one has none before it",
        ])
    }
}
