import CoursecSupport
import CourseModel
import Foundation

extension SiteBuilder {
    /// Fails, naming the file, when the templates folder lacks a file the build
    /// reads: `page.xsl` and every stylesheet it includes or imports, and the English
    /// words every language without a word file falls back to. Checked before
    /// libxml2 and libxslt open them, since on a missing file they print raw
    /// "failed to load external entity" warnings instead of an error of ours.
    /// Every file of the templates folder, by its path in it and its bytes: a page
    /// document transformed with templates of the same digest gives the same page.
    func templatesDigest() -> String {
        var hasher = SHA256()
        let files = (FileManager.default.enumerator(atPath: templates)?.allObjects as? [String] ?? []).sorted()
        for file in files {
            guard let data = FileManager.default.contents(atPath: FilePath(templates).appending(file).spelling) else { continue }
            hasher.update("\(file)\n\(data.count)\n")
            hasher.update(data)
        }
        return hasher.finalize()
    }

    func checkTemplates() throws(CourseErrors) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: templates, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CourseErrors([CourseError("no templates folder here; pass --templates DIR", file: templates)])
        }
        var errors: [CourseError] = []
        let page = FilePath(templates).appending("page.xsl").spelling
        var pending = [(path: page, reason: "every page is made with it")]
        var seen: Set<String> = []
        while let (path, reason) = pending.popLast() {
            guard seen.insert(path).inserted else { continue }
            guard fm.fileExists(atPath: path) else {
                errors.append(CourseError("the stylesheet is missing (\(reason))", file: path))
                continue
            }
            let folder = FilePath(path).deletingLastComponent
            let name = FilePath(path).lastComponent
            for reference in LibXML.stylesheetReferences(path: path) ?? [] where !reference.contains(":") {
                let included = reference.hasPrefix("/") ? reference : folder.appending(reference).spelling
                pending.insert((included, "\(name) includes it"), at: 0)
            }
        }
        let english = FilePath(templates).appending("i18n/en.xml").spelling
        if !fm.fileExists(atPath: english) {
            errors.append(CourseError("the English interface words are missing (every language without a word file of its own uses them)", file: english))
        }
        if !errors.isEmpty { throw CourseErrors(errors) }
    }
}
