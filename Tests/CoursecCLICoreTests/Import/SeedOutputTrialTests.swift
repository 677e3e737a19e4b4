import CoursecTestSupport
import Foundation
import Testing

/// `coursec import SEED.txt` tries the blocks whose text says what they print, and its
/// summary names each at the seed's `file:line`.
@Suite(.tags(.compiles)) struct SeedOutputTrialTests {
    private static let seed = """
        Kalanlar

        Bölmeden kalanı yazdırın.

        print(17 % 5)

        Çıktı:

        2

        Bir de bölümü yazdıralım.

        print(17 / 5)

        Çıktı:

        4
        """

    @Test func theSummaryListsEachBlockTriedAndWhatItBecame() throws {
        let folder = TemporaryDirectory("import-trial")
        folder.write("kalan.txt", Self.seed)
        let run = CLIRun.run(["import", "kalan.txt", "--courses", "courses", "--no-sandbox"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.out == """
            kalan.txt:5: note: swift run: tried at import, it prints the line after 'Çıktı:'
            kalan.txt:13: note: stays swift parse: tried at import, it prints "3", the lesson says "4"
            wrote \(folder.path)/courses/tr/00-kalanlar.md

            """)
        let lesson = try #require(folder.read("courses/tr/00-kalanlar.md"))
        #expect(lesson.contains("```swift run\nprint(17 % 5)\n```\n\nÇıktı:\n\n```output\n2\n```\n"))
        #expect(lesson.contains("```swift parse\nprint(17 / 5)\n```\n"))
    }

    @Test func noTrialTriesNothingAndTheSummarySaysSo() throws {
        let folder = TemporaryDirectory("import-trial")
        folder.write("kalan.txt", Self.seed)
        let run = CLIRun.run(["import", "kalan.txt", "--courses", "courses", "--no-trial", "--no-sandbox"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(run.out == """
            kalan.txt:5: note: stays swift parse: not tried at import, so the lines after 'Çıktı:' are not taken for what it prints
            kalan.txt:13: note: stays swift parse: not tried at import, so the lines after 'Çıktı:' are not taken for what it prints
            wrote \(folder.path)/courses/tr/00-kalanlar.md

            """)
        #expect(folder.read("courses/tr/00-kalanlar.md")?.contains("```swift run") == false)
    }
}
