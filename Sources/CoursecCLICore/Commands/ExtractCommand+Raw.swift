import CourseModel

extension ExtractedLesson {
    /// Raw lesson text: imported in memory (CourseImport), then parsed like any lesson.
    static func loadRaw(_ path: String) throws(CourseError) -> ExtractedLesson {
        throw CourseError("raw lesson text needs the importer (issue 2, CourseImport)", file: path)
    }
}
