import CoursecTestSupport
import CourseModel
import Foundation
import SnippetVerification

/// One course holding most behaviours under test, verified once (with a 2-second
/// time limit) and shared by every test that only reads its results.
enum DemoCourse {
    /// Lines are numbered in the tests; keep each lesson's text exactly as it is.
    static let outputs = """
        ---
        id: outputs
        title: Çıktılar
        ---

        ```swift include=support/Sync.swift
        ```

        ```swift file=Greeting.swift
        func greet(_ name: String) -> String { "merhaba \\(name)" }
        ```

        ```swift run
        print(greet("dunya"))
        print(verdict(model: "1", shown: "1"))
        ```

        ```output
        merhaba dunya
        uyumlu
        ```

        ```swift run
        print("openCount: model=5 ekran=5 -> uyumlu")
        ```

        ```output
        openCount: model=5 ekran=3 -> bayat
        ```

        ```swift run
        print("a")
        ```

        ```output
        a
        b
        ```

        ```swift run
        print("a   ")
        print("b")
        print("c")
        ```

        ```output
        a
        b
        ```

        """

    static let failures = """
        ---
        id: failures
        title: Hatalar
        ---

        ```swift run
        let count = 1
        print(count + missingValue)
        ```

        ```output
        1
        ```

        ```swift run
        print("before")
        fatalError("boom")
        ```

        ```output
        before
        ```

        ```swift run
        while true {}
        ```

        ```output
        ```

        ```swift run
        let line = String(repeating: "x", count: 1023)
        for _ in 0..<102_400 { print(line) }
        ```

        ```output
        ```

        ```swift run
        import Glibc
        print("partial")
        exit(3)
        ```

        ```output
        partial
        ```

        ```swift run
        let huge = [UInt8](repeating: 1, count: 4 << 30)
        print(huge.count)
        ```

        ```output
        4294967296
        ```

        """

    static let checks = """
        ---
        id: checks
        title: Denetimler
        ---

        ```swift typecheck
        let screen = Screen("Liste")
        screen.set("title", "Gorevler")
        ```

        ```swift parse
        func broken( {
        ```

        ```swift apple
        import SwiftUI
        struct Badge: View { var body: some View { Text("uyumlu") } }
        ```

        ```swift step=1 file=Counter.swift
        struct Counter { var value = 0 }
        ```

        ```swift ignore
        this is not Swift at all
        ```

        """

    static let translatedSource = """
        ---
        id: translated
        title: Çeviri
        ---

        ```swift run
        print("uyumlu: 2")
        ```

        ```output
        uyumlu: 2
        ```

        """

    /// The same lesson in English, where a translator also translated a string
    /// literal that the expected output still has in Turkish.
    static let translatedEnglish = """
        ---
        id: translated
        title: Translation
        translation-of: tr 0123456789abcdef
        ---

        ```swift run
        print("matches: 2")
        ```

        ```output
        uyumlu: 2
        ```

        """

    static let supportOnly = """
        ---
        id: support-only
        title: Yalnız destek
        ---

        ```swift file=Broken.swift
        struct Broken {
            var value: Int = "not a number"
        }
        ```

        """

    struct Verified: Sendable {
        var results: [SnippetResult]
        var files: [String: String]

        /// The result of block `index` of `lesson` in `language`.
        func result(_ lesson: String, _ index: Int, language: String = "tr") -> SnippetResult? {
            results.first { $0.lesson == lesson && $0.language == language && $0.blockIndex == index }
        }
    }

    /// Verified on first use; a fixture that fails to load fails every test that reads it.
    static let verified: Result<Verified, any Error> = Result {
        let fixture = try FixtureCourse(lessons: ["outputs", "failures", "checks", "translated", "support-only"])
        defer { fixture.remove() }
        let files = [
            "tr/01-outputs.md": outputs, "tr/02-failures.md": failures, "tr/03-checks.md": checks,
            "tr/04-translated.md": translatedSource, "en/04-translated.md": translatedEnglish,
            "tr/05-support-only.md": supportOnly,
        ]
        for (path, text) in files { try fixture.write(path, text) }
        var options = VerifierOptions()
        options.limits.runSeconds = 2
        let results = try Verifier(options: options).verify([fixture.load()])
        return Verified(results: results, files: Dictionary(uniqueKeysWithValues: files.keys.map { ($0, fixture.path($0)) }))
    }
}
