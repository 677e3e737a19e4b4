import CoursecTestSupport
import Foundation
import Testing

/// Which lessons `coursec verify PATH` checks, and that a PATH with none is an error.
@Suite(.tags(.compiles)) struct InputPathTests {
    static let turkish = """
        ---
        id: paths
        title: Yollar
        ---

        ```swift run
        print(verdict(model: "1", shown: "2"))
        ```

        ```output
        bayat
        ```

        ```swift run
        print("eski")
        ```

        ```output
        yeni
        ```

        """

    static let english = """
        ---
        id: paths
        title: Paths
        translation-of: tr 0123456789abcdef
        ---

        ```swift run
        print("old")
        ```

        ```output
        new
        ```

        """

    static let noLessons = "error: no lessons here (give a course folder with course.json, a folder of courses, a language folder or a lesson file)\n"

    func withFixture(_ body: (FixtureCourse) throws -> Void) throws {
        let fixture = try FixtureCourse(id: "paths", lessons: ["paths"])
        defer { fixture.remove() }
        try fixture.write("tr/01-paths.md", Self.turkish)
        try fixture.write("en/01-paths.md", Self.english)
        try body(fixture)
    }

    @Test func verifiesTheLessonsOfALanguageFolderWithTheirCourseSupportFiles() throws {
        try withFixture { fixture in
            let turkish = CLIRun.run(["verify", "courses/paths/tr"], in: fixture.root)
            #expect(turkish.status == 1)
            #expect(turkish.out == "1 passed, 1 failed, 0 skipped\n")
            #expect(turkish.err == """
                \(fixture.path("tr/01-paths.md")):18: error: output differs from what the snippet prints (1 bayat)
                  19 bayat   expected: yeni | actual: eski

                """)

            let english = CLIRun.run(["verify", "courses/paths/en/"], in: fixture.root)
            #expect(english.status == 1)
            #expect(english.out == "0 passed, 1 failed, 0 skipped\n")
        }
    }

    @Test func resolvesARelativeCacheFolderAgainstTheCurrentDirectory() throws {
        try withFixture { fixture in
            let run = CLIRun.run(["verify", "courses/paths/tr", "--cache-dir", "cache/here"], in: fixture.root)
            #expect(run.out == "1 passed, 1 failed, 0 skipped\n")
            let entries = try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/cache/here")
            #expect(entries.count == 2)
        }
    }

    @Test func refusesAnEmptyFolder() throws {
        let empty = TemporaryDirectory("coursec-verify-empty")
        let run = CLIRun.run(["verify", empty.path])
        #expect(run.status == 1)
        #expect(run.err == "\(empty.path): \(Self.noLessons)")
        #expect(run.out == "")
    }

    @Test func refusesAFolderOfACourseThatHoldsNoLesson() throws {
        try withFixture { fixture in
            let run = CLIRun.run(["verify", "courses/paths/support"], in: fixture.root)
            #expect(run.status == 1)
            #expect(run.err == "\(fixture.directory)/support: \(Self.noLessons)")
            #expect(run.out == "")
        }
    }

    @Test func refusesLessonFoldersWithoutCourseJSON() throws {
        try withFixture { fixture in
            try FileManager.default.removeItem(atPath: fixture.path("course.json"))
            let run = CLIRun.run(["verify", "courses/paths"], in: fixture.root)
            #expect(run.status == 1)
            #expect(run.err == "\(fixture.directory): error: lesson folders but no course.json (see docs/format.md)\n")
            #expect(run.out == "")
        }
    }
}
