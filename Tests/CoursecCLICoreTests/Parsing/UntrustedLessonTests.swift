import CoursecTestSupport
import Foundation
import Testing

/// A lesson from a contributor with bad intent: unsafe links, raw HTML, control
/// characters and bytes that are not UTF-8 are errors at their line, and nothing
/// is extracted (or built) from it.
@Suite(.tags(.compiles, .pagefind)) struct UntrustedLessonTests {
    let directory = TemporaryDirectory("untrusted")
    let head = "---\nid: x\ntitle: X\n---\n\n"

    func extract(_ body: String) -> (CLIRun, String) {
        let path = directory.write("und/01-x.md", head + body)
        return (CLIRun.run(["extract", path, "--json"]), path)
    }

    static let unsafeLinks: [(body: String, message: String)] = [
        ("[x](javascript:alert(1))\n", "link to 'javascript:alert(1)' is not published: only http:, https:, mailto:, relative paths and #fragments are allowed, not 'javascript:'"),
        ("[x](JaVaScRiPt:alert(1))\n", "link to 'JaVaScRiPt:alert(1)' is not published: only http:, https:, mailto:, relative paths and #fragments are allowed, not 'javascript:'"),
        ("[x](<  javascript:alert(1)>)\n", "link to 'javascript:alert(1)' is not published: only http:, https:, mailto:, relative paths and #fragments are allowed, not 'javascript:'"),
        ("[x](&#106;avascript:alert(1))\n", "link to 'javascript:alert(1)' is not published: only http:, https:, mailto:, relative paths and #fragments are allowed, not 'javascript:'"),
        ("[x](java&#9;script:alert(1))\n", "link to 'java\\u{9}script:alert(1)' is not published: only http:, https:, mailto:, relative paths and #fragments are allowed, not 'javascript:'"),
        ("[x](data:text/html;base64,PHNjcmlwdD4=)\n", "link to 'data:text/html;base64,PHNjcmlwdD4=' is not published: only http:, https:, mailto:, relative paths and #fragments are allowed, not 'data:'"),
        ("[x](vbscript:msgbox)\n", "link to 'vbscript:msgbox' is not published: only http:, https:, mailto:, relative paths and #fragments are allowed, not 'vbscript:'"),
        ("<javascript:alert(1)>\n", "link to 'javascript:alert(1)' is not published: only http:, https:, mailto:, relative paths and #fragments are allowed, not 'javascript:'"),
        ("[x][ref]\n\n[ref]: javascript:alert(1)\n", "link to 'javascript:alert(1)' is not published: only http:, https:, mailto:, relative paths and #fragments are allowed, not 'javascript:'"),
        ("![x](javascript:alert(1))\n", "image to 'javascript:alert(1)' is not published: only http:, https:, mailto:, relative paths and #fragments are allowed, not 'javascript:'"),
    ]

    @Test(arguments: unsafeLinks)
    func anUnsafeLinkIsAnErrorAtItsLine(_ example: (body: String, message: String)) {
        let (run, path) = extract("Text.\n\n" + example.body)
        #expect(run.status == 1)
        #expect(run.out == "")
        #expect(run.err == "\(path):8: error: \(example.message)\n")
    }

    @Test func safeLinksPass() {
        let (run, _) = extract("[a](https://swift.org) [b](http://x.org) [c](mailto:a@b.c) [d](02-y.md) [e](#top) [f](../img/a.png) <https://swift.org> www.swift.org\n")
        #expect(run.status == 0)
    }

    @Test func rawHTMLIsAnErrorButACommentIsNot() {
        let (run, path) = extract("<!-- a note -->\n\nText <b onclick=\"x()\">bold</b>.\n")
        #expect(run.status == 1)
        #expect(run.err == "\(path):8: error: raw HTML is not published ('<b onclick=\"x()\">'): write it in Markdown, or as code between backticks\n")
        let (block, blockPath) = extract("<script>alert(1)</script>\n")
        #expect(block.err == "\(blockPath):6: error: raw HTML is not published ('<script>alert(1)</script>'): write it in Markdown, or as code between backticks\n")
    }

    @Test func aNulByteIsAnErrorAtItsLine() {
        let (run, path) = extract("Text.\n\nHidden \u{0}here.\n")
        #expect(run.status == 1)
        #expect(run.err == "\(path):8: error: control character U+0000 (NUL) at column 8; a lesson holds text, tabs and line breaks only\n")
    }

    @Test func anEscapeCharacterIsAnErrorAtItsLine() {
        let (run, path) = extract("Text \u{1B}[31mred.\n")
        #expect(run.err == "\(path):6: error: control character U+001B at column 6; a lesson holds text, tabs and line breaks only\n")
    }

    @Test func bytesThatAreNotUTF8GiveTheLineAndColumnOfTheFirstBadByte() throws {
        let path = directory.file("und/01-bad.md")
        try FileManager.default.createDirectory(atPath: directory.file("und"), withIntermediateDirectories: true)
        var data = Data((head + "Çalışma\nab").utf8)
        data.append(contentsOf: [0xC3, 0x28])
        try data.write(to: URL(fileURLWithPath: path))
        let run = CLIRun.run(["extract", path, "--json"])
        #expect(run.status == 1)
        #expect(run.err == "\(path):7: error: not UTF-8 text: byte 0xC3 at column 3 (save the file as UTF-8)\n")
    }

    @Test func anUnsafeLessonIsABrokenLessonWithEveryErrorAndTheOthersGoOn() {
        directory.write("courses/good/course.json", #"{"title": {"tr": "G"}, "sourceLanguage": "tr", "lessons": ["a", "b"]}"#)
        directory.write("courses/good/tr/01-a.md", "---\nid: a\ntitle: A\n---\n\n```swift run\nprint(1)\n```\n\n```output\n1\n```\n")
        let unsafe = directory.write("courses/good/tr/02-b.md", "---\nid: b\ntitle: B\n---\n\n[x](javascript:alert(1))\n\n<script>alert(1)</script>\n")
        let errors = """
            \(unsafe):6: error: link to 'javascript:alert(1)' is not published: only http:, https:, mailto:, relative paths and #fragments are allowed, not 'javascript:'
            \(unsafe):8: error: raw HTML is not published ('<script>alert(1)</script>'): write it in Markdown, or as code between backticks

            """
        let verify = CLIRun.run(["verify"], in: directory.path)
        #expect(verify.status == 1)
        #expect(verify.err == errors)
        #expect(verify.out == "1 passed, 0 failed, 0 skipped, 2 lesson errors, 1 lesson left out\n")
        let build = CLIRun.run(["build", "--templates", Repository.templates], in: directory.path)
        #expect(build.status == 1)
        #expect(build.err.hasPrefix(errors))
        #expect(!directory.exists("site"))
    }
}

/// Nesting is refused past what the site renders, at the line where it starts, in
/// time linear in the depth (no walk of the tree recurses before the check).
@Suite struct NestingTests {
    let directory = TemporaryDirectory("nesting")

    @Test(arguments: ["- ", "> ", "1. "])
    func tenThousandNestedLevelsAreAnErrorAtTheirLine(_ level: String) {
        let path = directory.write("und/01-x.md", "---\nid: x\ntitle: X\n---\n\nText.\n\n" + String(repeating: level, count: 10_000) + "deep\n")
        let run = CLIRun.run(["extract", path, "--json"])
        #expect(run.status == 1)
        #expect(run.err == "\(path):8: error: nesting deeper than 100 levels (lists, quotes and emphasis inside each other) starts here; the site cannot render it\n")
    }

    @Test func fortyNestedListLevelsAreFine() {
        let path = directory.write("und/01-x.md", "---\nid: x\ntitle: X\n---\n\n" + String(repeating: "- ", count: 40) + "deep\n")
        #expect(CLIRun.run(["extract", path, "--json"]).status == 0)
    }
}
