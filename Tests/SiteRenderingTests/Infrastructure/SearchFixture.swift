import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation
import SiteRendering

/// A small course in tr, ja and en whose words the search tests look for: a
/// word in a heading and in prose, a code identifier, an output verdict,
/// Turkish capitals, katakana with and without the long-vowel mark. Built
/// once, with Pagefind, for the whole suite.
enum SearchFixture {
    static let files: [String: String] = [
        "courses/sync/course.json": """
            {"title": {"tr": "Uyum", "ja": "一致", "en": "Sync"}, "sourceLanguage": "tr", "lessons": ["counting", "bridge"]}
            """,
        "courses/sync/tr/01-counting.md": """
            ---
            id: counting
            title: Sonuçları Saymak
            summary: Her alanın sonucunu sayarız.
            order: 1
            ---

            ## Koordinatör Nedir?

            KOORDİNATÖR, ekranlar arası geçişi yöneten nesnedir.

            ## Sayım

            Sonuçları sayan işlev aşağıdadır; her satırın sonunda bir sonuç yazar.

            ```swift run
            func countVerdicts(_ verdicts: [String]) -> Int { verdicts.count }
            print("hosting | model=5 ekran=3 -> bayat", countVerdicts(["bayat"]))
            ```

            ```output
            hosting | model=5 ekran=3 -> bayat 1
            ```

            ## SwiftUI ile Koordinatörler

            Bir koordinatör, SwiftUI görünümünü UIKit'e bağlar. İptal düğmesi de burada.

            """,
        "courses/sync/tr/02-bridge.md": """
            ---
            id: bridge
            title: Köprü
            summary: İki çerçeveyi bağlarız.
            order: 2
            ---

            ## Bayat Ekran

            Ekran eski değeri gösteriyorsa sonuç bayat olur.

            """,
        "courses/sync/ja/01-counting.md": """
            ---
            id: counting
            title: 結果を数える
            summary: 各項目の結果を数えます。
            order: 1
            ---

            ## コーディネーターとは

            コーディネーターは画面遷移を管理するオブジェクトです。

            ## 集計

            結果を数える関数です。

            ```swift run
            func countVerdicts(_ verdicts: [String]) -> Int { verdicts.count }
            print("hosting | model=5 ekran=3 -> bayat", countVerdicts(["bayat"]))
            ```

            ```output
            hosting | model=5 ekran=3 -> bayat 1
            ```

            """,
        "courses/sync/ja/02-bridge.md": """
            ---
            id: bridge
            title: 橋渡し
            summary: 二つのフレームワークをつなぎます。
            order: 2
            ---

            ## コーディネータを追加

            宣言的ビューにコーディネータを追加します。

            """,
        "courses/sync/en/01-counting.md": """
            ---
            id: counting
            title: Counting Verdicts
            summary: We count the verdict of every field.
            order: 1
            ---

            ## What Is a Coordinator?

            A coordinator is the object that manages navigation between screens.

            ## Counting

            The function below counts the results.

            ```swift run
            func countVerdicts(_ verdicts: [String]) -> Int { verdicts.count }
            print("hosting | model=5 ekran=3 -> bayat", countVerdicts(["bayat"]))
            ```

            ```output
            hosting | model=5 ekran=3 -> bayat 1
            ```

            """,
    ]

    /// One Turkish term, whose avoided rendering no lesson uses.
    static let glossary = Glossary(terms: [
        Glossary.Term(
            id: "screen", renderings: ["tr": Glossary.Rendering(preferred: "ekran", avoid: ["pencere"])],
            definitions: ["tr": "Kullanıcının bir anda baktığı görünüm."]),
    ])

    /// The built site's folder; built on first use.
    static var site: String { directory.file("site") }

    /// The same site with every search source in a slice of its own (`SearchSlice`), each
    /// its own Pagefind bundle, which search.js merges; built on first use.
    static var slicedSite: String { sliced.file("site") }

    // Kept for the whole run: the folder goes when the value does.
    nonisolated(unsafe) private static let directory = built(sliceSize: SearchSlice.size)
    nonisolated(unsafe) private static let sliced = built(sliceSize: 1)

    private static func built(sliceSize: Int) -> TemporaryDirectory {
        let directory = TemporaryDirectory("search")
        for (path, text) in files {
            let full = directory.file(path)
            try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try! text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let courses = try! CourseLoader().loadCourses(root: directory.file("courses"))
        try! PipelineSite.build(SiteInput(courses: courses, glossary: glossary), into: directory.file("site"), sliceSize: sliceSize)
        return directory
    }
}
