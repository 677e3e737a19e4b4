import CourseModel
import CourseParsing
import Foundation
import SiteRendering
import SnippetVerification
import CourseTranslation

/// `coursec build`: renders `courses/` into a static XHTML site, validated and
/// link-checked, published atomically (a failed build leaves the old site).
enum BuildCommand: Command {
    static let name = "build"
    static let usage = "coursec build [--out DIR] [--no-verify] [--templates DIR] [--base-url URL] [--courses DIR]"
    static let help = """
        Renders every course in courses/ into a static site: a home page, a lesson
        index per course and language, lesson pages, a FAQ page per language, a
        search index (Pagefind; search needs the site served over HTTP) and a
        sitemap. Snippets are verified first, and a failing one stops the build.
        Every page is checked against the XHTML 1.0 Strict DTD and every internal
        link must resolve; if anything fails, nothing is written and the previous
        site stays as it was.

          --out DIR        where the site goes (default: site). Each build replaces
                           it whole, so it must be empty, missing, or a site coursec
                           built (it holds a .coursec-site file)
          --no-verify      do not run snippets; badges come from cached results only
          --templates DIR  the stylesheets, words and assets (default: templates in
                           the current folder, else the templates coursec ships with)
          --base-url URL   make the sitemap's addresses absolute under URL (http or https)
          --courses DIR    the courses folder (default: courses)
        """
    static let flags: Set<String> = ["--no-verify"]
    static let options: Set<String> = ["--out", "--templates", "--base-url", "--courses"]

    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw Arguments.UsageError(message: "build takes no file arguments (it builds everything in the courses folder, --courses DIR)")
        }
        let output = try siteFolder(arguments, console: console)
        let shown = arguments.value("--out") ?? "site"
        let baseURL = try baseURL(arguments)
        let coursesFolder = console.resolve(arguments.value("--courses") ?? "courses")
        let templates = try templatesFolder(arguments, console: console)
        try checkSiteFolder(output, typed: shown, courses: coursesFolder, templates: templates, console: console)
        let courses = try CourseLoader().loadCourses(root: coursesFolder)
        guard !courses.isEmpty else {
            throw CourseError("no courses here (a course is a folder with a course.json; see docs/format.md)", file: coursesFolder)
        }
        try SiteBuilder.checkOutput(output)
        let verify = !arguments.has("--no-verify")
        var results = try verificationResults(for: courses, verify: verify, console: console)
        if !verify {
            // A cached failure is no verification: those snippets show "not verified".
            results.removeAll { $0.status == .failed }
        } else if VerificationSummary(results).failed > 0 {
            results.filter { $0.status == .failed }.forEach { FailureDescription($0).lines.forEach(console.printError) }
            console.printError("error: \(VerificationSummary(results).line); the site was not built (fix the snippets, or build with --no-verify)")
            return .failure
        }
        let input = SiteInput(courses: courses, results: results, translationStates: translationNotices(for: courses), baseURL: baseURL)
        let report = try SiteBuilder(templates: templates).build(input, into: output)
        for warning in report.warnings { console.printError("warning: \(warning)") }
        console.print("\(shown): \(report.pages.count) pages valid XHTML 1.0 Strict, \(report.links) links checked, \(report.files) files written")
        return .success
    }

    /// The verification results the badges show: a fresh verify (served from the
    /// cache where inputs are unchanged), or with `--no-verify` cache hits only, so a
    /// badge still appears only for a snippet verified with identical inputs.
    static func verificationResults(for courses: [Course], verify: Bool, console: Console) throws -> [SnippetResult] {
        var options = VerifierOptions(cacheDirectory: console.resolve(".coursec-cache/verify"))
        options.environment = console.environment
        let verifier = try Verifier(options: options)
        guard verify else { return verifier.cachedResults(for: courses) }
        let results = verifier.verify(courses) { done, total in
            console.progress("verifying snippets: \(done)/\(total)")
        }
        console.endProgress()
        return results
    }

    /// Each translation's state, for the lesson indexes and the notice on its page:
    /// facts only (a count, the changed sections and their language), which the
    /// templates put into sentences of the page's own language.
    static func translationNotices(for courses: [Course]) -> [String: TranslationNotice] {
        var notices: [String: TranslationNotice] = [:]
        for row in TranslationStatus.compute(courses: courses).rows {
            for cell in row.cells.values {
                guard let file = cell.file, cell.state != .missing else { continue }
                notices[file] = TranslationNotice(
                    state: cell.state,
                    count: cell.state == .untranslated ? cell.untranslated : nil,
                    sections: cell.state == .outdated ? cell.sectionChanges : [],
                    sourceLanguage: cell.sourceLanguage)
            }
        }
        return notices
    }
}
