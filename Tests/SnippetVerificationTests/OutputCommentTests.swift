import CoursecTestSupport
import CourseModel
import SnippetVerification
import Testing

/// Expected output written in comments as books write them (docs/format.md,
/// "Expected output in comments"), checked by compiling and running the snippets:
/// the Swift book's `// Prints "X".`, bare comments between statements, and a
/// translation's comments found where its source has its own.
@Suite(.tags(.compiles)) struct OutputCommentTests {
    /// The source, in the Swift book's convention; lines 9 to 18 are the listing.
    static let source = """
        ---
        id: counting
        title: Saymak
        ---

        İki isim sayalım.

        ```swift run
        let names = ["Anna", "Bo"]
        print(names.count) // Prints "2".
        func greet(_ name: String) {
            print("Merhaba, \\(name)!")
        }
        greet(names[0])
        // Prints "Merhaba, Anna!"
        let total = names.count * 2 // iki katı
        print(total)
        // Prints "4".
        ```

        """

    /// Its Japanese translation: a bare comment after the first statement, the
    /// greeting in Japanese quotes with words after them, another bare one last.
    static let japanese = """
        ---
        id: counting
        title: 数える
        translation-of: tr 0123456789abcdef
        ---

        名前を数えます。

        ```swift run
        let names = ["Anna", "Bo"]
        print(names.count) // 2
        func greet(_ name: String) {
            print("こんにちは、\\(name)!")
        }
        greet(names[0])
        // 「こんにちは、Anna!」と出力します。
        let total = names.count * 2 // 2 倍
        print(total)
        // 4
        ```

        """

    /// The same translation without the greeting's comment (line 16).
    static let japaneseWithoutGreeting = japanese.replacingOccurrences(of: "// 「こんにちは、Anna!」と出力します。\n", with: "")

    /// A translation whose code is no longer its source's (`* 3`), in bare comments
    /// its own convention reads.
    static let japaneseDrifted = """
        ---
        id: counting
        title: 数える
        translation-of: tr 0123456789abcdef
        ---

        名前を数えます。

        ```swift run
        let names = ["Anna", "Bo"]
        print(names.count)
        // 2
        func greet(_ name: String) {
            print("こんにちは、\\(name)!")
        }
        greet(names[0])
        // こんにちは、Anna!
        let total = names.count * 3
        print(total)
        // 6
        ```

        """

    /// Bare comments between statements, in a lesson of its own; the comments after
    /// a declaration, inside braces and after code on a line are prose.
    static let bare = """
        ---
        id: bare
        title: Yorumlar
        ---

        ```swift run
        let names = ["Anna", "Bo"]
        // iki isim
        print(names.count)
        // 2
        for name in names {
            // her isim bir satır
            print(name)
        }
        // Anna
        // Bo
        let total = names.count * 2 // iki katı
        print(total)
        // 4
        let done = true
        ```

        """

    /// The results of verifying `files` (paths inside a fresh course of lessons `ids`).
    static func verify(_ files: [String: String], ids: [String]) throws -> (results: [SnippetResult], paths: [String: String]) {
        let fixture = try FixtureCourse(lessons: ids)
        defer { fixture.remove() }
        for (path, text) in files { try fixture.write(path, text) }
        let results = try Verifier(options: VerifierOptions()).verify([fixture.load()])
        return (results, Dictionary(uniqueKeysWithValues: files.keys.map { ($0, fixture.path($0)) }))
    }

    static func result(_ results: [SnippetResult], _ language: String) throws -> SnippetResult {
        try #require(results.first { $0.language == language && $0.role == .run })
    }

    @Test func aPrintsCommentWithTheFullStopPasses() throws {
        let results = try Self.verify(["tr/01-counting.md": Self.source], ids: ["counting"]).results
        let result = try Self.result(results, "tr")
        #expect(result.status == .passed)
        #expect(result.lines == [
            SnippetResult.Line(lessonLine: 10, verdict: .matches, expected: "2", actual: "2"),
            SnippetResult.Line(lessonLine: 15, verdict: .matches, expected: "Merhaba, Anna!", actual: "Merhaba, Anna!"),
            SnippetResult.Line(lessonLine: 18, verdict: .matches, expected: "4", actual: "4"),
        ])
    }

    @Test func bareOutputCommentsBetweenStatementsPass() throws {
        let results = try Self.verify(["tr/01-bare.md": Self.bare], ids: ["bare"]).results
        let result = try Self.result(results, "tr")
        #expect(result.status == .passed)
        #expect(result.lines == [
            SnippetResult.Line(lessonLine: 10, verdict: .matches, expected: "2", actual: "2"),
            SnippetResult.Line(lessonLine: 15, verdict: .matches, expected: "Anna", actual: "Anna"),
            SnippetResult.Line(lessonLine: 16, verdict: .matches, expected: "Bo", actual: "Bo"),
            SnippetResult.Line(lessonLine: 19, verdict: .matches, expected: "4", actual: "4"),
        ])
    }

    @Test func aTranslationsBareAndQuotedCommentsFoundWhereItsSourceHasItsOwnPass() throws {
        let results = try Self.verify(["tr/01-counting.md": Self.source, "ja/01-counting.md": Self.japanese], ids: ["counting"]).results
        let result = try Self.result(results, "ja")
        #expect(result.status == .passed)
        #expect(result.note == nil)
        #expect(result.lines == [
            SnippetResult.Line(lessonLine: 11, verdict: .matches, expected: "2", actual: "2"),
            SnippetResult.Line(lessonLine: 16, verdict: .matches, expected: "こんにちは、Anna!", actual: "こんにちは、Anna!"),
            SnippetResult.Line(lessonLine: 19, verdict: .matches, expected: "4", actual: "4"),
        ])
    }

    @Test func aTranslationMissingAnOutputCommentItsSourceHasFailsAtThatStatement() throws {
        let verified = try Self.verify(
            ["tr/01-counting.md": Self.source, "ja/01-counting.md": Self.japaneseWithoutGreeting], ids: ["counting"])
        let result = try Self.result(verified.results, "ja")
        let source = try #require(verified.paths["tr/01-counting.md"])
        #expect(result.status == .failed)
        #expect(result.line == 15)
        #expect(result.reason == "missing expected output: the source has an output comment after this statement (\(source):15), this translation none (1 余分)")
        #expect(result.lines == [
            SnippetResult.Line(lessonLine: 11, verdict: .matches, expected: "2", actual: "2"),
            SnippetResult.Line(lessonLine: 15, verdict: .extra, expected: nil, actual: "こんにちは、Anna!"),
            SnippetResult.Line(lessonLine: 18, verdict: .matches, expected: "4", actual: "4"),
        ])
    }

    @Test func aTranslationWhoseCodeDriftedIsReadByItsOwnConventionAndSaysSo() throws {
        let verified = try Self.verify(
            ["tr/01-counting.md": Self.source, "ja/01-counting.md": Self.japaneseDrifted], ids: ["counting"])
        let result = try Self.result(verified.results, "ja")
        let source = try #require(verified.paths["tr/01-counting.md"])
        #expect(result.status == .passed)
        #expect(result.note == "the code differs from its source's (\(source):8) outside comments and string literals, so its output comments are read by this lesson's own convention, not found where the source has them")
        #expect(result.lines == [
            SnippetResult.Line(lessonLine: 12, verdict: .matches, expected: "2", actual: "2"),
            SnippetResult.Line(lessonLine: 17, verdict: .matches, expected: "こんにちは、Anna!", actual: "こんにちは、Anna!"),
            SnippetResult.Line(lessonLine: 20, verdict: .matches, expected: "6", actual: "6"),
        ])
    }
}
