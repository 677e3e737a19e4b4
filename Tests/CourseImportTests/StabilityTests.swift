import CoursecTestSupport
import CourseImport
import CourseParsing
import Foundation
import Testing

/// Importing is deterministic, and the seeds, their imports and `courses/` agree on every block.
@Suite struct StabilityTests {
    @Test(arguments: Repository.seedLessons.map(\.seed))
    func importingTwiceGivesTheSameBytes(seed: String) throws {
        let first = try Repository.importSeed(seed)
        let second = try Repository.importSeed(seed)
        #expect(first == second)
        #expect(Data(first.markdown.utf8) == Data(second.markdown.utf8))
    }

    @Test func coursesLoadWithoutErrors() throws {
        let courses = try CourseLoader().loadCourses(root: Repository.path("courses"))
        #expect(courses.map(\.id) == ["app-architecture", "interfacing-with-uikit", "swiftui-uikit", "ui-sync"])
        // The originals, as imported from the seeds; translations are checked by status.
        let originals = courses.map { $0.lessons.filter { !$0.isTranslation } }
        #expect(originals.map { $0.map(\.file).map { ($0 as NSString).lastPathComponent } } == [
            ["01-coordinator-pattern.md"], ["01-page-view-controller.md"], ["01-coordinator-delegates.md"], ["01-declarative-imperative.md"],
        ])
        let quizzes = originals.flatMap { $0 }.flatMap(\.quizzes).map { ($0.question, $0.choices.filter(\.isCorrect).map(\.text), $0.choices.count) }
        #expect(quizzes.map(\.0) == [
            "Bir görünüm sıradaki ekrana geçmek istediğinde ne yapar?",
            "Akış bittiğinde bir alt koordinatör neden childCoordinators dizisinden çıkarılmalıdır?",
            "Temsilci köprüsü nesnesini oluşturmak için UIViewControllerRepresentable içinde hangi yöntemi uygulamanız gerekir?",
        ])
        #expect(quizzes.map(\.1) == [
            ["Bir olayın gerçekleştiğini temsilci ya da closure ile koordinatörüne bildirir"],
            ["Üst koordinatör onu tuttuğu için, çıkarılmazsa bellekte kalır ve sızıntı oluşur"],
            ["makeCoordinator()"],
        ])
        #expect(quizzes.map(\.2) == [3, 2, 3])
        let sync = try #require(courses.last?.supportFiles.first)
        let seedSync = try Repository.blocks(ofSeed: Repository.seed004).first { $0.name == "Sync.swift" }
        #expect(sync.code == seedSync?.code)
    }
}
