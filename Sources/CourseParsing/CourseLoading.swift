import CourseModel
import CoursecSupport
import Foundation

/// One course being loaded (`CourseLoader.loadCourseGoingOn`), phase by phase: each
/// phase reads what the ones before it left here and adds its own, so a phase can be
/// read alone. Errors of the course itself (`courseErrors`) leave it out whole; a
/// lesson's errors leave that lesson out (`broken`).
struct CourseLoading {
    let directory: String
    let id: String
    /// The courses folder: nothing linked out of it is read.
    let courses: String
    let manifestPath: String
    let manifest: CourseManifest
    var courseErrors: [CourseError] = []
    var supportFiles: [Course.SupportFile] = []
    /// A language folder linked out: its lessons are not looked at, the others are.
    var folderErrors: [CourseError] = []
    var files: [CourseLoader.LessonFile] = []
    var lessons: [Lesson] = []
    var broken: [BrokenLesson] = []

    /// The course folder and its course.json, each checked not to be a link out of the
    /// courses folder (its titles are published too), and the manifest read.
    static func start(_ directory: String) -> Result<CourseLoading, CourseError> {
        let courses = FilePath(directory).appending("..").simplified.spelling
        if let refused = CoursePath.linkOut(directory, kind: "course folder", courses: courses) { return .failure(refused) }
        let manifestPath = FilePath(directory).appending("course.json").spelling
        if let refused = CoursePath.linkOut(manifestPath, kind: "course.json", courses: courses) { return .failure(refused) }
        let id = FilePath(directory).simplified.spelling.split(separator: "/").last.map(String.init) ?? directory
        do {
            let manifest = try CourseManifest.read(manifestPath)
            return .success(CourseLoading(directory: directory, id: id, courses: courses, manifestPath: manifestPath, manifest: manifest))
        } catch {
            return .failure(error)
        }
    }

    /// The files course.json's `support` names, each inside the course folder.
    mutating func readSupportFiles() {
        for path in manifest.support {
            if let refused = InfoString.refusedName(path, naming: "support file") {
                courseErrors.append(CourseError(refused, at: manifest.location(of: path)))
                continue
            }
            let full: String
            switch CoursePath.resolve(path, inside: directory) {
            case .success(let inside): full = inside
            case .failure(let refused):
                courseErrors.append(CourseError("support \(refused.message)", at: manifest.location(of: path)))
                continue
            }
            if let data = FileManager.default.contents(atPath: full), let code = String(data: data, encoding: .utf8) {
                supportFiles.append(.init(path: path, name: FilePath(path).lastComponent, code: code))
            } else {
                courseErrors.append(CourseError("support file '\(path)' not found (looked for \(AbsolutePath.simplified(full)))", at: manifest.location(of: path)))
            }
        }
    }

    /// Every `.md` file of every language folder, in order; one linked out of the courses
    /// folder is kept with why it is refused, a broken lesson.
    mutating func findLessonFiles() {
        let fm = FileManager.default
        for language in ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).sorted() where LessonParser.isLanguageCode(language) {
            let languageDirectory = FilePath(directory).appending(language).spelling
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: languageDirectory, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if let refused = CoursePath.linkOut(languageDirectory, kind: "language folder", courses: courses) {
                folderErrors.append(refused)
                continue
            }
            for fileName in ((try? fm.contentsOfDirectory(atPath: languageDirectory)) ?? []).sorted() where fileName.hasSuffix(".md") {
                let path = FilePath(languageDirectory).appending(fileName).spelling
                files.append(CourseLoader.LessonFile(
                    language: language, name: fileName, path: path,
                    refused: CoursePath.linkOut(path, kind: "lesson file", courses: courses)))
            }
        }
    }

    /// Each parsed lesson (`parsed`, in the order of `files`) kept or left out: its parse
    /// errors, a repeated id, a file name that does not name it, a lesson course.json does
    /// not list, and its links to other lessons (which needs every lesson parsed first).
    mutating func admit(_ parsed: [Result<Lesson, CourseErrors>]) {
        let sound = parsed.compactMap { try? $0.get() }
        let linkErrors = Dictionary(
            zip(sound.map(\.file), CourseLinkCheck(courseDirectory: directory, files: files.map { ($0.language, $0.name) }, lessons: sound).errors()),
            uniquingKeysWith: { first, _ in first })
        var seen: [String: [String: String]] = [:]
        let listed = Set(manifest.lessons)
        for (file, outcome) in zip(files, parsed) {
            let lesson: Lesson
            switch outcome {
            case .success(let parsed): lesson = parsed
            case .failure(let failure):
                // Reported with its other errors, not once they are fixed.
                let unlisted = CourseLoader.unlistedError(path: file.path, fileName: file.name, listed: listed, manifestPath: manifestPath)
                breaks(file, (failure.errors + [unlisted].compactMap { $0 }).sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) })
                continue
            }
            let idLine = SourceLocation(file: file.path, line: lesson.frontMatter.line(of: "id") ?? 1)
            var errors: [CourseError] = []
            if let other = seen[file.language]?[lesson.id] {
                errors.append(CourseError("lesson id '\(lesson.id)' is already used in '\(file.language)' by \(other)", at: idLine))
            }
            errors += Self.fileNameErrors(file.name, id: lesson.id, at: idLine)
            if let page = Lesson.pageNames[lesson.id] {
                errors.append(CourseError(
                    "lesson id '\(lesson.id)' is the name of a page every course has (\(lesson.id).html: \(page)); choose another id",
                    at: idLine))
            }
            if !listed.contains(lesson.id) { errors.append(CourseLoader.notListed(lesson.id, manifestPath: manifestPath, at: idLine)) }
            errors += linkErrors[lesson.file] ?? []
            guard errors.isEmpty else {
                breaks(file, errors, id: lesson.id)
                continue
            }
            seen[file.language, default: [:]][lesson.id] = file.path
            lessons.append(lesson)
        }
    }

    private mutating func breaks(_ file: CourseLoader.LessonFile, _ errors: [CourseError], id lessonID: String? = nil) {
        let named = lessonID ?? Lesson.id(fromFileName: file.name) ?? String(file.name.dropLast(3))
        broken.append(BrokenLesson(file: file.path, course: id, language: file.language, id: named, errors: errors))
    }

    /// What is wrong with a lesson file's name: a bidirectional control, no number, or another id.
    static func fileNameErrors(_ fileName: String, id: String, at idLine: SourceLocation) -> [CourseError] {
        if let control = fileName.firstBidiControl {
            return [CourseError(
                "file name '\(fileName.withVisibleBidiControls)' holds the bidirectional control \(control.visibleEscape), which shows a name in another order than it is (name it NN-\(id).md)",
                at: idLine)]
        }
        switch Lesson.id(fromFileName: fileName) {
        case nil:
            return [CourseError("file name '\(fileName)' lacks the number that orders lesson files (name it NN-\(id).md, such as 01-\(id).md)", at: idLine)]
        case let named? where named != id:
            return [CourseError("file name '\(fileName)' does not match the lesson id '\(id)' (name it NN-\(id).md)", at: idLine)]
        default:
            return []
        }
    }

    /// Once every lesson is read: a translation's output comments are found where its
    /// source has them; a translation they cannot be aligned in is left out.
    mutating func alignTranslations() {
        let sources = Dictionary(lessons.map { ("\($0.language)/\($0.id)", $0) }, uniquingKeysWith: { first, _ in first })
        var aligned: [Lesson] = []
        for lesson in lessons {
            guard let reference = lesson.translationOf else {
                aligned.append(lesson)
                continue
            }
            switch TranslatedOutput.aligned(
                lesson, source: sources["\(reference.language)/\(lesson.id)"], templates: manifest.outputTemplates[lesson.language] ?? []) {
            case .success(let translation): aligned.append(translation)
            case .failure(let failure):
                broken.append(BrokenLesson(file: lesson.file, course: id, language: lesson.language, id: lesson.id, errors: failure.errors))
            }
        }
        lessons = aligned
    }

    /// course.json against the lessons found: its source language written in, and every lesson it lists there.
    mutating func checkManifestAgainstLessons() {
        let languages = Set((lessons.map(\.language) + broken.map(\.language)))
        if !languages.isEmpty, !languages.contains(manifest.sourceLanguage) {
            courseErrors.append(CourseError("sourceLanguage is '\(manifest.sourceLanguage)' but no lesson is written in it (lessons here are in: \(languages.sorted().joined(separator: ", ")))",
                                            at: SourceLocation(file: manifestPath, line: manifest.sourceLanguageLine)))
        }
        let found = Set(lessons.map(\.id) + broken.map(\.id))
        for listed in manifest.lessons where !found.contains(listed) {
            courseErrors.append(CourseError("course.json lists lesson '\(listed)' but no language folder has it", at: manifest.location(of: listed)))
        }
    }

    /// The course with its sound lessons, and its broken ones apart; no course when a
    /// course error was found (every snippet depends on course.json and the support files).
    var load: CourseLoad {
        let errors = broken.flatMap(\.errors) + folderErrors + courseErrors
        guard courseErrors.isEmpty else { return CourseLoad(broken: broken, errors: errors, leftOutWithCourse: lessons.map(\.file)) }
        var course = Course(
            id: id, directory: directory, titles: manifest.title, sourceLanguage: manifest.sourceLanguage,
            lessonOrder: manifest.lessons, supportFiles: supportFiles, lessons: lessons)
        course.order = manifest.order
        course.outputTemplates = manifest.outputTemplates
        return CourseLoad(courses: [course], broken: broken, errors: errors)
    }
}
