import CourseModel
import CourseParsing
import Foundation
import SiteRendering
import SnippetVerification

/// `coursec build`: renders `courses/` into a static XHTML site, validated and
/// link-checked, published atomically (a failed build leaves the old site).
enum BuildCommand: Command {
    static let name = "build"
    static let usage = "coursec build [--out DIR] [--no-verify]"
    static let help = """
        Renders every course in courses/ into a static site: a home page, a lesson
        index per course and language, lesson pages, a FAQ page per language, an
        offline search index and a sitemap. Every page is checked against the
        XHTML 1.0 Strict DTD and every internal link must resolve; if anything
        fails, nothing is written and the previous site stays as it was.

          --out DIR        where the site goes (default: site)
          --no-verify      do not run snippets; badges come from cached results only
          --templates DIR  the stylesheets, words and assets (default: templates)
          --base-url URL   make the sitemap's addresses absolute under URL
        """
    static let flags: Set<String> = ["--no-verify"]
    static let options: Set<String> = ["--out", "--templates", "--base-url"]

    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw Arguments.UsageError(message: "build takes no file arguments (it builds everything in courses/)")
        }
        // Relative paths stay relative when they are relative to the process's own
        // folder, so messages read `courses/…` and `site/…` as the user would type them.
        let base = console.currentDirectory
        let relativeIsEnough = (base as NSString).standardizingPath == (FileManager.default.currentDirectoryPath as NSString).standardizingPath
        func path(_ value: String) -> String {
            value.hasPrefix("/") || relativeIsEnough ? value : (base as NSString).appendingPathComponent(value)
        }
        let output = path(arguments.value("--out") ?? "site")
        let templates = path(arguments.value("--templates") ?? "templates")
        let courses = try CourseLoader().loadCourses(root: path("courses"))
        let results = try verificationResults(for: courses, verify: !arguments.has("--no-verify"), console: console)
        let input = SiteInput(courses: courses, results: results, baseURL: arguments.value("--base-url"))
        let report = try SiteBuilder(templates: templates).build(input, into: output)
        let shown = arguments.value("--out") ?? "site"
        console.print("\(shown): \(report.pages.count) pages valid XHTML 1.0 Strict, \(report.links) links checked, \(report.files) files written")
        return .success
    }

    /// The verification results the badges show.
    static func verificationResults(for courses: [Course], verify: Bool, console: Console) throws -> [SnippetResult] {
        // Integrated by the lead with Verifier
        []
    }
}
