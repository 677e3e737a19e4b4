import CourseModel
import Foundation

/// Reads the site's stand-alone pages (site.json's `pages`): `courses/pages/<lang>/<id>.md`,
/// Markdown with the front matter a lesson has (`id`, `title`). They are not courses: the
/// course loader passes their folder by, nothing verifies them, and so they may hold only
/// plain code. Each page is parsed alone; one with an error is left out and its error
/// returned with every other, so one bad page never hides the rest.
public enum StandalonePageReader {
    /// The folder of the courses folder that holds the pages, one folder per language.
    public static let folderName = "pages"

    /// Every page of every language that `settings.pages` lists, in its order (then by
    /// language), and an error for each file it does not list, each listed id no language
    /// has, and each page that does not parse.
    public static func load(coursesRoot root: String, settings: SiteSettings) -> (pages: [Lesson], errors: [CourseError]) {
        let fm = FileManager.default
        let folder = FilePath(root).appending(folderName).spelling
        var pages: [Lesson] = []
        var errors: [CourseError] = []
        var isFolder: ObjCBool = false
        let exists = fm.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
        if exists, let refused = CoursePath.linkOut(folder, kind: "pages folder", courses: root) {
            return ([], [refused])
        }
        let languages = exists ? ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter { !$0.hasPrefix(".") } : []
        for language in languages {
            let languageFolder = FilePath(folder).appending(language).spelling
            let isLanguageFolder = fm.fileExists(atPath: languageFolder, isDirectory: &isFolder) && isFolder.boolValue
            // Only Markdown is read: any other file here (a README's image, a stray course.json) is no page.
            guard isLanguageFolder || language.hasSuffix(".md") else { continue }
            guard isLanguageFolder, LessonParser.isLanguageCode(language) else {
                errors.append(CourseError(
                    "a site page goes in a folder named by its language: \(folderName)/<lang>/<id>.md (\(folderName)/en/about.md)",
                    file: languageFolder))
                continue
            }
            if let refused = CoursePath.linkOut(languageFolder, kind: "language folder", courses: root) {
                errors.append(refused)
                continue
            }
            let names = ((try? fm.contentsOfDirectory(atPath: languageFolder)) ?? []).sorted().filter { $0.hasSuffix(".md") }
            for name in names {
                let path = FilePath(languageFolder).appending(name).spelling
                switch page(at: path, id: String(name.dropLast(3)), language: language, settings: settings, root: root) {
                case .success(let page): pages.append(page)
                case .failure(let failure): errors += failure.errors
                }
            }
        }
        for id in settings.pages where !pages.contains(where: { $0.id == id }) {
            let message = "\"pages\" lists '\(id)', but no language has it: write \(FilePath(folder).appending("<lang>/\(id).md").spelling)"
            errors.append(settings.pagesLocation.map { CourseError(message, at: $0) } ?? CourseError(message, file: folder))
        }
        let order = Dictionary(uniqueKeysWithValues: settings.pages.enumerated().map { ($1, $0) })
        pages.sort { (order[$0.id] ?? 0, $0.language) < (order[$1.id] ?? 0, $1.language) }
        return (pages, errors)
    }

    /// One page file, parsed as a lesson is, and checked: listed, named by its id, no code to verify.
    private static func page(at path: String, id: String, language: String, settings: SiteSettings, root: String) -> Result<Lesson, CourseErrors> {
        guard settings.pages.contains(id) else {
            let listed = settings.pages.isEmpty ? "lists no pages" : "lists \(settings.pages.map { "'\($0)'" }.joined(separator: ", "))"
            return .failure(CourseErrors([CourseError(
                "site.json's \"pages\" \(listed), not '\(id)': add it there to publish this page, or remove the file",
                at: SourceLocation(file: path, line: 1))]))
        }
        if let refused = CoursePath.linkOut(path, kind: "page", courses: root) { return .failure(CourseErrors([refused])) }
        let page: Lesson
        do {
            page = try LessonParser(language: language).parseAll(try CourseLoader.readText(path), file: path)
        } catch let error as CourseErrors {
            return .failure(error)
        } catch {
            return .failure(CourseErrors([error as? CourseError ?? CourseError("\(error)", file: path)]))
        }
        var errors: [CourseError] = []
        if page.id != id {
            errors.append(CourseError(
                "this page's id is '\(page.id)', but its file is named \(id).md: a page's id is its file's name",
                at: SourceLocation(file: path, line: page.frontMatter.line(of: "id") ?? 1)))
        }
        for block in page.blocks {
            errors.append(CourseError(
                "a site page's code is not compiled or run (pages are not courses): write it as a plain block (no info string, or text, sh, console, json, xml), or put it in a lesson",
                at: SourceLocation(file: path, line: block.line)))
        }
        return errors.isEmpty ? .success(page) : .failure(CourseErrors(errors))
    }
}
