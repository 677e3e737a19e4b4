import CoursecTestSupport
import Foundation
import Testing

/// What `coursec import` writes, run as root in CI over contributor input: only into real
/// folders under `--out`, all at once or not at all, never outside it.
@Suite struct ImportTrustTests {
    private func book(_ folder: TemporaryDirectory) {
        folder.write("gitbook/SUMMARY.md", "* [One](one.md)\n* [Two](two.md)\n")
        folder.write("gitbook/one.md", "# One\n\n![key](authorized_keys)\n")
        folder.write("gitbook/two.md", "# Two\n\nText.\n")
        folder.write("gitbook/authorized_keys", "ssh-ed25519 AAAA attacker\n")
    }

    @Test func aBookImportNeverWritesThroughALinkInTheCourseAndLeavesTheCourseAsItWas() throws {
        let folder = TemporaryDirectory("import-link")
        book(folder)
        try FileManager.default.createDirectory(atPath: folder.file("victim"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file("courses/bk"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("courses/bk/images"), withDestinationPath: folder.file("victim"))
        let run = CLIRun.run(["import", "gitbook", "--course", "bk", "--lang", "en", "--no-trial", "--courses", "courses"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.err == """
            \(folder.path)/courses/bk/images/authorized_keys: error: \(folder.path)/courses/bk/images is a symbolic link; coursec writes only into real folders and never follows a link: remove it

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("victim")) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("courses")) == ["bk"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("courses/bk")) == ["images"])
    }

    @Test func aBookImportThatFailsHalfWayLeavesTheCourseAsItWas() throws {
        let folder = TemporaryDirectory("import-atomic")
        book(folder)
        folder.write("courses/bk/en/02-two.md/in-the-way", "")
        let run = CLIRun.run(["import", "gitbook", "--course", "bk", "--lang", "en", "--no-trial", "--courses", "courses"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("\(folder.path)/courses/bk/en/02-two.md: error: cannot rename "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("courses")) == ["bk"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("courses/bk")) == ["en"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("courses/bk/en")) == ["02-two.md"])
    }

    @Test func aSeedImportThatFailsHalfWayWritesNoLessonAndNoCourseJSON() throws {
        let folder = TemporaryDirectory("import-atomic")
        folder.write("one.txt", "Birinci\n\nBu bir ders.\n")
        folder.write("two.txt", "İkinci\n\nBu da bir ders.\n")
        let trial = CLIRun.run(["import", "one.txt", "two.txt", "--course", "c", "--lang", "tr", "--no-trial", "--out", "trial"], in: folder.path)
        #expect(trial.status == 0)
        let second = try FileManager.default.contentsOfDirectory(atPath: folder.file("trial/c/tr")).sorted().last!
        folder.write("out/c/tr/\(second)/in-the-way", "")
        let run = CLIRun.run(["import", "one.txt", "two.txt", "--course", "c", "--lang", "tr", "--no-trial", "--out", "out"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("\(folder.path)/out/c/tr/\(second): error: cannot rename "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("out/c")) == ["tr"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("out/c/tr")) == [second])
    }

    @Test func aLanguageThatIsAPathIsAUsageErrorForSeedsAndBooks() {
        let folder = TemporaryDirectory("import-lang")
        book(folder)
        folder.write("one.txt", "Birinci\n\nBu bir ders.\n")
        let seed = CLIRun.run(["import", "one.txt", "--course", "c", "--lang", "../../x", "--out", "out"], in: folder.path)
        #expect(seed.status == 64)
        #expect(seed.err.hasPrefix("error: --lang needs a language code such as 'tr' or 'pt-br', not '../../x'\n"))
        let book = CLIRun.run(["import", "gitbook", "--course", "c", "--lang", "../../x", "--out", "out"], in: folder.path)
        #expect(book.status == 64)
        #expect(book.err.hasPrefix("error: --lang needs a language code such as 'tr' or 'pt-br', not '../../x'\n"))
        #expect(!folder.exists("out"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("../x")))
    }

    @Test func aBookWithAChapterOutsideIsImportedWithoutItAndExitsOne() throws {
        let folder = TemporaryDirectory("import-outside")
        book(folder)
        folder.write("gitbook/SUMMARY.md", "* [One](one.md)\n* [Two](two.md)\n* [Shadow](shadow.md)\n")
        try FileManager.default.createSymbolicLink(atPath: folder.file("gitbook/shadow.md"), withDestinationPath: "/etc/shadow")
        let run = CLIRun.run(["import", "gitbook", "--course", "bk", "--lang", "en", "--no-trial", "--courses", "courses"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.err == ("""
            \(folder.path)/gitbook/SUMMARY.md:3: error: 'shadow.md' is not imported: it leads out of the book (to /etc/shadow); a book's files are read from inside its folder only

            """))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("courses/bk/en")).sorted() == ["01-one.md", "02-two.md"])
        #expect(folder.read("courses/bk/images/authorized_keys") == "ssh-ed25519 AAAA attacker\n")
    }
}
