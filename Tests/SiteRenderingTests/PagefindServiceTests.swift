import CoursecTestSupport
import CoursecSupport
import Foundation
@testable import SiteRendering
import Testing

/// A build's slices indexed by one Pagefind process, its service mode, with the bundles
/// Pagefind's command line makes of each.
@Suite(.tags(.pagefind)) struct PagefindServiceTests {
    static func source(_ path: String, _ language: String, _ title: String, _ prose: String) -> SearchSource {
        SearchSource(path: path, language: language, html: """
            <!DOCTYPE html>
            <html lang="\(language)"><head><title>\(title)</title></head>
            <body><main data-pagefind-body><h1>\(title)</h1><p>\(prose)</p>
            <span data-pagefind-meta="page:\(path)"></span></main></body></html>

            """)
    }

    static let sources = [
        source("demo/tr/sayim.html", "tr", "Sayım", "Koordinatör her ekranı sayar; bayat sonuçlar yeniden sayılır."),
        source("demo/tr/kopru.html", "tr", "Köprü", "İPTAL edilen gezinme koordinatöre bildirilir."),
        source("demo/tr/ozet.html", "tr", "Özet", "Bellek sızıntısı olmadan temsilci kullanmak."),
        source("demo/ja/count.html", "ja", "集計", "コーディネーターは画面遷移を管理します。"),
        source("demo/ja/bridge.html", "ja", "橋渡し", "命令的な画面に宣言的ビューを埋め込みます。"),
    ]

    static var pagefind: String { PagefindIndexer.located()?.executable ?? "pagefind_extended" }

    @Test func severalSlicesOfALanguageAreIndexedByOnePagefindStartedOncePerLanguage() throws {
        let directory = TemporaryDirectory("pagefind-starts")
        let wrapper = directory.file("logging-pagefind.sh")
        try ExecutableFile.write(Array("""
            #!/bin/sh
            echo "$*" >> "\(directory.file("starts"))"
            exec "\(Self.pagefind)" "$@"

            """.utf8), to: wrapper)
        let indexing = SearchIndexing(Self.sources, indexer: PagefindIndexer(executable: wrapper, sliceSize: 1), cache: nil)
        let index = try indexing.finish()

        #expect(index.slices.mapValues(\.count) == ["ja": 1, "tr": 2])
        // One service for each language: Japanese keeps its dictionary after its indexes are gone.
        #expect(directory.read("starts") == "--service\n--service\n")
    }

    @Test func eachSlicesBundleIsByteForByteTheOnePagefindsCommandLineMakesOfItsSources() throws {
        let directory = TemporaryDirectory("pagefind-cli")
        let indexer = PagefindIndexer(executable: Self.pagefind, sliceSize: 1)
        let made = try SearchIndexing(Self.sources, indexer: indexer, cache: nil).finish().bundles

        var byCommandLine: [String: [String: Data]] = [:]
        for language in ["ja", "tr"] {
            let sources = Self.sources.filter { $0.language == language }
            for (number, slice) in SearchSlice.slices(of: sources, language: language, size: 1).enumerated() {
                let folder = directory.file("\(language)-\(number)")
                for source in slice.sources { _ = directory.write("\(language)-\(number)/pages/\(source.path)", source.html) }
                let run = try CapturedProcess.run(Self.pagefind, ["--site", folder + "/pages", "--output-path", folder + "/bundle", "--silent"], errors: .merged)
                #expect(run.status == 0, "\(run.outputText)")
                let names = FileManager.default.enumerator(atPath: folder + "/bundle")?.allObjects as? [String] ?? []
                let written = Dictionary(uniqueKeysWithValues: names.compactMap { name in
                    FileManager.default.contents(atPath: folder + "/bundle/" + name).map { (name, $0) }
                })
                let bundle = try PagefindIndexer.bundle(written, as: slice.folder, loader: number == 0, from: folder)
                byCommandLine[language, default: [:]].merge(bundle) { _, new in new }
            }
        }
        #expect(made.mapValues { $0.keys.sorted() } == byCommandLine.mapValues { $0.keys.sorted() })
        #expect(made == byCommandLine)
    }
}
