import CourseModel
import Foundation

/// Reads `courses/glossary.json` strictly, like course.json: a misspelt key would
/// otherwise drop a term's check without a word.
public enum GlossaryReader {
    /// The glossary of a courses folder, or an empty one when the folder has none.
    public static func load(coursesRoot root: String) throws(CourseError) -> Glossary {
        guard let file = try CoursePath.siteFileText(Glossary.fileName, in: root) else { return Glossary(terms: []) }
        return try parse(file.text, file: file.path)
    }

    /// The glossary of a courses folder with its file's path and text (for the lines and
    /// the order of its keys), or nil when the folder has none.
    public static func loadText(coursesRoot root: String) throws(CourseError) -> (glossary: Glossary, path: String, text: String)? {
        guard let file = try CoursePath.siteFileText(Glossary.fileName, in: root) else { return nil }
        return (try parse(file.text, file: file.path), file.path, file.text)
    }

    public static func parse(_ text: String, file: String) throws(CourseError) -> Glossary {
        func at(_ needle: String) -> SourceLocation {
            let offset = text.range(of: needle).map { text[..<$0.lowerBound].filter { $0 == "\n" }.count + 1 } ?? 1
            return SourceLocation(file: file, line: offset)
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              Set(object.keys) == ["terms"], let list = object["terms"] as? [[String: Any]]
        else {
            throw CourseError("\(Glossary.fileName) must be valid JSON of the form {\"terms\": [...]} (see docs/format.md)", at: SourceLocation(file: file, line: 1))
        }
        if let repeated = JSONDuplicateKey.first(in: text) {
            throw CourseError("the key '\(repeated.key)' is written twice in one object of \(Glossary.fileName); JSON keeps only one of them: remove the other", at: SourceLocation(file: file, line: repeated.line))
        }
        var terms: [Glossary.Term] = []
        var seen: Set<String> = []
        for entry in list {
            guard let id = entry["id"] as? String, LessonParser.isLessonID(id) else {
                throw CourseError("every glossary term needs an \"id\" of a-z, 0-9 and '-'", at: at("\"id\""))
            }
            // Found only for an error: searching the text for every term made 4,000 terms cost 26 s.
            func here() -> SourceLocation { at("\"id\": \"\(id)\"") }
            guard seen.insert(id).inserted else { throw CourseError("glossary term '\(id)' is listed twice", at: here()) }
            var renderings: [String: Glossary.Rendering] = [:]
            var definitions: [String: String] = [:]
            for (key, value) in entry where key != "id" {
                guard LessonParser.isLanguageCode(key), let fields = value as? [String: Any],
                      let preferred = fields["use"] as? String, !preferred.isEmpty,
                      Set(fields.keys).isSubset(of: ["use", "avoid", "means"])
                else {
                    throw CourseError("glossary term '\(id)': '\(key)' must be a language code with {\"use\": \"…\", \"avoid\": […], \"means\": \"…\"}", at: here())
                }
                guard let avoid = (fields["avoid"] ?? [String]()) as? [String] else {
                    throw CourseError("glossary term '\(id)': \"avoid\" in '\(key)' must be a list of strings", at: here())
                }
                renderings[key] = Glossary.Rendering(preferred: preferred, avoid: avoid)
                if let means = fields["means"] as? String { definitions[key] = means }
            }
            guard !renderings.isEmpty else { throw CourseError("glossary term '\(id)' has no language", at: here()) }
            terms.append(Glossary.Term(id: id, renderings: renderings, definitions: definitions))
        }
        return Glossary(terms: terms)
    }
}
