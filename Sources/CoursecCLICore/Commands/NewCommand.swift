import CoursecSupport
import CourseModel
import CourseParsing
import Foundation

/// `coursec new`: a course or a lesson from nothing, as a skeleton that loads,
/// verifies and builds as it is, for the author to fill in.
enum NewCommand: Command {
    static let name = "new"
    static let abstract = "starts a course or a lesson from nothing"
    static let operands = "course ID | lesson COURSE/NAME"
    static let about = """
        course ID     makes DIR/ID/course.json (titled ID, written in LANG) and a first
                      lesson named in LANG (tr/01-hos-geldiniz.md, ja/01-youkoso.md,
                      en/01-welcome.md), with one runnable snippet and its output,
                      and DIR/site.json (the site's title and introduction) and a .gitignore
                      (site/, .coursec-cache/) beside DIR when there is none
        lesson COURSE/NAME
                      adds LANG/NN-ID.md to the course (NN one past its last lesson) and
                      lists ID in its course.json; LANG defaults to the course's source language.
                      NAME is an id (lower-case letters, digits and '-') or a name in the
                      course's language, which becomes the title, its id made by reading it
                      as Latin letters: 'değişkenler' is degiskenler, titled 'Değişkenler'
                      (docs/format.md, "Lesson ids")
        """
    static let language = Option("--lang", value: "LANG", help: "the language of the course or lesson (tr, ja, en, pt-BR, …)")
    static let options = [language, .courses]
    static let helpColumn = 18
    static let epilogue = "Nothing existing is overwritten: a course or lesson that exists is an error, except a lesson file course.json does not list yet, which new lesson lists."

    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.count == 2, let kind = arguments.positionals.first else {
            throw Arguments.UsageError(message: "say what to make: 'new course ID --lang LANG' or 'new lesson COURSE/NAME'")
        }
        let root = console.coursesFolderToWrite(arguments)
        let language = arguments.value(Self.language)
        if let language, !LessonParser.isLanguageCode(language) {
            throw Arguments.UsageError(message: "--lang needs a language code such as tr, ja or pt-BR, not '\(language)'")
        }
        switch kind {
        case "course":
            guard let language else { throw Arguments.UsageError(message: "new course needs --lang LANG: the language its lessons are first written in") }
            let id = try checkedID(arguments.positionals[1], what: "course")
            let directory = FilePath(root).appending(id).spelling
            guard !FileManager.default.fileExists(atPath: directory) else {
                throw CourseError("the course folder exists already; choose another ID", file: directory)
            }
            let courseTitle = LessonSkeleton.title(from: id)
            let welcome = LessonSkeleton.welcomeTitle(in: language)
            try write(
                lesson: LessonID.make(from: welcome) ?? "welcome", title: welcome, number: 1, language: language, in: directory,
                courseTitle: courseTitle, console: console)
            try writeSiteFile(in: root, title: courseTitle, language: language, console: console)
            try writeGitignore(beside: root, console: console)
            return .success
        case "lesson":
            let parts = arguments.positionals[1].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else { throw Arguments.UsageError(message: "name the lesson COURSE/NAME, such as demo/first") }
            let course = try checkedID(parts[0], what: "course")
            let id = try lessonID(named: parts[1])
            let directory = FilePath(root).appending(course).spelling
            guard CourseLoader.isCourseDirectory(directory) else {
                throw CourseError(Self.noCourse(course, in: root), file: shown(root, console: console))
            }
            // A lesson file already written but not in course.json (the author made it by
            // hand): listed, not written again.
            let unlisted = Self.lessonFiles(id: id, in: directory)
            if !unlisted.isEmpty {
                guard let manifest = try CourseJSONUpdate.adding(ids: [id], language: language ?? "en", to: directory, title: course) else {
                    throw CourseError("lesson '\(id)' exists already in this course", file: FilePath(directory).appending("course.json").spelling)
                }
                try AtomicFile.write(manifest.text, to: manifest.path)
                let files = unlisted.map { shown($0, console: console) }.joined(separator: ", ")
                console.print("wrote \(shown(manifest.path, console: console)) (lists \(files), which was there already)")
                return .success
            }
            let loaded = try CourseLoader().loadCourse(directory: directory)
            guard !loaded.lessons.contains(where: { $0.id == id }) else {
                throw CourseError("lesson '\(id)' exists already in this course", file: FilePath(directory).appending("course.json").spelling)
            }
            let lessonLanguage = language ?? loaded.sourceLanguage
            // Past both the orders and the file numbers: a lesson without `order` is 0.
            let numbers = loaded.lessons.map { max($0.order, Int(FilePath($0.file).lastComponent.prefix(while: \.isNumber)) ?? 0) }
            let number = (numbers.max() ?? 0) + 1
            // A name that is an id already is titled from the id, as it always was.
            let title = id == parts[1] ? nil : LessonSkeleton.title(typed: parts[1], in: lessonLanguage)
            try write(
                lesson: id, title: title, number: number, language: lessonLanguage, in: directory,
                courseTitle: loaded.title(in: lessonLanguage), console: console)
            return .success
        default:
            throw Arguments.UsageError(message: "new makes a 'course' or a 'lesson', not '\(kind)'")
        }
    }

    /// The lesson files of `id` in the course's language folders (`<lang>/NN-<id>.md`), sorted.
    static func lessonFiles(id: String, in directory: String) -> [String] {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter(LessonParser.isLanguageCode).sorted()
        return folders.flatMap { folder -> [String] in
            let path = FilePath(directory).appending(folder).spelling
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            return names.filter { Lesson.id(fromFileName: $0) == id }.map { FilePath(path).appending($0).spelling }
        }
    }

    /// "no course 'nope' here (courses: a, b); make it with 'coursec new course nope --lang LANG'".
    static func noCourse(_ course: String, in root: String) -> String {
        let courses = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter {
            CourseLoader.isCourseDirectory(FilePath(root).appending($0).spelling)
        }.sorted()
        let known = courses.isEmpty ? "" : " (courses: \(courses.joined(separator: ", ")))"
        return "no course '\(course)' here\(known); make it with 'coursec new course \(course) --lang LANG'"
    }

    /// A folder-safe id: lower-case letters, digits and `-`, starting with a letter.
    static func checkedID(_ id: String, what: String) throws(Arguments.UsageError) -> String {
        guard LessonID.isValid(id) else {
            throw Arguments.UsageError(message: "a \(what) id is lower-case letters, digits and '-', starting with a letter (such as 'swift-basics'), not '\(id)'")
        }
        return id
    }

    /// The id of a lesson named in the course's language (`değişkenler` → `degiskenler`,
    /// `ようこそ` → `youkoso`; `LessonID`), or a usage error that shows what was tried.
    static func lessonID(named name: String) throws(Arguments.UsageError) -> String {
        if let id = LessonID.make(from: name) { return id }
        let tried = LessonID.transliterate(name)
        let gives = tried.isEmpty ? "leaves nothing" : "gives '\(tried)'"
        throw Arguments.UsageError(message: """
            cannot make a lesson id from '\(name)': read as Latin letters (Turkish letters folded, then ICU Any-Latin, then \
            diacritics removed) it \(gives), and an id is lower-case letters, digits and '-', starting with a letter; \
            name the lesson with one, such as 'swift-basics'
            """)
    }

    /// Writes the lesson file, then course.json (made or extended), each whole.
    private static func write(lesson id: String, title: String? = nil, number: Int, language: String, in directory: String, courseTitle: String, console: Console) throws {
        let file = FilePath(directory).appending("\(language)/" + Lesson.fileName(id: id, number: number)).spelling
        let manifest = try CourseJSONUpdate.adding(ids: [id], language: language, to: directory, title: courseTitle)
        try FileManager.default.createDirectory(atPath: FilePath(file).deletingLastComponent.spelling, withIntermediateDirectories: true)
        try AtomicFile.write(LessonSkeleton(id: id, number: number, language: language, title: title).text, to: file)
        console.print("wrote \(shown(file, console: console))")
        if let manifest {
            try AtomicFile.write(manifest.text, to: manifest.path)
            console.print("wrote \(shown(manifest.path, console: console))")
        }
    }

    /// The courses folder's first site.json (docs/format.md): the site named after the
    /// first course, introduced in its language, entered in it. Never one that exists.
    private static func writeSiteFile(in root: String, title: String, language: String, console: Console) throws {
        let path = FilePath(root).appending(SiteSettings.fileName).spelling
        guard !FileManager.default.fileExists(atPath: path) else { return }
        let value = JSONValue.object([
            ("title", .object([(language, .string(title))])),
            ("introduction", .object([(language, .string(LessonSkeleton.siteIntroduction(title: title, in: language)))])),
            ("entryLanguage", .string(language)),
        ])
        try AtomicFile.write(value.serialized(pretty: true) + "\n", to: path)
        console.print("wrote \(shown(path, console: console))")
    }

    /// What a course's repository leaves out: what `build` and `verify` make beside the
    /// courses folder (the site, the caches), never what an author writes.
    static let gitignore = "site/\n.coursec-cache/\n"

    /// A `.gitignore` in the folder that holds the courses folder, which is where a
    /// course's repository starts; never one that exists.
    private static func writeGitignore(beside root: String, console: Console) throws {
        let path = FilePath(root).deletingLastComponent.appending(".gitignore").spelling
        guard !FileManager.default.fileExists(atPath: path) else { return }
        try AtomicFile.write(gitignore, to: path)
        console.print("wrote \(shown(path, console: console))")
    }

    /// A path as the author would type it: relative to the current folder when inside it.
    private static func shown(_ path: String, console: Console) -> String {
        let here = console.currentDirectory.hasSuffix("/") ? console.currentDirectory : console.currentDirectory + "/"
        return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
    }
}
