import CoursecTestSupport
import CourseImport
import Foundation
import Testing

/// `coursec import`, run in process.
@Suite struct ImportCommandTests {
    @Test func writesTheLessonIntoCourseAndLanguageFolders() throws {
        let folder = TemporaryDirectory("import")
        let run = CLIRun.run(["import", Repository.path(Repository.seed002), "--course", "arch", "--out", folder.path, "--id", "coordinator-pattern"])
        let path = folder.path + "/arch/tr/03-coordinator-pattern.md"
        #expect(run.status == 0)
        #expect(run.out == "wrote \(path)\nwrote \(folder.path)/arch/course.json (lists the imported lessons; check its title and lesson order)\n")
        #expect(run.err == "")
        #expect(folder.read("arch/course.json") == """
            {
              "title": {
                "tr": "arch"
              },
              "sourceLanguage": "tr",
              "lessons": [
                "coordinator-pattern"
              ]
            }

            """)
        #expect(CLIRun.run(["status", "--courses", folder.path]).status == 0)
        let expected = try LessonImporter().importLesson(
            text: Repository.text(Repository.seed002), file: Repository.path(Repository.seed002),
            options: ImportOptions(course: "arch", id: "coordinator-pattern")).markdown
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/arch/tr") == ["03-coordinator-pattern.md"])
    }

    @Test func aSecondLessonIsAddedToTheCoursesLessonList() throws {
        let folder = TemporaryDirectory("import")
        folder.write("arch/course.json", #"{"title": {"tr": "Mimari", "en": "Architecture"}, "sourceLanguage": "tr", "lessons": ["intro"], "support": ["support/A.swift"]}"#)
        let run = CLIRun.run(["import", Repository.path(Repository.seed002), "--course", "arch", "--out", folder.path, "--id", "coordinator-pattern"])
        #expect(run.status == 0)
        #expect(folder.read("arch/course.json") == """
            {
              "title": {
                "en": "Architecture",
                "tr": "Mimari"
              },
              "sourceLanguage": "tr",
              "lessons": [
                "intro",
                "coordinator-pattern"
              ],
              "support": [
                "support/A.swift"
              ]
            }

            """)
    }

    @Test func writesIntoTheLanguageFolderWithoutACourse() throws {
        let folder = TemporaryDirectory("import")
        let run = CLIRun.run(["import", Repository.path(Repository.seed000), Repository.path(Repository.seed001), "--out", folder.path])
        #expect(run.status == 0)
        #expect(run.out == """
            wrote \(folder.path)/tr/02-temsilci-iletisimi-icin-coordinator-kalibi.md
            wrote \(folder.path)/ja/00-001-048aa9d0b2e2228d.md

            """)
    }

    @Test func acceptsAnIdenticalFileAndRefusesADifferentOne() throws {
        let folder = TemporaryDirectory("import")
        let arguments = ["import", Repository.path(Repository.seed004), "--out", folder.path, "--id", "seam", "--order", "3"]
        let path = folder.path + "/tr/03-seam.md"
        #expect(CLIRun.run(arguments).status == 0)
        let again = CLIRun.run(arguments)
        #expect(again.status == 0)
        #expect(again.out == "unchanged \(path)\n")

        try Data("edited by hand\n".utf8).write(to: URL(fileURLWithPath: path))
        let refused = CLIRun.run(arguments)
        #expect(refused.status == 1)
        #expect(refused.out == "")
        #expect(refused.err == "\(path): error: a different lesson is already there; move it away or import with another --id\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "edited by hand\n")
    }

    @Test func namesAMissingSeed() throws {
        let folder = TemporaryDirectory("import")
        let missing = folder.path + "/no-such-seed.txt"
        let run = CLIRun.run(["import", missing, "--out", folder.path])
        #expect(run.status == 1)
        #expect(run.err == "\(missing): error: cannot read file\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func printsHelpAndExitsZero() {
        let run = CLIRun.run(["import", "--help"])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("usage: coursec import <seed.txt>... | <BOOK> [--course ID] [--lang LANG] [--out DIR] [--id ID] [--order N] [--translation-of LANG] [--no-trial] [--no-sandbox] [--courses DIR]\n"))
        #expect(run.err == "")
    }

    @Test func rejectsAnIdForSeveralSeedsAsAUsageError() {
        let run = CLIRun.run(["import", "a.txt", "b.txt", "--id", "x"])
        #expect(run.status == 64)
        #expect(run.err.hasPrefix("error: --id and --order name one lesson: give one seed with them\nusage: coursec import"))
    }
}
