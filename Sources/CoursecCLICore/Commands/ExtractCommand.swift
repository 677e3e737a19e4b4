import CoursecSupport
import CourseModel
import CourseParsing

/// `coursec extract`: every code block of lessons (or raw seeds, imported in memory), with its role.
enum ExtractCommand: Command {
    static let name = "extract"
    static let abstract = "lists the code blocks of lessons with their roles"
    static let operands = "<lesson.md|seed.txt>..."
    static let about = """
        Lists the code blocks of each lesson with their roles. A raw lesson text
        (.txt) is imported in memory first, so a seed can be checked before it is imported.
        """
    static let json = Option(flag: "--json", help: """
        print a JSON array, one object per input:
        {"file", "course", "lesson", "lang", "hiddenBlocks", "blocks": [{"index", "line", "role", "name", "step", "code", "group"}]}
        "line" is the 1-based line of the input where the block starts; a compile-error block
        also has "expectedErrors": [{"message", "line"}].
        """)
    static let courses = Option.courses("with no file given: every lesson of the courses in DIR")
    static let options = [json, courses]
    static let helpColumn = 17

    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode {
        var inputs = arguments.positionals.map(console.resolve)
        if inputs.isEmpty, let courses = arguments.value(courses) {
            inputs = try CourseLoader().loadCourses(root: console.resolve(courses)).flatMap { course in
                course.languages.flatMap { course.lessons(in: $0).map(\.file) }
            }
        }
        guard !inputs.isEmpty else {
            throw Arguments.UsageError(message: "give at least one lesson file (or --courses DIR)")
        }
        var lessons: [ExtractedLesson] = []
        var errors: [CourseError] = []
        for path in inputs {
            do { lessons.append(try ExtractedLesson.load(path)) } catch { errors.append(error) }
        }
        if !errors.isEmpty { throw CourseErrors(errors) }
        if arguments.has(json) {
            console.print(JSONValue.array(lessons.map(\.json)).serialized(pretty: true))
        } else {
            for lesson in lessons {
                console.print("\(lesson.file): \(lesson.lesson) [\(lesson.language)], \(lesson.blocks.count) blocks")
                for block in lesson.blocks {
                    let detail = [block.name, block.step.map { "step \($0)" }].compactMap { $0 }.joined(separator: ", ")
                    console.print("  \(lesson.file):\(block.line): \(block.role.rawValue)\(detail.isEmpty ? "" : " (\(detail))")")
                }
            }
        }
        return .success
    }
}

/// The blocks of one input of `extract`, with lines of that input.
struct ExtractedLesson {
    var file: String
    var course: String?
    var lesson: String
    var language: String
    var blocks: [CodeBlock]

    static func load(_ path: String) throws(CourseError) -> ExtractedLesson {
        if path.hasSuffix(".txt") {
            return try loadRaw(path)
        }
        let lesson = try CourseLoader().loadLesson(path: path)
        return ExtractedLesson(file: path, course: lesson.course, lesson: lesson.id, language: lesson.language, blocks: lesson.blocks)
    }

    var json: JSONValue {
        .object([
            ("file", .string(file)),
            ("course", .optional(course)),
            ("lesson", .string(lesson)),
            ("lang", .string(language)),
            ("hiddenBlocks", .int(blocks.filter { $0.role == .setup }.count)),
            ("blocks", .array(blocks.map { block in
                .object([
                    ("index", .int(block.index)),
                    ("line", .int(block.line)),
                    ("role", .string(block.role.rawValue)),
                    ("name", .optional(block.name)),
                    ("step", .optional(block.step)),
                    ("code", .string(block.code)),
                    ("group", .optional(block.group)),
                ] + (block.role == .compileError ? [("expectedErrors", JSONValue.array(block.expectedErrors.map { error in
                    .object([("message", .string(error.message)), ("line", .optional(error.line))])
                }))] : []))
            })),
        ])
    }
}
