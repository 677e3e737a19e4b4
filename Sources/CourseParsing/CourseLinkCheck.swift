import CourseModel
import CoursecSupport
import Foundation

/// Links between the lessons of a course and to their sections, checked when the
/// course loads, so `verify`, `status` and `serve` find a broken one where `build`
/// would: at the lesson's line, in the names the author wrote (`01-welcome.md`,
/// `#output`), with the lesson files and section anchors that exist to choose from.
/// The site's own check of every page's links stays the last line of defence.
///
/// Only lesson links are checked here (`LessonLink`: `NN-id.md`, `NN-id.md#section`,
/// `../en/NN-id.md`, `#section`). An anchor with a `_` is one of the page frame's
/// (`quiz_1`, `site_top`), which no heading takes, and is left to the site's check; so is
/// the section of a lesson in another course, and everything in a lesson that did not parse.
struct CourseLinkCheck {
    private let courseID: String
    private let coursesFolder: String
    /// Every lesson file of the course, parsed or not, by language folder.
    private let files: [String: Set<String>]
    private let sortedFiles: [String: [String]]
    /// The first file of each lesson id, by language folder.
    private let fileByID: [String: [String: String]]
    /// The lessons that parsed, by "language/file name".
    private let lessons: [String: Lesson]
    /// The lessons that parsed, by "language/lesson id": a translation's source.
    private let versions: [String: Lesson]
    private var anchors: [String: [HeadingSlugs.Anchor]] = [:]
    private let links: [[(link: LessonLink, line: Int)]]
    private let checked: [Lesson]

    /// `files`: every lesson file as (language folder, file name); `lessons`: those that parsed;
    /// `checking`: the lessons whose links are checked, all of `lessons` unless given (serve's
    /// reload of one saved lesson checks its own links against the whole course).
    init(courseDirectory: String, files: [(language: String, name: String)], lessons: [Lesson], checking: [Lesson]? = nil) {
        courseID = FilePath(courseDirectory).simplified.lastComponent
        coursesFolder = FilePath(courseDirectory).appending("..").simplified.spelling
        var byLanguage: [String: Set<String>] = [:]
        for file in files { byLanguage[file.language, default: []].insert(file.name) }
        self.files = byLanguage
        sortedFiles = byLanguage.mapValues { $0.sorted() }
        var firsts: [String: [String: String]] = [:]
        for (language, names) in sortedFiles {
            for name in names.reversed() { if let id = Lesson.id(fromFileName: name) { firsts[language, default: [:]][id] = name } }
        }
        fileByID = firsts
        var byKey: [String: Lesson] = [:]
        for lesson in lessons { byKey[Self.key(lesson.language, FilePath(lesson.file).lastComponent)] = lesson }
        self.lessons = byKey
        var byID: [String: Lesson] = [:]
        for lesson in lessons { byID[Self.key(lesson.language, lesson.id)] = byID[Self.key(lesson.language, lesson.id)] ?? lesson }
        versions = byID
        let checked = checking ?? lessons
        self.checked = checked
        links = checked.parallelMap { LessonLink.all(in: $0.document) }
        // Anchors only of the lessons a link names a section of: most lessons are no such target.
        var targets: Set<String> = []
        for (lesson, found) in zip(checked, links) {
            for (link, _) in found where link.section != nil {
                if case .lesson(let language, let name)? = target(of: link, from: lesson) { targets.insert(Self.key(language, name)) }
            }
        }
        let named = targets.sorted().compactMap { byKey[$0] }
        let slugs = named.parallelMap { HeadingSlugs($0.document, language: $0.language).anchors }
        for (lesson, found) in zip(named, slugs) { anchors[Self.key(lesson.language, FilePath(lesson.file).lastComponent)] = found }
    }

    /// The broken links of each lesson given at `init`, in its order.
    func errors() -> [[CourseError]] {
        zip(checked, links).map { lesson, found in
            // A link written twice on one line (a reference used twice) is one error.
            var seen: Set<CourseError> = []
            return found.compactMap { link, line in
                problem(with: link, in: lesson).map { CourseError("link '\(link.destination)' \($0)", at: SourceLocation(file: lesson.file, line: line)) }
            }.filter { seen.insert($0).inserted }
        }
    }

    private enum Target {
        /// A lesson file of this course: its language folder and file name.
        case lesson(language: String, name: String)
        /// A file in another course (its path from the courses folder).
        case elsewhere(String)
    }

    private static func key(_ language: String, _ name: String) -> String { language + "/" + name }

    /// Where a link leads, or nil when it leads above the courses folder (the site's check says so).
    private func target(of link: LessonLink, from lesson: Lesson) -> Target? {
        let ownName = FilePath(lesson.file).lastComponent
        guard let name = link.decodedFileName else { return .lesson(language: lesson.language, name: ownName) }
        var parts = [courseID, lesson.language]
        let folder = link.folder.removingPercentEncoding ?? link.folder
        for part in folder.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        if parts.count == 2, parts[0] == courseID { return .lesson(language: parts[1], name: name) }
        return .elsewhere((parts + [name]).joined(separator: "/"))
    }

    private func problem(with link: LessonLink, in lesson: Lesson) -> String? {
        switch target(of: link, from: lesson) {
        case nil:
            return nil
        case .elsewhere(let path):
            let full = FilePath(coursesFolder).appending(path)
            guard !FileManager.default.fileExists(atPath: full.spelling) else { return nil }
            let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: full.deletingLastComponent.spelling)) ?? []).filter { $0.hasSuffix(".md") }
            return "leads to no lesson: there is no \(path)" + suggestion(for: full.lastComponent, among: siblings.sorted())
        case .lesson(let language, let name):
            let here = files[language] ?? []
            guard here.contains(name) else { return missingLesson(name, language: language, from: lesson) }
            guard let section = link.section, !section.contains("_"), let target = lessons[Self.key(language, name)] else { return nil }
            let anchors = self.anchors[Self.key(language, name)] ?? []
            guard !anchors.contains(where: { $0.id == section }) else { return nil }
            return missingSection(section, in: target, anchors: anchors, from: lesson, language: language)
        }
    }

    private func missingLesson(_ name: String, language: String, from lesson: Lesson) -> String {
        let id = Lesson.id(fromFileName: name)
        guard !(files[language] ?? []).isEmpty else {
            return "leads to no lesson: this course has no lessons in '\(language)'"
        }
        // The lesson exists in another language: a translation not written yet.
        if let id, language == lesson.language,
           let (other, otherName) = sortedFiles.keys.sorted().lazy.filter({ $0 != language }).compactMap({ other in
               self.fileByID[other]?[id].map { (other, $0) }
           }).first {
            return "leads to the lesson '\(id)', which has no '\(language)' version yet (\(other)/\(otherName) is its '\(other)' one): translate it (coursec translate \(courseID)/\(id) --to \(language)), or link '../\(other)/\(otherName)'"
        }
        let sameID = id.flatMap { fileByID[language]?[$0] }
        let hint = sameID.map { "; did you mean '\($0)'?" } ?? suggestion(for: name, among: sortedFiles[language] ?? [])
        return "leads to no lesson: there is no \(language)/\(name)" + hint
    }

    private func missingSection(_ section: String, in target: Lesson, anchors: [HeadingSlugs.Anchor], from lesson: Lesson, language: String) -> String {
        let name = target.file == lesson.file ? "this lesson" : "\(language)/\(FilePath(target.file).lastComponent)"
        // A translation's link names the section in the words of its source: point to
        // the section of the translation that stands for it, or say it is not written yet.
        if let reference = target.translationOf, let source = versions[Self.key(reference.language, target.id)] {
            let sourceAnchors = HeadingSlugs(source.document, language: source.language).anchors
            guard let index = sourceAnchors.firstIndex(where: { $0.id == section }) else { return nearby(section, in: name, anchors: anchors) }
            let sourceHeading = sourceAnchors[index]
            if let partner = SectionAlignment.partners(source, target)[index], partner < anchors.count {
                return "leads to no section: \(name) has no '#\(section)'; did you mean '#\(anchors[partner].id)', its section for the '\(reference.language)' section '\(sourceHeading.text)'?"
            }
            return "leads to no section: \(name) has no section for the '\(reference.language)' section '\(sourceHeading.text)' (#\(section)) yet: translate that section there, or link the lesson without '#\(section)'"
        }
        return nearby(section, in: name, anchors: anchors)
    }

    private func nearby(_ section: String, in name: String, anchors: [HeadingSlugs.Anchor]) -> String {
        let ids = anchors.map(\.id)
        if let near = NearestWord.nearestIgnoringAccents(to: section, among: ids) {
            return "leads to no section: \(name) has no '#\(section)'; did you mean '#\(near)'?"
        }
        guard !ids.isEmpty else { return "leads to no section: \(name) has no headings, so no '#\(section)'" }
        let shown = ids.prefix(8).map { "'#\($0)'" }.joined(separator: ", ") + (ids.count > 8 ? ", …" : "")
        return "leads to no section: \(name) has no '#\(section)' (its sections: \(shown))"
    }

    private func suggestion(for name: String, among names: [String]) -> String {
        NearestWord.nearest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
    }
}
