import CoursecTestSupport
import CourseModel
import CourseParsing
import CourseTranslation
import Foundation
import SiteRendering
import SnippetVerification

/// The fixture course loaded, given verification results and translation
/// states, and built into a site with the repository's own templates.
struct BuiltFixtureSite: Sendable {
    let directory: TemporaryDirectory
    let courses: [Course]
    let report: SiteBuilder.Report

    var site: String { directory.file("site") }

    static var templates: String { Repository.templates }

    /// The site a suite marked `.fixtureSite` built once for its tests.
    @TaskLocal static var suiteSite: BuiltFixtureSite?

    static func shared() throws -> BuiltFixtureSite {
        guard let suiteSite else { throw NotInAFixtureSiteSuite() }
        return suiteSite
    }

    struct NotInAFixtureSiteSuite: Error, CustomStringConvertible {
        var description: String { "the suite needs the trait .fixtureSite to read the shared fixture site" }
    }

    init() throws {
        directory = TemporaryDirectory("site")
        try SwiftAcademyCourse.write(to: directory.path)
        courses = try CourseLoader().loadCourses(root: directory.file("courses"))
        // Search has its own suite (SearchFixture); Pagefind would add a second or more to every build here.
        report = try PipelineSite.build(Self.input(courses), into: directory.file("site"), search: false)
    }

    /// Results as verify would give them: the Turkish run passed, the typecheck
    /// failed, the parse passed; the first Turkish apple block and the first
    /// Japanese tutorial step passed their syntax check, the second step its
    /// typecheck against the Apple interface.
    static func input(_ courses: [Course]) -> SiteInput {
        let lessons = courses.flatMap(\.lessons)
        func result(
            _ language: String, _ lesson: String, _ role: BlockRole, _ status: SnippetResult.Status, nth: Int = 0,
            check: SnippetResult.Check = .parse
        ) -> SnippetResult {
            let found = lessons.first { $0.language == language && $0.id == lesson }!
            let block = found.blocks.filter { $0.role == role }[nth]
            return SnippetResult(
                file: found.file, line: block.line, language: language, course: found.course, lesson: lesson,
                blockIndex: block.index, role: role, name: block.name, status: status, reason: nil,
                lines: [], seconds: 0.1, cached: false, check: check)
        }
        let results = [
            result("tr", "declarative-imperative", .run, .passed),
            result("tr", "declarative-imperative", .typecheck, .failed),
            result("tr", "declarative-imperative", .parse, .passed),
            result("tr", "coordinator", .apple, .passed),
            result("ja", "page-view-controller", .step, .passed),
            result("ja", "page-view-controller", .step, .passed, nth: 1, check: .typecheckApple),
        ]
        let outdated = lessons.first { $0.language == "ja" && $0.id == "coordinator" }!.file
        let upToDate = lessons.first { $0.language == "en" && $0.id == "coordinator" }!.file
        return SiteInput(courses: courses, results: results, translationStates: [
            outdated: TranslationNotice(state: .outdated, sections: [
                SectionChange(title: nil, kind: .changed),
                SectionChange(title: "Koordinatörler Neden Kullanılır?", kind: .changed),
                SectionChange(title: "İptal Geri Çağrısı", kind: .added),
            ], sourceLanguage: "tr"),
            upToDate: TranslationNotice(state: .upToDate, sourceLanguage: "tr"),
        ])
    }

    func page(_ relative: String) throws -> String {
        try String(contentsOfFile: (site as NSString).appendingPathComponent(relative), encoding: .utf8)
    }

    func remove() { directory.remove() }
}
