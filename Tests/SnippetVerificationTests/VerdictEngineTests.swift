import CoursecTestSupport
import CourseModel
import SnippetVerification
import Testing

/// The course's real verdict engine (courses/ui-sync/support/Sync.swift), compiled
/// with a program that reaches all five outcomes; the lesson itself reaches three.
@Suite(.tags(.compiles)) struct VerdictEngineTests {
    static let program = """
        let screen = Screen("Ekran")
        screen.set("title", "Gorevler")
        screen.set("openCount", "3")
        screen.set("stale", "eski")
        print(verdict(model: "a", shown: "a"))
        print(verdict(model: "5", shown: "3"))
        print(verdict(model: "5", shown: nil))
        print(verdict(model: nil, shown: "x"))
        print(verdict(model: nil, shown: nil))
        let model = ["title": "Gorevler", "openCount": "5", "filter": "acik"]
        countVerdicts(check("motor", model: model, screen: screen, keys: ["title", "openCount", "filter", "stale", "focus"]))
        screen.clear("stale")
        print(verdict(model: nil, shown: screen.shown["stale"]))
        """

    static let printed = [
        "uyumlu",
        "bayat",
        "eksik",
        "artik",
        "olcum-disi",
        "motor | Ekran.title: model=Gorevler ekran=Gorevler -> uyumlu",
        "motor | Ekran.openCount: model=5 ekran=3 -> bayat",
        "motor | Ekran.filter: model=acik ekran=- -> eksik",
        "motor | Ekran.stale: model=- ekran=eski -> artik",
        "motor | Ekran.focus: model=- ekran=- -> olcum-disi",
        "uyumlu: 1",
        "bayat: 1",
        "eksik: 1",
        "artik: 1",
        "olcum-disi",
    ]

    @Test func courseSyncFileIsTheVerdictEngineFromTheSeed() throws {
        #expect(try Repository.text("courses/ui-sync/support/Sync.swift").hasPrefix("// Sync.swift — ekranda gosterilen her alani modelin o anki degeriyle karsilastirir\n"))
    }

    @Test func verdictEngineGivesAllFiveOutcomesAndCountsTheFourItJudges() throws {
        let fixture = try FixtureCourse(id: "engine", lessons: ["engine"])
        defer { fixture.remove() }
        try fixture.write("tr/01-engine.md", LessonText.make(id: "engine", runs: [(Self.program, Self.printed.joined(separator: "\n"))]))
        let results = try Verifier(options: VerifierOptions()).verify([try fixture.load()])
        let result = try #require(results.first)
        #expect(results.count == 1)
        #expect(result.status == .passed)
        #expect(result.lines.map(\.actual) == Self.printed)
        #expect(result.lines.allSatisfy { $0.verdict == .matches })
    }
}
