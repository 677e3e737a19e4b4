import CoursecTestSupport
import CourseModel
import CourseParsing
import Testing

/// Seed 002: paragraphs between blank lines, indentation kept, code with blank lines inside.
@Suite struct SeedCoordinatorPatternTests {
    @Test func extractsSevenBlocksKeepingBlankLinesInside() throws {
        let blocks = try Repository.blocks(ofSeed: Repository.seed002)
        #expect(blocks == Self.expected)
    }

    @Test func turnsRunsOfShortLinesIntoListsAndDropsNavigation() throws {
        let imported = try Repository.importSeed(Repository.seed002)
        #expect(imported.markdown.contains("""
            Koordinatör deseni size şunları sağlar:

            - Gezinmeyi sabit olarak içermeyen yeniden kullanılabilir görünümler
            - Kolayca değiştirilebilen merkezî akış mantığı
            - Kullanıcı arayüzünden ayrılmış sınanabilir yönlendirme
            - Alt koordinatörler aracılığıyla birleştirilebilir akışlar

            """))
        #expect(!imported.markdown.contains("Swift Academy · Ders"))
        #expect(!imported.markdown.contains("←"))
        #expect(imported.markdown.contains("title: Coordinator Deseni\nsummary: Gezinme akışı mantığını merkezileştirin.\norder: 3\n"))
    }

    @Test func marksTheFAQAndQuizSections() throws {
        let imported = try Repository.importSeed(Repository.seed002)
        let lesson = try LessonParser(language: "tr").parse(imported.markdown, file: "x.md")
        // Every FAQ entry of the seed is the platform's (its subscription, editor, AI coach,
        // lesson numbering and progress sync): the seed keeps them, the lesson does not.
        #expect(try Repository.text(Repository.seed002).contains("“Coordinator Deseni” dersi ücretsiz mi?"))
        #expect(lesson.faq.isEmpty)
        #expect(!imported.markdown.contains("<!-- faq -->"))
        #expect(lesson.quizzes.map(\.question) == ["Koordinatörlerle ilgili anlayışınızı sınayın."])
        #expect(lesson.courseLessonList.isEmpty)
    }

    static let expected: [Block] = [
        Block(.parse, #"""
            protocol Coordinator: AnyObject {
                var childCoordinators: [Coordinator] { get set }
                func start()
            }

            """#),
        Block(.apple, #"""
            final class AppCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                let navigationController: UINavigationController

                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }

                func start() {
                    let vc = HomeViewController()
                    navigationController.setViewControllers([vc], animated: false)
                }
            }

            """#),
        Block(.apple, #"""
            protocol HomeViewControllerDelegate: AnyObject {
                func homeDidSelectProfile()
            }

            final class HomeViewController: UIViewController {
                weak var delegate: HomeViewControllerDelegate?

                func profileTapped() {
                    delegate?.homeDidSelectProfile()
                }
            }

            """#),
        Block(.parse, #"""
            extension AppCoordinator: HomeViewControllerDelegate {
                func homeDidSelectProfile() {
                    let profile = ProfileViewController()
                    navigationController.pushViewController(profile, animated: true)
                }
            }

            """#),
        Block(.parse, #"""
            func startOnboarding() {
                let child = OnboardingCoordinator(navigationController: navigationController)
                childCoordinators.append(child)
                child.start()
            }

            """#),
        Block(.parse, #"""
            func childDidFinish(_ child: Coordinator) {
                childCoordinators.removeAll { $0 === child }
            }

            """#),
        Block(.apple, #"""
            final class Router: ObservableObject {
                @Published var path: [Route] = []

                func push(_ route: Route) {
                    path.append(route)
                }
            }

            enum Route: Hashable { case profile, settings }

            """#),
    ]
}
