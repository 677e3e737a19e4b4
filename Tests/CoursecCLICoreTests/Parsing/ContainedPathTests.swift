import CoursecTestSupport
import Foundation
import Testing

/// `include=` and `support` paths stay inside the course folder, symbolic links
/// resolved: anything else is an error at its line before anything is read, so
/// neither `extract` nor `build` can print or publish a file from elsewhere.
@Suite(.tags(.pagefind)) struct ContainedPathTests {
    let directory = TemporaryDirectory("contained")
    let secret = "secret-\(Int.random(in: 100_000...999_999))"

    /// A course `x` whose lesson includes `include`, beside a secret file outside it.
    func course(include: String, support: [String] = []) -> String {
        directory.write("outside/secret.swift", "let secret = \"\(secret)\"\n")
        let list = support.map { "\"\($0)\"" }.joined(separator: ", ")
        directory.write("courses/x/course.json", "{\"title\": {\"tr\": \"X\"}, \"sourceLanguage\": \"tr\", \"lessons\": [\"a\"],\n \"support\": [\(list)]}\n")
        return directory.write("courses/x/tr/01-a.md", "---\nid: a\ntitle: A\n---\n\nText.\n\n```swift include=\(include)\n```\n")
    }

    func build() -> CLIRun {
        CLIRun.run(["build", "--no-verify", "--out", "site", "--templates", Repository.templates], in: directory.path)
    }

    @Test func anAbsoluteIncludeIsAnErrorAtItsLineAndNothingIsPublished() {
        let lesson = course(include: "/etc/passwd")
        let extract = CLIRun.run(["extract", lesson, "--json"])
        #expect(extract.status == 1)
        #expect(extract.out == "")
        #expect(extract.err == "\(lesson):8: error: include= path '/etc/passwd' is absolute; give a path relative to the course folder\n")
        let built = build()
        #expect(built.status == 1)
        #expect(built.err == "\(lesson):8: error: include= path '/etc/passwd' is absolute; give a path relative to the course folder\nerror: the build stopped: step 'load courses' failed\n")
        #expect(!directory.exists("site"))
    }

    @Test func anIncludeThatClimbsOutOfTheCourseIsAnError() {
        let lesson = course(include: "../../outside/secret.swift")
        let extract = CLIRun.run(["extract", lesson, "--json"])
        #expect(extract.status == 1)
        #expect(!extract.out.contains(secret))
        let outside = AbsolutePathSpelling.real(directory.file("outside/secret.swift"))
        #expect(extract.err == "\(lesson):8: error: include= path '../../outside/secret.swift' leads outside the course folder (to \(outside))\n")
    }

    @Test func anIncludeThroughASymbolicLinkOutOfTheCourseIsAnError() throws {
        let lesson = course(include: "support/link.swift")
        try FileManager.default.createDirectory(atPath: directory.file("courses/x/support"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.file("courses/x/support/link.swift"), withDestinationPath: directory.file("outside/secret.swift"))
        let extract = CLIRun.run(["extract", lesson, "--json"])
        #expect(extract.status == 1)
        #expect(!extract.out.contains(secret))
        let outside = AbsolutePathSpelling.real(directory.file("outside/secret.swift"))
        #expect(extract.err == "\(lesson):8: error: include= path 'support/link.swift' leads outside the course folder (to \(outside))\n")
        let built = build()
        #expect(built.status == 1)
        #expect(!directory.exists("site"))
    }

    @Test func aSupportPathOutsideTheCourseIsAnErrorAtItsLineInCourseJSON() {
        _ = course(include: "Sync.swift", support: ["../../outside/secret.swift"])
        directory.write("courses/x/Sync.swift", "let a = 1\n")
        let built = build()
        #expect(built.status == 1)
        let outside = AbsolutePathSpelling.real(directory.file("outside/secret.swift"))
        #expect(built.err == "\(directory.path)/courses/x/course.json:2: error: support path '../../outside/secret.swift' leads outside the course folder (to \(outside))\nerror: the build stopped: step 'load courses' failed\n")
        #expect(!directory.exists("site"))
    }

    @Test func anIncludeInsideTheCourseIsStillRead() {
        let lesson = course(include: "support/../Sync.swift")
        directory.write("courses/x/Sync.swift", "let inside = 1\n")
        let extract = CLIRun.run(["extract", lesson, "--json"])
        #expect(extract.status == 0)
        #expect(extract.out.contains("let inside = 1"))
    }
}

/// The real path of an existing file (the temporary folder may lie behind a link).
enum AbsolutePathSpelling {
    static func real(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
