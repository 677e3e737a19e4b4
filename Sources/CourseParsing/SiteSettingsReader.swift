import CourseModel
import Foundation

/// Reads `courses/site.json` strictly, like course.json and glossary.json: a misspelt
/// key would otherwise leave the site with this project's words without a word said.
public enum SiteSettingsReader {
    static let keys = ["title", "introduction", "entryLanguage", "editURL", "logo", "lastUpdated", "pages"]

    /// The settings of a courses folder; none (the site as without the file) when it has no site.json.
    public static func load(coursesRoot root: String) throws(CourseError) -> SiteSettings {
        guard let file = try CoursePath.siteFileText(SiteSettings.fileName, in: root) else { return SiteSettings() }
        return try parse(file.text, file: file.path)
    }

    public static func parse(_ text: String, file: String) throws(CourseError) -> SiteSettings {
        func at(_ key: String) -> SourceLocation {
            let line = text.range(of: "\"\(key)\"").map { text[..<$0.lowerBound].filter { $0 == "\n" }.count + 1 } ?? 1
            return SourceLocation(file: file, line: line)
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw CourseError(
                "\(SiteSettings.fileName) must be a JSON object such as {\"title\": {\"tr\": \"…\"}, \"introduction\": {\"tr\": \"…\"}, \"entryLanguage\": \"tr\"} (see docs/format.md)",
                at: SourceLocation(file: file, line: 1))
        }
        if let repeated = JSONDuplicateKey.first(in: text) {
            throw CourseError("the key '\(repeated.key)' is written twice in one object of \(SiteSettings.fileName); JSON keeps only one of them: remove the other", at: SourceLocation(file: file, line: repeated.line))
        }
        for key in object.keys.sorted() where !keys.contains(key) {
            let guess = NearestWord.nearest(to: key, among: keys).map { "did you mean '\($0)'? " } ?? ""
            throw CourseError("unknown key '\(key)' in \(SiteSettings.fileName) (\(guess)known keys: \(keys.joined(separator: ", ")))", at: at(key))
        }
        func byLanguage(_ key: String) throws(CourseError) -> [String: String] {
            guard let value = object[key] else { return [:] }
            guard let texts = value as? [String: String], texts.keys.allSatisfy(LessonParser.isLanguageCode),
                  texts.values.allSatisfy({ !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
                throw CourseError("\"\(key)\" must be an object of texts by language, such as {\"tr\": \"…\", \"en\": \"…\"}", at: at(key))
            }
            return texts
        }
        var settings = SiteSettings(titles: try byLanguage("title"), introductions: try byLanguage("introduction"))
        if let value = object["entryLanguage"] {
            guard let language = value as? String, LessonParser.isLanguageCode(language) else {
                throw CourseError("\"entryLanguage\" must be a language code such as \"tr\"", at: at("entryLanguage"))
            }
            settings.entryLanguage = language
        }
        if let value = object["editURL"] {
            guard let template = value as? String, isEditURL(template) else {
                throw CourseError(
                    "\"editURL\" must be an http(s) address with {path} where the lesson file's path goes, such as \"https://github.com/o/r/edit/main/{path}\"",
                    at: at("editURL"))
            }
            settings.editURL = template
        }
        if let value = object["lastUpdated"] {
            // JSONSerialization gives 1 and true alike as a number that casts to Bool: the
            // value as written tells them apart.
            guard let flag = value as? Bool, isWrittenAsBoolean("lastUpdated", in: text) else {
                throw CourseError("\"lastUpdated\" must be true or false", at: at("lastUpdated"))
            }
            settings.lastUpdated = flag
        }
        if let value = object["logo"] {
            settings.logo = try logo(value, coursesRoot: FilePath(file).deletingLastComponent.spelling, at: at("logo"))
        }
        if let value = object["pages"] {
            settings.pages = try pages(value, at: at("pages"))
            settings.pagesLocation = at("pages")
        }
        return settings
    }

    /// `pages`: a list of page ids (`["about", "contributing"]`), each named once.
    static func pages(_ value: Any, at location: SourceLocation) throws(CourseError) -> [String] {
        guard let ids = value as? [String] else {
            throw CourseError("\"pages\" must be a list of page ids, such as [\"about\"], each kept as courses/pages/<lang>/<id>.md", at: location)
        }
        var seen: Set<String> = []
        for id in ids {
            guard LessonParser.isLessonID(id) else {
                throw CourseError("\"pages\" lists '\(id.withVisibleBidiControls)'; a page id uses only a-z, 0-9 and '-', as a lesson id does", at: location)
            }
            guard seen.insert(id).inserted else {
                throw CourseError("\"pages\" lists '\(id)' twice", at: location)
            }
        }
        return ids
    }

    /// The image `logo` names, read from inside the courses folder (site.json's own),
    /// which is all that coursec reads from: a path out of it, by `..` or by a link, is refused.
    static func logo(_ value: Any, coursesRoot: String, at location: SourceLocation) throws(CourseError) -> SiteLogo {
        let kinds = SiteLogo.fileExtensions.joined(separator: ", ")
        guard let name = value as? String, !name.isEmpty else {
            throw CourseError("\"logo\" must be the path of an image in the courses folder, such as \"logo.svg\"", at: location)
        }
        let fileExtension = FilePath(name).pathExtension.lowercased()
        guard SiteLogo.fileExtensions.contains(fileExtension) else {
            throw CourseError("\"logo\" must be an image a browser shows (\(kinds)); '\(name)' is not", at: location)
        }
        let root = FilePath(coursesRoot.isEmpty ? "." : coursesRoot)
        let (resolved, inside) = FilePath(name).confined(to: root)
        guard !FilePath(name).isAbsolute, inside else {
            throw CourseError("\"logo\" must be a path inside the courses folder, relative to it; '\(name)' leads to \(resolved)", at: location)
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder), !isFolder.boolValue,
              let data = FileManager.default.contents(atPath: resolved) else {
            throw CourseError("\"logo\" names no file: \(root.appending(name).simplified)", at: location)
        }
        return SiteLogo(fileExtension: fileExtension, data: data)
    }

    /// An http(s) address naming a host, with `{path}` in it and no spaces: a page links
    /// only what the trust rules let it publish (docs/format.md).
    static func isEditURL(_ template: String) -> Bool {
        guard let scheme = ["https://", "http://"].first(where: template.hasPrefix), template.contains("{path}"),
              !template.contains(where: \.isWhitespace) else { return false }
        let host = template.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !host.isEmpty && !host.contains("{")
    }

    /// Whether the value of `"key":` in `text` is written `true` or `false`.
    static func isWrittenAsBoolean(_ key: String, in text: String) -> Bool {
        guard let name = text.range(of: "\"\(key)\"") else { return false }
        let rest = text[name.upperBound...].drop { $0.isWhitespace }
        guard rest.first == ":" else { return false }
        let value = rest.dropFirst().drop { $0.isWhitespace }
        return value.hasPrefix("true") || value.hasPrefix("false")
    }
}
