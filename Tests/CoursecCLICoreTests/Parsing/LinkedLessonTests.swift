import CoursecTestSupport
import Foundation
import Testing

/// A course folder, course.json, language folder, lesson file or glossary.json that is a
/// symbolic link out of the courses folder is an error at the link, and nothing behind it is read or
/// published; a link that stays inside the courses folder is followed as before.
@Suite(.tags(.compiles, .pagefind)) struct LinkedLessonTests {
    let directory = TemporaryDirectory("linked")
    let secret = "secret-\(Int.random(in: 100_000...999_999))"
    static let manifest = #"{"title": {"tr": "X"}, "sourceLanguage": "tr", "lessons": ["a"]}"#

    init() {
        directory.write("courses/x/course.json", Self.manifest)
        directory.write("courses/x/tr/01-a.md", "---\nid: a\ntitle: A\n---\n\nMetin.\n")
        directory.write("outside/en/01-a.md", "---\nid: a\ntitle: A\n---\n\n\(secret)\n")
        directory.write("outside/course/course.json", Self.manifest)
        directory.write("outside/course/tr/01-a.md", "---\nid: a\ntitle: A\n---\n\n\(secret)\n")
    }

    func link(_ relative: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: directory.file(relative), withDestinationPath: directory.file(target))
    }

    func build() -> CLIRun {
        CLIRun.run(["build", "--no-verify", "--out", "site", "--templates", Repository.templates], in: directory.path)
    }

    /// What `build` says, then that nothing was published and `verify` says the same.
    func expectRefused(_ error: String) {
        let built = build()
        #expect(built.status == 1)
        #expect(built.err == error + "\nerror: the build stopped: step 'load courses' failed\n")
        #expect(!directory.exists("site"))
        let verified = CLIRun.run(["verify"], in: directory.path)
        #expect(verified.status == 1)
        #expect(verified.err.hasPrefix(error + "\n"))
        #expect(!(built.out + verified.out + verified.err).contains(secret))
    }

    @Test func aLessonFileLinkedOutOfTheCoursesFolderIsAnErrorAtTheLink() throws {
        try FileManager.default.createDirectory(atPath: directory.file("courses/x/en"), withIntermediateDirectories: true)
        try link("courses/x/en/01-a.md", to: "outside/en/01-a.md")
        let target = AbsolutePathSpelling.real(directory.file("outside/en/01-a.md"))
        expectRefused("\(directory.path)/courses/x/en/01-a.md: error: this lesson file is a symbolic link out of the courses folder (to \(target)); only what is inside it is read")
    }

    @Test func aLanguageFolderLinkedOutOfTheCoursesFolderIsAnErrorAtTheLink() throws {
        try link("courses/x/en", to: "outside/en")
        let target = AbsolutePathSpelling.real(directory.file("outside/en"))
        let error = "\(directory.path)/courses/x/en: error: this language folder is a symbolic link out of the courses folder (to \(target)); only what is inside it is read"
        expectRefused(error)
        let named = CLIRun.run(["verify", "courses/x/en"], in: directory.path)
        #expect(named.status == 1)
        #expect(named.err == error + "\n")
    }

    @Test func aCourseFolderLinkedOutOfTheCoursesFolderIsAnErrorAtTheLink() throws {
        try link("courses/y", to: "outside/course")
        let target = AbsolutePathSpelling.real(directory.file("outside/course"))
        expectRefused("\(directory.path)/courses/y: error: this course folder is a symbolic link out of the courses folder (to \(target)); only what is inside it is read")
    }

    @Test func aCourseJSONLinkedOutOfTheCoursesFolderIsAnErrorAtTheLink() throws {
        directory.write("outside/course.json", #"{"title": {"tr": "\#(secret)"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        try FileManager.default.removeItem(atPath: directory.file("courses/x/course.json"))
        try link("courses/x/course.json", to: "outside/course.json")
        let target = AbsolutePathSpelling.real(directory.file("outside/course.json"))
        expectRefused("\(directory.path)/courses/x/course.json: error: this course.json is a symbolic link out of the courses folder (to \(target)); only what is inside it is read")
    }

    @Test func aGlossaryLinkedOutOfTheCoursesFolderIsAnErrorAtTheLink() throws {
        directory.write("outside/glossary.json", #"{"terms": [{"id": "x", "tr": {"use": "\#(secret)"}}]}"#)
        try link("courses/glossary.json", to: "outside/glossary.json")
        let target = AbsolutePathSpelling.real(directory.file("outside/glossary.json"))
        let built = build()
        #expect(built.status == 1)
        #expect(built.err.hasPrefix("\(directory.path)/courses/glossary.json: error: this glossary.json is a symbolic link out of the courses folder (to \(target)); only what is inside it is read\n"))
        #expect(!(built.out + built.err).contains(secret))
        #expect(!directory.exists("site"))
    }

    @Test func aLessonFileLinkedInsideTheCoursesFolderIsStillRead() throws {
        try FileManager.default.createDirectory(atPath: directory.file("courses/x/en"), withIntermediateDirectories: true)
        try link("courses/x/en/01-a.md", to: "courses/x/tr/01-a.md")
        let built = build()
        #expect(built.err == "")
        #expect(built.status == 0)
        #expect(directory.read("site/x/en/a.html")?.contains("Metin.") == true)
    }
}
