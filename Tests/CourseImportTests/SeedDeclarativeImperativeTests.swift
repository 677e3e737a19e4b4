import CoursecTestSupport
import CourseModel
import Testing

/// Seed 004: named files (`// Sync.swift — …`), programs and the lines they print.
@Suite struct SeedDeclarativeImperativeTests {
    @Test func extractsSupportFilesProgramsAndTheirOutput() throws {
        let blocks = try Repository.blocks(ofSeed: Repository.seed004)
        #expect(blocks == Self.expected(syncSwift: try Repository.text("courses/ui-sync/support/Sync.swift")))
    }

    @Test func reportsEveryBlockAtItsLineInTheSeed() throws {
        let imported = try Repository.importSeed(Repository.seed004)
        #expect(imported.blockSourceLines == [11, 51, 75, 123, 133, 147, 158, 172, 191, 217, 228, 245, 271, 284, 294])
    }

    static func expected(syncSwift: String) -> [Block] { [
        // The course keeps the file the seed shows: the import must give it back byte for byte.
        Block(.support, name: "Sync.swift", syncSwift),
        Block(.apple, #"""
            import UIKit
            import SwiftUI

            final class HostingController: UIViewController {
                private var host: UIHostingController<SummaryView>!
                var summary = SummaryState(title: "Gorevler", openCount: 3, filter: "acik")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    host = UIHostingController(rootView: SummaryView(state: summary))
                    addChild(host)
                    view.addSubview(host.view)
                    host.didMove(toParent: self)
                }

                func summaryDidChange() {
                    // host.rootView = SummaryView(state: summary)
                }
            }

            """#),
        Block(.support, name: "Bridging.swift", #"""
            // Bridging.swift — iki ekranin saf Swift kurulumu, hangi atama ekrana ne yazar
            struct SummaryState {
                var title: String
                var openCount: Int
                var filter: String

                var values: [String: String] {
                    ["title": title, "openCount": String(openCount), "filter": filter]
                }
            }

            struct SummaryView {
                let state: SummaryState

                func draw(on screen: Screen) {
                    screen.set("title", state.title)
                    screen.set("openCount", String(state.openCount))
                    screen.set("filter", state.filter)
                }
            }

            final class HostingController {
                let screen = Screen("HostingController")
                var rootView: SummaryView {
                    didSet { rootView.draw(on: screen) }
                }

                init(rootView: SummaryView) {
                    self.rootView = rootView
                    rootView.draw(on: screen)
                }
            }

            final class LegacyListView {
                let screen = Screen("LegacyListView")

                init(title: String, rows: [String]) {
                    screen.set("title", title)
                    reloadData(rows: rows)
                }

                func reloadData(rows: [String]) {
                    screen.set("rowCount", String(rows.count))
                }
            }

            """#),
        Block(.run, name: "main.swift", #"""
            // main.swift — model degisti, rootView yeniden atanmadi
            let first = SummaryState(title: "Gorevler", openCount: 3, filter: "acik")
            let latest = SummaryState(title: "Gorevler", openCount: 5, filter: "acik")

            let hosting = HostingController(rootView: SummaryView(state: first))
            let withoutAssignment = check("hosting-atamasiz", model: latest.values, screen: hosting.screen,
                                          keys: ["title", "openCount", "filter"])

            countVerdicts(withoutAssignment)

            """#),
        Block(.output, #"""
            hosting-atamasiz | HostingController.title: model=Gorevler ekran=Gorevler -> uyumlu
            hosting-atamasiz | HostingController.openCount: model=5 ekran=3 -> bayat
            hosting-atamasiz | HostingController.filter: model=acik ekran=acik -> uyumlu
            uyumlu: 2
            bayat: 1
            eksik: 0
            artik: 0

            """#),
        Block(.run, name: "main.swift", #"""
            // main.swift — model degisti, rootView yeniden atandi
            let first = SummaryState(title: "Gorevler", openCount: 3, filter: "acik")
            let latest = SummaryState(title: "Gorevler", openCount: 5, filter: "acik")

            let hosting = HostingController(rootView: SummaryView(state: first))
            hosting.rootView = SummaryView(state: latest)
            let withAssignment = check("hosting-atamali", model: latest.values, screen: hosting.screen,
                                       keys: ["title", "openCount", "filter"])

            countVerdicts(withAssignment)

            """#),
        Block(.output, #"""
            hosting-atamali | HostingController.title: model=Gorevler ekran=Gorevler -> uyumlu
            hosting-atamali | HostingController.openCount: model=5 ekran=5 -> uyumlu
            hosting-atamali | HostingController.filter: model=acik ekran=acik -> uyumlu
            uyumlu: 3
            bayat: 0
            eksik: 0
            artik: 0

            """#),
        Block(.apple, #"""
            import SwiftUI

            struct ListRepresentable: UIViewRepresentable {
                let title: String
                let rows: [String]

                func makeUIView(context: Context) -> LegacyListView {
                    LegacyListView(title: title, rows: rows)
                }

                func updateUIView(_ list: LegacyListView, context: Context) {
                    // list.reloadData(rows: rows)
                }
            }

            """#),
        Block(.run, name: "main.swift", #"""
            // main.swift — updateUIView gövdesi bos, liste yeniden yuklenmez
            struct ListRepresentable {
                let title: String
                let rows: [String]

                func makeUIView() -> LegacyListView {
                    LegacyListView(title: title, rows: rows)
                }

                func updateUIView(_ list: LegacyListView) {
                    // bos
                }
            }

            let before = ListRepresentable(title: "Gorevler", rows: ["a", "b", "c"])
            let after = ListRepresentable(title: "Gorevler", rows: ["a", "b", "c", "d", "e"])

            let list = before.makeUIView()
            after.updateUIView(list)

            let model = ["title": "Gorevler", "rowCount": String(after.rows.count)]
            let emptyUpdate = check("sarmalama-bos", model: model, screen: list.screen,
                                    keys: ["title", "rowCount"])

            countVerdicts(emptyUpdate)

            """#),
        Block(.output, #"""
            sarmalama-bos | LegacyListView.title: model=Gorevler ekran=Gorevler -> uyumlu
            sarmalama-bos | LegacyListView.rowCount: model=5 ekran=3 -> bayat
            uyumlu: 1
            bayat: 1
            eksik: 0
            artik: 0

            """#),
        Block(.apple, #"""
            import SwiftUI

            struct ListRepresentable: UIViewRepresentable {
                let title: String
                let rows: [String]

                func makeUIView(context: Context) -> LegacyListView {
                    LegacyListView(title: title, rows: rows)
                }

                func updateUIView(_ list: LegacyListView, context: Context) {
                    list.reloadData(rows: rows)
                }
            }

            """#),
        Block(.run, name: "main.swift", #"""
            // main.swift — updateUIView gövdesi listeyi yeniden yukler
            struct ListRepresentable {
                let title: String
                let rows: [String]

                func makeUIView() -> LegacyListView {
                    LegacyListView(title: title, rows: rows)
                }

                func updateUIView(_ list: LegacyListView) {
                    list.reloadData(rows: rows)
                }
            }

            let before = ListRepresentable(title: "Gorevler", rows: ["a", "b", "c"])
            let after = ListRepresentable(title: "Gorevler", rows: ["a", "b", "c", "d", "e"])

            let list = before.makeUIView()
            after.updateUIView(list)

            let model = ["title": "Gorevler", "rowCount": String(after.rows.count)]
            let forwardedUpdate = check("sarmalama-dolu", model: model, screen: list.screen,
                                        keys: ["title", "rowCount"])

            countVerdicts(forwardedUpdate)

            """#),
        Block(.output, #"""
            sarmalama-dolu | LegacyListView.title: model=Gorevler ekran=Gorevler -> uyumlu
            sarmalama-dolu | LegacyListView.rowCount: model=5 ekran=5 -> uyumlu
            uyumlu: 2
            bayat: 0
            eksik: 0
            artik: 0

            """#),
        Block(.run, name: "main.swift", #"""
            // main.swift — bildirimsel tarafin kendi durumu ekrana hic yazilmaz
            let state = SummaryState(title: "Gorevler", openCount: 5, filter: "acik")
            let hosting = HostingController(rootView: SummaryView(state: state))

            let model = ["openCount": "5"]
            let ownState = check("kendi-durum", model: model, screen: hosting.screen,
                                 keys: ["openCount", "isExpanded"])

            countVerdicts(ownState)

            """#),
        Block(.output, #"""
            kendi-durum | HostingController.openCount: model=5 ekran=5 -> uyumlu
            kendi-durum | HostingController.isExpanded: model=- ekran=- -> olcum-disi
            uyumlu: 1
            bayat: 0
            eksik: 0
            artik: 0

            """#),
    ] }
}
