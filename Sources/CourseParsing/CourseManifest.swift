import CourseModel
import Foundation

/// `course.json`, the one reader and writer of it. Read strictly: a typo in a key would
/// otherwise drop the support files or the titles without a word, so every mistake is an
/// error with its line. Written in one key order (`serialized`), by `import` and `new`.
public struct CourseManifest: Sendable {
    public var title: [String: String]
    public var sourceLanguage: String
    public var lessons: [String]
    public var support: [String]
    var sourceLanguageLine: Int
    public var order: Int? = nil
    /// Per language, the templates a translated book writes its output comments in (`coursec import`).
    public var outputTemplates: [String: [OutputTemplate]] = [:]
    /// A translated chapter's own id to the id of the lesson it translates, named by hand.
    public var originals: [String: String] = [:]
    public let path: String
    var text: String
    var quoted: QuotedStringLines

    /// Where `"value"` is written, for errors about a listed lesson or support file.
    func location(of value: String) -> SourceLocation {
        SourceLocation(file: path, line: quoted.line(of: value) ?? 1)
    }

    /// In the order `serialized` writes them.
    static let knownKeys = ["title", "sourceLanguage", "lessons", "support", "order", "outputTemplates", "originals"]

    /// Where a key or value is written in course.json, for its errors: the first line it
    /// is on, else the file's first.
    private struct Places {
        let path: String
        let quoted: QuotedStringLines

        func of(_ value: String, occurrence: Int = 1) -> SourceLocation {
            SourceLocation(file: path, line: quoted.line(of: value, occurrence: occurrence) ?? 1)
        }
    }

    public static func read(_ path: String) throws(CourseError) -> CourseManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CourseError("cannot read course.json", at: SourceLocation(file: path, line: 1))
        }
        let text = String(decoding: data, as: UTF8.self)
        let here = Places(path: path, quoted: QuotedStringLines(text))
        let fields = try knownFields(data, text: text, at: here)
        guard let title = fields["title"] as? [String: String], !title.isEmpty else {
            throw CourseError("course.json needs \"title\": an object of course titles by language, such as {\"tr\": \"…\"}", at: here.of("title"))
        }
        guard let source = fields["sourceLanguage"] as? String else {
            throw CourseError("course.json needs \"sourceLanguage\": the language its lessons are first written in", at: here.of("sourceLanguage"))
        }
        guard LessonParser.isLanguageCode(source) else {
            throw CourseError("sourceLanguage '\(source)' is not a language code such as tr or pt-BR", at: here.of("sourceLanguage"))
        }
        let lessons = try lessonIDs(fields["lessons"], at: here)
        let support = fields["support"] ?? [String]()
        guard let supportPaths = support as? [String] else {
            throw CourseError("\"support\" must be a list of Swift file paths relative to the course folder", at: here.of("support"))
        }
        let originals = try originals(fields["originals"], lessons: lessons, at: here)
        var order: Int?
        if let value = fields["order"] {
            guard let number = value as? Int else {
                throw CourseError("\"order\" must be a whole number: where the course stands among the courses", at: here.of("order"))
            }
            order = number
        }
        return CourseManifest(
            title: title, sourceLanguage: source, lessons: lessons, support: supportPaths,
            sourceLanguageLine: here.of("sourceLanguage").line, order: order,
            outputTemplates: try outputTemplates(fields["outputTemplates"], at: here.of("outputTemplates")),
            originals: originals,
            path: path, text: text, quoted: here.quoted)
    }

    /// The JSON object's fields, each key written once and known.
    private static func knownFields(_ data: Data, text: String, at here: Places) throws(CourseError) -> [String: Any] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            let line = characterOffset(in: detail).map { offset in
                text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
            } ?? 1
            throw CourseError("course.json is not valid JSON (\(detail))", at: SourceLocation(file: here.path, line: line))
        }
        guard let fields = object as? [String: Any] else {
            throw CourseError("course.json must be one JSON object (see docs/format.md)", at: SourceLocation(file: here.path, line: 1))
        }
        if let repeated = JSONDuplicateKey.first(in: text) {
            throw CourseError("the key '\(repeated.key)' is written twice in one object of course.json; JSON keeps only one of them: remove the other", at: SourceLocation(file: here.path, line: repeated.line))
        }
        for key in fields.keys.sorted() where !knownKeys.contains(key) {
            let suggestion = NearestWord.nearest(to: key, among: knownKeys).map { "did you mean '\($0)'? " } ?? ""
            throw CourseError("unknown key '\(key)' in course.json (\(suggestion)known keys: \(knownKeys.joined(separator: ", ")))", at: here.of(key))
        }
        return fields
    }

    /// `"lessons"`: the lesson ids in course order, each once.
    private static func lessonIDs(_ value: Any?, at here: Places) throws(CourseError) -> [String] {
        guard let lessons = value as? [String] else {
            throw CourseError("course.json needs \"lessons\": the lesson ids in course order", at: here.of("lessons"))
        }
        var seen: Set<String> = []
        for id in lessons {
            guard seen.insert(id).inserted else {
                throw CourseError("lesson '\(id)' is listed twice in \"lessons\"", at: here.of(id, occurrence: 2))
            }
        }
        return lessons
    }

    /// `originals`: a translated book's chapter (by the id it gets alone) to the lesson it
    /// translates, for `coursec import --translation-of` (docs/books.md).
    private static func originals(_ value: Any?, lessons: [String], at here: Places) throws(CourseError) -> [String: String] {
        guard let value else { return [:] }
        guard let named = value as? [String: String] else {
            throw CourseError("\"originals\" must be an object of a translated chapter's id to its original lesson's id, such as {\"06-kansuu\": \"functions\"}", at: here.of("originals"))
        }
        for (chapter, original) in named.sorted(by: { $0.key < $1.key }) {
            guard LessonParser.isLessonID(chapter), LessonParser.isLessonID(original) else {
                throw CourseError("\"originals\": '\(chapter)' and '\(original)' must both be lesson ids (a-z, 0-9 and '-')", at: here.of(chapter))
            }
            guard lessons.contains(original) else {
                throw CourseError("\"originals\" names '\(original)' as the original of '\(chapter)', and \"lessons\" does not list it", at: here.of(original))
            }
        }
        return named
    }

    /// `"outputTemplates": {"ja": [{"template": "{}", "explains": 120}, …]}`, as `coursec import`
    /// writes what it learned of a translated book (docs/format.md).
    static func outputTemplates(_ value: Any?, at location: SourceLocation) throws(CourseError) -> [String: [OutputTemplate]] {
        guard let value else { return [:] }
        let form = "\"outputTemplates\" must be an object of lists by language, each entry {\"template\": \"…{}…\", \"explains\": N}"
        guard let languages = value as? [String: Any] else { throw CourseError(form, at: location) }
        var result: [String: [OutputTemplate]] = [:]
        for (language, entries) in languages {
            guard LessonParser.isLanguageCode(language), let list = entries as? [[String: Any]] else { throw CourseError(form, at: location) }
            result[language] = try list.map { entry throws(CourseError) in
                guard let spelling = entry["template"] as? String, let explains = entry["explains"] as? Int,
                      let template = OutputTemplate(spelling: spelling, explains: explains)
                else { throw CourseError(form + " with one {} in each template", at: location) }
                return template
            }
        }
        return result
    }

    /// Foundation says "… around character 53." (a byte offset into the data).
    private static func characterOffset(in detail: String) -> Int? {
        guard let range = detail.range(of: "character ") else { return nil }
        return Int(detail[range.upperBound...].prefix { $0.isNumber })
    }
}
