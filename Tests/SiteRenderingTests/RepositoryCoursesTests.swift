import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation
import SiteRendering
import Testing

/// The repository's own `courses/`.
@Suite(.tags(.pagefind)) struct RepositoryCoursesTests {
    @Test func repositoryCoursesBuildIntoValidPagesWithResolvingLinks() throws {
        let courses = try CourseLoader().loadCourses(root: Repository.path("courses"))
        #expect(!courses.isEmpty)
        let directory = TemporaryDirectory("site")
        defer { directory.remove() }
        let site = directory.file("site")
        let report = try PipelineSite.build(SiteInput(courses: courses), into: site)
        let lessons = courses.reduce(0) { $0 + $1.lessons.count }
        let languages = Set(courses.flatMap(\.languages))
        // A home page per language with interface words (English always); a lesson index and a print
        // page per course and language; a FAQ page per language with questions; the 404 page.
        let homes = languages.union(["en"]).intersection(["en", "ja", "tr", "zh", "ko"]).count
        let faqs = Set(courses.flatMap(\.lessons).filter { !$0.faq.isEmpty }.map(\.language)).count
        #expect(report.pages.count == homes + 2 * courses.reduce(0) { $0 + $1.languages.count } + lessons + faqs + 1)
        for path in report.pages {
            let parsed = LibXML.parseValidating(try String(contentsOfFile: site + "/" + path, encoding: .utf8), name: path)
            #expect(parsed.problems == [], "\(path)")
        }
        #expect(LinkChecker.check(directory: site) == [])
    }
}
