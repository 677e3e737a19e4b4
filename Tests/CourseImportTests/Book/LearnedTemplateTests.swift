import CoursecTestSupport
import CourseImport
import CourseModel
import CourseParsing
import Foundation
import SnippetVerification
import Testing

/// A translated book's output comments are read by the templates its programs show: learned
/// at import from what they print, kept in course.json, applied by verify (docs/import.md,
/// "Output templates").
@Suite(.tags(.compiles)) struct LearnedTemplateTests {
    private var options: VerifierOptions {
        var options = VerifierOptions(cacheDirectory: cache.path)
        options.sandbox = false
        return options
    }

    private let cache = TemporaryDirectory("template-cache")

    /// The original, imported with its listings tried (each states its output), then a
    /// Chinese translation that writes its comments without spaces, mismatched quotes,
    /// a translator's note, a wrong value, a fullwidth '!' and a comment of no form.
    private func importBoth() throws -> (BookFixture, ImportedBook) {
        let book = BookFixture()
        book.writeRoot("Pond", chapters: ["Greetings"])
        book.write("Pond.docc/Greetings.md", """
            # Greetings

            Hello.

            ```swift
            let name = "Anna"
            print("Hello, \\(name)!")
            // Prints "Hello, Anna!"
            ```

            ```swift
            print(1 + 2) // Prints "3"
            print(7) // Prints "7"
            ```

            ```swift
            print("ok") // Prints "ok"
            ```

            ```swift
            print("wow!") // Prints "wow!"
            ```

            ```swift
            print(40 + 2) // Prints "42"
            ```

            """)
        let trial = ListingTrial(options: options)
        book.save(try BookImporter().importBook(
            [book.path("Pond.docc")], courses: book.path("courses"), options: BookImportOptions(course: "book", language: "en"), trial: trial))
        book.write("zh/SUMMARY.md", "* [问候](guide/greetings.md)\n")
        book.write("zh/guide/greetings.md", """
            # 问候

            你好。

            ```swift
            let name = "Anna"
            print("你好，\\(name)！")
            // 打印“你好，Anna！”。
            ```

            ```swift
            print(1 + 2) // 打印“3“。
            print(7) // 打印“7”。（译者注：整数）
            ```

            ```swift
            print("ok") // 打印“不对”。
            ```

            ```swift
            print("wow!") // 打印“wow！”。
            ```

            ```swift
            print(40 + 2) // 结果见上
            ```

            """)
        let imported = try BookImporter().importBook(
            [book.path("zh")], courses: book.path("courses"),
            options: BookImportOptions(course: "book", language: "zh", translationOf: "en"), trial: trial)
        return (book, imported)
    }

    @Test func importingATranslationPrintsTheTemplatesItsProgramsShowWithHowManyCommentsEachExplains() throws {
        let (_, imported) = try importBoth()
        #expect(Array(imported.report.lines.suffix(3)) == [
            "output templates learned in 'zh' from what its programs print: 2, explaining 3 comments",
            "  打印“{}”。  explains 2",
            "  打印“{}“。  explains 1",
        ])
        #expect(imported.text("book/course.json")?.contains("""
              "outputTemplates": {
                "zh": [
                  {
                    "template": "打印“{}”。",
                    "explains": 2
                  },
                  {
                    "template": "打印“{}“。",
                    "explains": 1
                  }
                ]
              }
            """) == true)
    }

    @Test func verifyReadsTheTranslationByItsTemplatesAndReportsAWrongValueAWidthAndAnUnreadComment() throws {
        let (book, imported) = try importBoth()
        book.save(imported)
        let course = try CourseLoader().loadCourse(directory: book.path("courses/book"))
        #expect(course.outputTemplates["zh"]?.map(\.spelling) == ["打印“{}”。", "打印“{}“。"])
        let lesson = try #require(course.lessons.first { $0.language == "zh" })
        let lines = lesson.text.textLines
        func line(_ text: String) -> Int { (lines.firstIndex { $0.contains(text) } ?? -1) + 1 }
        let results = try Verifier(options: options).verify([course]).filter { $0.language == "zh" }.sorted { $0.line < $1.line }
        #expect(results.map(\.status) == [.passed, .passed, .failed, .failed, .skipped])
        #expect(results[2].lines == [SnippetResult.Line(lessonLine: line("不对"), verdict: .differs, expected: "不对", actual: "ok")])
        #expect(results[3].reason == "output differs from what the snippet prints (1 differs): line \(line("wow！")) differs only in the width of '!'")
        #expect(results[4].reason == "not read: no convention of this book matches its output comments")
        #expect(results[4].lines == [SnippetResult.Line(lessonLine: line("结果见上"), verdict: .unread, expected: "结果见上", actual: "42")])
        #expect(results[4].note == "not read: no convention of this book matches the output comment at line \(line("结果见上")) (打印“{}”。 打印“{}“。)")
    }
}
