import CourseModel

extension CourseLoader {
    /// `course` (as `loadCourseGoingOn` made it, every lesson sound) with the lesson at
    /// `path` read again, and its versions in the other languages with it: a
    /// translation's output comments stand where its source has its own
    /// (`TranslatedOutput`), so a saved source changes what its translations expect.
    /// What `loadCourseGoingOn` would give for the course as it is on disk now, when
    /// only that file changed; nil when that cannot be told this narrowly, and the
    /// whole course must be loaded: the file is not a lesson of `course`, a version no
    /// longer parses, aligns or has sound links, its id changed, or its sections' ids
    /// did (a link of another lesson may name one).
    ///
    /// `coursec serve` reloads a saved lesson this way: reading 3,000 lessons to find
    /// one changed was most of the time from a save to the page.
    public func reloadingLesson(at path: String, in course: Course) -> Course? {
        let spelling = AbsolutePath.Spelling(path)
        guard let saved = course.lessons.first(where: { spelling.spells($0.file) }) else { return nil }
        let places = course.lessons.indices.filter { course.lessons[$0].id == saved.id }
        var versions: [Lesson] = []
        for place in places {
            let old = course.lessons[place]
            let parser = LessonParser(language: old.language, course: course.id, includeBase: course.directory)
            guard let text = try? Self.readText(old.file), let lesson = try? parser.parseAll(text, file: old.file),
                  lesson.id == old.id else { return nil }
            versions.append(lesson)
        }
        let sources = Dictionary(versions.map { ($0.language, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, lesson) in versions.enumerated() {
            guard let reference = lesson.translationOf else { continue }
            guard case .success(let aligned) = TranslatedOutput.aligned(
                lesson, source: sources[reference.language], templates: course.outputTemplates[lesson.language] ?? []) else { return nil }
            versions[index] = aligned
        }
        for (place, lesson) in zip(places, versions) {
            let old = course.lessons[place]
            // Only the ids: a link is sound when its section's id is still there.
            guard HeadingSlugs(lesson.document, language: lesson.language).anchors.map(\.id)
                == HeadingSlugs(old.document, language: old.language).anchors.map(\.id) else { return nil }
        }
        var reloaded = course
        for (place, lesson) in zip(places, versions) { reloaded.lessons[place] = lesson }
        let files = reloaded.lessons.map { (language: $0.language, name: FilePath($0.file).lastComponent) }
        let links = CourseLinkCheck(courseDirectory: course.directory, files: files, lessons: reloaded.lessons, checking: versions)
        guard links.errors().allSatisfy(\.isEmpty) else { return nil }
        return reloaded
    }
}
