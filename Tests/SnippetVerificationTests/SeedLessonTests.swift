import CoursecTestSupport
import CourseModel
import Foundation
import SnippetVerification
import Testing

/// The lesson of seed 004 as the importer writes it (Fixtures/ui-sync), with the
/// course's real Sync.swift: every snippet the seed shows must do what it says. Its
/// Apple blocks are marked `incomplete`, as in courses/: they use the lesson's
/// plain-Swift `SummaryView` and `LegacyListView` as if they were a SwiftUI view and a UIView.
@Suite(.tags(.compiles)) struct SeedLessonTests {
    @Test func verifiesEverySnippetOfTheSeed004Lesson() throws {
        let fixture = try FixtureCourse(id: "ui-sync", lessons: ["declarative-imperative"])
        defer { fixture.remove() }
        for file in ["course.json", "tr/01-declarative-imperative.md"] {
            let text = try Repository.text("Tests/SnippetVerificationTests/Fixtures/ui-sync/" + file)
            try fixture.write(file, text)
        }
        let results = try Verifier(options: VerifierOptions()).verify([try fixture.load()])
        #expect(results.map { "\($0.line) \($0.role.rawValue) \($0.status.rawValue)" } == [
            "25 apple passed", "101 run passed", "129 run passed", "158 apple passed",
            "179 run passed", "220 apple passed", "239 run passed", "282 run passed",
        ])
        let verdictWords = results.flatMap(\.lines).compactMap { $0.actual?.split(separator: " ").last }
        #expect(Set(verdictWords.map(String.init)).isSuperset(of: ["uyumlu", "bayat", "olcum-disi"]))
        #expect(results.last?.lines.map(\.actual) == [
            "kendi-durum | HostingController.openCount: model=5 ekran=5 -> uyumlu",
            "kendi-durum | HostingController.isExpanded: model=- ekran=- -> olcum-disi",
            "uyumlu: 1", "bayat: 0", "eksik: 0", "artik: 0",
        ])
    }
}
