import CourseModel
import CourseParsing
import SiteRendering

extension BuildStep {
    /// Reads every course of `coursesFolder`; a folder without one is an error.
    public static let loadCourses = BuildStep("load courses") { context in
        context.courses = try CourseLoader().loadCourses(root: context.coursesFolder)
        guard !context.courses.isEmpty else {
            throw CourseError("no courses here (a course is a folder with a course.json; see docs/format.md)", file: context.coursesFolder)
        }
        context.glossary = try GlossaryReader.load(coursesRoot: context.coursesFolder)
    }

    /// Fails unless the site may be published at `output` (missing, empty, or a site
    /// coursec built). Checked before verifying and rendering, which a build that
    /// cannot be published would waste; publishing checks it again.
    public static let checkSiteFolder = BuildStep("check the site folder") { context in
        try SiteBuilder.checkOutput(context.output)
    }
}
