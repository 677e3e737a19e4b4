import CoursecSupport
import CourseModel

/// `verify --format json`: one object per lesson error, then one per snippet, keys in a fixed order.
public enum JSONReport {
    public static func value(_ results: [SnippetResult], errors: [ReportedError] = []) -> JSONValue {
        .array(errors.map(object) + results.map(object))
    }

    /// A snippet's keys, so a reader that takes every object as a snippet still reads it:
    /// `status` `error`, `role` `lesson` or `course`, `reason` the message, nothing checked.
    static func object(_ reported: ReportedError) -> JSONValue {
        .object([
            ("file", .optional(reported.file)),
            ("line", .optional(reported.line)),
            ("lang", .optional(reported.language)),
            ("lesson", .optional(reported.lesson)),
            ("role", .string(reported.kind.rawValue)),
            ("name", .null),
            ("status", .string("error")),
            ("reason", .string(reported.error.message)),
            ("lines", .array([])),
            ("diagnostics", .array([])),
            ("seconds", .double(0)),
            ("cached", .bool(false)),
            ("check", .string(SnippetResult.Check.skip.rawValue)),
            ("group", .null),
        ])
    }

    static func object(_ result: SnippetResult) -> JSONValue {
        // `note` only where there is one: a report without notes keeps its bytes.
        let note: [(String, JSONValue)] = result.note.map { [("note", .string($0))] } ?? []
        // `source` only for a block imported with `source=N`: where its book has what failed.
        let source: [(String, JSONValue)] = result.placeInSource.map {
            [("source", .object([("file", .string($0.file)), ("line", .int($0.line))]))]
        } ?? []
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
        ] + (result.printed.map { [("printed", JSONValue.string($0))] } ?? []) + note + source)
    }
}
