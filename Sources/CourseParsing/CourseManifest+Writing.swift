import CourseModel
import CoursecSupport
import Foundation

extension CourseManifest {
    /// A new course's manifest, at `path`: titled in its source language, its lessons in order.
    public init(path: String, title: String, language: String, lessons: [String]) {
        self.init(
            title: [language: title], sourceLanguage: language, lessons: lessons, support: [], sourceLanguageLine: 1,
            path: path, text: "", quoted: QuotedStringLines(""))
    }

    /// The manifest at `path`, or nil when there is none; one that is there must read
    /// cleanly (`read`'s errors, with their lines) before it is written again.
    public static func readIfPresent(_ path: String) throws(CourseError) -> CourseManifest? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try read(path)
    }

    /// The file's text: keys in `knownKeys`' order, titles by language code, two-space
    /// indents and a final line break. `support`, `order`, `outputTemplates` and `originals` only
    /// when they say something (an empty list or object is left out).
    public var serialized: String {
        var fields: [(String, JSONValue)] = [
            ("title", .object(title.keys.sorted().map { ($0, .string(title[$0]!)) })),
            ("sourceLanguage", .string(sourceLanguage)),
            ("lessons", .array(lessons.map(JSONValue.string))),
        ]
        if !support.isEmpty { fields.append(("support", .array(support.map(JSONValue.string)))) }
        if let order { fields.append(("order", .int(order))) }
        if !outputTemplates.isEmpty {
            fields.append(("outputTemplates", .object(outputTemplates.keys.sorted().map { language in
                (language, .array(outputTemplates[language]!.map {
                    .object([("template", .string($0.spelling)), ("explains", .int($0.explains))])
                }))
            })))
        }
        if !originals.isEmpty {
            fields.append(("originals", .object(originals.keys.sorted().map { ($0, .string(originals[$0]!)) })))
        }
        return JSONValue.object(fields).serialized(pretty: true) + "\n"
    }
}
