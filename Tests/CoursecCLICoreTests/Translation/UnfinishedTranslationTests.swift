import CourseTranslation
import CoursecTestSupport
import Foundation
import Testing

/// A translation that has only the first of its source's sections is `unfinished (N of M
/// sections)`, not `code-drift` with a "missing" line per block it has not reached.
@Suite struct UnfinishedTranslationTests {
    static let original = """
        ---
        id: pond
        title: Pond
        ---

        ## Fish

        ```swift run
        print("fish")
        // Prints "fish"
        ```

        ## Frogs

        ```swift run
        print("frogs")
        // Prints "frogs"
        ```

        ## Mud

        ```swift run
        print("mud")
        // Prints "mud"
        ```

        """

    func status(translation body: String) -> CLIRun {
        let folder = TemporaryDirectory("part-translation")
        folder.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["pond"]}"#)
        folder.write("courses/c/en/01-pond.md", Self.original)
        folder.write("courses/c/ja/01-pond.md", "---\nid: pond\ntranslation-of: en \(LessonHash.of(Self.original))\ntitle: 池\n---\n\n" + body)
        return CLIRun.run(["status", "--courses", folder.file("courses")])
    }

    @Test func aTranslationWithItsFirstSectionsOnlyIsUnfinishedWithItsCount() {
        let run = status(translation: """
            ## 魚

            ```swift run
            print("fish")
            // "fish" を出力
            ```

            """)
        #expect(run.out.contains("c/pond  original  unfinished (1 of 3 sections)\n"))
        #expect(run.out.contains("/courses/c/ja/01-pond.md: unfinished: 1 of the source's 3 sections translated, 2 of its blocks not yet\n"))
        #expect(run.out.hasSuffix("1 lesson × 2 languages: 1 original, 1 unfinished\n"))
        #expect(!run.out.contains("code-drift"))
    }

    @Test func aPartTranslationWhoseCodeDiffersIsStillCodeDrift() {
        let run = status(translation: """
            ## 魚

            ```swift run
            print("fish", 1)
            // "fish 1" を出力
            ```

            """)
        #expect(run.out.contains("c/pond  original  code-drift\n"))
        #expect(!run.out.contains("unfinished"))
    }

    @Test func everySectionTranslatedWithABlockLeftOutIsCodeDrift() {
        let run = status(translation: """
            ## 魚

            ```swift run
            print("fish")
            // "fish" を出力
            ```

            ## カエル

            ## 泥

            ```swift run
            print("mud")
            // "mud" を出力
            ```

            """)
        #expect(run.out.contains("c/pond  original  code-drift\n"))
        #expect(run.out.contains("the 'run main.swift' block of the source (its line 22) is missing here, after the block on line 18 (code-drift)"))
    }
}
