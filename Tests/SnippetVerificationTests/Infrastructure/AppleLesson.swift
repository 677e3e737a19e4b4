import CoursecTestSupport
import CourseModel
import SnippetVerification

/// A tutorial whose steps each make one mistake against the Apple interface, and a
/// lesson of `apple` fragments put together with `in=`; verified once for every test.
enum AppleLesson {
    /// Step 5 of the page view controller tutorial (courses/interfacing-with-uikit), shortened.
    static let step = """
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
                    controllers.firstIndex(of: viewController).map { controllers[max($0 - 1, 0)] }
                }

                func pageViewController(
                    _ pageViewController: UIPageViewController,
                    viewControllerAfter viewController: UIViewController) -> UIViewController?
                {
                    controllers.firstIndex(of: viewController).map { controllers[min($0 + 1, controllers.count - 1)] }
                }
            }
        }

        """

    /// The right step, then one step per kind of mistake, then an unfinished step marked `incomplete`.
    static let mistakes: [(name: String, code: String)] = [
        ("right", step),
        ("misspelled method", step.replacingOccurrences(of: "pageViewController.setViewControllers(", with: "pageViewController.setViewController(")),
        ("wrong label", step.replacingOccurrences(of: "direction: .forward, animated: true)", with: "direction: .forward, animate: true)")),
        ("missing requirement", step.replacingOccurrences(of: "viewControllerAfter viewController", with: "viewControllerAfterwards viewController")),
        ("wrong type", step.replacingOccurrences(of: "direction: .forward, animated: true)", with: "direction: .forward, animated: \"yes\")")),
    ]

    static let tutorial: String = {
        var text = "---\nid: tutorial\ntitle: Tutorial\n---\n"
        for (index, mistake) in mistakes.enumerated() {
            text += "\n## \(mistake.name)\n\n```swift step=\(index + 1) file=PageViewController.swift\n\(mistake.code)```\n"
        }
        text += "\n```swift step=\(mistakes.count + 1) file=PageViewController.swift incomplete\n"
        text += step.replacingOccurrences(of: "    func makeCoordinator() -> Coordinator {\n        Coordinator(self)\n    }\n\n", with: "")
        text += "```\n"
        return text
    }()

    static let fragments = """
        ---
        id: fragments
        title: Fragments
        ---

        ```swift apple
        struct ImagePicker: UIViewControllerRepresentable {
            @Binding var image: UIImage?
        }
        ```

        ```swift apple in=ImagePicker
        func makeCoordinator() -> Coordinator {
            Coordinator(self)
        }

        func makeUIViewController(context: Context) -> UIImagePickerController {
            let picker = UIImagePickerController()
            picker.delegate = context.coordinator
            return picker
        }

        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        ```

        ```swift apple in=ImagePicker
        class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            var parent: ImagePicker
            init(_ parent: ImagePicker) { self.parent = parent }
        }
        ```

        ```swift apple in=ImagePicker.Coordinator
        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            parent.image = info[.originalImage] as? UIImage
            picker.dismiss(animated: true)
        }
        ```

        """

    /// Mistakes in Apple blocks, and a right block checked with them.
    static let fragmentMistakes = """
        ---
        id: fragment-mistakes
        title: Fragment mistakes
        ---

        ```swift apple
        struct Greeting: View {
            var body: some View { Text("uyumlu") }
        }
        ```

        ```swift apple
        struct Closer: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        ```

        ```swift apple in=Closer
        func close(_ controller: UIViewController) {
            controller.dismiss(animate: true)
        }
        ```

        ```swift apple in=Missing
        func nothing() {}
        ```

        ```swift apple
        final class Router: ObservableObject {
            @Published var path: [String] = []
        }

        struct Settings {
            @Published var name = ""
        }
        ```

        """

    struct Verified: Sendable {
        var results: [SnippetResult]
        var tutorialFile: String

        func result(_ lesson: String, _ index: Int) -> SnippetResult? {
            results.first { $0.lesson == lesson && $0.blockIndex == index }
        }
    }

    static let verified: Result<Verified, any Error> = Result {
        let fixture = try FixtureCourse(id: "apple", lessons: ["tutorial", "fragments", "fragment-mistakes"])
        defer { fixture.remove() }
        try fixture.write("tr/01-tutorial.md", tutorial)
        try fixture.write("tr/02-fragments.md", fragments)
        try fixture.write("tr/03-fragment-mistakes.md", fragmentMistakes)
        let results = try Verifier(options: VerifierOptions()).verify([fixture.load()])
        return Verified(results: results, tutorialFile: fixture.path("tr/01-tutorial.md"))
    }

    /// The 1-based line of the lesson that holds `text`, after line `after`.
    static func line(of text: String, in lesson: String, after: Int = 0) -> Int? {
        let lines = lesson.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.first { $0 + 1 > after && lines[$0].contains(text) }.map { $0 + 1 }
    }
}
