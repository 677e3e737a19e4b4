import CourseModel
import CoursecSupport
import Foundation

/// Loads `courses/`: every course folder with a `course.json`, and its lessons in every language.
public struct CourseLoader: Sendable {
    /// Where parsed lessons are kept for the next load (`ParseCache`); nil parses every lesson.
    public var parseCache: ParseCache?

    public init(parseCache: ParseCache? = nil) {
        self.parseCache = parseCache
    }

    /// Every course under `root`, in the order `courses.json` or the courses' `order`
    /// give (`CourseLoader+Order.swift`). All errors of all lessons are gathered.
    public func loadCourses(root: String) throws(CourseErrors) -> [Course] {
        try loadCoursesGoingOn(root: root).get()
    }

    /// Every course under `root` with its sound lessons; a lesson with an error is
    /// left out (and listed), a course whose course.json or support files are wrong
    /// is left out whole. One broken lesson stops nothing else.
    public func loadCoursesGoingOn(root: String) -> CourseLoad {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            return CourseLoad(errors: [CourseError("no courses folder at '\(root)'", file: root)])
        }
        let names = ((try? fm.contentsOfDirectory(atPath: root)) ?? []).sorted()
        var load = CourseLoad()
        for name in names {
            let directory = FilePath(root).appending(name).spelling
            // The site's stand-alone pages (site.json's `pages`, `StandalonePageReader`) are no course.
            if name == StandalonePageReader.folderName {
                if Self.isCourseDirectory(directory) {
                    load.errors.append(CourseError(
                        "'\(name)' holds the site's stand-alone pages (site.json's \"pages\"), so it cannot be a course: rename this course's folder",
                        file: FilePath(directory).appending("course.json").spelling))
                }
                continue
            }
            guard fm.fileExists(atPath: FilePath(directory).appending("course.json").spelling) else {
                if Self.holdsLessonFolders(directory) {
                    load.errors.append(CourseError("this folder has lesson folders but no course.json, so it is not a course (see docs/format.md)", file: directory))
                }
                continue
            }
            load = load + loadCourseGoingOn(directory: directory)
        }
        do { load.courses = try Self.ordered(load.courses, root: root) } catch { load.errors.append(error) }
        return load
    }

    /// Whether `directory` has a language folder with a `.md` file: a course missing its course.json.
    public static func holdsLessonFolders(_ directory: String) -> Bool {
        let fm = FileManager.default
        return ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).contains { name in
            LessonParser.isLanguageCode(name)
                && ((try? fm.contentsOfDirectory(atPath: FilePath(directory).appending(name).spelling)) ?? []).contains { $0.hasSuffix(".md") }
        }
    }

    /// Whether `directory` holds a `course.json`.
    public static func isCourseDirectory(_ directory: String) -> Bool {
        FileManager.default.fileExists(atPath: FilePath(directory).appending("course.json").spelling)
    }

    public func loadCourse(directory: String) throws(CourseErrors) -> Course {
        let load = loadCourseGoingOn(directory: directory)
        guard let course = try load.get().first else { throw CourseErrors(load.errors) }
        return course
    }

    /// The course with its sound lessons, and its broken ones apart; no course when
    /// its course.json or a support file is wrong (every snippet depends on them).
    /// The courses folder is the one that holds `directory`: a course folder, course.json,
    /// language folder or lesson file that is a symbolic link out of it is an error at the link,
    /// and nothing behind it is read (as `include=` and `support` stay in the course).
    public func loadCourseGoingOn(directory: String) -> CourseLoad {
        var loading: CourseLoading
        switch CourseLoading.start(directory) {
        case .success(let started): loading = started
        case .failure(let refused): return CourseLoad(errors: [refused])
        }
        loading.readSupportFiles()
        loading.findLessonFiles()
        let parsed = Self.parsed(loading.files, course: loading.id, directory: directory, cache: parseCache)
        loading.admit(parsed)
        loading.alignTranslations()
        loading.checkManifestAgainstLessons()
        return loading.load
    }

    static func notListed(_ id: String, manifestPath: String, at location: SourceLocation) -> CourseError {
        CourseError("lesson '\(id)' is not listed in \(manifestPath) 'lessons'", at: location)
    }

    /// The "not listed" error of a lesson that did not parse: its id from its front
    /// matter when that much reads, else from its file name.
    static func unlistedError(path: String, fileName: String, listed: Set<String>, manifestPath: String) -> CourseError? {
        let front = (try? readText(path)).flatMap { try? FrontMatterParser.split($0, file: path).frontMatter }
        guard let id = front?["id"].flatMap({ LessonParser.isLessonID($0) ? $0 : nil }) ?? Lesson.id(fromFileName: fileName),
              !listed.contains(id) else { return nil }
        return notListed(id, manifestPath: manifestPath, at: SourceLocation(file: path, line: front?.line(of: "id") ?? 1))
    }

    /// Parses one lesson file, finding its course and language from where it lies
    /// (`<course>/<lang>/NN-id.md`); outside a course the folder name is the language
    /// if it looks like one, else `und`. A translation's output comments are found
    /// where `source` has its own (`TranslatedOutput`), read by its own convention without
    /// one, and by its course's learned templates for its language when course.json has them.
    public func loadLesson(path: String, source: Lesson? = nil) throws(CourseError) -> Lesson {
        let folder = FilePath(path).deletingLastComponent.lastComponent
        let courseDirectory = Self.courseDirectory(ofLesson: path)
        let language = LessonParser.isLanguageCode(folder) ? folder : "und"
        let parser = LessonParser(
            language: language,
            // A lesson named from inside its course (`tr/01-x.md`) has always had course "",
            // which `extract --json` shows; kept so.
            course: courseDirectory.map { $0 == "." ? "" : FilePath($0).simplified.lastComponent },
            includeBase: courseDirectory)
        let lesson = try parser.parse(try Self.readText(path), file: path)
        // Without its source, a translation's output comments are read by its own convention.
        guard lesson.isTranslation else { return lesson }
        // Its book's learned templates, when its course has them (a course.json that does not read gives none).
        let manifest = courseDirectory.flatMap { try? CourseManifest.read(FilePath($0).appending("course.json").spelling) }
        switch TranslatedOutput.aligned(lesson, source: source, templates: manifest?.outputTemplates[language] ?? []) {
        case .success(let lesson): return lesson
        case .failure(let failure): throw failure.errors[0]
        }
    }

    /// The course folder of a lesson file (`<course>/<lang>/NN-id.md`): the folder two
    /// up, when it holds a course.json; nil for a lesson outside any course. `.` for the
    /// current folder, never the empty string Foundation makes of it.
    public static func courseDirectory(ofLesson path: String) -> String? {
        let folder = FilePath(path).deletingLastComponent.deletingLastComponent.spelling
        let directory = folder.isEmpty ? "." : folder
        return isCourseDirectory(directory) ? directory : nil
    }

    struct LessonFile {
        var language: String
        var name: String
        var path: String
        /// Why it is not read: a link out of the courses folder. It is a broken lesson.
        var refused: CourseError?
    }

    /// Every lesson file read and parsed, in the order given, on every core: parsing is
    /// most of loading a large course, and a lesson's parse depends on no other lesson.
    static func parsed(_ files: [LessonFile], course: String, directory: String, cache: ParseCache?) -> [Result<Lesson, CourseErrors>] {
        return files.parallelMap { file -> Result<Lesson, CourseErrors> in
            if let refused = file.refused { return .failure(CourseErrors([refused])) }
            let parser = LessonParser(language: file.language, course: course, includeBase: directory)
            do {
                if let cache { return .success(try cache.lesson(at: file.path, parser: parser)) }
                return .success(try parser.parseAll(try readText(file.path), file: file.path))
            } catch let error as CourseErrors {
                return .failure(error)
            } catch {
                return .failure(CourseErrors([error as? CourseError ?? CourseError("\(error)", file: file.path)]))
            }
        }
    }

    /// The largest lesson (or seed) read, in bytes. Building a page holds the lesson's
    /// Markdown tree, the page as a libxml2 tree and libxslt's result tree at once,
    /// about 35 times the lesson's size (a 50 MB lesson took 3.1 GB): a clear error
    /// before reading beats a build that exhausts the machine. 32 MiB keeps room for
    /// a 20 MB paragraph; a real lesson is a few tens of KB.
    public static let maximumLessonBytes = 32 * 1024 * 1024

    public static func readText(_ path: String) throws(CourseError) -> String {
        try text(of: try readData(path), path: path)
    }

    /// The bytes of a lesson file, refused above `maximumLessonBytes`.
    static func readData(_ path: String) throws(CourseError) -> Data {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumLessonBytes {
            throw CourseError(
                "this file is \(size) bytes; coursec reads lessons of up to \(maximumLessonBytes) bytes (32 MiB), as building a page costs about 35 times its size in memory: split it into several lessons",
                at: SourceLocation(file: path, line: 1))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CourseError("cannot read file", file: path)
        }
        return data
    }

    /// A lesson file's bytes as the parser reads them: UTF-8 without stray control characters, line feeds only.
    public static func text(of data: Data, path: String) throws(CourseError) -> String {
        let text = try LessonTextCheck.decode(data, file: path)
        try LessonTextCheck.checkControlCharacters(text, file: path)
        return text.withLineFeeds
    }
}
