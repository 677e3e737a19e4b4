import CoursecSupport
import CourseModel

/// `verify --format json`: one object per snippet, keys in a fixed order.
public enum JSONReport {
    public static func value(_ results: [SnippetResult]) -> JSONValue {
        .array(results.map(object))
    }

    static func object(_ result: SnippetResult) -> JSONValue {
        // `note` only where there is one: a report without notes keeps its bytes.
        let note: [(String, JSONValue)] = result.note.map { [("note", .string($0))] } ?? []
        return .object([
            ("file", .string(result.file)),
            ("line", .int(result.line)),
            ("lang", .string(result.language)),
            ("lesson", .string(result.lesson)),
            ("role", .string(result.role.rawValue)),
            ("name", .optional(result.name)),
            ("status", .string(result.status.rawValue)),
            ("reason", .optional(result.reason)),
            ("lines", .array(result.lines.map { line in
                .object([
                    ("line", .int(line.lessonLine)),
                    ("verdict", .string(line.verdict.rawValue)),
                    ("word", .string(line.verdict.courseWord)),
                    ("expected", .optional(line.expected)),
                    ("actual", .optional(line.actual)),
                ])
            })),
            ("diagnostics", .array(result.diagnostics.map { diagnostic in
                .object([
                    ("file", .string(diagnostic.location.file)),
                    ("line", .int(diagnostic.location.line)),
                    ("column", .int(diagnostic.column)),
                    ("message", .string(diagnostic.message)),
                ])
            })),
            ("seconds", .double(result.seconds)),
            ("cached", .bool(result.cached)),
            ("check", .string(result.check.rawValue)),
            ("group", .optional(result.group)),
        ] + (result.printed.map { [("printed", JSONValue.string($0))] } ?? []) + note)
    }
}
