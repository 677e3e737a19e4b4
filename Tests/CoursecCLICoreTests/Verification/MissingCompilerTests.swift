import CoursecTestSupport
import Foundation
import Testing

/// `verify` on a machine without the Swift toolchain says so, in one line naming it.
@Suite struct MissingCompilerTests {
    @Test func verifyWithoutSwiftcSaysInOneLineWhatToInstall() {
        let directory = TemporaryDirectory("no-swiftc")
        directory.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["a"]}"#)
        directory.write("courses/c/en/01-a.md", "---\nid: a\ntitle: A\n---\n\n```swift run\nprint(1)\n```\n\n```output\n1\n```\n")
        let run = CLIRun.run(["verify"], in: directory.path, environment: ToolchainlessEnvironment.variables)
        #expect(run.status == 1)
        #expect(run.out == "")
        #expect(run.err == "error: swiftc not found on PATH: checking snippets needs the Swift toolchain (https://www.swift.org/install/linux/) on PATH, or SWIFTC set to its swiftc\n")
    }
}
