import CoursecTestSupport
import CourseModel
import Testing

/// Seed 001: a Japanese tutorial whose steps show line-numbered excerpts of one file.
@Suite struct SeedPageViewControllerTests {
    @Test func rebuildsTheWholeFileAfterEveryStep() throws {
        let blocks = try Repository.blocks(ofSeed: Repository.seed001).filter { $0.role == .step }
        #expect(blocks.map(\.step) == [1, 2, 3, 4, 5])
        for (index, block) in blocks.enumerated() {
            #expect(block.code == Self.steps[index], "step \(index + 1)")
        }
    }

    @Test func showsTheFinishedFileInTheWholeProgramSection() throws {
        let blocks = try Repository.blocks(ofSeed: Repository.seed001)
        #expect(blocks == Self.expected)
        let markdown = try Repository.importSeed(Repository.seed001).markdown
        #expect(markdown.contains("## プログラム全体\n\n```swift apple file=PageViewController.swift\n"))
    }

    @Test func dropsTheSiteNavigationAndKeepsTheTipAsANote() throws {
        let imported = try Repository.importSeed(Repository.seed001)
        #expect(imported.language == "ja")
        #expect(imported.id == "001-048aa9d0b2e2228d")
        #expect(!imported.markdown.contains("セクション"))
        // The only `---` lines left are the front matter's two.
        #expect(imported.markdown.components(separatedBy: "\n---\n").count == 2)
        #expect(imported.markdown.contains("> **ヒント**\n>\n> このコーディネータを使用して"))
        #expect(imported.markdown.contains("## ステップ 6\n\nPageView に戻り"))
    }

    static let expected: [Block] = [
        Block(.step, name: "PageViewController.swift", step: 1, Self.steps[0]),
        Block(.step, name: "PageViewController.swift", step: 2, Self.steps[1]),
        Block(.step, name: "PageViewController.swift", step: 3, Self.steps[2]),
        Block(.step, name: "PageViewController.swift", step: 4, Self.steps[3]),
        Block(.step, name: "PageViewController.swift", step: 5, Self.steps[4]),
        Block(.apple, name: "PageViewController.swift", Self.steps[4]),
    ]

    /// PageViewController.swift after steps 1 to 5 (Apple's "Interfacing with UIKit", section 2).
    static let steps: [String] = [
        #"""
        import SwiftUI
        import UIKit

        struct PageViewController<Page: View>: UIViewControllerRepresentable {
            var pages: [Page]

            func makeUIViewController(context: Context) -> UIPageViewController {
                let pageViewController = UIPageViewController(
                    transitionStyle: .scroll,
                    navigationOrientation: .horizontal)

                return pageViewController
            }

            func updateUIViewController(_ pageViewController: UIPageViewController, context: Context) {
                pageViewController.setViewControllers(
                    [UIHostingController(rootView: pages[0])], direction: .forward, animated: true)
            }

            class Coordinator: NSObject {
                var parent: PageViewController

                init(_ pageViewController: PageViewController) {
                    parent = pageViewController
                }
            }
        }

        """#,
        #"""
        import SwiftUI
        import UIKit

        struct PageViewController<Page: View>: UIViewControllerRepresentable {
            var pages: [Page]

            func makeCoordinator() -> Coordinator {
                Coordinator(self)
            }

            func makeUIViewController(context: Context) -> UIPageViewController {
                let pageViewController = UIPageViewController(
                    transitionStyle: .scroll,
                    navigationOrientation: .horizontal)

                return pageViewController
            }

            func updateUIViewController(_ pageViewController: UIPageViewController, context: Context) {
                pageViewController.setViewControllers(
                    [UIHostingController(rootView: pages[0])], direction: .forward, animated: true)
            }

            class Coordinator: NSObject {
                var parent: PageViewController

                init(_ pageViewController: PageViewController) {
                    parent = pageViewController
                }
            }
        }

        """#,
        #"""
        import SwiftUI
        import UIKit

        struct PageViewController<Page: View>: UIViewControllerRepresentable {
            var pages: [Page]

            func makeCoordinator() -> Coordinator {
                Coordinator(self)
            }

            func makeUIViewController(context: Context) -> UIPageViewController {
                let pageViewController = UIPageViewController(
                    transitionStyle: .scroll,
                    navigationOrientation: .horizontal)

                return pageViewController
            }

            func updateUIViewController(_ pageViewController: UIPageViewController, context: Context) {
                pageViewController.setViewControllers(
                    [context.coordinator.controllers[0]], direction: .forward, animated: true)
            }

            class Coordinator: NSObject {
                var parent: PageViewController
                var controllers = [UIViewController]()

                init(_ pageViewController: PageViewController) {
                    parent = pageViewController
                    controllers = parent.pages.map { UIHostingController(rootView: $0) }
                }
            }
        }

        """#,
        #"""
        import SwiftUI
        import UIKit

        struct PageViewController<Page: View>: UIViewControllerRepresentable {
            var pages: [Page]

            func makeCoordinator() -> Coordinator {
                Coordinator(self)
            }

            func makeUIViewController(context: Context) -> UIPageViewController {
                let pageViewController = UIPageViewController(
                    transitionStyle: .scroll,
                    navigationOrientation: .horizontal)

                return pageViewController
            }

            func updateUIViewController(_ pageViewController: UIPageViewController, context: Context) {
                pageViewController.setViewControllers(
                    [context.coordinator.controllers[0]], direction: .forward, animated: true)
            }

            class Coordinator: NSObject, UIPageViewControllerDataSource {
                var parent: PageViewController
                var controllers = [UIViewController]()

                init(_ pageViewController: PageViewController) {
                    parent = pageViewController
                    controllers = parent.pages.map { UIHostingController(rootView: $0) }
                }

                func pageViewController(
                    _ pageViewController: UIPageViewController,
                    viewControllerBefore viewController: UIViewController) -> UIViewController?
                {
                    guard let index = controllers.firstIndex(of: viewController) else {
                        return nil
                    }
                    if index == 0 {
                        return controllers.last
                    }
                    return controllers[index - 1]
                }

                func pageViewController(
                    _ pageViewController: UIPageViewController,
                    viewControllerAfter viewController: UIViewController) -> UIViewController?
                {
                    guard let index = controllers.firstIndex(of: viewController) else {
                        return nil
                    }
                    if index + 1 == controllers.count {
                        return controllers.first
                    }
                    return controllers[index + 1]
                }
            }
        }

        """#,
        #"""
        import SwiftUI
        import UIKit

        struct PageViewController<Page: View>: UIViewControllerRepresentable {
            var pages: [Page]

            func makeCoordinator() -> Coordinator {
                Coordinator(self)
            }

            func makeUIViewController(context: Context) -> UIPageViewController {
                let pageViewController = UIPageViewController(
                    transitionStyle: .scroll,
                    navigationOrientation: .horizontal)
                pageViewController.dataSource = context.coordinator

                return pageViewController
            }

            func updateUIViewController(_ pageViewController: UIPageViewController, context: Context) {
                pageViewController.setViewControllers(
                    [context.coordinator.controllers[0]], direction: .forward, animated: true)
            }

            class Coordinator: NSObject, UIPageViewControllerDataSource {
                var parent: PageViewController
                var controllers = [UIViewController]()

                init(_ pageViewController: PageViewController) {
                    parent = pageViewController
                    controllers = parent.pages.map { UIHostingController(rootView: $0) }
                }

                func pageViewController(
                    _ pageViewController: UIPageViewController,
                    viewControllerBefore viewController: UIViewController) -> UIViewController?
                {
                    guard let index = controllers.firstIndex(of: viewController) else {
                        return nil
                    }
                    if index == 0 {
                        return controllers.last
                    }
                    return controllers[index - 1]
                }

                func pageViewController(
                    _ pageViewController: UIPageViewController,
                    viewControllerAfter viewController: UIViewController) -> UIViewController?
                {
                    guard let index = controllers.firstIndex(of: viewController) else {
                        return nil
                    }
                    if index + 1 == controllers.count {
                        return controllers.first
                    }
                    return controllers[index + 1]
                }
            }
        }

        """#,
    ]
}
