import CourseModel
import Foundation

/// Loads `courses/`: every course folder with a `course.json`, and its lessons in every language.
public struct CourseLoader: Sendable {
    public init() {}

    /// Every course under `root`, in the order `courses.json` or the courses' `order`
    /// give (`CourseLoader+Order.swift`). All errors of all lessons are gathered.
    public func loadCourses(root: String) throws(CourseErrors) -> [Course] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CourseErrors([CourseError("no courses folder at '\(root)'", file: root)])
        }
        let names = ((try? fm.contentsOfDirectory(atPath: root)) ?? []).sorted()
        var courses: [Course] = []
        var errors: [CourseError] = []
        for name in names {
            let directory = (root as NSString).appendingPathComponent(name)
            guard fm.fileExists(atPath: (directory as NSString).appendingPathComponent("course.json")) else {
                if Self.holdsLessonFolders(directory) {
                    errors.append(CourseError("this folder has lesson folders but no course.json, so it is not a course (see docs/format.md)", file: directory))
                }
                continue
            }
            do { courses.append(try loadCourse(directory: directory)) } catch { errors += error.errors }
        }
        let ordered: [Course]
        do { ordered = try Self.ordered(courses, root: root) } catch { errors.append(error); ordered = courses }
        if !errors.isEmpty { throw CourseErrors(errors) }
        return ordered
    }

    /// Whether `directory` has a language folder with a `.md` file: a course missing its course.json.
    public static func holdsLessonFolders(_ directory: String) -> Bool {
        let fm = FileManager.default
        return ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).contains { name in
            LessonParser.isLanguageCode(name)
                && ((try? fm.contentsOfDirectory(atPath: (directory as NSString).appendingPathComponent(name))) ?? []).contains { $0.hasSuffix(".md") }
        }
    }

    /// Whether `directory` holds a `course.json`.
    public static func isCourseDirectory(_ directory: String) -> Bool {
        FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("course.json"))
    }

    public func loadCourse(directory: String) throws(CourseErrors) -> Course {
        let fm = FileManager.default
        let manifestPath = (directory as NSString).appendingPathComponent("course.json")
        let id = (directory as NSString).standardizingPath.split(separator: "/").last.map(String.init) ?? directory
        let manifest: CourseManifest
        do { manifest = try CourseManifest.read(manifestPath) } catch { throw CourseErrors([error]) }

        var errors: [CourseError] = []
        var supportFiles: [Course.SupportFile] = []
        for path in manifest.support {
            let full = (directory as NSString).appendingPathComponent(path)
            if let data = fm.contents(atPath: full), let code = String(data: data, encoding: .utf8) {
                supportFiles.append(.init(path: path, name: (path as NSString).lastPathComponent, code: code))
            } else {
                errors.append(CourseError("support file '\(path)' not found (looked for \(full))", file: manifestPath))
            }
        }

        var lessons: [Lesson] = []
        let entries = ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        for language in entries where LessonParser.isLanguageCode(language) {
            let languageDirectory = (directory as NSString).appendingPathComponent(language)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: languageDirectory, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let parser = LessonParser(language: language, course: id, includeBase: directory)
            var seen: [String: String] = [:]
            for fileName in ((try? fm.contentsOfDirectory(atPath: languageDirectory)) ?? []).sorted() where fileName.hasSuffix(".md") {
                let path = (languageDirectory as NSString).appendingPathComponent(fileName)
                do {
                    let lesson = try parser.parse(try Self.readText(path), file: path)
                    let idLine = SourceLocation(file: path, line: lesson.frontMatter.line(of: "id") ?? 1)
                    if let other = seen[lesson.id] {
                        errors.append(CourseError("lesson id '\(lesson.id)' is already used in '\(language)' by \(other)", at: idLine))
                        continue
                    }
                    switch Lesson.id(fromFileName: fileName) {
                    case nil:
                        errors.append(CourseError("file name '\(fileName)' lacks the number that orders lesson files (name it NN-\(lesson.id).md, such as 01-\(lesson.id).md)", at: idLine))
                    case let named? where named != lesson.id:
                        errors.append(CourseError("file name '\(fileName)' does not match the lesson id '\(lesson.id)' (name it NN-\(lesson.id).md)", at: idLine))
                    default:
                        break
                    }
                    if !manifest.lessons.contains(lesson.id) {
                        errors.append(CourseError("lesson '\(lesson.id)' is not listed in \(manifestPath) 'lessons'", at: idLine))
                    }
                    seen[lesson.id] = path
                    lessons.append(lesson)
                } catch {
                    errors.append(error)
                }
            }
        }
        if errors.isEmpty, !lessons.isEmpty, !lessons.contains(where: { $0.language == manifest.sourceLanguage }) {
            let languages = Array(Set(lessons.map(\.language))).sorted().joined(separator: ", ")
            errors.append(CourseError("sourceLanguage is '\(manifest.sourceLanguage)' but no lesson is written in it (lessons here are in: \(languages))",
                                      at: SourceLocation(file: manifestPath, line: manifest.sourceLanguageLine)))
        }
        for listed in manifest.lessons where !lessons.contains(where: { $0.id == listed }) && errors.isEmpty {
            errors.append(CourseError("course.json lists lesson '\(listed)' but no language folder has it", file: manifestPath))
        }
        if !errors.isEmpty { throw CourseErrors(errors) }
        var course = Course(
            id: id, directory: directory, titles: manifest.title, sourceLanguage: manifest.sourceLanguage,
            lessonOrder: manifest.lessons, supportFiles: supportFiles, lessons: lessons)
        course.order = manifest.order
        return course
    }

    /// Parses one lesson file, finding its course and language from where it lies
    /// (`<course>/<lang>/NN-id.md`); outside a course the folder name is the language
    /// if it looks like one, else `und`.
    public func loadLesson(path: String) throws(CourseError) -> Lesson {
        let languageDirectory = (path as NSString).deletingLastPathComponent
        let folder = (languageDirectory as NSString).lastPathComponent
        let courseDirectory = (languageDirectory as NSString).deletingLastPathComponent
        let inCourse = Self.isCourseDirectory(courseDirectory.isEmpty ? "." : courseDirectory)
        let language = LessonParser.isLanguageCode(folder) ? folder : "und"
        let parser = LessonParser(
            language: language,
            course: inCourse ? ((courseDirectory as NSString).standardizingPath as NSString).lastPathComponent : nil,
            includeBase: inCourse ? courseDirectory : nil)
        return try parser.parse(try Self.readText(path), file: path)
    }

    public static func readText(_ path: String) throws(CourseError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CourseError("cannot read file", file: path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CourseError("file is not UTF-8 text", file: path)
        }
        // A lesson saved with Windows line endings is the same lesson.
        return text.replacingOccurrences(of: "\r\n", with: "\n")
    }
}
