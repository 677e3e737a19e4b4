import CourseModel
import Foundation
import SiteRendering
import Testing

@Suite struct SiteBuildTests {
    @Test func buildsEveryPageOfTheFixtureCourse() throws {
        let built = try BuiltFixtureSite()
        defer { built.remove() }
        #expect(built.report.pages == [
            "faq/en.html", "faq/ja.html", "faq/tr.html", "index.html",
            "swift-academy/en/coordinator.html", "swift-academy/en/index.html",
            "swift-academy/ja/coordinator.html", "swift-academy/ja/index.html", "swift-academy/ja/page-view-controller.html",
            "swift-academy/tr/coordinator.html", "swift-academy/tr/declarative-imperative.html", "swift-academy/tr/index.html",
        ])
        if let keep = ProcessInfo.processInfo.environment["COURSEC_KEEP_FIXTURE_SITE"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: built.directory.path, toPath: keep)
        }
    }
}
