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
    public let path: String
    var text: String
    var quoted: QuotedStringLines

    /// Where `"value"` is written, for errors about a listed lesson or support file.
    func location(of value: String) -> SourceLocation {
        SourceLocation(file: path, line: quoted.line(of: value) ?? 1)
    }

    /// In the order `serialized` writes them.
    static let knownKeys = ["title", "sourceLanguage", "lessons", "support", "order"]

    public static func read(_ path: String) throws(CourseError) -> CourseManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CourseError("cannot read course.json", at: SourceLocation(file: path, line: 1))
        }
        let text = String(decoding: data, as: UTF8.self)
        let quoted = QuotedStringLines(text)
        func here(_ value: String, occurrence: Int = 1) -> SourceLocation {
            SourceLocation(file: path, line: quoted.line(of: value, occurrence: occurrence) ?? 1)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            let line = characterOffset(in: detail).map { offset in
                text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
            } ?? 1
            throw CourseError("course.json is not valid JSON (\(detail))", at: SourceLocation(file: path, line: line))
        }
        // Every error names a line: one a key or value is on, else the first.
        guard let fields = object as? [String: Any] else {
            throw CourseError("course.json must be one JSON object (see docs/format.md)", at: SourceLocation(file: path, line: 1))
        }
        if let repeated = JSONDuplicateKey.first(in: text) {
            throw CourseError("the key '\(repeated.key)' is written twice in one object of course.json; JSON keeps only one of them: remove the other", at: SourceLocation(file: path, line: repeated.line))
        }
        for key in fields.keys.sorted() where !knownKeys.contains(key) {
            let suggestion = NearestWord.nearest(to: key, among: knownKeys).map { "did you mean '\($0)'? " } ?? ""
            throw CourseError("unknown key '\(key)' in course.json (\(suggestion)known keys: \(knownKeys.joined(separator: ", ")))", at: here(key))
        }
        guard let title = fields["title"] as? [String: String], !title.isEmpty else {
            throw CourseError("course.json needs \"title\": an object of course titles by language, such as {\"tr\": \"…\"}", at: here("title"))
        }
        guard let source = fields["sourceLanguage"] as? String else {
            throw CourseError("course.json needs \"sourceLanguage\": the language its lessons are first written in", at: here("sourceLanguage"))
        }
        guard LessonParser.isLanguageCode(source) else {
            throw CourseError("sourceLanguage '\(source)' is not a language code such as tr or pt-BR", at: here("sourceLanguage"))
        }
        guard let lessons = fields["lessons"] as? [String] else {
            throw CourseError("course.json needs \"lessons\": the lesson ids in course order", at: here("lessons"))
        }
        var seen: Set<String> = []
        for id in lessons {
            guard seen.insert(id).inserted else {
                throw CourseError("lesson '\(id)' is listed twice in \"lessons\"", at: here(id, occurrence: 2))
            }
        }
        let support = fields["support"] ?? [String]()
        guard let supportPaths = support as? [String] else {
            throw CourseError("\"support\" must be a list of Swift file paths relative to the course folder", at: here("support"))
        }
        var order: Int?
        if let value = fields["order"] {
            guard let number = value as? Int else {
                throw CourseError("\"order\" must be a whole number: where the course stands among the courses", at: here("order"))
            }
            order = number
        }
        return CourseManifest(
            title: title, sourceLanguage: source, lessons: lessons, support: supportPaths,
            sourceLanguageLine: here("sourceLanguage").line, order: order, path: path, text: text, quoted: quoted)
    }

    /// Foundation says "… around character 53." (a byte offset into the data).
    private static func characterOffset(in detail: String) -> Int? {
        guard let range = detail.range(of: "character ") else { return nil }
        return Int(detail[range.upperBound...].prefix { $0.isNumber })
    }
}
