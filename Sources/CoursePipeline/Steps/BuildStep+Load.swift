import CourseModel
import CourseParsing
import CourseTranslation
import SiteRendering

extension BuildStep {
    /// Reads every course of `coursesFolder`; a folder without one is an error. A
    /// lesson with an error is left out and every error is reported, and as a check
    /// it lets the steps that work lesson by lesson (compare, verify) go on with the
    /// sound lessons, so one build shows every problem; the site is not rendered.
    public static let loadCourses = BuildStep("load courses", isCheck: true) { context in
        let load = CourseLoader(parseCache: context.parseCache).loadCoursesGoingOn(root: context.coursesFolder)
        context.courses = load.courses
        context.brokenLessons = load.broken
        context.loadErrors = load.errors
        if load.courses.isEmpty, load.errors.isEmpty {
            context.loadErrors = [CourseError("no courses here (a course is a folder with a course.json; see docs/format.md)", file: context.coursesFolder)]
        }
        do throws(CourseError) { context.glossary = try GlossaryReader.load(coursesRoot: context.coursesFolder) } catch {
            context.loadErrors.append(error)
        }
        do throws(CourseError) {
            context.siteSettings = try SiteSettingsReader.load(coursesRoot: context.coursesFolder)
            // Only with site.json read: without its list every page file would read as unlisted.
            let pages = StandalonePageReader.load(coursesRoot: context.coursesFolder, settings: context.siteSettings)
            context.standalonePages = pages.pages
            context.loadErrors += pages.errors
        } catch {
            context.loadErrors.append(error)
        }
        // Without git, or for a file never committed, there is no date and no error: the page shows none.
        context.lastUpdated = context.siteSettings.lastUpdated ? SourceHistory.lastCommitDates(under: context.coursesFolder) : [:]
        if !context.loadErrors.isEmpty { throw CourseErrors(context.loadErrors) }
    }

    /// Fails unless the site may be published at `output` (missing, empty, or a site
    /// coursec built). Checked first: loading, verifying and rendering a build that
    /// cannot be published would be waste; publishing checks it again.
    public static let checkSiteFolder = BuildStep("check the site folder") { context in
        try SiteBuilder.checkOutput(context.output)
    }
}
